import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// Springs against Apple's documented conversions, hand-solved closed forms and a numerical integration
/// of the equation of motion.
@Suite struct SpringTests {
  /// Apple's `Spring` overview (developer.apple.com/documentation/swiftui/spring): "Spring(duration: 0.5,
  /// bounce: 0.3) … (1.0, 157.9, 17.6)" and "Spring(mass: 1, stiffness: 100, damping: 10) … (0.63, 0.5)",
  /// printed to the digits shown.
  @Test func applesDocumentedConversions() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(near(spring.stiffness, 157.9, 0.05))
    #expect(near(spring.damping, 17.6, 0.05))
    let physical = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(near(physical.duration, 0.63, 0.005))
    #expect(physical.bounce == 0.5)
  }

  /// The conversion formulas (see `Spring`), and their inverse, over a grid that includes negative bounce.
  @Test func perceptualConversionRoundTrips() throws {
    for duration in [0.1, 0.35, 0.5, 1, 2.5] {
      for bounce in [-0.9, -0.5, -0.1, 0, 0.15, 0.3, 0.7, 1] {
        for mass in [0.5, 1, 3] {
          let s = try Spring(duration: duration, bounce: bounce, mass: mass)
          let k = (2 * Double.pi / duration) * (2 * Double.pi / duration) * mass
          let c =
            bounce >= 0
            ? 4 * Double.pi * (1 - bounce) / duration * mass
            : 4 * Double.pi / ((1 + bounce) * duration) * mass
          #expect(near(s.stiffness, k, 1e-12 * k))
          #expect(near(s.damping, c, 1e-12 * max(c, 1)))
          #expect(near(s.duration, duration, 1e-12))
          #expect(near(s.bounce, bounce, 1e-12), "duration \(duration) bounce \(bounce)")
          #expect(near(s.dampingRatio, bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), 1e-12))
        }
      }
    }
  }

  /// Apple's presets: `smooth` has no bounce, `snappy` a base bounce of 0.15, `bouncy` 0.3, all 0.5 s
  /// (developer.apple.com/documentation/swiftui/spring/snappy(duration:extrabounce:) and siblings).
  @Test func presets() throws {
    for (spring, bounce) in [(Spring.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
      #expect(near(spring.duration, 0.5, 1e-12))
      #expect(near(spring.bounce, bounce, 1e-12))
    }
    #expect(try Spring.snappy(duration: 0.5, extraBounce: 0) == Spring.snappy)
    #expect(near(try Spring.bouncy(duration: 1, extraBounce: 0.1).bounce, 0.4, 1e-12))
    #expect(near(try Spring.smooth(duration: 0.3).duration, 0.3, 1e-12))
  }

  /// Closed forms solved by hand for a unit step (x₀ = −1): critical k = 4, c = 4 gives
  /// x = −(1 + 2t)e^(−2t); underdamped k = 5, c = 2 gives x = −e^(−t)(cos 2t + ½ sin 2t); overdamped
  /// k = 2, c = 3 gives x = −2e^(−t) + e^(−2t), and with v₀ = 2 just x = −e^(−2t); undamped k = 1 gives
  /// x = −cos t.
  @Test func handSolvedClosedForms() throws {
    let critical = try Spring(stiffness: 4, damping: 4)
    #expect(near(critical.value(at: 0.5), 0.26424111765711533, 1e-15))
    #expect(near(critical.velocity(at: 0.5), 0.7357588823428847, 1e-15))
    let under = try Spring(stiffness: 5, damping: 2)
    #expect(near(under.value(at: .pi / 4), 0.7720309361170019, 1e-15))
    let over = try Spring(stiffness: 2, damping: 3)
    #expect(near(over.value(at: 1), 0.3995764008937281, 1e-15))
    #expect(near(over.value(at: 1, initialVelocity: 2), 0.8646647167633873, 1e-15))
    let undamped = try Spring(stiffness: 1, damping: 0)
    #expect(near(undamped.value(at: .pi), 2, 1e-15))
    #expect(near(undamped.velocity(at: .pi / 2), 1, 1e-15))
    // The start is exact, whatever the spring.
    #expect(over.value(at: 0) == 0 && over.velocity(at: 0, initialVelocity: 3) == 3)
    #expect(over.value(at: -1) == 0 && over.value(at: .nan) == 0)
  }

  /// The equation m·x″ + c·x′ + k·x = 0 integrated with classical Runge–Kutta at 10 µs steps (error
  /// around 1e-15 per unit time for these frequencies) agrees with the closed form in every regime.
  @Test(arguments: [
    (1.0, 157.91367041742973, 17.59291886010284),  // Spring(duration: 0.5, bounce: 0.3)
    (1.0, 157.91367041742973, 25.132741228718345),  // critical
    (1.0, 157.91367041742973, 25.132741228718345 * (1 + 1e-7)),  // barely overdamped
    (2.0, 50, 40),  // overdamped
    (0.5, 80, 0),  // undamped
    (1.0, 400, 2),  // lightly damped, fast
  ])
  func matchesNumericalIntegration(mass: Double, stiffness: Double, damping: Double) throws {
    let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
    for (x0, v0) in [(-1.0, 0.0), (-1, 5), (0.3, -7), (0, 2)] {
      var x = x0
      var v = v0
      let dt = 1e-5
      func acceleration(_ x: Double, _ v: Double) -> Double { -(stiffness * x + damping * v) / mass }
      for step in 1...120_000 {
        let (k1x, k1v) = (v, acceleration(x, v))
        let (k2x, k2v) = (v + dt / 2 * k1v, acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v))
        let (k3x, k3v) = (v + dt / 2 * k2v, acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v))
        let (k4x, k4v) = (v + dt * k3v, acceleration(x + dt * k3x, v + dt * k3v))
        x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        if step % 10_000 == 0 {
          let t = Double(step) * dt
          let r = spring.response(at: t)
          let closedX = r.displacementFromDisplacement * x0 + r.displacementFromVelocity * v0
          let closedV = r.velocityFromDisplacement * x0 + r.velocityFromVelocity * v0
          #expect(near(closedX, x, 1e-9), "x at \(t)")
          #expect(near(closedV, v, 1e-7), "v at \(t)")
        }
      }
    }
  }

  /// The three forms meet continuously at critical damping.
  @Test func regimesAgreeAtCriticalDamping() throws {
    let k = 100.0
    let critical = try Spring(stiffness: k, damping: 20)
    for c in [20 * (1 - 1e-9), 20 * (1 + 1e-9), 20 * (1 - 1e-4), 20 * (1 + 1e-4)] {
      let nearby = try Spring(stiffness: k, damping: c)
      for t in [0.01, 0.1, 0.3, 1] {
        let tolerance = abs(c - 20) * 0.1
        #expect(
          near(nearby.value(at: t, initialVelocity: 3), critical.value(at: t, initialVelocity: 3), tolerance))
        #expect(
          near(
            nearby.velocity(at: t, initialVelocity: 3), critical.velocity(at: t, initialVelocity: 3),
            10 * tolerance))
      }
    }
  }

  /// A vector spring is the scalar spring in each component, and restarting it from its own state at any
  /// time continues the same motion: the velocity handed over is exactly the one that keeps it smooth.
  @Test func vectorMotionAndHandOver() throws {
    let spring = Spring.bouncy
    let start = Point(10, -4)
    let target = Point(-30, 60)
    let v0 = Point(100, 0)
    let p = spring.value(from: start, to: target, initialVelocity: v0, at: 0.2)
    #expect(near(p.x, spring.value(from: 10.0, to: -30.0, initialVelocity: 100.0, at: 0.2), 1e-12))
    #expect(near(p.y, spring.value(from: -4.0, to: 60.0, initialVelocity: 0.0, at: 0.2), 1e-12))
    for split in [0.05, 0.13, 0.4] {
      let midValue = spring.value(from: start, to: target, initialVelocity: v0, at: split)
      let midVelocity = spring.velocity(from: start, to: target, initialVelocity: v0, at: split)
      for later in [0.0, 0.1, 0.37] {
        let direct = spring.value(from: start, to: target, initialVelocity: v0, at: split + later)
        let resumed =
          later == 0
          ? midValue : spring.value(from: midValue, to: target, initialVelocity: midVelocity, at: later)
        #expect(direct.distance(to: resumed) < 1e-9)
      }
    }
  }

  /// Any `Animatable` value springs through its vector: a colour as premultiplied OKLab, transform
  /// components part by part, each handing its velocity on without a jump.
  @Test func animatableValuesSpringThroughTheirVectors() {
    let spring = Spring.snappy
    let from = Color(red: 1, green: 0.5, blue: 0, alpha: 1).animatableData
    let to = Color(red: 0, green: 0.2, blue: 1, alpha: 0.5).animatableData
    let start = Color(animatableData: spring.value(from: from, to: to, initialVelocity: .zero, at: 0))
    #expect(near(start.red, 1, 1e-13) && near(start.green, 0.5, 1e-13) && near(start.alpha, 1, 1e-15))
    let late = Color(animatableData: spring.value(from: from, to: to, initialVelocity: .zero, at: 5))
    #expect(near(late.blue, 1, 1e-9) && near(late.alpha, 0.5, 1e-9))

    let a = TransformComponents(scaleX: 0.95, scaleY: 0.95, rotation: -10, anchor: Point(160, 25))
    let b = TransformComponents(anchor: Point(160, 25))
    let v = spring.velocity(from: a, to: b, initialVelocity: .zero, at: 0.1)
    let p = spring.value(from: a, to: b, initialVelocity: .zero, at: 0.1)
    let resumed = spring.value(from: p, to: b, initialVelocity: v, at: 0.05)
    let direct = spring.value(from: a, to: b, initialVelocity: .zero, at: 0.15)
    #expect(resumed.distance(to: direct) < 1e-12)
    #expect(resumed.anchor == Point(160, 25))
  }

  @Test func invalidSpringsAreErrors() {
    #expect(
      throws: AnimationError(
        .outOfRange, parameter: "stiffness", "expected a number greater than 0, found 0.0")
    ) {
      try Spring(stiffness: 0, damping: 1)
    }
    #expect(throws: AnimationError.self) { try Spring(mass: -1, stiffness: 1, damping: 1) }
    #expect(throws: AnimationError.self) { try Spring(stiffness: 1, damping: -0.1) }
    #expect(throws: AnimationError.self) { try Spring(stiffness: .nan, damping: 1) }
    #expect(throws: AnimationError.self) { try Spring(duration: 0) }
    #expect(throws: AnimationError.self) { try Spring(duration: 0.5, bounce: -1) }
    #expect(throws: AnimationError.self) { try Spring(duration: 0.5, bounce: 1.01) }
    #expect(throws: AnimationError.self) { try Spring(duration: 1e-200) }
    #expect(throws: AnimationError.self) { try Spring(duration: 1e300) }
    #expect(throws: AnimationError.self) { try Spring(duration: 0.5, bounce: -1 + 1e-300, mass: 1e10) }
    #expect((try? Spring(duration: 0.5, bounce: 1)) != nil)
  }
}
