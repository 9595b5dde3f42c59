/// Values at points of an iteration with a curve per segment: the value at any progress.
///
/// Before the first keyframe's time the first value holds, after the last keyframe's the last. Where two
/// keyframes share a time the value jumps there, and the later one holds from that time on. At a
/// keyframe's time the result is that keyframe's value exactly, unless the segment leaving it is eased
/// by steps that jump at its start (`steps(n, jump-start)`, `jump-both`): that segment has made its first
/// jump at its first instant, as CSS Easing Level 2 specifies (its "before" phase applies only before the
/// whole animation starts, which a timeline presents as the value the keyframes start from).
///
/// Values blend by `Interpolatable` when they have it (`value(at:)`), or by a blend the caller gives
/// (`value(at:blend:)`: a timeline blends every attribute through its own value space).
public struct Keyframes<Value> {
  /// The keyframes, in order of time.
  public private(set) var keyframes: [Keyframe<Value>]

  /// Creates keyframes; throws when there are none, or a time is not finite, outside [0, 1], or earlier
  /// than the one before it.
  public init(_ keyframes: [Keyframe<Value>]) throws(AnimationError) {
    guard !keyframes.isEmpty else {
      throw AnimationError(.invalidSequence, parameter: "keyframes", "expected at least one keyframe")
    }
    for (index, keyframe) in keyframes.enumerated() {
      try AnimationError.check(keyframe.time, "keyframes[\(index)].time", in: 0...1, "a number from 0 to 1")
      if index > 0 && keyframe.time < keyframes[index - 1].time {
        throw AnimationError(
          .invalidSequence, parameter: "keyframes[\(index)].time",
          "\(keyframe.time) is earlier than the keyframe before it (\(keyframes[index - 1].time))")
      }
    }
    self.keyframes = keyframes
  }

  /// A single segment from `start` to `end` along `curve`.
  public init(from start: Value, to end: Value, curve: TimingCurve = .linear) {
    keyframes = [Keyframe(0, start), Keyframe(1, end, curve: curve)]
  }

  /// The same keyframes starting from `value` when the first of them comes after the start: the segment
  /// up to it then runs from `value`, with its curve. A timeline starts keyframes this way from the value
  /// presented when they begin, so leaving out the keyframe at 0 never makes a jump.
  public func starting(from value: Value) -> Keyframes {
    guard keyframes[0].time > 0 else { return self }
    var copy = self
    copy.keyframes.insert(Keyframe(0, value), at: 0)
    return copy
  }

  /// The value at iteration progress `progress` (NaN gives the first value), blending neighbours with
  /// `blend(a, b, fraction)`.
  public func value(at progress: Double, blend: (Value, Value, Double) -> Value) -> Value {
    guard !progress.isNaN, progress >= keyframes[0].time else { return keyframes[0].value }
    // The last keyframe at or before `progress` (the later one of keyframes sharing a time).
    var low = 0
    var high = keyframes.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if keyframes[mid].time <= progress { low = mid } else { high = mid - 1 }
    }
    let current = keyframes[low]
    guard low + 1 < keyframes.count else { return current.value }
    let next = keyframes[low + 1]
    guard current.time != progress else {
      // The segment starting here is at its input 0, which a step easing that jumps at the start
      // (CSS Easing Level 2: steps(n, jump-start) outputs 1/n there) has already left; every other
      // curve outputs exactly 0 there, the keyframe's own value.
      let start = next.curve.value(at: 0)
      return start == 0 ? current.value : blend(current.value, next.value, start)
    }
    let local = (progress - current.time) / (next.time - current.time)
    return blend(current.value, next.value, next.curve.value(at: local))
  }
}

extension Keyframes where Value: Interpolatable {
  /// The value at iteration progress `progress` (NaN gives the first value).
  public func value(at progress: Double) -> Value {
    value(at: progress) { $0.interpolated(to: $1, fraction: $2) }
  }
}

extension Keyframes: Equatable where Value: Equatable {}
extension Keyframes: Hashable where Value: Hashable {}
extension Keyframes: Sendable where Value: Sendable {}
