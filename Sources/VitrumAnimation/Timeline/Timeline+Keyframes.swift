import VitrumScene

extension Timeline {
  /// Plays keyframes on an attribute of a node from `time`: the attribute passes through each keyframe's
  /// value at its point of the iteration, each segment eased by its own curve, with the animation's
  /// timing (delay, repeats, autoreverse, speed). Keyframe values are absolute; leave out the keyframe at
  /// 0 to start from whatever the attribute presents when the keyframes begin (no jump). The attribute
  /// ends where the timing leaves the keyframes: the last value, or the first after an even number of
  /// autoreversed iterations.
  ///
  /// For the motion policy the keyframes are one animation of the attribute's kind with `importance`:
  /// under Reduce Motion decorative keyframes of a move, scale, rotation or outline become a cross-fade
  /// to the end value, or play `reduced` when given.
  ///
  ///     let bounce = try Keyframes([
  ///       Keyframe(0.4, Point(0, -30), curve: .easeOut), Keyframe(1, Point(0, 0), curve: .easeIn),
  ///     ])
  ///     try timeline.play(.translation, of: ball, keyframes: KeyframeAnimation(bounce,
  ///       timing: AnimationTiming(duration: 0.8, repeatCount: .count(3))), at: 1)
  public func play<Value>(
    _ property: NodeProperty<Value>, of node: Node, keyframes: KeyframeAnimation<Value>, at time: Double,
    importance: MotionImportance = .decorative, reduced: ReducedMotion? = nil
  ) throws(TimelineError) {
    try TimelineError.checkTime(time)
    let channel = try self.channel(property, of: node)
    sequence += 1
    let timing = Animation(
      .curve(.linear, keyframes.timing), importance: importance, reducedAlternative: reduced)
    let last = keyframes.keyframes.keyframes[keyframes.keyframes.keyframes.count - 1].value
    channel.add(
      .init(time: time, target: last, animation: timing, sequence: sequence, keyframes: keyframes))
  }
}

extension Channel {
  /// "3 keyframes, 0.8 s 3× autoreverse after 0.2 s".
  static func describe(_ animation: KeyframeAnimation<Value>) -> String {
    let count = animation.keyframes.keyframes.count
    let timing = Animation(.curve(.linear, animation.timing)).description
    return "\(count) keyframe\(count == 1 ? "" : "s"), " + timing.dropFirst("linear ".count)
  }
}
