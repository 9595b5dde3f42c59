/// A damped spring: a mass pulled toward its target by a stiffness and slowed by a damping, moving as
/// m·x″ + c·x′ + k·x = 0 in its displacement x from the target.
///
/// A spring is given physically (mass, stiffness, damping) or perceptually (duration, bounce), converted
/// the way Apple documents for SwiftUI's `Spring` and Flutter reproduces in
/// `SpringDescription.withDurationAndBounce` ("the same result as SwiftUI's spring(duration:bounce:)"):
///
///     stiffness = (2π / duration)² · mass
///     damping   = 4π (1 − bounce) / duration · mass          bounce ≥ 0
///     damping   = 4π / ((1 + bounce) · duration) · mass      bounce < 0
///
/// so the damping ratio is 1 − bounce for bounce ≥ 0 (0 is critically damped, 1 undamped) and
/// 1 / (1 + bounce) for bounce < 0 (overdamped). Apple's `Spring` overview gives the check values
/// `Spring(duration: 0.5, bounce: 0.3)` → mass 1, stiffness 157.9, damping 17.6, and
/// `Spring(mass: 1, stiffness: 100, damping: 10)` → duration 0.63, bounce 0.5
/// (developer.apple.com/documentation/swiftui/spring).
///
/// Initial velocity belongs to a motion, not to the spring: the evaluation methods take it.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
  /// The moving mass, > 0.
  public let mass: Double
  /// The spring constant k, > 0.
  public let stiffness: Double
  /// The damping coefficient c, ≥ 0 (0 never comes to rest).
  public let damping: Double

  /// Creates a spring from its physical constants; throws for a mass or stiffness that is not a finite
  /// number > 0, a damping that is not a finite number ≥ 0, or a stiffness so far above the mass that the
  /// natural frequency √(k / m) exceeds the largest double (no motion could be computed). Every spring
  /// created has a finite response at every time, however far apart its constants lie
  /// (`Spring+Extremes.swift`).
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(AnimationError) {
    try AnimationError.checkPositive(mass, "mass")
    try AnimationError.checkPositive(stiffness, "stiffness")
    try AnimationError.check(damping, "damping", in: 0...(.greatestFiniteMagnitude), "a number ≥ 0")
    guard (stiffness.squareRoot() / mass.squareRoot()).isFinite else {
      throw AnimationError(
        .outOfRange, parameter: "stiffness",
        "\(stiffness) over a mass of \(mass) gives a natural frequency beyond the largest number")
    }
    self.init(checkedMass: mass, stiffness: stiffness, damping: damping)
  }

  /// Creates a spring from its perceptual duration (seconds, > 0: the pace, about the settling time, or
  /// the period for very bouncy springs) and bounce (−1 < bounce ≤ 1: 0 no bounce, 1 undamped, below 0
  /// overdamped).
  public init(duration: Double = 0.5, bounce: Double = 0, mass: Double = 1) throws(AnimationError) {
    try AnimationError.checkPositive(duration, "duration")
    try AnimationError.check(bounce, "bounce", in: -1...1, "a number greater than -1 and at most 1")
    guard bounce > -1 else {
      throw AnimationError(.outOfRange, parameter: "bounce", "a bounce of -1 would need infinite damping")
    }
    try AnimationError.checkPositive(mass, "mass")
    self.init(checkedDuration: duration, bounce: bounce, mass: mass)
    guard stiffness.isFinite, stiffness > 0, damping.isFinite else {
      throw AnimationError(
        .outOfRange, parameter: "duration", "a duration of \(duration) s gives no finite, positive stiffness")
    }
  }

  init(checkedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  init(checkedDuration duration: Double, bounce: Double, mass: Double = 1) {
    let angularFrequency = 2 * Double.pi / duration
    let damping =
      bounce >= 0
      ? 4 * Double.pi * (1 - bounce) / duration * mass
      : 4 * Double.pi / ((1 + bounce) * duration) * mass
    self.init(checkedMass: mass, stiffness: angularFrequency * angularFrequency * mass, damping: damping)
  }

  /// SwiftUI's `smooth`: duration 0.5 s, no bounce (critically damped).
  public static let smooth = Spring(checkedDuration: 0.5, bounce: 0)
  /// SwiftUI's `snappy`: duration 0.5 s, bounce 0.15.
  public static let snappy = Spring(checkedDuration: 0.5, bounce: 0.15)
  /// SwiftUI's `bouncy`: duration 0.5 s, bounce 0.3.
  public static let bouncy = Spring(checkedDuration: 0.5, bounce: 0.3)

  /// `smooth` with another duration and `extraBounce` added to its bounce of 0.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) throws(AnimationError) -> Spring
  {
    try Spring(duration: duration, bounce: extraBounce)
  }

  /// `snappy` with another duration and `extraBounce` added to its bounce of 0.15.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) throws(AnimationError) -> Spring
  {
    try Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// `bouncy` with another duration and `extraBounce` added to its bounce of 0.3.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) throws(AnimationError) -> Spring
  {
    try Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(k·m)): below 1 oscillating, 1 critically damped, above 1 overdamped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The perceptual duration 2π / ω₀: the period of the undamped oscillation.
  public var duration: Double { 2 * Double.pi / naturalFrequency }

  /// The perceptual bounce: 1 − ζ up to critical damping, 1 / ζ − 1 beyond it.
  public var bounce: Double {
    // ζ from the square roots of k and m, as the scaled forms take it: their product underflows for
    // constants such as 1e-200 each, which made ζ infinite, or not a number without damping.
    let ratio = damping == 0 ? 0 : scales.ratio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// The decay rate σ = c / (2m) = ζ·ω₀ of the motion's envelope, per second.
  var decayRate: Double { damping / (2 * mass) }

  public var description: String {
    "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
  }
}
