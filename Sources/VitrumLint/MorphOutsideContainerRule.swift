import VitrumScene
import VitrumSceneFile

/// `morph-outside-container`: a shape leaves as another with the same glass id arrives, but the two are
/// not in one container, so no morph happens.
///
/// Glass morphs by id happen inside a container (`glassEffectID` needs a `GlassEffectContainer`): the
/// engine pairs a departure with an arrival at the same moment only when both shapes sit in the same
/// container. Outside one, each simply plays its own transition, which is rarely what a shared id meant.
public struct MorphOutsideContainerRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "morph-outside-container", severity: .warning,
    summary: "a morph by glass id whose shapes are not in one container: each plays its own transition",
    scope: .document)

  public init() {}

  public func check(_ context: LintContext) throws(LintError) -> [LintIssue] {
    guard let reading = TimelineReading(context.subject) else { return [] }
    let arrivals = reading.entries.filter { $0.kind == .insert }
    let departures = reading.entries.filter { $0.kind == .remove }
    guard !arrivals.isEmpty, !departures.isEmpty else { return [] }
    // Containers are read from the model, where every node that comes and goes is in its group.
    return try reading.inModel(context) {
      var issues: [LintIssue] = []
      for arrival in arrivals {
        for departure in departures where departure.time == arrival.time && departure.node !== arrival.node {
          for target in Self.glassNodes(in: arrival.node) {
            guard let id = target.glassID else { continue }
            for source in Self.glassNodes(in: departure.node) where source.glassID == id {
              let targetContainer = target.enclosingContainer
              let sourceContainer = source.enclosingContainer
              guard targetContainer == nil || targetContainer !== sourceContainer else { continue }
              let where_ =
                targetContainer == nil && sourceContainer == nil
                ? "neither is in a container"
                : "they are in different containers"
              issues.append(
                LintIssue(
                  node: target, place: TimelineReading.place(of: arrival), relatedNodes: [source],
                  message: "\(context.label(of: target)) arrives at \(TimelineReading.seconds(arrival.time)) "
                    + "as \(context.label(of: source)) leaves, both with glass id \"\(id)\", but \(where_): "
                    + "glass morphs by id only inside one container, so each plays its own transition",
                  fix: "put both shapes in the same container, or drop the shared glass id",
                  times: [arrival.time]))
            }
          }
        }
      }
      return issues
    }
  }

  /// Nodes with visible glass in a subtree.
  static func glassNodes(in root: Node) -> [PaintedNode] {
    var result: [PaintedNode] = []
    func visit(_ node: Node) {
      if let painted = node as? PaintedNode, painted.hasVisibleGlass { result.append(painted) }
      if let group = node as? GroupNode { for child in group.children { visit(child) } }
    }
    visit(root)
    return result
  }
}
