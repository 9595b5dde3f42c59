/// The response of springs whose constants are far from each other's scale — a subnormal mass or
/// stiffness, a mass of 1e-303 under a stiffness of 1e6 — where the textbook forms of `response(at:)`
/// overflow (ω₀² = k / m, σ = c / 2m, ζ² beyond the largest double) or divide 0 by 0, and present NaN.
///
/// The same motion is written in quantities that stay finite for every spring `Spring` accepts:
/// ω₀ = √k / √m, ζ = c / (2·√k·√m), and for an overdamped spring its two rates
/// r₁ = −2k / (c·(1 + s)) (the slow one, ≈ −k/c for a massless spring) and r₂ = −(c / 2m)·(1 + s) (which may
/// be −∞: the fast motion is over at once), with s = √(1 − 1/ζ²). Every response coefficient is then a
/// bounded combination of decaying exponentials. `response(at:)` uses these forms only when its own
/// intermediates do not stay finite, so ordinary springs keep their exact values.
extension Spring {
  /// The spring's constants in forms that do not overflow.
  struct Scales {
    /// ω₀, finite and > 0 for every spring `Spring.init` accepts.
    var omega: Double
    /// ζ, possibly infinite (a spring all damping).
    var ratio: Double
  }

  var scales: Scales {
    let sk = stiffness.squareRoot()
    let sm = mass.squareRoot()
    return Scales(omega: sk / sm, ratio: (damping / 2) / (sk * sm))
  }

  /// Whether the textbook forms' intermediates are all finite (and the frequencies not 0), so that they
  /// give the motion to full precision.
  var isOrdinarilyScaled: Bool {
    let omega = naturalFrequency
    let ratio = dampingRatio
    let sigma = decayRate
    guard omega > 0, (omega * omega).isFinite, sigma.isFinite, ratio.isFinite, (ratio * ratio).isFinite
    else { return false }
    return ratio == 1 || (omega * (abs(1 - ratio * ratio)).squareRoot()) > 0
  }

  /// The rates of an overdamped spring (ζ > 1): the slow r₁ (finite, ≤ 0), the fast r₂ (≤ r₁, possibly
  /// −∞), and ρ = r₁ / r₂ in [0, 1).
  func overdampedRates(_ scales: Scales) -> (slow: Double, fast: Double, ratio: Double) {
    let inverse = 1 / scales.ratio
    let s = ((1 - inverse) * (1 + inverse)).squareRoot()
    let slow = -(stiffness / damping) * 2 / (1 + s)
    let fast = -(damping / (2 * mass)) * (1 + s)
    let z = scales.ratio * (1 + s)
    return (slow, fast, 1 / (z * z))
  }

  /// `response(at:)` in the scaled forms, for 0 < time < ∞.
  func scaledResponse(at time: Double) -> SpringResponse {
    let scales = self.scales
    let omega = scales.omega
    let ratio = scales.ratio
    if ratio < 1 {
      let root = ((1 - ratio) * (1 + ratio)).squareRoot()
      let e = _exp(-ratio * omega * time)
      if e == 0 { return .arrived }
      let damped = omega * root
      let co = _cos(damped * time)
      let si = _sin(damped * time)
      let tilt = ratio / root
      return SpringResponse(
        // sin(ω_d t) / ω_d tends to t as ω_d underflows to 0.
        displacementFromDisplacement: e * (co + tilt * si),
        displacementFromVelocity: damped > 0 ? e * si / damped : e * time,
        velocityFromDisplacement: -(omega / root) * e * si, velocityFromVelocity: e * (co - tilt * si))
    }
    if ratio == 1 {
      let u = omega * time
      let e = _exp(-u)
      if e == 0 { return .arrived }
      return SpringResponse(
        displacementFromDisplacement: e * (1 + u), displacementFromVelocity: time * e,
        velocityFromDisplacement: -omega * (u * e), velocityFromVelocity: e * (1 - u))
    }
    let (slow, fast, rho) = overdampedRates(scales)
    let e1 = _exp(slow * time)
    let e2 = _exp(fast * time)
    let gap = slow - fast
    return SpringResponse(
      displacementFromDisplacement: (e1 - rho * e2) / (1 - rho), displacementFromVelocity: (e1 - e2) / gap,
      velocityFromDisplacement: slow * (e1 - e2) / (1 - rho),
      velocityFromVelocity: (e2 - rho * e1) / (1 - rho))
  }

  /// The settling time in the scaled forms, for a displacement `x0` and initial velocity `v0`.
  func scaledSettlingDuration<V: VectorArithmetic>(displacement x0: V, velocity v0: V, epsilon: Double)
    -> Double
  {
    let scales = self.scales
    guard scales.ratio > 1 else {
      // Under- and critically damped: σ = ζω₀ ≤ ω₀ is finite, so the envelope's forms hold as they are.
      let sigma = scales.ratio * scales.omega
      let a = x0.magnitudeSquared.squareRoot()
      let c = v0.adding(x0.scaled(by: sigma)).magnitudeSquared.squareRoot()
      return settlingDuration(
        displacement: a, drive: c, epsilon: epsilon, omega: scales.omega, sigma: sigma, ratio: scales.ratio)
    }
    // x(t) = A·e^(r₁t) + B·e^(r₂t) with A = x₀/(1 − ρ) + v₀/(r₁ − r₂) and B = x₀ − A, so |x(t)| is within
    // |A|·e^(r₁t) + |B|·e^(r₂t), which only decreases.
    let (slow, fast, rho) = overdampedRates(scales)
    let gap = slow - fast
    let slowPart = x0.scaled(by: 1 / (1 - rho)).adding(v0.scaled(by: 1 / gap))
    let fastPart = x0.subtracting(slowPart)
    let a = slowPart.magnitudeSquared.squareRoot()
    let b = fastPart.magnitudeSquared.squareRoot()
    guard a.isFinite, b.isFinite, epsilon > 0 else { return .infinity }
    if a + b <= epsilon { return 0 }
    return Self.lastCrossing(epsilon: epsilon, from: 0) { t in
      // At t = 0 an infinite fast rate times 0 is not a number; the fast part is whole there.
      a * _exp(slow * t) + (t > 0 ? b * _exp(fast * t) : b)
    }
  }
}

extension SpringResponse {
  /// The state once the motion has decayed below the smallest double: at the target, at rest.
  static let arrived = SpringResponse(
    displacementFromDisplacement: 0, displacementFromVelocity: 0, velocityFromDisplacement: 0,
    velocityFromVelocity: 0)
}
