import VitrumScene
import VitrumSceneFile

/// `motion-ungated`: decorative motion that Reduce Motion cannot take away.
///
/// The motion policy replaces decorative moves, scales, rotations and reshapes by a cross-fade — but only
/// the ones it can see as animations. Two ways around it:
/// - an animation whose own reduced alternative (`"reduced"`) is another animation of the same geometry:
///   under Reduce Motion the policy plays that alternative, so the node still travels;
/// - geometry stepped by plain `set` events in quick succession (three or more within `stepGap` of each
///   other): each step is instant, so the policy has nothing to replace, yet the viewer sees motion.
public struct MotionUngatedRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "motion-ungated", severity: .warning,
    summary: "decorative motion the Reduce Motion policy cannot replace (a moving alternative, or steps)",
    scope: .document)

  /// Steps of one node's geometry at most this far apart read as motion: a quarter second is four steps a
  /// second, the slowest rate at which separate jumps still read as one movement.
  public static let stepGap = 0.25
  /// How many such steps in a row make motion rather than a change of state.
  public static let stepRun = 3

  public init() {}

  public func check(_ context: LintContext) -> [LintIssue] {
    guard let reading = TimelineReading(context.subject) else { return [] }
    return movingAlternatives(reading, context) + steppedGeometry(reading, context)
  }

  private func movingAlternatives(_ reading: TimelineReading, _ context: LintContext) -> [LintIssue] {
    var issues: [LintIssue] = []
    for (entry, animation) in reading.declaredAnimations where animation.importance == .decorative {
      guard case .animation(let alternative)? = animation.reducedAlternative else { continue }
      let geometry = entry.attributes.filter(TimelineReading.geometryAttributes.contains)
      guard !geometry.isEmpty, TimelineReading.span(of: alternative) > 0 else { continue }
      issues.append(
        LintIssue(
          node: entry.node, place: TimelineReading.place(of: entry),
          message:
            "the \(geometry.joined(separator: ", ")) animation of \(context.label(of: entry.node)) names "
            + "another animation as its Reduce Motion alternative, so the node still moves when motion is "
            + "reduced",
          fix:
            "make the reduced alternative \"crossFade\" or \"instant\", or mark the animation essential if "
            + "the motion carries meaning",
          times: reading.when(entry, alternative).times, interval: reading.when(entry, alternative).interval))
    }
    return issues
  }

  private func steppedGeometry(_ reading: TimelineReading, _ context: LintContext) -> [LintIssue] {
    // Instant geometry changes per node, in time order.
    var steps: [Node: [TimelineEntry]] = [:]
    var order: [Node] = []
    for (entry, attribute, animation) in reading.changes
    where animation == nil && TimelineReading.geometryAttributes.contains(attribute) {
      if steps[entry.node] == nil { order.append(entry.node) }
      if steps[entry.node]?.last.map({ $0.time == entry.time && $0.path == entry.path }) != true {
        steps[entry.node, default: []].append(entry)
      }
    }
    var issues: [LintIssue] = []
    for node in order {
      let run = longestRun(steps[node]!.sorted { $0.time < $1.time })
      guard run.count >= Self.stepRun else { continue }
      let first = run[0]
      let last = run[run.count - 1]
      issues.append(
        LintIssue(
          node: node, place: TimelineReading.place(of: first),
          message:
            "\(context.label(of: node)) moves in \(run.count) instant steps from "
            + "\(TimelineReading.seconds(first.time)) to \(TimelineReading.seconds(last.time)): steps are "
            + "not animations, so Reduce Motion cannot replace this motion",
          fix: "change the geometry with one \"animate\" event (Reduce Motion then cross-fades it), or "
            + "mark it essential",
          measurements: ["steps": Double(run.count), "seconds": last.time - first.time],
          times: run.map(\.time), interval: LintInterval(start: first.time, end: last.time)))
    }
    return issues
  }

  /// The longest run of entries each at most `stepGap` after the one before.
  private func longestRun(_ entries: [TimelineEntry]) -> [TimelineEntry] {
    var best: ArraySlice<TimelineEntry> = []
    var start = 0
    for i in entries.indices {
      if i > 0, entries[i].time - entries[i - 1].time > Self.stepGap { start = i }
      if i - start + 1 > best.count { best = entries[start...i] }
    }
    return Array(best)
  }
}
