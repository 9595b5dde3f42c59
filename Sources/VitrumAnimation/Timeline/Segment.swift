/// One change of a channel: from the value presented when it starts to its target, by a motion. A pure
/// function of the time since it started.
struct Segment<Value> {
  /// How the segment moves.
  enum Motion {
    /// The target shows from `after` seconds on.
    case instant(after: Double)
    /// A timing curve with its timing.
    case curve(TimingCurve, AnimationTiming)
    /// A spring on the value's vector, with the velocity it inherited; arrived after `settle` seconds.
    case spring(Spring, delay: Double, velocity: Velocity?, settle: Double)
    /// A spring on the blend's fraction (values that are not vectors); arrived after `settle` seconds.
    case fractionSpring(Spring, delay: Double, settle: Double)
    /// Keyframes (starting from the segment's `from`) played with a timing; `to` is where they end.
    case keyframes(Keyframes<Value>, AnimationTiming)
  }

  /// Timeline seconds at which the segment starts.
  let start: Double
  let from: Value
  let to: Value
  let motion: Motion
  let space: ValueSpace<Value>

  /// Timeline seconds after which the segment holds its final value (infinite when it repeats forever).
  var end: Double {
    switch motion {
    case .instant(let after): start + after
    case .curve(_, let timing): start + timing.endTime
    case .spring(_, let delay, _, let settle): start + delay + settle
    case .fractionSpring(_, let delay, let settle): start + delay + settle
    case .keyframes(_, let timing): start + timing.endTime
    }
  }

  /// The value at timeline time `time` and its velocity (nil: at rest, or not a vector).
  func sample(at time: Double) -> (value: Value, velocity: Velocity?) {
    let local = time - start
    switch motion {
    case .instant(let after):
      return (local >= after ? to : from, nil)
    case .curve(let curve, let timing):
      let state = timing.state(at: local)
      if state.phase == .before { return (from, nil) }
      let fraction = curve.value(at: state.progress)
      let value = space.blend(from, to, fraction)
      guard state.phase == .active, let vector = space.vector, timing.duration > 0 else {
        return (value, nil)
      }
      let rate =
        curve.slope(at: state.progress) * timing.speed / timing.duration * (state.isReversed ? -1 : 1)
      return (value, vector.curveVelocity(from, to, rate))
    case .spring(let spring, let delay, let velocity, let settle):
      let t = local - delay
      if t <= 0 { return (from, nil) }
      if t >= settle { return (to, nil) }
      guard let vector = space.vector else { return (to, nil) }
      let (value, speed) = vector.spring(spring, from, to, velocity, t)
      return (value, speed)
    case .fractionSpring(let spring, let delay, let settle):
      let t = local - delay
      if t <= 0 { return (from, nil) }
      if t >= settle { return (to, nil) }
      return (space.blend(from, to, spring.value(at: t)), nil)
    case .keyframes(let keyframes, let timing):
      // Like a curve, the value before the delay is the one the keyframes start from. No velocity is
      // handed on: a spring that interrupts keyframes starts from rest, at the value presented.
      let state = timing.state(at: local)
      if state.phase == .before { return (from, nil) }
      return (keyframes.value(at: state.progress, blend: space.blend), nil)
    }
  }

  /// The value once the segment is over: the target, or the start after an even number of autoreversed
  /// iterations.
  var final: Value { sample(at: end.isFinite ? end : start).value }
}

extension Segment.Motion {
  /// The motion of an animation for a change from `from` to `to` that inherits `velocity`.
  static func of(
    _ animation: Animation, from: Value, to: Value, velocity: Velocity?, space: ValueSpace<Value>
  ) -> Segment.Motion {
    switch animation.motion {
    case .curve(let curve, let timing):
      return .curve(curve, timing)
    case .spring(let spring, let delay):
      if let vector = space.vector {
        return .spring(
          spring, delay: delay, velocity: velocity, settle: vector.settle(spring, from, to, velocity))
      }
      return .fractionSpring(spring, delay: delay, settle: spring.settlingDuration(epsilon: settleEpsilon))
    }
  }
}
