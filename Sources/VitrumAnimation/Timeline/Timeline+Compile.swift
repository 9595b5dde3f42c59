import VitrumGeometry
import VitrumScene

/// What a timeline compiles to under one policy, beyond the segments its channels keep.
struct CompiledTimeline {
  let policy: MotionPolicy
  var substitutions: [MotionSubstitution]
  var crossFades: [CompileLog.CrossFade]
  /// The same grouped into each node's dissolves.
  var dissolves: [ObjectIdentifier: [Dissolve]]
  /// Paint bounds of nodes that come and go, in their own coordinates, from the model.
  var localBounds: [ObjectIdentifier: Rect]
}

extension Timeline {
  /// Compiles every channel under `policy`, from the model (which it puts back first).
  func compile(for policy: MotionPolicy) -> CompiledTimeline {
    restoreModel()
    var log = CompileLog()
    log.largeNodes = largeNodes()
    for channel in channels { channel.compile(policy: policy, log: &log) }
    var bounds: [ObjectIdentifier: Rect] = [:]
    for presence in presences { bounds[ObjectIdentifier(presence.node)] = presence.node.localPaintBounds }
    let pairs = glassPairs(policy: policy)
    for presence in presences { compile(presence, policy: policy, pairs: pairs, log: &log) }
    return CompiledTimeline(
      policy: policy, substitutions: log.substitutions, crossFades: log.crossFades,
      dissolves: Self.dissolves(log.crossFades), localBounds: bounds)
  }

  /// The segments of a node's inserts and removes: its appearance runs from its value when the event
  /// arrives (with a spring's velocity), so a node removed while still entering turns back smoothly.
  func compile(
    _ presence: PresenceChannel, policy: MotionPolicy, pairs: GlassPairs, log: inout CompileLog
  ) {
    presence.segments = []
    var appearance = presence.initiallyPresent ? 1.0 : 0.0
    var velocity: Velocity?
    for event in presence.orderedEvents {
      if let last = presence.segments.last {
        (appearance, velocity) = last.appearance.sample(at: event.time)
      }
      let target = event.inserting ? 1.0 : 0.0
      var treatments = glassTreatments(presence.node, event: event, pairs: pairs)
      let hasMorphs = treatments.contains {
        switch $0 {
        case .matched, .morph, .vanish: true
        case .materialize: false
        }
      }
      let decision = policy.resolve(event.transition, animation: event.animation, hasGlassMorphs: hasMorphs)
      let transition = decision.transition
      let animation = decision.animation
      if decision.dropsGlassMorphs {
        treatments.removeAll {
          if case .materialize = $0 { return false }
          return true
        }
      }
      if let original = event.animation {
        let before = "\(event.transition), \(original)"
        let after = "\(transition), " + (animation.map(\.description) ?? "instant")
        let end = event.time + max(original.delay, 0) + Self.nominalLength(original)
        for reason in decision.reasons {
          log.substitutions.append(
            MotionSubstitution(
              start: event.time, end: end, node: presence.node.id,
              attribute: event.inserting ? "insert" : "remove", original: before, replacement: after,
              reason: reason))
        }
      }
      let motion: Segment<Double>.Motion =
        animation.map {
          .of($0, from: appearance, to: target, velocity: velocity, space: ValueSpace<Double>.vector)
        } ?? .instant(after: 0)
      presence.segments.append(
        PresenceSegment(
          appearance: Segment(
            start: event.time, from: appearance, to: target, motion: motion, space: ValueSpace<Double>.vector),
          inserting: event.inserting, effects: transition.effects, treatments: treatments,
          contentFollowsTint: transition.glass == .materialize))
    }
  }

  /// The animated nodes whose paint, as the model places it, covers `MotionPolicy.largeAreaShare` of the
  /// canvas or more.
  func largeNodes() -> Set<ObjectIdentifier> {
    let canvas = Rect(origin: .zero, size: scene.size)
    let threshold = MotionPolicy.largeAreaShare * canvas.width * canvas.height
    var result = Set<ObjectIdentifier>()
    for channel in channels where !result.contains(ObjectIdentifier(channel.node)) {
      let bounds = sceneTransform(of: channel.node, at: -.infinity).apply(channel.node.localPaintBounds)
        .intersection(canvas)
      if !bounds.isEmpty && bounds.width * bounds.height >= threshold {
        result.insert(ObjectIdentifier(channel.node))
      }
    }
    return result
  }

  /// How long an animation runs at most, for reporting when a substitution stops mattering: a curve's
  /// active duration, a spring's settling time from rest over a unit distance.
  static func nominalLength(_ animation: Animation) -> Double {
    switch animation.motion {
    case .curve(_, let timing): timing.activeDuration.isFinite ? timing.activeDuration : .infinity
    case .spring(let spring, _): spring.settlingDuration(epsilon: settleEpsilon)
    }
  }
}
