import Foundation
import Testing
import VitrumGeometry

@testable import VitrumLab

@Suite struct StatisticsTests {
  @Test func medianAndPercentiles() {
    #expect(Statistics.median([1, 2, 3]) == 2)
    #expect(Statistics.median([1, 2, 3, 10]) == 2.5)
    #expect(Statistics.median([7]) == 7)
    #expect(Statistics.median([]).isNaN)
    // Nearest rank: ⌈p·n⌉. n = 10 → rank 10; n = 20 → rank 19; n = 21 → rank ⌈19.95⌉ = 20; n = 100 → 95.
    #expect(Statistics.percentile((1...10).map(Double.init), 0.95) == 10)
    #expect(Statistics.percentile((1...20).map(Double.init), 0.95) == 19)
    #expect(Statistics.percentile((1...21).map(Double.init), 0.95) == 20)
    #expect(Statistics.percentile((1...100).map(Double.init), 0.95) == 95)
    #expect(Statistics.percentile((1...10).map(Double.init), 0.5) == 5)
    #expect(Statistics.percentile([4, 9], 0) == 4)
    #expect(Statistics.percentile([4, 9], 1) == 9)
    #expect(Statistics.percentile([], 0.5).isNaN)
  }

  /// Ranks and coverage from the binomial(n, ½) distribution, tabulated by hand (coverage is
  /// 1 − 2·Σₖ₌₀^{j−1} C(n, k)/2ⁿ): n = 10 → Σ = (1 + 10)/1024; n = 21 → Σ = 27896/2²¹.
  static let rankTable: [(n: Int, lower: Int, upper: Int, coverage: Double)] = [
    (1, 1, 1, 0), (2, 1, 2, 0.5), (5, 1, 5, 0.9375), (6, 1, 6, 0.96875), (10, 2, 9, 1 - 22.0 / 1024),
    (21, 6, 16, 1 - 55792.0 / 2_097_152), (100, 40, 61, 0.964_799_799_782_295_2),
    (1000, 469, 532, 0.953_708_802_639_501_9),
  ]

  @Test(arguments: rankTable)
  func medianIntervalRanks(n: Int, lower: Int, upper: Int, coverage: Double) {
    let ranks = Statistics.medianIntervalRanks(count: n)
    #expect(ranks.lower == lower && ranks.upper == upper)
    #expect(abs(ranks.coverage - coverage) < 1e-9)
  }

  /// From 6 samples on the interval holds 95 % or more, and one rank narrower would hold less.
  @Test func medianIntervalIsTheNarrowestThatHolds95Percent() {
    for n in 6...400 {
      let ranks = Statistics.medianIntervalRanks(count: n)
      #expect(ranks.coverage >= 0.95, "n = \(n)")
      #expect(ranks.lower + ranks.upper == n + 1, "symmetric ranks, n = \(n)")
      // One rank in on each side loses 2·C(n, j)/2ⁿ of coverage.
      let j = ranks.lower
      var logBinomial = 0.0
      for k in 0..<j { logBinomial += log(Double(n - k)) - log(Double(k + 1)) }
      let narrower = ranks.coverage - 2 * exp(logBinomial - Double(n) * log(2.0))
      #expect(j >= n / 2 || narrower < 0.95, "n = \(n)")
    }
  }

  @Test func medianIntervalOfSamples() {
    let sorted = (1...21).map(Double.init)
    #expect(Statistics.medianInterval(sorted) == 6...16)
    #expect(Statistics.medianInterval([5, 5, 5, 5, 5, 5, 5]) == 5...5)
    #expect(Statistics.medianInterval([]) == Statistics.unknownInterval)
  }

