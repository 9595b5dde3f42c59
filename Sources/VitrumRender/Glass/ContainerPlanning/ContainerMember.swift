import VitrumGeometry
import VitrumScene

/// One participant of a container's fold: a glass item, or a union of items that renders as one shape.
struct ContainerMember {
  /// The item whose look the member takes (a union's first member).
  var item: GlassItem
  var distance: MemberDistance
  /// Outline bounds in device pixels; the distance is never below the distance to this rectangle.
  var bounds: Rect
  /// How far outside its outline the member paints (shadow and anti-aliasing), device pixels.
  var reach: Double
  /// Backdrop blur σ, device pixels.
  var blur: Double
  /// Index of the member's blur level in its region, set when regions are planned.
  var level = 0
  /// The member's place in document order among the container's members.
  var order = 0
  /// The member's opacity.
  var alpha: Float
  /// Resolved once the backdrop is captured (its tone depends on the luminance beneath).
  var shading: GlassShading?

  /// How far the member's refraction pulls a backdrop sample, device pixels (at most; `GlassShading`).
  var displacement: Double {
    let d = item.appearance.parameters.refractionDisplacement * item.lengthScale
    return d.isFinite ? max(d, 0) : 1e9
  }

  /// Whether the member is a union of paths or text, drawn only by the container kernel.
  var isUnionOfParts: Bool {
    if case .union = distance { return true }
    return false
  }

  /// The pixels the outline touches, grown by one for anti-aliasing.
  var shapeRect: PixelRect { PixelRect(covering: bounds).outset(by: 1) }

  init(item: GlassItem, distance: MemberDistance, bounds: Rect) {
    self.item = item
    self.distance = distance
    self.bounds = bounds
    self.reach = Self.paintReach(of: item)
    self.blur = item.appearance.parameters.blurRadius * item.lengthScale
    self.alpha = Float(max(0, min(1, item.alpha)))
  }
}

extension ContainerMember {
  /// How far an item paints outside its outline as a member (shadow and anti-aliasing), device pixels.
  static func paintReach(of item: GlassItem) -> Double {
    let p = item.appearance.parameters
    let s = item.lengthScale
    return (p.shadowRadius > 0 && p.shadowOpacity > 0 ? (p.shadowRadius + abs(p.shadowOffset)) * s : 0) + 1
  }

  /// The rectangle beyond which a member of outline pixels `shapeRect` and paint reach `reach` changes no
  /// pixel of its container, among members whose largest paint reach is `largestReach`, blend radius `k`:
  /// it paints within its reach, and pulls the fold only where its distance is below the running field + k,
  /// which matters only below the largest paint reach. (A bridge lies within α·k of some member, whose own
  /// rectangle then holds it.) The container kernel culls its tiles by it; incremental frames damage by it.
  /// (Past a billion pixels an outset only covers more of what the canvas crops away.)
  static func influence(shapeRect: PixelRect, reach: Double, largestReach: Double, k: Float) -> PixelRect {
    let outset = min(max(reach, largestReach + Double(k)).rounded(.up), 1e9)
    return shapeRect.outset(by: (outset.isNaN ? 1_000_000_000 : Int(outset)) + 1)
  }

  /// Resolves a container's items into fold members: unions become one member at their first item's
  /// place; everything else is one member per item. Items whose distance cannot be built (a path too
  /// large for a distance field) are dropped, as per-node rendering drops them.
  static func resolve(
    _ items: [GlassItem], tables: inout DistanceTables, distance: (GlassItem, Double) -> (any GlassDistance)?
  ) -> [ContainerMember] {
    var unions: [String: [GlassItem]] = [:]
    for item in items { if let id = item.unionID { unions[id, default: []].append(item) } }
    var members: [ContainerMember] = []
    var placed = Set<String>()
    for item in items {
      if let id = item.unionID, let group = unions[id], group.count > 1 {
        guard placed.insert(id).inserted else { continue }
        if var member = union(group, tables: &tables, distance: distance) {
          member.order = members.count
          members.append(member)
        }
        continue
      }
      let reach = Self.reach(of: item)
      guard let d = distance(item, reach + 2) else { continue }
      members.append(ContainerMember(item: item, distance: tables.add(d), bounds: item.deviceBounds))
      members[members.count - 1].order = members.count - 1
    }
    return members
  }

