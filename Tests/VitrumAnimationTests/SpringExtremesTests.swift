import Testing
import VitrumGeometry

@testable import VitrumAnimation

/// Springs whose constants lie at the ends of what a scene file accepts — subnormal masses and
/// stiffnesses, a mass of 1e-303 under a stiffness of 1e6 — move finitely: every position, velocity and
/// settling time is a number, and the scaled forms agree with the textbook ones where both apply.
@Suite struct SpringExtremesTests {
  /// Mass, stiffness and damping from the smallest subnormal to the largest a scene file takes.
  static let masses = [
    Double.leastNonzeroMagnitude, 0x1p-1063, 1e-308, 1e-303, 1e-200, 1e-10, 1e-3, 0.5, 1, 1000,
  ]
  static let stiffnesses = [Double.leastNonzeroMagnitude, 0x1p-1046, 1e-300, 1e-100, 1e-6, 1, 100, 1e4, 1e6]
  static let dampings = [0, Double.leastNonzeroMagnitude, 1e-300, 1e-6, 1, 10, 1e3, 1e6]
  static let times = [1e-12, 1e-6, 1e-3, 1.0 / 60, 0.5, 1, 10, 1000, 86_400]

  /// The springs: mass Double.leastNonzeroMagnitude and 1e-303 under a stiffness of 1e6, and a subnormal stiffness.
  @Test func reportedSpringsAreFinite() throws {
    for (m, k, c) in [
      (Double.leastNonzeroMagnitude, 1e6, 10.0), (1e-303, 1e6, 10), (1, Double.leastNonzeroMagnitude, 10),
      (1, Double.leastNonzeroMagnitude, 0), (1000, Double.leastNonzeroMagnitude, 0),
    ] {
      let spring = try Spring(mass: m, stiffness: k, damping: c)
      for t in Self.times {
        let value = spring.value(from: Point(0, 0), to: Point(240, -80), initialVelocity: Point(3, 0), at: t)
        #expect(value.isFinite, "m \(m) k \(k) c \(c) t \(t): \(value)")
      }
      #expect(!spring.settlingDuration().isNaN)
    }
    // A massless spring with damping moves at the rate k / c: 1e5 per second, settled in a millisecond.
    let massless = try Spring(mass: 1e-303, stiffness: 1e6, damping: 10)
    let settle = massless.settlingDuration()
    #expect(settle > 5e-5 && settle < 1e-3, "\(settle)")
    #expect(near(massless.value(at: 1e-5), 1 - _exp(-1), 1e-9))
  }

