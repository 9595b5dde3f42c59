import VitrumScene

/// `glass-outside-container`: several glass shapes near each other with no container around them.
///
/// Apple recommends `GlassEffectContainer` for glass shapes that sit together: outside one, each shape
/// captures and blurs the content beneath it on its own, and they cannot melt or morph into one another.
/// Shapes are near when the gap between their outlines is below `nearDistance`; a group of at least
/// `minimumCount` shapes connected by such gaps, none in a container, is reported once, at the nearest
/// group holding them all, with the spacings that would batch, separate or join them under the
/// container's rule (gaps below the spacing bridge, gaps of at least twice the spacing keep exact
/// outlines).
public struct GlassOutsideContainerRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "glass-outside-container", severity: .warning,
    summary: "several glass shapes near each other outside a container: each captures and blurs on its own")

  /// Gaps below this many points count as near: Apple's own container example sets its views 40 pt apart
  /// with spacing 40 ("GlassEffectContainer(spacing: 40.0) { HStack(spacing: 40.0) … }").
  public var nearDistance: Double
  /// The fewest near shapes reported: a pair of buttons is common and cheap; three or more is a cluster.
  public var minimumCount: Int

  public init(nearDistance: Double = 40, minimumCount: Int = 3) {
    self.nearDistance = nearDistance
    self.minimumCount = max(2, minimumCount)
  }

  public func check(_ context: LintContext) -> [LintIssue] {
    let loose = context.glassShapes.filter { $0.container == nil }
    let reach = nearDistance * context.scale
    var edges: [(a: Int, b: Int, gap: Double)] = []
    for i in loose.indices {
      for j in loose.indices where j > i {
        guard loose[i].item.deviceBounds.outset(by: reach).intersects(loose[j].item.deviceBounds),
          let pair = context.pair(loose[i], loose[j], reach: reach), pair.gap < reach
        else { continue }
        edges.append((i, j, pair.gap / context.scale))
      }
    }
    var issues: [LintIssue] = []
    for group in SpanningForest(count: loose.count, edges: edges).components
    where group.members.count >= minimumCount {
      let nodes = group.members.map { loose[$0].node as Node }
      let holder = Self.commonAncestor(of: nodes)
      let smallest = group.edges.map(\.gap).min() ?? 0
      let largest = group.treeEdges.map(\.gap).max() ?? 0
      let apart = Self.floor(smallest / 2)
      let placement =
        holder.map {
          $0.parent == nil ? "wrap them in a container" : "make \(context.label(of: $0)) a container"
        }
        ?? "wrap them in a container"
      var choices = ["spacing 0 batches them with identical pixels"]
      if apart > 0 { choices.append("spacing up to \(Format.number(apart)) keeps every outline exact") }
      choices.append("spacing above \(Format.number(largest)) joins them into one shape")
      issues.append(
        LintIssue(
          node: holder, relatedNodes: nodes,
          message:
            "\(nodes.count) glass shapes lie within \(Format.number(nearDistance)) pt of each other outside a "
            + "container (\(context.labels(of: nodes)); gaps \(Format.number(smallest)) to "
            + "\(Format.number(largest)) pt): each captures and blurs its backdrop on its own, and they cannot "
            + "melt or morph into one another",
          fix: "\(placement): " + choices.joined(separator: ", "),
          measurements: [
            "count": Double(nodes.count), "smallest_gap_pt": smallest, "largest_linking_gap_pt": largest,
            "separate_spacing_pt": apart, "join_spacing_above_pt": largest,
          ],
          outlines: group.members.map { loose[$0].outline(scale: context.scale) }))
    }
    return issues
  }

  /// `value` rounded down to a half point, so a suggested spacing never crosses the bound it keeps.
  static func floor(_ value: Double) -> Double { (value * 2).rounded(.down) / 2 }

  /// The deepest group holding every node.
  static func commonAncestor(of nodes: [Node]) -> GroupNode? {
    func chain(_ node: Node) -> [GroupNode] {
      var result: [GroupNode] = []
      var parent = node.parent
      while let group = parent {
        result.append(group)
        parent = group.parent
      }
      return result.reversed()
    }
    guard let first = nodes.first else { return nil }
    var common = chain(first)
    for node in nodes.dropFirst() {
      let other = chain(node)
      var n = 0
      while n < common.count, n < other.count, common[n] === other[n] { n += 1 }
      common.removeSubrange(n...)
    }
    return common.last
  }
}
