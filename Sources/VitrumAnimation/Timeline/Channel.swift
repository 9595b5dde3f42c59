import VitrumScene

/// What compiling a timeline under a policy produces besides the segments: the policy's substitutions and
/// the dissolves that replace decorative geometry.
struct CompileLog {
  var substitutions: [MotionSubstitution] = []
  /// Attributes of nodes that dissolve from their old value to their new one, one entry per attribute.
  var crossFades: [CrossFade] = []
  /// Nodes whose paint covers a large part of the canvas (`MotionPolicy.largeAreaShare`): never
  /// cross-faded.
  var largeNodes: Set<ObjectIdentifier> = []

  /// One attribute's dissolve: from `start` (timeline seconds) the node shows its new value with opacity
  /// p and a ghost at the old value with 1 − p, p rising over `duration`.
  struct CrossFade {
    var node: ObjectIdentifier
    var start: Double
    var duration: Double
    /// Stages the value the attribute had before the dissolve (for the ghost).
    var stageOld: (inout StagedNode) -> Void
  }
}

/// One attribute of one node over time, type-erased for the timeline.
protocol AttributeChannel: AnyObject {
  var node: Node { get }
  var name: String { get }
  /// Builds the segments under a policy.
  func compile(policy: MotionPolicy, log: inout CompileLog)
  /// Stages the value at `time`.
  func stage(at time: Double, into staged: inout StagedNode)
  /// Writes the model value back into the node.
  func restoreModel(morphs: PathMorphCache)
  /// Takes the node's attribute as it stands as the model value (the node shows its model).
  func adoptModel()
  /// Timeline seconds after which every change is complete (ignoring changes that repeat forever).
  var completion: Double { get }
  /// The changes, for descriptions, with their sequence numbers.
  var summaries: [(event: TimelineEvent, sequence: Int)] { get }
  /// Each compiled segment's stretch of timeline seconds, from its change to its final value.
  var motionSpans: [(start: Double, end: Double)] { get }
}

/// The changes of one attribute of one node, and the segments they compile to.
///
/// Retargeting: a change that arrives while an earlier one is under way starts from the value presented
/// at that moment and, for springs on vector values, with its velocity — neither jumps. Segments are
/// computed from the model value forward in order of time, once per policy, so the value at any time is a
/// pure function of that time: seeking in any order gives the same frames.
final class Channel<Value>: AttributeChannel {
  struct Change {
    var time: Double
    var target: Value
    var animation: Animation?
    var sequence: Int
    /// Keyframes the change plays instead of travelling straight to `target` (then `animation` is their
    /// timing as a linear curve, for the motion policy, and `target` is their last value).
    var keyframes: KeyframeAnimation<Value>? = nil
  }

  let node: Node
  let property: NodeProperty<Value>
  /// The model value: the attribute before any change.
  private(set) var model: Value
  /// The animation changes without one of their own take (`Timeline.animateImplicitly`).
  var implicit: Animation?
  private(set) var changes: [Change] = []
  private(set) var segments: [Segment<Value>] = []

  init(node: Node, property: NodeProperty<Value>, model: Value) {
    self.node = node
    self.property = property
    self.model = model
  }

  var name: String { property.name }

  func add(_ change: Change) {
    changes.append(change)
  }

