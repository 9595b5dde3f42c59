/// How a change of value travels: along a timing curve for a duration, or on a spring; when it starts;
/// and what Reduce Motion may do with it.
///
/// An animation says nothing about *what* changes: a transaction applies one animation to every
/// attribute it changes, and a node can declare the animation its attribute changes take (the
/// `.animation(_:value:)` pattern, `Timeline.animateImplicitly`).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The motion itself.
  public enum Motion: Hashable, Sendable {
    /// A timing curve played with a timing (delay, duration, repeats, autoreverse, speed).
    case curve(TimingCurve, AnimationTiming)
    /// A spring, started after `delay` seconds; it carries the velocity of the motion it interrupts.
    case spring(Spring, delay: Double)
  }

  /// The motion.
  public var motion: Motion
  /// Whether Reduce Motion may replace the animation (`decorative`) or must leave it alone (`essential`).
  public var importance: MotionImportance
  /// What Reduce Motion plays instead, when the animation names it; nil leaves the choice to the
  /// policy (see `MotionPolicy`).
  public var reducedAlternative: ReducedMotion?

  /// Creates an animation.
  public init(
    _ motion: Motion, importance: MotionImportance = .decorative, reducedAlternative: ReducedMotion? = nil
  ) {
    self.motion = motion
    self.importance = importance
    self.reducedAlternative = reducedAlternative
  }

  /// A timing curve over `duration` seconds; throws for the values `AnimationTiming` refuses.
  public static func curve(
    _ curve: TimingCurve, duration: Double, delay: Double = 0, repeatCount: RepeatCount = .count(1),
    autoreverses: Bool = false, speed: Double = 1
  ) throws(AnimationError) -> Animation {
    let timing = try AnimationTiming(
      duration: duration, delay: delay, repeatCount: repeatCount, autoreverses: autoreverses, speed: speed)
    return Animation(.curve(curve, timing))
  }

  /// A spring started after `delay` seconds; throws for a delay that is not finite.
  public static func spring(_ spring: Spring = .smooth, delay: Double = 0) throws(AnimationError) -> Animation
  {
    try AnimationError.check(
      delay, "delay", in: -.greatestFiniteMagnitude...(.greatestFiniteMagnitude), "a finite number")
    return Animation(.spring(spring, delay: delay))
  }

  /// CSS `ease-in-out` over `duration` seconds.
  public static func easeInOut(_ duration: Double) throws(AnimationError) -> Animation {
    try curve(.easeInOut, duration: duration)
  }

  /// A linear change over `duration` seconds.
  public static func linear(_ duration: Double) throws(AnimationError) -> Animation {
    try curve(.linear, duration: duration)
  }

  /// The same animation, marked essential: Reduce Motion leaves it alone.
  public func essential() -> Animation {
    var copy = self
    copy.importance = .essential
    return copy
  }

  /// The same animation with its own alternative under Reduce Motion.
  public func reduced(to alternative: ReducedMotion) -> Animation {
    var copy = self
    copy.reducedAlternative = alternative
    return copy
  }

  /// Whether the motion is a spring.
  public var isSpring: Bool {
    if case .spring = motion { return true }
    return false
  }

  /// For an animation that repeats (more than one iteration, or forever), the seconds from its start to
  /// its end, delay included (infinite for `forever`); nil for one that plays once.
  public var repeatingLength: Double? {
    guard case .curve(_, let timing) = motion, timing.repeatCount != .count(1) else { return nil }
    return Swift.max(0, timing.endTime)
  }

  /// Whether the motion ends where it started (a curve autoreversed an even number of times):
  /// then it changes nothing once over, and neither does what Reduce Motion plays in its place.
  public var endsWhereItStarts: Bool {
    if case .curve(_, let timing) = motion { return timing.endsAtStart }
    return false
  }

  /// Seconds before the motion starts.
  public var delay: Double {
    switch motion {
    case .curve(_, let timing): timing.delay
    case .spring(_, let delay): delay
    }
  }

  public var description: String {
    var text: String
    switch motion {
    case .curve(let curve, let timing):
      text = "\(Self.name(of: curve)) \(Self.seconds(timing.duration))"
      if timing.repeatCount != .count(1) { text += " \(timing.repeatCount)" }
      if timing.autoreverses { text += " autoreverse" }
      if timing.speed != 1 { text += " speed \(timing.speed)" }
    case .spring(let spring, _):
      // A duration that rounds to no time or is no number (a subnormal mass or stiffness) says nothing of
      // the spring: such a spring is listed by its constants.
      let duration = Self.rounded(spring.duration)
      text =
        spring.duration.isFinite && duration != "0"
        ? "spring(duration \(duration) s, bounce \(Self.rounded(spring.bounce)))"
        : "spring(mass \(spring.mass), stiffness \(spring.stiffness), damping \(spring.damping))"
    }
    if delay != 0 { text += " after \(Self.seconds(delay))" }
    if importance == .essential { text += " essential" }
    return text
  }

  /// A curve's CSS keyword when it is one of the named curves, else its function.
  static func name(of curve: TimingCurve) -> String {
    switch curve {
    case .ease: "ease"
    case .easeIn: "ease-in"
    case .easeOut: "ease-out"
    case .easeInOut: "ease-in-out"
    default: curve.description
    }
  }

  static func rounded(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
  }

  static func seconds(_ v: Double) -> String { rounded(v) + " s" }
}

/// Whether an animation may be replaced under Reduce Motion.
public enum MotionImportance: String, Hashable, Sendable, CaseIterable {
  /// Ornament: under Reduce Motion moves, scales, rotations, morphs and springs become a short cross-fade.
  case decorative
  /// Carries meaning (progress, a state the user must follow): runs unchanged under Reduce Motion.
  case essential
}

/// What an animation plays under Reduce Motion, when it names its own alternative.
public indirect enum ReducedMotion: Hashable, Sendable, CustomStringConvertible {
  /// The policy's cross-fade of the end states.
  case crossFade
  /// The change happens at once.
  case instant
  /// Another animation (itself run as written).
  case animation(Animation)

  public var description: String {
    switch self {
    case .crossFade: "cross-fade"
    case .instant: "instant"
    case .animation(let animation): animation.description
    }
  }
}
