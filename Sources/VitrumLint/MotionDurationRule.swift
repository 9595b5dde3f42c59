import VitrumAnimation
import VitrumScene
import VitrumSceneFile

/// `motion-duration`: a timed animation too short to follow or too long for a change of state.
///
/// Durations are what the viewer sees: a curve's one pass at its speed (`duration / speed`), delays left
/// out. Springs have no fixed duration and are left to `spring-unsettled`; animations that repeat forever
/// are ambient motion (a drifting backdrop), not changes of state, and have no upper bound here.
public struct MotionDurationRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "motion-duration", severity: .warning,
    summary: "a timed animation shorter than 0.1 s (reads as a jump) or a change of state longer than 1 s",
    scope: .document)

  /// Below a tenth of a second a change reads as instantaneous (the response-time limit of Card, Moran and
  /// Newell that Nielsen's usability limits repeat): an animation that short is a jump with extra cost.
  public static let shortest = 0.1
  /// Beyond a second the flow of attention breaks (the same limits' second threshold), and interface
  /// guidelines keep transitions well inside it (Material Design: 100–500 ms for most).
  public static let longest = 1.0

  public init() {}

  public func check(_ context: LintContext) -> [LintIssue] {
    guard let reading = TimelineReading(context.subject) else { return [] }
    var issues: [LintIssue] = []
    var seen = Set<String>()
    for (entry, animation) in reading.declaredAnimations {
      guard case .curve(_, let timing) = animation.motion, timing.duration > 0 else { continue }
      let seconds = timing.duration / timing.speed
      let what = Self.describe(entry)
      let problem: String
      if seconds < Self.shortest {
        problem =
          "lasts \(TimelineReading.seconds(seconds)): under \(TimelineReading.seconds(Self.shortest)) "
          + "a change reads as a jump, so the animation costs frames and shows nothing"
      } else if seconds > Self.longest, timing.repeatCount != .forever {
        problem =
          "lasts \(TimelineReading.seconds(seconds)): a change of state longer than "
          + "\(TimelineReading.seconds(Self.longest)) keeps people waiting for the interface"
      } else {
        continue
      }
      // One finding per declaration: an event that animates several attributes says it once.
      guard seen.insert("\(entry.path)").inserted else { continue }
      issues.append(
        LintIssue(
          node: entry.node, place: TimelineReading.place(of: entry),
          message:
            "the \(what) of \(context.label(of: entry.node)) at \(TimelineReading.seconds(entry.time)) "
            + problem,
          fix: seconds < Self.shortest
            ? "make it at least \(TimelineReading.seconds(Self.shortest)), or set the value at once"
            : "keep it within \(TimelineReading.seconds(Self.longest)) (0.2–0.5 s suits most changes), or "
              + "repeat it forever if it is ambient motion",
          measurements: ["seconds": seconds], times: reading.when(entry, animation).times,
          interval: reading.when(entry, animation).interval))
    }
    return issues
  }

  /// "translate animation", "insert transition", "implicit animation of opacity".
  static func describe(_ entry: TimelineEntry) -> String {
    switch entry.kind {
    case .insert, .remove: "\(entry.kind.rawValue) transition"
    case .implicit: "implicit \(entry.attributes.joined(separator: ", ")) animation"
    default: "\(entry.attributes.joined(separator: ", ")) animation"
    }
  }
}
