import VitrumGeometry

/// When a spring has come to rest: the time after which its displacement from the target stays within
/// a tolerance for good. Computed from an envelope that bounds |x(t)| from above, never by stepping a
/// simulation, so it is exact to the bisection's precision and never too early.
extension Spring {
  /// The settling time of a unit step (0 toward 1) starting with `initialVelocity`: after it, the
  /// position stays within `epsilon` of 1. Apple's `settlingDuration` uses the same question with
  /// ε = 0.001 and no initial velocity, which are the defaults here. Infinite for an undamped spring, or
  /// when `epsilon` is not positive.
  public func settlingDuration(initialVelocity: Double = 0, epsilon: Double = 0.001) -> Double {
    settlingDuration(from: 0.0, to: 1.0, initialVelocity: initialVelocity, epsilon: epsilon)
  }

  /// The settling time of a vector moving from `start` toward `target` with `initialVelocity`: after it,
  /// the distance to the target stays within `epsilon`.
  public func settlingDuration<V: VectorArithmetic>(
    from start: V, to target: V, initialVelocity: V, epsilon: Double
  ) -> Double {
    let displacement = start.subtracting(target)
    guard isOrdinarilyScaled else {
      return scaledSettlingDuration(displacement: displacement, velocity: initialVelocity, epsilon: epsilon)
    }
    // |x(t)| ≤ |x₀|·C(t) + |v₀ + σx₀|·|S(t)| in every regime (see `response(at:)`), so these two
    // magnitudes are all the envelope needs, for vectors of any dimension.
    let a = displacement.magnitudeSquared.squareRoot()
    let c = initialVelocity.adding(displacement.scaled(by: decayRate)).magnitudeSquared.squareRoot()
    return settlingDuration(displacement: a, drive: c, epsilon: epsilon)
  }

  /// The last time the envelope a·C(t) + c·S(t) exceeds `epsilon`, for magnitudes a, c ≥ 0.
  func settlingDuration(displacement a: Double, drive c: Double, epsilon: Double) -> Double {
    settlingDuration(
      displacement: a, drive: c, epsilon: epsilon, omega: naturalFrequency, sigma: decayRate,
      ratio: dampingRatio)
  }

  /// The same, with ω₀, σ and ζ given (the scaled forms compute them without overflow).
  func settlingDuration(
    displacement a: Double, drive c: Double, epsilon: Double, omega: Double, sigma: Double, ratio: Double
  ) -> Double {
    guard a.isFinite, c.isFinite, epsilon > 0 else { return .infinity }
    if a <= epsilon && c == 0 { return 0 }
    if ratio < 1 {
      guard sigma > 0 else { return a == 0 && c == 0 ? 0 : .infinity }
      let damped = omega * (1 - ratio * ratio).squareRoot()
      // Two bounds on e^(−σt)·|a·cos + c·sin(ω_d t)/ω_d|: the amplitude √(a² + (c/ω_d)²), reached once per
      // half period (tight for bouncy springs), and a + c·t, since |sin(u)| ≤ u (tight near critical
      // damping, where ω_d → 0 makes the amplitude useless). Each gives a time after which the motion
      // stays within ε; the earlier one is the answer.
      let amplitude = (a * a + (c / damped) * (c / damped)).squareRoot()
      let byAmplitude = amplitude <= epsilon ? 0 : _log(amplitude / epsilon) / sigma
      let byLinearGrowth = Self.lastCrossing(epsilon: epsilon, from: Self.linearGrowthPeak(a, c, sigma)) {
        t in
        (a + c * t) * _exp(-sigma * t)
      }
      return Swift.min(byAmplitude, byLinearGrowth)
    }
    if ratio == 1 {
      return Self.lastCrossing(epsilon: epsilon, from: Self.linearGrowthPeak(a, c, sigma)) { t in
        (a + c * t) * _exp(-sigma * t)
      }
    }
    // Overdamped: a·C + c·S = α·e^(r₁t) + β·e^(r₂t) with α = (a + c/γ)/2 ≥ 0 and β = (a − c/γ)/2, which
    // rises at most once before it decays.
    let gamma = omega * (ratio * ratio - 1).squareRoot()
    let slow = -omega * omega / (sigma + gamma)
    let fast = -sigma - gamma
    let alpha = (a + c / gamma) / 2
    let beta = (a - c / gamma) / 2
    var peak = 0.0
    if beta < 0 && alpha > 0 {
      let t = _log(-beta * fast / (alpha * slow)) / (slow - fast)
      if t > 0 { peak = t }
    }
    return Self.lastCrossing(epsilon: epsilon, from: peak) { t in
      let slowTerm = _exp(slow * t)
      let fastTerm = _exp(fast * t)
      let s =
        2 * gamma * t < 1
        ? fastTerm * _expm1(2 * gamma * t) / (2 * gamma) : (slowTerm - fastTerm) / (2 * gamma)
      return a * (slowTerm + fastTerm) / 2 + c * s
    }
  }

  /// Where (a + c·t)·e^(−σt) peaks: at 1/σ − a/c when that is after the start.
  static func linearGrowthPeak(_ a: Double, _ c: Double, _ sigma: Double) -> Double {
    guard c > 0 else { return 0 }
    return Swift.max(0, 1 / sigma - a / c)
  }

  /// The time after `peak` where `envelope`, decreasing from its maximum at `peak` toward 0, falls to
  /// `epsilon`: 0 when the maximum is already within `epsilon`. Doubling finds a time past the crossing,
  /// bisection narrows it to a relative 1e-12, and the upper end is returned, so the envelope is within
  /// `epsilon` from the returned time on.
  static func lastCrossing(epsilon: Double, from peak: Double, _ envelope: (Double) -> Double) -> Double {
    guard envelope(peak) > epsilon else { return 0 }
    var low = peak
    var step = Swift.max(peak, 1e-3)
    var high = peak + step
    // Each doubling at least doubles the time; 2000 steps would pass any representable time.
    var doublings = 0
    while envelope(high) > epsilon {
      low = high
      step *= 2
      high = peak + step
      doublings += 1
      if doublings > 2000 || !high.isFinite { return .infinity }
    }
    while high - low > 1e-12 * high {
      let mid = (low + high) / 2
      if envelope(mid) > epsilon { low = mid } else { high = mid }
    }
    return high
  }
}
