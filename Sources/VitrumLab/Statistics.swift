import VitrumGeometry

/// Summary statistics of timing samples.
public struct TimingSummary: Hashable, Sendable {
  /// Samples in milliseconds, in the order they were taken.
  public var samples: [Double]
  public var median: Double
  /// 95th percentile (nearest rank).
  public var p95: Double
  /// A distribution-free 95 % confidence interval of the median, from order statistics.
  public var ci95: ClosedRange<Double>

  public init(samples: [Double]) {
    self.samples = samples
    let sorted = samples.sorted()
    median = Statistics.median(sorted)
    p95 = Statistics.percentile(sorted, 0.95)
    ci95 = Statistics.medianInterval(sorted)
  }
}

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
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((p * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// The order-statistic interval around the median that holds the true median with about 95 % confidence
  /// (normal approximation of the binomial: ranks n/2 ± 1.96·√n/2); it needs no assumption about the
  /// timing distribution, which on a shared machine has a long right tail.
  public static func medianInterval(_ sorted: [Double]) -> ClosedRange<Double> {
    guard !sorted.isEmpty else { return .nan ... .nan }
    let n = Double(sorted.count)
    let half = 1.96 * n.squareRoot() / 2
    let lower = max(Int((n / 2 - half).rounded(.down)), 1)
    let upper = min(Int((n / 2 + half).rounded(.up)) + 1, sorted.count)
    return sorted[lower - 1]...sorted[max(upper, lower) - 1]
  }

  /// A percentile bootstrap 95 % interval of the ratio of medians `numerator / denominator`, resampling
  /// each side independently with a seeded generator (the same samples give the same interval).
  public static func ratioInterval(
    numerator: [Double], denominator: [Double], resamples: Int = 2000, seed: UInt64 = 0x5EED
  ) -> ClosedRange<Double> {
    guard !numerator.isEmpty, !denominator.isEmpty else { return .nan ... .nan }
    var rng = SeededRandom(seed: seed)
    var ratios: [Double] = []
    ratios.reserveCapacity(resamples)
    for _ in 0..<resamples {
      let a = (0..<numerator.count).map { _ in numerator[rng.index(numerator.count)] }.sorted()
      let b = (0..<denominator.count).map { _ in denominator[rng.index(denominator.count)] }.sorted()
      ratios.append(median(a) / median(b))
    }
    ratios.sort()
    return percentile(ratios, 0.025)...percentile(ratios, 0.975)
  }
}
