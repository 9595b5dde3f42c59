import VitrumScene

/// `container-merges-apart`: a container whose spacing bridges shapes that look meant to stay apart.
///
/// A container joins members whose gap is below its spacing. Whether two shapes were meant to be one
/// cannot be read from geometry, so it is inferred from what the author made different about them:
/// - different variants (regular and clear glass are different materials; unions refuse to join them);
/// - different tints, or a tint on one only (a tint marks prominence — a green start button melting into
///   a red stop button loses what each means);
/// - different union ids (the author grouped them into separate shapes).
/// Members of one union are one shape anyway and are not compared. A scene that melts such shapes on
/// purpose (a spacing showcase) says so with a `lint.allow` entry on the container.
public struct ContainerMergesApartRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "container-merges-apart", severity: .warning,
    summary: "a container's spacing joins shapes that differ in variant, tint or union: they look meant apart"
  )

  public init() {}

  /// Gaps within this many device pixels of the spacing are at the bridge's threshold (the fields measure
  /// to about 0.05 px; half a pixel leaves room) and are not reported.
  static let tolerance = 0.5

  public func check(_ context: LintContext) -> [LintIssue] {
    var byContainer: [ObjectIdentifier: (container: ContainerNode, members: [GlassShape])] = [:]
    var order: [ObjectIdentifier] = []
    for shape in context.glassShapes {
      guard let container = shape.container, container.spacing > 0 else { continue }
      let key = ObjectIdentifier(container)
      if byContainer[key] == nil {
        byContainer[key] = (container, [])
        order.append(key)
      }
      byContainer[key]!.members.append(shape)
    }
    var issues: [LintIssue] = []
    for key in order {
      let (container, members) = byContainer[key]!
      let spacing = container.spacing * container.sceneTransform.meanScale * context.scale
      var joined: [(a: GlassShape, b: GlassShape, gap: Double, why: String)] = []
      for i in members.indices {
        for j in members.indices where j > i {
          let (a, b) = (members[i], members[j])
          if let union = a.item.unionID, union == b.item.unionID { continue }
          guard let why = Self.difference(a, b),
            a.item.deviceBounds.outset(by: spacing).intersects(b.item.deviceBounds),
            let pair = context.pair(a, b, reach: spacing), pair.gap < spacing - Self.tolerance
          else { continue }
          joined.append((a, b, pair.gap / context.scale, why))
        }
      }
      guard !joined.isEmpty else { continue }
      let smallest = joined.map(\.gap).min()!
      let keep = GlassOutsideContainerRule.floor(smallest / 2)
      let pairs = joined.map {
        "\(context.label(of: $0.a.node)) and \(context.label(of: $0.b.node)) (gap \(Format.number($0.gap)) pt, \($0.why))"
      }
      var nodes: [Node] = []
      for entry in joined {
        for node in [entry.a.node, entry.b.node] where !nodes.contains(where: { $0 === node }) {
          nodes.append(node)
        }
      }
      issues.append(
        LintIssue(
          node: container, field: "spacing", relatedNodes: nodes,
          message:
            "container \(context.label(of: container)) (spacing \(Format.number(container.spacing)) pt) "
            + "bridges shapes that look meant apart: " + pairs.joined(separator: "; "),
          fix: (keep > 0 ? "spacing up to \(Format.number(keep)) keeps their outlines exact; " : "")
            + "or put them in separate containers, or make them alike if they are one control",
          measurements: [
            "spacing_pt": container.spacing, "smallest_gap_pt": smallest, "separate_spacing_pt": keep,
          ],
          outlines: nodes.compactMap { node in
            members.first { $0.node === node }?.outline(scale: context.scale)
          }))
    }
    return issues
  }

  /// What makes two members look meant apart, or nil when nothing does.
  static func difference(_ a: GlassShape, _ b: GlassShape) -> String? {
    guard let ga = a.node.glass, let gb = b.node.glass else { return nil }
    if ga.variant != gb.variant { return "\(ga.variant.rawValue) and \(gb.variant.rawValue) glass" }
    if ga.tint != gb.tint {
      return "tints \(ga.tint.map(\.hexString) ?? "none") and \(gb.tint.map(\.hexString) ?? "none")"
    }
    if let ua = a.item.unionID, let ub = b.item.unionID, ua != ub { return "unions \"\(ua)\" and \"\(ub)\"" }
    return nil
  }
}
