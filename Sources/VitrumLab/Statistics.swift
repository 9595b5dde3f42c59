import Foundation
import VitrumGeometry

/// The statistics experiments report.
public enum Statistics {
  /// The median of sorted values (mean of the middle two for an even count).
  public static func median(_ sorted: [Double]) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
  }

  /// The nearest-rank percentile of sorted values, `p` in 0…1.
  public static func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty, p.isFinite else { return .nan }
    let rank = (min(max(p, 0), 1) * Double(sorted.count)).rounded(.up)
    return sorted[min(max(Int(rank), 1), sorted.count) - 1]
  }

  /// The ranks (1-based) of the order statistics that bound the median with at least `confidence`, and the
  /// coverage they actually give.
  ///
  /// The number of samples below the true median is binomial(n, ½) whatever the timing distribution (which
  /// on a shared machine has a long right tail), so `[x₍ⱼ₎, x₍ₙ₊₁₋ⱼ₎]` holds the median with probability
  /// `1 − 2·P(B ≤ j − 1)`. The largest `j` keeping that at or above `confidence` is found by summing the
  /// binomial probabilities exactly (in log space, so n in the thousands does not underflow). Below 6 samples
  /// no pair of ranks reaches 95 %: the interval is then the whole range, and `coverage` says how much less
  /// than asked it holds (for 5 samples, 1 − 2/32 = 93.75 %).
  public static func medianIntervalRanks(count n: Int, confidence: Double = 0.95)
    -> (lower: Int, upper: Int, coverage: Double)
  {
    guard n > 0 else { return (0, 0, 0) }
    let tail = (1 - min(max(confidence, 0), 1)) / 2
    let logHalfPower = -Double(n) * log(2.0)
    var logBinomial = 0.0  // log C(n, j), updated as j grows
    var cumulative = 0.0  // P(B ≤ j − 1) for the current j
    var j = 0
    while j < n / 2 {
      let probability = exp(logBinomial + logHalfPower)
      if cumulative + probability > tail { break }
      cumulative += probability
      logBinomial += log(Double(n - j)) - log(Double(j + 1))
      j += 1
    }
    guard j > 0 else { return (1, n, n == 1 ? 0 : 1 - 2 * exp(logHalfPower)) }
    return (j, n + 1 - j, 1 - 2 * cumulative)
  }

  /// The interval that says nothing: what an interval of no samples (or of samples that are not numbers)
  /// is. A `ClosedRange` cannot hold NaN bounds, and −∞…∞ is honest: it holds every value.
  public static let unknownInterval = -Double.infinity...Double.infinity

  /// The order-statistic interval of sorted values that holds the true median with about 95 % confidence
  /// (`medianIntervalRanks`): it needs no assumption about the timing distribution.
  public static func medianInterval(_ sorted: [Double]) -> ClosedRange<Double> {
    guard !sorted.isEmpty else { return unknownInterval }
    let ranks = medianIntervalRanks(count: sorted.count)
    return interval(sorted[ranks.lower - 1], sorted[ranks.upper - 1])
  }

  /// `low...high`, or `unknownInterval` when a bound is NaN or they are out of order (which sorted
  /// numbers never are, but a NaN sample would make them).
  static func interval(_ low: Double, _ high: Double) -> ClosedRange<Double> {
    low <= high ? low...high : unknownInterval
  }

  /// A percentile bootstrap 95 % interval of the ratio of medians `numerator / denominator`, resampling
  /// each side independently with a seeded generator: the same samples and seed give the same interval, so
  /// reports and tests are reproducible.
  public static func ratioInterval(
    numerator: [Double], denominator: [Double], resamples: Int = 2000, seed: UInt64 = 0x5EED
  ) -> ClosedRange<Double> {
    guard !numerator.isEmpty, !denominator.isEmpty, resamples > 0 else { return unknownInterval }
    var rng = SeededRandom(seed: seed)
    var ratios: [Double] = []
    ratios.reserveCapacity(resamples)
    var a = [Double](repeating: 0, count: numerator.count)
    var b = [Double](repeating: 0, count: denominator.count)
    for _ in 0..<resamples {
      for i in a.indices { a[i] = numerator[rng.index(numerator.count)] }
      for i in b.indices { b[i] = denominator[rng.index(denominator.count)] }
      a.sort()
      b.sort()
      let ratio = median(a) / median(b)
      if !ratio.isNaN { ratios.append(ratio) }
    }
    // NaN ratios (0 / 0) are left out: they have no order, and sorting them would scramble the percentiles.
    guard !ratios.isEmpty else { return unknownInterval }
    ratios.sort()
    return interval(percentile(ratios, 0.025), percentile(ratios, 0.975))
  }
}
