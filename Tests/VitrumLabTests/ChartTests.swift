import Foundation
import Testing
import VitrumRender
import VitrumScene

@testable import VitrumLab

/// Charts are checked where their geometry is known: colours at points the layout puts them.
@Suite struct ChartTests {
  static func decode(_ data: Data) throws -> ImageSurface {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID().uuidString).png")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try ImageSurface.loadPNG(path: url.path)
  }

  static func argb(_ color: Color) -> UInt32 {
    func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
    return 0xFF00_0000 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
  }

  /// The pixel at a point of the chart (2 device pixels per point).
  static func pixel(_ image: ImageSurface, _ x: Double, _ y: Double) -> UInt32 {
    image.pixel(x: Int(x * 2), y: Int(y * 2))
  }

  @Test func ticksAreRoundNumbers() {
    // 0…159 in about 6 steps: 26.5 rounds up to a step of 50.
    let fifty = ChartTicks(covering: 0, 159, count: 6)
    #expect(fifty.values == [0, 50, 100, 150, 200] && fifty.step == 50)
    #expect(ChartTicks(covering: 0, 83, count: 6).values == [0, 20, 40, 60, 80, 100])
    let quarter = ChartTicks(covering: 0.5, 1.5, count: 4)
    #expect(quarter.step == 0.25 && quarter.values.first == 0.5 && quarter.values.last == 1.5)
    #expect(quarter.label(0.75) == "0.75" && ChartTicks(covering: 0, 10, count: 4).label(2.5) == "2.5")
    #expect(ChartTicks(covering: 0, 100, count: 5).label(40) == "40")
    #expect(ChartTicks(covering: 3, 3).values == [3])
  }

  @Test func scalesMapValuesToPositions() {
    let y = ChartScale(domain: 0...200, start: 600, end: 160)
    #expect(y.position(0) == 600 && y.position(200) == 160 && y.position(100) == 380)
    let x = ChartScale(domain: 1...256, start: 0, end: 800, logarithmic: true)
    #expect(abs(x.position(16) - 400) < 1e-9)
    #expect(abs(x.position(1)) < 1e-9 && abs(x.position(256) - 800) < 1e-9)
  }

  /// Container: 100 ms of which 40 glass; per-node: 150 ms of which 90 glass. The axis runs 0…200 ms over
  /// y = 600…160 pt, so the rest (60 ms) fills 600…468 and glass the next 40 ms (to 380) or 90 ms (to 270);
  /// the bars are centred at x = 100 + 0.42·360 = 251.2 and 611.2.
  @Test func barsStackStagesToTheMedian() throws {
    let report = Fixtures.report(container: 100, perNode: 150, containerGlass: 40, perNodeGlass: 90)
    let image = try Self.decode(ABChart(report: report).pngData())
    #expect(image.width == 2400 && image.height == 1480)
    let rest = Self.argb(ChartStyle.rest)
    let glass = Self.argb(ChartStyle.color(.glass(.shading)))
    let white: UInt32 = 0xFFFF_FFFF
    for (center, top) in [(251.2, 380.0), (611.2, 270.0)] {
      let x = center - 50
      #expect(Self.pixel(image, x, 595) == rest)
      #expect(Self.pixel(image, x, 472) == rest)
      #expect(Self.pixel(image, x, 464) == glass)
      #expect(Self.pixel(image, x, top + 4) == glass)
      #expect(Self.pixel(image, x, top - 4) == white)
    }
  }

  /// Ratios 0.8, 0.9, 1.1, 1.3 with exact intervals (constant runs) at 1…4: a resolved crossover at 2.5,
  /// drawn as a purple line; x runs 0.88…4.12 over 100…1140 pt.
  @Test func sweepChartMarksTheCrossover() throws {
    let sweep = Self.sweep(perNode: [80, 90, 110, 130])
    #expect(sweep.crossovers.map(\.resolved) == [true])
    #expect(sweep.crossoverSummary.hasPrefix("crossover at count ≈ 2.5 (between count 2 and 3)"))
    let image = try Self.decode(SweepChart(sweep: sweep).pngData())
    #expect(image.width == 2400 && image.height == 1760)
    let x = 100 + (2.5 - 0.88) / 3.24 * 1040
    let purple = Self.argb(ChartStyle.ratio)
    let near = (-3...3).map { Self.pixel(image, x + Double($0) / 2, SweepChart.times.minY + 3) }
    #expect(near.contains { Self.close($0, purple) }, "no crossover line at x = \(x)")
    // The ratio curve's point markers sit at their values: 1.3 at x = 4.
    let ratioDot = Self.pixel(image, 100 + (4 - 0.88) / 3.24 * 1040, Self.ratioY(sweep, 1.3))
    #expect(Self.close(ratioDot, purple))
  }

  /// A sweep whose slowest point is its first (threads: 1 is slowest) keeps that point in view: the axis
  /// reaches high enough that the curve passes below the legend in the upper left corner.
  @Test func sweepLegendLeavesTheCurvesVisible() throws {
    let sweep = Self.sweep(perNode: [200, 90, 80])
    let chart = SweepChart(sweep: sweep)
    let image = try Self.decode(chart.pngData())
    let x = chart.xScale()
    let xs = sweep.points.map { x.position($0.value.position) }
    #expect(xs[0] > SweepChart.timesLegend.minX && xs[0] < SweepChart.timesLegend.maxX)
    let uppers = sweep.points.map { p in
      SweepChart.modes.map { p.report.timing($0).ci95.upperBound }.max()!
    }
    let ticks = ChartTicks(covering: 0, SweepChart.timesTop(uppers, at: xs), count: 6)
    let y = ChartScale(
      domain: 0...ticks.values.last!, start: SweepChart.times.maxY, end: SweepChart.times.minY)
    let dot = y.position(200)
    #expect(dot > SweepChart.timesLegend.maxY, "the slowest point lies under the legend")
    #expect(Self.close(Self.pixel(image, xs[0], dot), Self.argb(ChartStyle.color(.perNode))))
    // Points away from the legend do not lift the axis: the same times rising to the right use the
    // panel's height up to 5 % above the top.
    #expect(abs(SweepChart.timesTop([80, 90, 200], at: xs) - 210) < 1e-9)
  }

  @Test func sweepWithoutCrossoverSaysWhy() {
    #expect(
      Self.sweep(perNode: [110, 120, 130, 140]).crossoverSummary
        == "no crossover: the container is faster at every point")
    #expect(
      Self.sweep(perNode: [90, 95, 99, 98]).crossoverSummary
        == "no crossover: per-node is faster at every point")
    // Equal times give the interval 1…1, which holds 1: undecided.
    #expect(
      Self.sweep(perNode: [100, 100, 120]).crossoverSummary
        == "no crossover: the median speedup stays at or above 1, and at some points the interval holds 1 "
        + "(no difference beyond noise); the container is faster beyond noise at count 3")
  }

  static func sweep(perNode: [Double]) -> SweepReport {
    SweepReport(
      parameter: .count, subject: "fixture", runs: 9, warmup: 1,
      points: perNode.enumerated().map { i, ms in
        SweepPoint(
          value: .number(Double(i + 1)),
          report: Fixtures.report(container: 100, perNode: ms, containerGlass: 50, perNodeGlass: ms - 50))
      })
  }

  /// Where the ratio panel puts a value (its axis as the chart computes it).
  static func ratioY(_ sweep: SweepReport, _ value: Double) -> Double {
    let intervals = sweep.points.map(\.report.speedupCI95)
    let low = min(intervals.map(\.lowerBound).min()!, 1)
    let high = max(intervals.map(\.upperBound).max()!, 1)
    let pad = max((high - low) * 0.1, 0.02)
    let ticks = ChartTicks(covering: max(0, low - pad), high + pad, count: 4)
    let panel = SweepChart.ratios
    return ChartScale(domain: ticks.values.first!...ticks.values.last!, start: panel.maxY, end: panel.minY)
      .position(value)
  }

  static func close(_ a: UInt32, _ b: UInt32) -> Bool {
    (0..<3).allSatisfy { i in
      let shift = UInt32(i * 8)
      return abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) <= 40
    }
  }
}
