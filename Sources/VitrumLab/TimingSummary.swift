/// Summary statistics of timing samples.
public struct TimingSummary: Hashable, Sendable {
  /// Samples in milliseconds, in the order they were taken.
  public var samples: [Double]
  public var median: Double
  /// 95th percentile (nearest rank).
  public var p95: Double
  /// A distribution-free confidence interval of the median, from order statistics (95 % or more when there
  /// are at least 6 samples; see `Statistics.medianIntervalRanks`).
  public var ci95: ClosedRange<Double>
  /// The probability that `ci95` holds the true median: at least 0.95 from 6 samples on, less below.
  public var ci95Coverage: Double

  public init(samples: [Double]) {
    self.samples = samples
    let sorted = samples.sorted()
    median = Statistics.median(sorted)
    p95 = Statistics.percentile(sorted, 0.95)
    ci95 = Statistics.medianInterval(sorted)
    ci95Coverage = Statistics.medianIntervalRanks(count: sorted.count).coverage
  }
}
