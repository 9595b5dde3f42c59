import VitrumAnimation
import VitrumScene

/// `spring-unsettled`: a spring still moving when the timeline ends, or one that never settles.
///
/// A scene's last frame is what a played scene holds; a spring cut off mid-swing ends the scene on an
/// in-between, and an undamped spring never arrives at all. A spring that a later change of the same
/// attribute takes over before the end is retargeted, not cut off, and is not reported. Settling is
/// measured from rest (`Spring.settlingDuration()`, to within 0.1 % of the change).
public struct SpringUnsettledRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "spring-unsettled", severity: .warning,
    summary: "a spring that does not settle before the timeline ends (or never settles)",
    scope: .document)

  public init() {}

  public func check(_ context: LintContext) -> [LintIssue] {
    guard let reading = TimelineReading(context.subject) else { return [] }
    let end = reading.timeline.duration
    let changes = reading.changes
    var issues: [LintIssue] = []
    var seen = Set<String>()
    for (index, change) in changes.enumerated() {
      guard let animation = change.animation, case .spring(let spring, let delay) = animation.motion else {
        continue
      }
      let settle = spring.settlingDuration()
      let arrival = change.entry.time + delay + settle
      guard arrival > end else { continue }
      // A later change of the same attribute of the same node retargets the spring before the end.
      let retargeted = changes.indices.contains { other in
        let later = changes[other]
        return other != index && later.entry.node === change.entry.node
          && later.attribute == change.attribute && later.entry.time <= end
          && (later.entry.time > change.entry.time
            || (later.entry.time == change.entry.time && other > index))
      }
      guard !retargeted, seen.insert("\(change.entry.path)").inserted else { continue }
      let message: String
      if settle.isFinite {
        message =
          "the \(change.attribute) spring of \(context.label(of: change.entry.node)) starting at "
          + "\(TimelineReading.seconds(change.entry.time)) settles at \(TimelineReading.seconds(arrival)), "
          + "after the timeline ends at \(TimelineReading.seconds(end)): the last frame shows it mid-motion"
      } else {
        message =
          "the \(change.attribute) spring of \(context.label(of: change.entry.node)) has no damping and "
          + "never settles: it swings until the timeline ends"
      }
      issues.append(
        LintIssue(
          node: change.entry.node, place: TimelineReading.place(of: change.entry), message: message,
          fix: settle.isFinite
            ? "lengthen the timeline's duration to at least \(TimelineReading.seconds(arrival)), start the "
              + "spring earlier, or use a stiffer spring"
            : "give the spring damping (a bounce below 1), or use a timing curve",
          measurements: ["settle": settle, "end": end], times: [change.entry.time],
          interval: LintInterval(start: change.entry.time, end: arrival.isFinite ? arrival : end)))
    }
    return issues
  }
}
