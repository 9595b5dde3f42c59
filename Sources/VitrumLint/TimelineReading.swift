import VitrumAnimation
import VitrumScene
import VitrumSceneFile

/// A linted scene file's timeline as the motion rules read it: its declarations, the animation each change
/// actually takes (its own, or the node's implicit one for the attribute), and where each is written.
struct TimelineReading {
  let timeline: Timeline
  let entries: [TimelineEntry]
  /// Implicit animations by node and attribute name.
  private let implicit: [Node: [String: Animation]]

  /// The attributes whose animations move, scale, turn or reshape what is drawn: the kind Reduce Motion
  /// replaces by a cross-fade (`AttributeKind.geometry`).
  static let geometryAttributes: Set<String> = ["translate", "scale", "rotate", "anchor", "shape", "spacing"]

  /// The reading of the subject's timeline; nil for a scene without one (or built in code).
  init?(_ subject: LintSubject) {
    guard let document = subject.document, let timeline = document.timeline, !timeline.isEmpty else {
      return nil
    }
    self.timeline = timeline
    self.entries = document.timelineEntries
    var implicit: [Node: [String: Animation]] = [:]
    for entry in entries where entry.kind == .implicit {
      guard let animation = entry.animation else { continue }
      for attribute in entry.attributes { implicit[entry.node, default: [:]][attribute] = animation }
    }
    self.implicit = implicit
  }

  /// The animation a change of `attribute` by `entry` plays: the entry's own, else (for a plain set) the
  /// node's implicit animation for the attribute; nil when it happens at once.
  func animation(of entry: TimelineEntry, attribute: String) -> Animation? {
    switch entry.kind {
    case .animate, .keyframes: entry.animation
    case .set: implicit[entry.node]?[attribute]
    default: nil
    }
  }

  /// The changes entries make, one per attribute, in document order (implicit declarations left out:
  /// they are animations, not changes).
  var changes: [(entry: TimelineEntry, attribute: String, animation: Animation?)] {
    entries.filter { [.set, .animate, .keyframes].contains($0.kind) }.flatMap { entry in
      entry.attributes.map { (entry, $0, animation(of: entry, attribute: $0)) }
    }
  }

  /// Every animation the timeline declares, with the entry that declares it: animate events, inserts and
  /// removes that name one, and implicit declarations.
  var declaredAnimations: [(entry: TimelineEntry, animation: Animation)] {
    entries.compactMap { entry in entry.animation.map { (entry, $0) } }
  }

  /// Where an entry is written.
  static func place(of entry: TimelineEntry) -> LintPlace {
    LintPlace(path: entry.path, location: entry.location)
  }

  /// Seconds from the start of an animation to its end: one pass of a curve's timing (all passes when it
  /// repeats a finite number of times), or a spring's settling time from rest; after its delay.
  static func span(of animation: Animation) -> Double {
    switch animation.motion {
    case .curve(_, let timing):
      timing.endTime.isFinite ? timing.endTime : timing.delay + timing.duration / timing.speed
    case .spring(let spring, let delay):
      delay + spring.settlingDuration()
    }
  }

  /// When a declaration's animation plays: its event's time and the stretch from there to its end (its
  /// delay and every pass included); for an implicit declaration, the times of the changes that take it
  /// (and no single stretch).
  func when(_ entry: TimelineEntry, _ animation: Animation) -> (times: [Double], interval: LintInterval?) {
    guard entry.kind != .implicit else {
      let times = changes.filter { change in
        change.entry.node === entry.node && entry.attributes.contains(change.attribute)
          && change.entry.kind == .set && change.animation == animation
      }.map(\.entry.time)
      var distinct: [Double] = []
      for t in times.sorted() where distinct.last != t { distinct.append(t) }
      return (distinct, nil)
    }
    let end = entry.time + Self.span(of: animation)
    return ([entry.time], LintInterval(start: entry.time, end: end.isFinite ? end : timeline.duration))
  }

  /// Seconds for messages: "1.25 s".
  static func seconds(_ time: Double) -> String { Format.number(time, digits: 2) + " s" }
}

extension TimelineReading {
  /// Runs `body` with the scene showing its model — every node that comes and goes in its group, every
  /// attribute at its base value — then puts the scene back at the context's time.
  func inModel<Result>(
    _ context: LintContext, _ body: () throws(LintError) -> Result
  ) throws(LintError) -> Result {
    timeline.restoreModel()
    let result = try body()
    if let present = context.subject.present { try present(context.time) }
    return result
  }
}
