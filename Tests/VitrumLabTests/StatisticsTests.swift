import Testing

@testable import VitrumLab

@Suite struct StatisticsTests {
  @Test func medianAndPercentiles() {
    #expect(Statistics.median([1, 2, 3]) == 2)
    #expect(Statistics.median([1, 2, 3, 10]) == 2.5)
    #expect(Statistics.percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95) == 10)
    #expect(Statistics.percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5) == 5)
    #expect(Statistics.median([]).isNaN)
  }

  /// For 21 samples the interval spans ranks 6…16 (n/2 ± 1.96·√21/2 = 10.5 ± 4.49), by hand.
  @Test func medianIntervalUsesOrderStatistics() {
    let sorted = (1...21).map(Double.init)
    let interval = Statistics.medianInterval(sorted)
    #expect(interval == 6...16)
    #expect(interval.contains(Statistics.median(sorted)))
  }

  @Test func ratioIntervalIsDeterministicAndContainsTheRatio() {
    let slow = [10.0, 11, 9.5, 10.2, 10.8, 9.9, 10.1, 10.4, 9.7, 10.6, 10.3]
    let fast = [5.0, 5.2, 4.9, 5.1, 5.3, 4.8, 5.05, 5.15, 4.95, 5.25, 5.0]
    let a = Statistics.ratioInterval(numerator: slow, denominator: fast)
    let b = Statistics.ratioInterval(numerator: slow, denominator: fast)
    #expect(a == b)
    let ratio = Statistics.median(slow.sorted()) / Statistics.median(fast.sorted())
    #expect(a.contains(ratio))
    #expect(a.lowerBound > 1.8 && a.upperBound < 2.3)
  }

  @Test func summaryOfSamples() {
    let summary = TimingSummary(samples: [3, 1, 2, 5, 4])
    #expect(summary.median == 3)
    #expect(summary.p95 == 5)
    #expect(summary.samples == [3, 1, 2, 5, 4])
  }
}
