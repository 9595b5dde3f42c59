import VitrumScene

/// Glass shapes grouped by the union they belong to: a union id counts within its container, in drawing
/// order.
struct UnionGroups {
  struct Union {
    var id: String
    var container: ContainerNode
    var members: [GlassShape]
  }

  /// Unions in the order their first member is drawn.
  let unions: [Union]
  /// Shapes with a union id and no container: the id joins nothing.
  let loose: [GlassShape]

  init(_ shapes: [GlassShape]) {
    var found: [Union] = []
    var index: [String: [(ObjectIdentifier, Int)]] = [:]
    var loose: [GlassShape] = []
    for shape in shapes {
      guard let id = shape.item.unionID else { continue }
      guard let container = shape.container else {
        loose.append(shape)
        continue
      }
      if let at = index[id]?.first(where: { $0.0 == ObjectIdentifier(container) })?.1 {
        found[at].members.append(shape)
      } else {
        index[id, default: []].append((ObjectIdentifier(container), found.count))
        found.append(Union(id: id, container: container, members: [shape]))
      }
    }
    unions = found
    self.loose = loose
  }
}
