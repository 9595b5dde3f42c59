import Testing
import VitrumGeometry

@testable import VitrumAnimation

/// The settling duration is a promise — after it the motion stays within ε — and a tight one.
@Suite struct SpringSettlingTests {
  /// The largest |x(t)| over [from, to], sampled every `step`.
  static func largestDisplacement(
    _ spring: Spring, x0: Double, v0: Double, from: Double, to: Double, step: Double
  ) -> Double {
    var largest = 0.0
    var t = from
    while t <= to {
      let r = spring.response(at: t)
      largest = max(largest, abs(r.displacementFromDisplacement * x0 + r.displacementFromVelocity * v0))
      t += step
    }
    return largest
  }

  static let springs: [Spring] = [
    .smooth, .snappy, .bouncy, try! Spring(duration: 0.5, bounce: -0.5),
    try! Spring(duration: 0.3, bounce: 0.8),
    try! Spring(duration: 1, bounce: 0.05), try! Spring(mass: 2, stiffness: 50, damping: 40),
  ]

  @Test(arguments: springs)
  func staysWithinEpsilonAfterward(spring: Spring) {
    for (v0, epsilon) in [(0.0, 0.001), (8.0, 0.001), (-20.0, 1e-4), (3.0, 0.05)] {
      let settle = spring.settlingDuration(initialVelocity: v0, epsilon: epsilon)
      #expect(settle.isFinite && settle > 0)
      let after = Self.largestDisplacement(
        spring, x0: -1, v0: v0, from: settle, to: settle + 5 * spring.duration, step: spring.duration / 2000)
      #expect(after <= epsilon * (1 + 1e-9), "\(spring) v0 \(v0): \(after) after \(settle)")
    }
  }

  /// Without initial velocity the envelope is exact for critically and overdamped springs, so the motion
  /// is at ε exactly at the settling time; for a bouncy spring it touches the envelope once per half
  /// period, so it reaches ε within the half period before.
  @Test func isTight() throws {
    for spring in [
      Spring.smooth, try Spring(duration: 0.5, bounce: -0.5), try Spring(mass: 2, stiffness: 50, damping: 40),
    ] {
      let settle = spring.settlingDuration()
      let r = spring.response(at: settle)
      #expect(near(abs(r.displacementFromDisplacement), 0.001, 1e-6), "\(spring)")
    }
    for spring in [Spring.bouncy, .snappy, try Spring(duration: 0.3, bounce: 0.8)] {
      let settle = spring.settlingDuration()
      let halfPeriod =
        Double.pi / (spring.naturalFrequency * (1 - spring.dampingRatio * spring.dampingRatio).squareRoot())
      let before = Self.largestDisplacement(
        spring, x0: -1, v0: 0, from: settle - halfPeriod, to: settle, step: halfPeriod / 20_000)
      #expect(before >= 0.001 * (1 - 1e-3), "\(spring): \(before)")
    }
  }

  /// Solved independently for `smooth` (critical, ω₀ = 4π, x = (1 + ω₀t)·e^(−ω₀t)): bisection on
  /// (1 + u)·e^(−u) = 0.001 gives u = 9.233413476451586, t = u / 4π = 0.7347716981942959 s.
  @Test func smoothSettlesAsSolvedByHand() {
    #expect(near(Spring.smooth.settlingDuration(), 0.7347716981942959, 1e-9))
  }

  @Test func specialCases() throws {
    #expect(try Spring(duration: 0.5, bounce: 1).settlingDuration() == .infinity)
    #expect(Spring.bouncy.settlingDuration(epsilon: 0) == .infinity)
    #expect(Spring.bouncy.settlingDuration(epsilon: .nan) == .infinity)
    #expect(Spring.bouncy.settlingDuration(epsilon: 2) == 0)
    #expect(Spring.bouncy.settlingDuration(initialVelocity: .infinity) == .infinity)
    #expect(Spring.bouncy.settlingDuration(from: 5.0, to: 5.0, initialVelocity: 0.0, epsilon: 0.001) == 0)
  }

  /// For vectors the envelope bounds the distance to the target.
  @Test func vectorSettling() {
    let spring = Spring.snappy
    let start = Point(0, 0)
    let target = Point(300, -120)
    let v0 = Point(-400, 900)
    let settle = spring.settlingDuration(from: start, to: target, initialVelocity: v0, epsilon: 0.5)
    var t = settle
    while t < settle + 3 {
      let p = spring.value(from: start, to: target, initialVelocity: v0, at: t)
      #expect(p.distance(to: target) <= 0.5 * (1 + 1e-9))
      t += 0.0005
    }
  }
}