  static func reach(of item: GlassItem) -> Double {
    let p = item.appearance.parameters
    return p.shadowRadius > 0 ? (p.shadowRadius + abs(p.shadowOffset)) * item.lengthScale : 0
  }

  /// A union drawn as one shape.
  ///
  /// Analytic kinds take the members' shape kind over their combined bounds in device space — a capsule
  /// spanning two capsules, a rounded rectangle spanning rounded rectangles (circles span as a capsule) —
  /// which is how Apple's `glassEffectUnion` examples look. Paths and text have no "same shape, larger"; their
  /// outlines melt with the smallest blend radius that connects them all: twice the longest edge of the
  /// minimum spanning tree over the members' exact gaps, plus the thinnest member's depth so the bridge is
  /// as thick as a member rather than a hairline.
  static func union(
    _ items: [GlassItem], tables: inout DistanceTables, distance: (GlassItem, Double) -> (any GlassDistance)?
  ) -> ContainerMember? {
    let leader = items[0]
    let combined = items.reduce(Rect.null) { $0.union($1.deviceBounds) }
    var shape: Shape?
    switch leader.shape {
    case .rect: shape = .rect(combined)
    case .roundedRect(_, let radius):
      shape = .roundedRect(combined, cornerRadius: radius * leader.lengthScale)
    case .capsule, .circle: shape = .capsule(combined)
    case .ellipse: shape = .ellipse(combined)
    case .path: shape = nil
    }
    if let shape, leader.shapeKind != "text" {
      var unionItem = leader
      unionItem.shape = shape
      unionItem.transform = .identity
      guard let d = distance(unionItem, reach(of: leader) + 2) else { return nil }
      return ContainerMember(item: unionItem, distance: tables.add(d), bounds: combined)
    }
    var parts: [any GlassDistance] = []
    var outlines: [[Point]] = []
    for item in items {
      // 64 px of field around each part covers bridges between close parts; beyond it a field extrapolates.
      guard let d = distance(item, reach(of: item) + 66) else { continue }
      parts.append(d)
      outlines.append(
        item.shape.path.applying(item.transform).flattened(tolerance: 0.5).flatMap(\.points))
    }
    guard !parts.isEmpty else { return nil }
    let longest = longestSpanningEdge(parts, outlines)
    let thinnest = parts.map(\.maximumDepth).min() ?? 0
    let k = Float(2 * longest) + thinnest
    let stored = parts.map { tables.add($0) }
    return ContainerMember(
      item: leader, distance: stored.count == 1 ? stored[0] : tables.addUnion(stored, k: k),
      bounds: combined.outset(by: Double(k) * SmoothUnion.deepestLowering))
  }

  /// The longest edge of the minimum spanning tree (Prim's algorithm) over exact gaps, each gap the
  /// smallest distance from one member's outline points to the other's distance field.
  static func longestSpanningEdge(_ parts: [any GlassDistance], _ outlines: [[Point]]) -> Double {
    let n = parts.count
    guard n > 1 else { return 0 }
    func gap(_ i: Int, _ j: Int) -> Double {
      var best = Float.infinity
      for p in outlines[j] { best = min(best, parts[i].evaluate(Float(p.x), Float(p.y)).d) }
      for p in outlines[i] { best = min(best, parts[j].evaluate(Float(p.x), Float(p.y)).d) }
      return Double(max(best, 0))
    }
    var inTree = [true] + [Bool](repeating: false, count: n - 1)
    var cost = (0..<n).map { $0 == 0 ? 0 : gap(0, $0) }
    var longest = 0.0
    for _ in 1..<n {
      guard let next = (0..<n).filter({ !inTree[$0] }).min(by: { cost[$0] < cost[$1] }) else { break }
      inTree[next] = true
      longest = max(longest, cost[next])
      for j in 0..<n where !inTree[j] { cost[j] = min(cost[j], gap(next, j)) }
    }
    return longest
  }
}