  /// Over the whole grid, a unit step from rest stays within [−1, 2] of travel (a damped spring never
  /// overshoots by more than its whole distance), its velocity is finite, its response coefficients
  /// finite, and once settled it is within the tolerance.
  @Test func everyAcceptedSpringIsFinite() throws {
    var checked = 0
    for m in Self.masses {
      for k in Self.stiffnesses {
        for c in Self.dampings {
          let spring = try Spring(mass: m, stiffness: k, damping: c)
          let label = "m \(m) k \(k) c \(c)"
          for t in Self.times {
            let r = spring.response(at: t)
            #expect(
              r.displacementFromDisplacement.isFinite && r.displacementFromVelocity.isFinite
                && r.velocityFromDisplacement.isFinite && r.velocityFromVelocity.isFinite, "\(label) t \(t)")
            let x = spring.value(at: t)
            #expect(x >= -1e-9 && x <= 2 + 1e-9, "\(label) t \(t): \(x)")
            #expect(spring.velocity(at: t).isFinite, "\(label) t \(t)")
          }
          let settle = spring.settlingDuration()
          #expect(!settle.isNaN && settle >= 0, "\(label)")
          if settle.isFinite {
            for later in [settle, settle * 1.5 + 1e-9, settle * 4] {
              #expect(abs(spring.value(at: later) - 1) <= 0.001 * (1 + 1e-9), "\(label) after \(later)")
            }
          }
          // Retargeting hands the velocity on: a second spring started with it stays finite too.
          let handed = spring.velocity(from: 0.0, to: 1.0, initialVelocity: 0.0, at: 1e-3)
          let next = try Spring(mass: 1, stiffness: 100, damping: 10)
          #expect(next.value(from: 0.3, to: -1.0, initialVelocity: handed, at: 0.2).isFinite, "\(label)")
          checked += 1
        }
      }
    }
    #expect(checked == Self.masses.count * Self.stiffnesses.count * Self.dampings.count)
  }

  /// `vitrum info` and `eval` describe a spring by its perceptual form: over the grid its bounce is a number
  /// in [−1, 1] that agrees with the damping ratio (1e-200 each for mass and stiffness, which underflow
  /// their product, listed bounce `nan` without damping and −1 with a little), and a spring whose duration
  /// rounds to no time or is infinite is listed by its constants, never as `inf` or `nan`.
  @Test func descriptionsAreNumbers() throws {
    for m in Self.masses {
      for k in Self.stiffnesses {
        for c in Self.dampings {
          let spring = try Spring(mass: m, stiffness: k, damping: c)
          let label = "m \(m) k \(k) c \(c)"
          #expect((-1...1).contains(spring.bounce), "\(label): \(spring.bounce)")
          let text = Animation(.spring(spring, delay: 0)).description.lowercased()
          #expect(!text.contains("nan") && !text.contains("inf"), "\(label): \(text)")
        }
      }
    }
    let tiny = try Spring(mass: 1e-200, stiffness: 1e-200, damping: 0)
    #expect(tiny.bounce == 1)
    #expect(Animation(.spring(tiny, delay: 0)).description == "spring(duration 6.283 s, bounce 1)")
    let lightlyDamped = try Spring(mass: 1e-200, stiffness: 1e-200, damping: 1e-300)
    #expect(near(lightlyDamped.bounce, 1, 1e-12))
    let massless = try Spring(mass: 1e-303, stiffness: 1e6, damping: 10)
    #expect(
      Animation(.spring(massless, delay: 0)).description
        == "spring(mass 1e-303, stiffness 1000000.0, damping 10.0)")
    #expect(
      Animation(.spring(try Spring(duration: 0.5, bounce: 0.3), delay: 0)).description
        == "spring(duration 0.5 s, bounce 0.3)")
  }

  /// Where the textbook forms hold, the scaled forms give the same motion (they differ only in rounding).
  @Test func scaledFormsAgreeWithTextbookForms() throws {
    var random = TestRandom(seed: 23)
    for _ in 0..<2000 {
      let m = _exp(random.double(-6...3))
      let k = _exp(random.double(-4...12))
      let ratio = [random.double(0...0.99), random.double(1.01...50)][Int(random.next() % 2)]
      let c = 2 * ratio * (k * m).squareRoot()
      let spring = try Spring(mass: m, stiffness: k, damping: c)
      #expect(spring.isOrdinarilyScaled)
      let t = random.double(0...2) / spring.naturalFrequency
      let a = spring.response(at: t)
      let b = spring.scaledResponse(at: t)
      let scale = spring.naturalFrequency
      #expect(near(a.displacementFromDisplacement, b.displacementFromDisplacement, 1e-9), "\(spring) t \(t)")
      #expect(near(a.displacementFromVelocity * scale, b.displacementFromVelocity * scale, 1e-9))
      #expect(near(a.velocityFromDisplacement / scale, b.velocityFromDisplacement / scale, 1e-9))
      #expect(near(a.velocityFromVelocity, b.velocityFromVelocity, 1e-9))
      let ordinary = spring.settlingDuration(from: 0.0, to: 1.0, initialVelocity: 0.0, epsilon: 0.001)
      let scaled = spring.scaledSettlingDuration(displacement: -1.0, velocity: 0.0, epsilon: 0.001)
      // The scaled envelope of an overdamped spring is looser, never earlier.
      #expect(scaled >= ordinary * (1 - 1e-9), "\(spring)")
      #expect(abs(spring.value(at: scaled) - 1) <= 0.001 * (1 + 1e-9))
    }
  }

  /// A stiffness so far above the mass that √(k / m) exceeds the largest double is refused with the
  /// parameter named; the scene-file limits never come near it.
  @Test func unrepresentableFrequencyIsRefused() {
    #expect(throws: AnimationError.self) {
      try Spring(mass: Double.leastNonzeroMagnitude, stiffness: 1e300, damping: 1)
    }
    #expect((try? Spring(mass: Double.leastNonzeroMagnitude, stiffness: 1e6, damping: 1)) != nil)
  }
}