  func compile(policy: MotionPolicy, log: inout CompileLog) {
    segments = []
    let ordered = changes.sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
    for change in ordered {
      var from = model
      var velocity: Velocity?
      if let last = segments.last { (from, velocity) = last.sample(at: change.time) }
      let animation = change.animation ?? implicit
      let (decision, reason) = policy.resolve(
        animation, kind: property.kind, coversLargeArea: log.largeNodes.contains(ObjectIdentifier(node)))
      // Keyframes start from the value presented when they begin, and end where their timing leaves them.
      let keyframes = change.keyframes.map {
        KeyframeAnimation($0.keyframes.starting(from: from), timing: $0.timing)
      }
      // What replaces the animation ends where the animation ends: where it started, after an even
      // number of autoreversed iterations (then nothing changes at all).
      let returns =
        reason != nil && animation?.endsWhereItStarts == true
        && (change.keyframes.map { $0.keyframes.keyframes[0].time > 0 } ?? true)
      let target =
        returns ? from : keyframes?.finalValue(blend: property.space.blend) ?? change.target
      let motion: Segment<Value>.Motion
      var fade: (start: Double, duration: Double)?
      switch decision {
      case _ where returns:
        motion = .instant(after: 0)
      case .instant:
        motion = .instant(after: 0)
      case .animate(let chosen) where keyframes != nil && chosen == animation:
        motion = .keyframes(keyframes!.keyframes, keyframes!.timing)
      case .animate(let chosen):
        motion = .of(chosen, from: from, to: target, velocity: velocity, space: property.space)
      case .crossFade(let delay, let duration):
        // The node takes its new value as the dissolve starts; a ghost at the old value fades out beneath.
        motion = .instant(after: delay)
        fade = (change.time + delay, duration)
        let (property, old) = (self.property, from)
        log.crossFades.append(
          CompileLog.CrossFade(
            node: ObjectIdentifier(node), start: change.time + delay, duration: duration,
            stageOld: { property.stage(&$0, old) }))
      case .hold(let seconds):
        // The first frame, then (if the loop ends) where full motion ends: `target` already is, for keyframes
        // too (a loop ending where it started and not on keyframes of its own changes nothing: `returns`).
        motion = .instant(after: seconds)
      }
      let segment = Segment(start: change.time, from: from, to: target, motion: motion, space: property.space)
      if let reason, let animation {
        let original = Segment(
          start: change.time, from: from, to: change.target,
          motion: keyframes.map { .keyframes($0.keyframes, $0.timing) }
            ?? .of(animation, from: from, to: change.target, velocity: velocity, space: property.space),
          space: property.space)
        let replacement: String
        switch decision {
        case _ where returns: replacement = "no change (it ends where it starts)"
        case .instant: replacement = "instant"
        case .animate(let chosen): replacement = chosen.description
        case .crossFade(_, let duration):
          replacement = "dissolve \(Animation.seconds(duration)) (old geometry fades out, new fades in)"
        case .hold(let seconds):
          replacement =
            seconds.isFinite ? "hold the first frame \(Animation.seconds(seconds))" : "hold the first frame"
        }
        let end = max(original.end, fade.map { $0.start + $0.duration } ?? segment.end)
        log.substitutions.append(
          MotionSubstitution(
            start: change.time + max(0, animation.delay), end: end, node: node.id, attribute: property.name,
            original: change.keyframes.map { "keyframes: " + Self.describe($0) } ?? animation.description,
            replacement: replacement, reason: reason))
      }
      segments.append(segment)
    }
  }

  /// The presented value at `time`: the model before the first change, else the segment in force.
  func value(at time: Double) -> Value {
    guard let index = segmentIndex(at: time) else { return model }
    return segments[index].sample(at: time).value
  }

  /// The last segment starting at or before `time` (the later of two that start together).
  func segmentIndex(at time: Double) -> Int? {
    guard !time.isNaN else { return nil }
    var low = 0
    var high = segments.count
    while low < high {
      let mid = (low + high) / 2
      if segments[mid].start <= time { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : low - 1
  }

  func stage(at time: Double, into staged: inout StagedNode) {
    property.stage(&staged, value(at: time))
  }

  func adoptModel() {
    if let value = property.read(node) { model = value }
  }

  func restoreModel(morphs: PathMorphCache) {
    var staged = StagedNode(node, model: NodeModel(node))
    property.stage(&staged, model)
    staged.write(morphs: morphs)
  }

  var completion: Double {
    segments.map(\.end).filter(\.isFinite).max() ?? changes.map(\.time).max() ?? 0
  }

  var summaries: [(event: TimelineEvent, sequence: Int)] {
    changes.map { change in
      let event = TimelineEvent(
        time: change.time, node: node.id, attribute: property.name,
        summary: change.keyframes.map { "keyframes: " + Self.describe($0) }
          ?? change.animation.map { "animate: \($0)" } ?? implicit.map {
            "set, implicitly animated: \($0)"
          }
          ?? "set")
      return (event, change.sequence)
    }
  }
}
