/// When an animation plays: a delay, a duration per iteration, a number of iterations, whether every
/// other iteration plays backwards, and a speed.
///
/// `state(at:)` is a pure function of the local time (seconds since the animation was added), so any
/// instant can be computed in any order. The delay is in the timeline's seconds; the speed scales only the
/// playing, so an animation of duration d at speed s plays each iteration in d / s seconds after its delay.
/// A negative delay starts the animation part-way through, as in CSS.
///
/// The ends are exact: once the last iteration is over the state is `after` at progress exactly 1 in the
/// last iteration's direction — the end of a single play, the start after an even number of autoreversed
/// iterations — not a progress computed from a time that rounding left a hair short.
public struct AnimationTiming: Hashable, Sendable {
  /// Seconds before the first iteration starts.
  public let delay: Double
  /// Seconds per iteration at speed 1, ≥ 0.
  public let duration: Double
  /// How many iterations play.
  public let repeatCount: RepeatCount
  /// Whether odd iterations play backwards.
  public let autoreverses: Bool
  /// How fast iterations play, > 0 (2 plays twice as fast).
  public let speed: Double

  /// Creates a timing; throws for a negative or non-finite duration, a delay that is not finite, a speed
  /// that is not positive, a count below 1, or a zero duration repeated forever.
  public init(
    duration: Double, delay: Double = 0, repeatCount: RepeatCount = .count(1), autoreverses: Bool = false,
    speed: Double = 1
  ) throws(AnimationError) {
    try AnimationError.check(duration, "duration", in: 0...(.greatestFiniteMagnitude), "a number ≥ 0")
    try AnimationError.check(
      delay, "delay", in: -.greatestFiniteMagnitude...(.greatestFiniteMagnitude), "a finite number")
    try AnimationError.checkPositive(speed, "speed")
    switch repeatCount {
    case .count(let n) where n < 1:
      throw AnimationError(.outOfRange, parameter: "repeatCount", "expected at least 1 iteration, found \(n)")
    case .forever where duration == 0:
      throw AnimationError(
        .outOfRange, parameter: "repeatCount", "an animation of duration 0 cannot repeat forever")
    default: break
    }
    self.delay = delay
    self.duration = duration
    self.repeatCount = repeatCount
    self.autoreverses = autoreverses
    self.speed = speed
  }

  /// The seconds from the end of the delay to the end of the last iteration (infinite for `forever`).
  public var activeDuration: Double { duration * repeatCount.iterations / speed }

  /// The local time at which the animation finishes (infinite for `forever`).
  public var endTime: Double { delay + activeDuration }

  /// Whether the animation ends where it started: it autoreverses an even number of times. One that
  /// repeats forever never ends; what it changes to is its target, which is what Reduce Motion shows in
  /// its place (the loop is decoration around the value the change sets).
  public var endsAtStart: Bool {
    guard autoreverses, case .count(let n) = repeatCount else { return false }
    return n % 2 == 0
  }

  /// How far the number of iterations elapsed may lie from a whole number and still count as on it,
  /// relative to its size: four ulps. Frame times are computed, and 0.3 s / 0.1 s is 2.9999999999999996:
  /// without the snap, the frame at 0.3 s of a 0.1 s animation repeated three times would show the end of
  /// the third iteration, not the finished animation; of one repeated further, the end of the third
  /// iteration instead of the start of the fourth.
  static let boundarySnap = 4 * Double.ulpOfOne

  /// The state at local time `time` (seconds); NaN counts as before the start.
  public func state(at time: Double) -> TimingState {
    let elapsed = (time - delay) * speed
    guard elapsed >= 0 else {
      return TimingState(phase: .before, iteration: 0, isReversed: false, progress: 0)
    }
    let iterations = repeatCount.iterations
    // Iterations elapsed; a zero duration has played them all the moment it starts.
    var position = duration > 0 ? elapsed / duration : iterations
    guard position.isFinite else {
      // Infinite time: a finite count has long finished; `forever` has no iteration more right than another.
      return iterations.isFinite
        ? directed(.after, iteration: iterations - 1, progress: 1)
        : TimingState(phase: .active, iteration: Int.max, isReversed: false, progress: 0)
    }
    let nearest = position.rounded()
    if abs(position - nearest) <= Self.boundarySnap * Swift.max(1, nearest) { position = nearest }
    if position >= iterations {
      return directed(.after, iteration: iterations - 1, progress: 1)
    }
    let iteration = position.rounded(.down)
    return directed(.active, iteration: iteration, progress: position - iteration)
  }

  /// The state for `iteration` (a whole number ≥ 0) at forward progress `progress`.
  func directed(_ phase: TimingState.Phase, iteration: Double, progress: Double) -> TimingState {
    let reversed = autoreverses && iteration.truncatingRemainder(dividingBy: 2) == 1
    // Compared as a double before converting: Int(_:) traps past Int.max.
    let index = iteration < 0x1p63 ? Int(iteration) : Int.max
    return TimingState(
      phase: phase, iteration: index, isReversed: reversed, progress: reversed ? 1 - progress : progress)
  }
}
