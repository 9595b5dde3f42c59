/// Keyframes played with a timing: the value of an animated attribute at any local time. A timeline
/// plays one on an attribute with `Timeline.play(_:of:keyframes:at:)`.
public struct KeyframeAnimation<Value> {
  /// What the animation shows over one iteration.
  public let keyframes: Keyframes<Value>
  /// When it plays.
  public let timing: AnimationTiming

  /// Creates an animation.
  public init(_ keyframes: Keyframes<Value>, timing: AnimationTiming) {
    self.keyframes = keyframes
    self.timing = timing
  }

  /// The value the animation holds once it is over (the first keyframe's after an even number of
  /// autoreversed iterations); the last keyframe's for one that repeats forever.
  public func finalValue(blend: (Value, Value, Double) -> Value) -> Value {
    guard timing.endTime.isFinite else { return keyframes.keyframes[keyframes.keyframes.count - 1].value }
    return keyframes.value(at: timing.state(at: timing.endTime).progress, blend: blend)
  }
}

extension KeyframeAnimation where Value: Interpolatable {
  /// The timing state and the value at local time `time`: a pure function, so instants may be computed
  /// in any order.
  public func sample(at time: Double) -> AnimationSample<Value> {
    let state = timing.state(at: time)
    return AnimationSample(state: state, value: keyframes.value(at: state.progress))
  }

  /// The value at local time `time`.
  public func value(at time: Double) -> Value { sample(at: time).value }
}

extension KeyframeAnimation: Equatable where Value: Equatable {}
extension KeyframeAnimation: Hashable where Value: Hashable {}
extension KeyframeAnimation: Sendable where Value: Sendable {}