  /// No samples, NaN samples and 0 / 0 ratios give the interval that holds everything, never a trap
  /// (a `ClosedRange` with a NaN bound traps).
  @Test func intervalsOfUnusableSamplesAreUnknownNotATrap() {
    #expect(Statistics.medianInterval([1, 2, .nan].sorted()) == Statistics.unknownInterval)
    #expect(
      Statistics.ratioInterval(numerator: [0, 0, 0], denominator: [0, 0]) == Statistics.unknownInterval)
    #expect(Statistics.ratioInterval(numerator: [], denominator: [1]) == Statistics.unknownInterval)
    let summary = TimingSummary(samples: [])
    #expect(summary.median.isNaN && summary.ci95 == Statistics.unknownInterval)
  }

  /// The promise itself: over many data sets from a skewed distribution with a known median (exponential,
  /// median ln 2), the interval holds the median as often as its stated coverage (97.34 % for n = 21; the
  /// seeded draws make the count reproducible, and 2000 trials put its standard error at 0.36 %).
  @Test func medianIntervalHoldsTheTrueMedianAsOftenAsItSays() {
    var rng = SeededRandom(seed: 42)
    let trueMedian = log(2.0)
    let n = 21
    let trials = 2000
    var held = 0
    for _ in 0..<trials {
      let sorted = (0..<n).map { _ in -log(1 - rng.unit()) }.sorted()
      if Statistics.medianInterval(sorted).contains(trueMedian) { held += 1 }
    }
    let rate = Double(held) / Double(trials)
    #expect(abs(rate - Statistics.medianIntervalRanks(count: n).coverage) < 0.015, "held \(rate)")
  }

  @Test func ratioOfConstantSamplesIsExact() {
    let interval = Statistics.ratioInterval(
      numerator: Array(repeating: 12, count: 9), denominator: Array(repeating: 4, count: 7))
    #expect(interval == 3...3)
  }

  /// The denominator is constant, so the bootstrap ratio is the bootstrap median of 9 draws from 1…9, whose
  /// distribution is binomial: P(median ≤ m) = P(Bin(9, m/9) ≥ 5), which is 0.0014 for m = 1, 0.0304 for
  /// m = 2, 0.9696 for m = 7 and 0.9986 for m = 8. The 2.5th percentile is therefore 2 and the 97.5th is
  /// 8 (20 000 resamples keep each estimate 4.5 standard errors from the next value).
  @Test func ratioIntervalMatchesTheBinomialAnswer() {
    let interval = Statistics.ratioInterval(
      numerator: (1...9).map(Double.init), denominator: Array(repeating: 1, count: 5), resamples: 20_000)
    #expect(interval == 2...8)
  }

  /// A known shift: every numerator sample is twice a denominator sample. The interval holds 2 and is
  /// the same for the same seed; another seed resamples differently.
  @Test func ratioIntervalOfAShiftIsSeededAndHoldsTheShift() {
    var rng = SeededRandom(seed: 7)
    let fast = (0..<21).map { _ in 10 + rng.uniform(0...3) }
    let slow = fast.map { $0 * 2 }
    let a = Statistics.ratioInterval(numerator: slow, denominator: fast)
    #expect(a == Statistics.ratioInterval(numerator: slow, denominator: fast))
    #expect(a.contains(2))
    #expect(a.lowerBound > 1.6 && a.upperBound < 2.5)
    let b = Statistics.ratioInterval(numerator: slow, denominator: fast, seed: 99)
    #expect(b != a && b.contains(2))
  }

  /// Over many data sets whose medians are in a known ratio (2), the bootstrap interval holds it about
  /// 95 % of the time (96.3 % of 300 seeded trials; percentile intervals of medians can run under).
  @Test func ratioIntervalHoldsTheTrueRatioAboutAsOftenAsItSays() {
    var rng = SeededRandom(seed: 2024)
    let trials = 300
    var held = 0
    for trial in 0..<trials {
      let fast = (0..<21).map { _ in 10 - log(1 - rng.unit()) }
      let slow = (0..<21).map { _ in 2 * (10 - log(1 - rng.unit())) }
      let interval = Statistics.ratioInterval(
        numerator: slow, denominator: fast, resamples: 400, seed: UInt64(trial))
      if interval.contains(2) { held += 1 }
    }
    let rate = Double(held) / Double(trials)
    #expect(rate > 0.9 && rate <= 1, "held \(rate)")
  }

  @Test func summaryOfSamples() {
    let summary = TimingSummary(samples: [3, 1, 2, 5, 4])
    #expect(summary.median == 3)
    #expect(summary.p95 == 5)
    #expect(summary.samples == [3, 1, 2, 5, 4])
    #expect(summary.ci95 == 1...5 && summary.ci95Coverage == 0.9375)
  }
}
