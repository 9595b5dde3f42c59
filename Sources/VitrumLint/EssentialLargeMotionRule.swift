import Foundation
import VitrumAnimation
import VitrumGeometry
import VitrumScene

/// `essential-large-motion`: an animation marked essential — one Reduce Motion leaves alone — that moves,
/// grows or turns its node a lot.
///
/// Essential means the motion itself carries meaning, so people who reduce motion see it too; large
/// travel, zoom and spin are what makes motion hard to bear for them. The motion is measured, not read
/// from the file: the timeline is put at the change's start and end and the node's drawn bounds compared.
public struct EssentialLargeMotionRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "essential-large-motion", severity: .warning,
    summary: "an essential animation (kept under Reduce Motion) that moves, scales or turns its node a lot",
    scope: .document)

  /// Travel beyond this fraction of the canvas's shorter side is large: a quarter crosses a good part of
  /// any screen, where an essential nudge (a shake, a settle into place) stays well below.
  public static let travelFraction = 0.25
  /// A size change beyond this factor either way is a zoom rather than an emphasis.
  public static let scaleFactor = 1.5
  /// A turn beyond this many degrees.
  public static let rotationDegrees = 45.0

  public init() {}

  public func check(_ context: LintContext) throws(LintError) -> [LintIssue] {
    guard let reading = TimelineReading(context.subject) else { return [] }
    let policy = MotionPolicy.standard
    let limit = Self.travelFraction * min(context.scene.size.width, context.scene.size.height)
    var issues: [LintIssue] = []
    for (entry, attribute, animation) in reading.changes {
      guard let animation, animation.importance == .essential,
        TimelineReading.geometryAttributes.contains(attribute)
      else { continue }
      let start = entry.time + animation.delay
      let end = entry.time + TimelineReading.span(of: animation)
      // A spring that never settles has no end to compare with.
      guard (try? reading.timeline.seek(to: start, policy: policy)) != nil else { continue }
      let before = measure(entry.node)
      guard (try? reading.timeline.seek(to: end, policy: policy)) != nil else { continue }
      let after = measure(entry.node)
      guard before.bounds.isFinite, after.bounds.isFinite else { continue }
      let travel = hypot(after.bounds.midX - before.bounds.midX, after.bounds.midY - before.bounds.midY)
      let growth = max(
        ratio(after.bounds.width, before.bounds.width), ratio(after.bounds.height, before.bounds.height))
      let turn = abs(after.rotation - before.rotation)
      var parts: [String] = []
      if travel > limit { parts.append("travels \(Format.number(travel, digits: 0)) pt") }
      if growth > Self.scaleFactor { parts.append("changes size \(Format.number(growth, digits: 2))×") }
      if turn > Self.rotationDegrees { parts.append("turns \(Format.number(turn, digits: 0))°") }
      guard !parts.isEmpty else { continue }
      issues.append(
        LintIssue(
          node: entry.node, place: TimelineReading.place(of: entry),
          message:
            "the essential \(attribute) animation of \(context.label(of: entry.node)) "
            + parts.joined(separator: " and ") + " between \(TimelineReading.seconds(start)) and "
            + "\(TimelineReading.seconds(end)), and Reduce Motion keeps it",
          fix: "mark it decorative (Reduce Motion then cross-fades it), give it a smaller reduced "
            + "alternative, or move less",
          measurements: ["travel": travel, "scale": growth, "rotation": turn],
          outlines: [.rect(before.bounds), .rect(after.bounds)]))
    }
    // Put the scene back where the linter left it.
    try reading.inModel(context) {}
    return issues
  }

  /// The node's drawn bounds in the scene and its rotation (degrees) with its ancestors'.
  private func measure(_ node: Node) -> (bounds: Rect, rotation: Double) {
    var rotation = 0.0
    var current: Node? = node
    while let n = current {
      rotation += n.rotation
      current = n.parent
    }
    return (node.sceneTransform.apply(node.localPaintBounds), rotation)
  }

  /// How many times larger the larger of two lengths is (1 for two empty lengths).
  private func ratio(_ a: Double, _ b: Double) -> Double {
    let small = min(a, b)
    let large = max(a, b)
    guard large > 0 else { return 1 }
    return small > 0 ? large / small : .infinity
  }
}
