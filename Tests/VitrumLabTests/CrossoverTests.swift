import Foundation
import Testing

@testable import VitrumLab

@Suite struct CrossoverTests {
  /// Intervals around each ratio: `below` when the interval lies under 1, `above` over it, `holds` across.
  static func intervals(_ ratios: [Double], _ verdicts: String) -> [ClosedRange<Double>] {
    zip(ratios, verdicts).map { r, v in
      switch v {
      case "-": (r - 0.05)...min(r + 0.05, 0.99)
      case "+": max(r - 0.05, 1.01)...(r + 0.05)
      default: min(r, 0.9)...max(r, 1.1)
      }
    }
  }

  /// Decided below 1, then decided above: one resolved crossover halfway between the points (t = 0.5),
  /// at 8 + 0.5 · 40 = 28 on a linear axis and at √(8 · 48) = 19.60 on a logarithmic one.
  @Test func resolvedCrossoverIsInterpolated() throws {
    let ratios = [0.8, 0.9, 1.1, 1.3]
    let positions = [1.0, 8, 48, 256]
    let linear = Crossover.find(
      positions: positions, ratios: ratios, intervals: Self.intervals(ratios, "--++"), logarithmic: false)
    #expect(linear.count == 1)
    let c = try #require(linear.first)
    #expect(c.lower == 1 && c.upper == 2 && c.resolved && c.direction == .containerBecomesFaster)
    #expect(abs(c.position - 28) < 1e-9)
    let log = Crossover.find(
      positions: positions, ratios: ratios, intervals: Self.intervals(ratios, "--++"), logarithmic: true)
    #expect(abs(log[0].position - (8.0 * 48).squareRoot()) < 1e-9)
  }

  /// t = (r₀ − 1) / (r₀ − r₁): from 1.2 to 0.7 the ratio reaches 1 at t = 0.4.
  @Test func crossoverTowardsPerNode() {
    let ratios = [1.2, 0.7]
    let found = Crossover.find(
      positions: [0, 10], ratios: ratios, intervals: Self.intervals(ratios, "+-"), logarithmic: false)
    #expect(found.count == 1 && found[0].resolved && found[0].direction == .perNodeBecomesFaster)
    #expect(abs(found[0].position - 4) < 1e-9)
  }

  /// Undecided points between two decided ones on opposite sides still resolve the crossing.
  @Test func undecidedPointsBetweenDecidedOnes() {
    let ratios = [0.8, 0.97, 1.02, 1.2]
    let found = Crossover.find(
      positions: [1, 2, 3, 4], ratios: ratios, intervals: Self.intervals(ratios, "-??+"), logarithmic: false)
    #expect(found.count == 1 && found[0].lower == 1 && found[0].upper == 2 && found[0].resolved)
  }

  /// Crossings whose neighbourhood has no decided point on one side are noise.
  @Test func crossingWithinNoiseIsNotResolved() {
    let ratios = [0.9, 1.1, 1.3]
    let found = Crossover.find(
      positions: [1, 2, 3], ratios: ratios, intervals: Self.intervals(ratios, "??+"), logarithmic: false)
    #expect(found.count == 1 && !found[0].resolved)
  }

  /// Decided above 1 at both ends with a dip below 1 between them: two crossings, neither resolved.
  @Test func dipBetweenPointsOnTheSameSide() {
    let ratios = [1.3, 0.95, 1.3]
    let found = Crossover.find(
      positions: [1, 2, 3], ratios: ratios, intervals: Self.intervals(ratios, "+?+"), logarithmic: false)
    #expect(found.count == 2 && found.allSatisfy { !$0.resolved })
  }

  /// Medians wiggling across 1 between one decided point below and one above: three crossings, the first
  /// (in the matching direction) resolved, the other two noise.
  @Test func wigglesCountOnce() {
    let ratios = [0.8, 1.05, 0.95, 1.2]
    let found = Crossover.find(
      positions: [1, 2, 3, 4], ratios: ratios, intervals: Self.intervals(ratios, "-??+"), logarithmic: false)
    #expect(found.map(\.resolved) == [true, false, false])
  }

  @Test func noCrossingNoCrossover() {
    let ratios = [1.2, 1.4, 1.1]
    #expect(
      Crossover.find(
        positions: [1, 2, 3], ratios: ratios, intervals: Self.intervals(ratios, "+++"), logarithmic: false
      ).isEmpty)
    #expect(Crossover.find(positions: [1], ratios: [0.5], intervals: [0.4...0.6], logarithmic: false).isEmpty)
  }
}
