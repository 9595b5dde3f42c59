import VitrumGeometry

/// How a spring's state after some time depends on its state at the start.
///
/// The spring's equation is linear, so the displacement x(t) from the target and the velocity v(t) are
/// linear in the initial displacement x₀ and velocity v₀:
///
///     x(t) = displacementFromDisplacement · x₀ + displacementFromVelocity · v₀
///     v(t) = velocityFromDisplacement · x₀ + velocityFromVelocity · v₀
///
/// This is what lets a spring move any vector and hand its velocity to the next motion.
public struct SpringResponse: Hashable, Sendable {
  /// x(t) when x₀ = 1 and v₀ = 0.
  public var displacementFromDisplacement: Double
  /// x(t) when x₀ = 0 and v₀ = 1.
  public var displacementFromVelocity: Double
  /// v(t) when x₀ = 1 and v₀ = 0.
  public var velocityFromDisplacement: Double
  /// v(t) when x₀ = 0 and v₀ = 1.
  public var velocityFromVelocity: Double

  /// The state at the start: nothing has moved.
  static let initial = SpringResponse(
    displacementFromDisplacement: 1, displacementFromVelocity: 0, velocityFromDisplacement: 0,
    velocityFromVelocity: 1)
}

extension Spring {
  /// The closed-form response after `time` seconds. Before the start (time ≤ 0, or NaN) nothing has moved;
  /// at infinite time the spring has arrived (an undamped spring never does, and reports the target then).
  ///
  /// With σ = ζω₀ and two functions C(t), S(t) of the regime,
  ///
  ///     x(t) = (C + σS)·x₀ + S·v₀          v(t) = −ω₀²S·x₀ + (C − σS)·v₀
  ///
  /// where, with e = exp(−σt):
  /// - underdamped (ζ < 1, ω_d = ω₀√(1 − ζ²)): C = e·cos ω_d t, S = e·sin(ω_d t) / ω_d
  /// - critically damped (ζ = 1): C = e, S = t·e
  /// - overdamped (ζ > 1, γ = ω₀√(ζ² − 1)): C = e·cosh γt, S = e·sinh(γt) / γ
  ///
  /// Each form tends to the critical one as ζ → 1, and is evaluated without cancellation there:
  /// sin(ω_d t) / ω_d directly, and e·sinh(γt) / γ as e^(r₂t)·expm1(2γt) / (2γ) while 2γt is small.
  ///
  /// Springs whose constants overflow these forms (`Spring+Extremes.swift`) are evaluated in scaled forms
  /// of the same motion, so every coefficient is finite for every spring `Spring` accepts.
  public func response(at time: Double) -> SpringResponse {
    guard time > 0 else { return .initial }
    guard time < .infinity else { return .arrived }
    guard isOrdinarilyScaled else { return scaledResponse(at: time) }
    let omega = naturalFrequency
    let sigma = decayRate
    let ratio = dampingRatio
    let c: Double
    let s: Double
    if ratio < 1 {
      let damped = omega * (1 - ratio * ratio).squareRoot()
      let e = _exp(-sigma * time)
      c = e * _cos(damped * time)
      s = e * _sin(damped * time) / damped
    } else if ratio == 1 {
      let e = _exp(-sigma * time)
      c = e
      s = time * e
    } else {
      let gamma = omega * (ratio * ratio - 1).squareRoot()
      // r₁ = −σ + γ written as −ω₀² / (σ + γ): the same number without the cancellation of two nearly
      // equal terms when ζ is large.
      let slow = -omega * omega / (sigma + gamma)
      let fast = -sigma - gamma
      let slowTerm = _exp(slow * time)
      let fastTerm = _exp(fast * time)
      c = (slowTerm + fastTerm) / 2
      s =
        2 * gamma * time < 1
        ? fastTerm * _expm1(2 * gamma * time) / (2 * gamma) : (slowTerm - fastTerm) / (2 * gamma)
    }
    return SpringResponse(
      displacementFromDisplacement: c + sigma * s, displacementFromVelocity: s,
      velocityFromDisplacement: -omega * omega * s, velocityFromVelocity: c - sigma * s)
  }

  /// The position of a unit step after `time` seconds: from 0 toward 1, starting with `initialVelocity`
  /// (units per second). Exactly 0 at time ≤ 0.
  public func value(at time: Double, initialVelocity: Double = 0) -> Double {
    value(from: 0.0, to: 1.0, initialVelocity: initialVelocity, at: time)
  }

  /// The velocity of a unit step after `time` seconds (units per second).
  public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
    velocity(from: 0.0, to: 1.0, initialVelocity: initialVelocity, at: time)
  }

  /// The position of a vector moving from `start` toward `target` after `time` seconds, starting with
  /// `initialVelocity`. Exactly `start` at time ≤ 0.
  public func value<V: VectorArithmetic>(from start: V, to target: V, initialVelocity: V, at time: Double)
    -> V
  {
    guard time > 0 else { return start }
    let r = response(at: time)
    let displacement = start.subtracting(target)
    return target.adding(displacement.scaled(by: r.displacementFromDisplacement))
      .adding(initialVelocity.scaled(by: r.displacementFromVelocity))
  }

  /// The velocity of a vector moving from `start` toward `target` after `time` seconds, starting with
  /// `initialVelocity`. Exactly `initialVelocity` at time ≤ 0.
  public func velocity<V: VectorArithmetic>(
    from start: V, to target: V, initialVelocity: V, at time: Double
  ) -> V {
    guard time > 0 else { return initialVelocity }
    let r = response(at: time)
    return start.subtracting(target).scaled(by: r.velocityFromDisplacement)
      .adding(initialVelocity.scaled(by: r.velocityFromVelocity))
  }
}
