/// `glass-id-collision`: two glass shapes in one container carry the same glass id at the same time.
///
/// A glass id names one shape for morphs: when a shape with the id leaves as another with it arrives, the
/// one morphs into the other. Two shapes showing the same id at once make the pairing ambiguous — which
/// one a later arrival morphs from depends on document order, not on the author's intent.
public struct GlassIDCollisionRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "glass-id-collision", severity: .warning,
    summary: "two glass shapes in one container show the same glass id at once: morphs by it are ambiguous")

  public init() {}

  public func check(_ context: LintContext) -> [LintIssue] {
    var groups: [(key: String, shapes: [GlassShape])] = []
    var index: [String: Int] = [:]
    for shape in context.glassShapes {
      guard let id = shape.node.glassID, let container = shape.container else { continue }
      let key = "\(ObjectIdentifier(container).hashValue) \(id)"
      if let i = index[key] {
        if !groups[i].shapes.contains(where: { $0.node === shape.node }) { groups[i].shapes.append(shape) }
      } else {
        index[key] = groups.count
        groups.append((key, [shape]))
      }
    }
    return groups.filter { $0.shapes.count > 1 }.map { group in
      let first = group.shapes[0]
      let id = first.node.glassID ?? ""
      let others = group.shapes.dropFirst().map(\.node)
      return LintIssue(
        node: first.node, field: "glassID", relatedNodes: others + [first.container].compactMap { $0 },
        message: "glass id \"\(id)\" is shown by \(context.labels(of: group.shapes.map(\.node))) at once in "
          + "container \(first.container.map(context.label(of:)) ?? "")"
          + ": a morph by this id cannot tell which shape it starts from",
        fix: "give each shape its own glass id; shapes that morph into each other share one, but are never "
          + "shown together",
        outlines: group.shapes.map { $0.outline(scale: context.scale) })
    }
  }
}
