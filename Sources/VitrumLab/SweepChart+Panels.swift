import Foundation
import VitrumGeometry
import VitrumRender
import VitrumScene

extension SweepChart {
  /// The legend of the upper panel, in its upper left corner.
  static let timesLegend = Rect(x: times.minX + 14, y: times.minY + 12, width: 300, height: 78)

  /// The top of the upper panel's axis for `uppers` (each point's highest interval bound, finite or not)
  /// at positions `xs`: 5 % above the highest, and high enough that the curves and bands pass below the
  /// legend where they run under it (points within its width, and the segments leaving it). A sweep of
  /// threads starts with its slowest point at the left, where the legend had covered it.
  static func timesTop(_ uppers: [Double], at xs: [Double]) -> Double {
    let finite = zip(xs, uppers).filter { $0.1.isFinite }
    let top = finite.map(\.1).max() ?? 1
    let box = timesLegend
    // Indices of the points under the legend, widened by one on each side for the segments through it.
    let under = finite.indices.filter { finite[$0].0 >= box.minX - 10 && finite[$0].0 <= box.maxX + 10 }
    guard let first = under.first, let last = under.last else { return max(top * 1.05, 1e-3) }
    let near = finite[max(0, first - 1)...min(finite.count - 1, last + 1)].map(\.1).max() ?? 0
    // The band's highest value must sit 10 pt below the legend.
    let room = times.maxY - (box.maxY + 10)
    return max(top * 1.05, near * times.height / room, 1e-3)
  }

  /// The upper panel: each mode's median frame time and its interval, from zero.
  func drawTimes(_ c: PictureCanvas, _ x: ChartScale) {
    let panel = Self.times
    let xs = sweep.points.map { x.position($0.value.position) }
    let uppers = sweep.points.map { p in
      Self.modes.map { p.report.timing($0).ci95.upperBound }.filter(\.isFinite).max() ?? .nan
    }
    let ticks = ChartTicks(covering: 0, Self.timesTop(uppers, at: xs), count: 6)
    let y = ChartScale(domain: 0...(ticks.values.last ?? 1), start: panel.maxY, end: panel.minY)
    drawValueAxis(c, panel, ticks, y, title: "frame time (ms)")
    for mode in Self.modes {
      let values = sweep.points.map { ($0.report.timing(mode).median, $0.report.timing(mode).ci95) }
      drawCurve(c, x, y, values: values, color: ChartStyle.color(mode))
    }
    let box = Self.timesLegend
    c.fill(box, Color.white.withAlpha(0.9))
    c.strokeRect(box, ChartStyle.grid)
    for (i, mode) in Self.modes.enumerated() {
      let rowY = box.minY + 22 + Double(i) * 24
      c.line(
        Point(box.minX + 12, rowY - 5), Point(box.minX + 40, rowY - 5), ChartStyle.color(mode), width: 2.5)
      c.dot(Point(box.minX + 26, rowY - 5), radius: 4.5, ChartStyle.color(mode), ring: .white)
      c.text("\(mode.rawValue), median frame time", at: Point(box.minX + 50, rowY), size: 13, ChartStyle.ink)
    }
    c.fill(Rect(x: box.minX + 12, y: box.minY + 58, width: 28, height: 10), ChartStyle.faint.withAlpha(0.3))
    c.text("95 % interval of the median", at: Point(box.minX + 50, box.minY + 68), size: 13, ChartStyle.ink)
  }

  /// The lower panel: the speedup and its interval around the line at 1, the sides tinted by the mode that
  /// is faster there.
  func drawRatios(_ c: PictureCanvas, _ x: ChartScale) {
    let panel = Self.ratios
    let intervals = sweep.points.map(\.report.speedupCI95)
    let low = min(intervals.map(\.lowerBound).filter(\.isFinite).min() ?? 1, 1)
    let high = max(intervals.map(\.upperBound).filter(\.isFinite).max() ?? 1, 1)
    let pad = max((high - low) * 0.1, 0.02)
    let ticks = ChartTicks(covering: max(0, low - pad), high + pad, count: 4)
    let y = ChartScale(
      domain: (ticks.values.first ?? 0)...(ticks.values.last ?? 2), start: panel.maxY, end: panel.minY)
    let one = y.position(1)
    c.fill(
      Rect(x: panel.minX, y: panel.minY, width: panel.width, height: one - panel.minY),
      ChartStyle.color(.container).withAlpha(0.06))
    c.fill(
      Rect(x: panel.minX, y: one, width: panel.width, height: panel.maxY - one),
      ChartStyle.color(.perNode).withAlpha(0.06))
    drawValueAxis(c, panel, ticks, y, title: "per-node / container")
    c.line(Point(panel.minX, one), Point(panel.maxX, one), ChartStyle.ink, width: 1.5, dash: [6, 4])
    // Which side is which, in the panel's left corners (the curve is usually near 1, away from them).
    for (text, mode, corner) in [
      ("↑ container faster", RenderMode.container, panel.minY + 20),
      ("↓ per-node faster", .perNode, panel.maxY - 10),
    ] {
      let width = c.textWidth(text, size: 13, weight: .bold)
      c.fill(
        Rect(x: panel.minX + 6, y: corner - 15, width: width + 12, height: 20), Color.white.withAlpha(0.85))
      c.text(text, at: Point(panel.minX + 12, corner), size: 13, ChartStyle.color(mode), weight: .bold)
    }
    let values = sweep.points.map { ($0.report.speedup, $0.report.speedupCI95) }
    c.clipped(to: panel) { drawCurve(c, x, y, values: values, color: ChartStyle.ratio) }
  }

  /// A vertical line through both panels at each crossing: solid where the intervals confirm it, dotted
  /// and grey where the medians crossed within noise.
  func drawCrossovers(_ c: PictureCanvas, _ x: ChartScale) {
    for crossover in sweep.crossovers {
      let at = x.position(crossover.position)
      let color = crossover.resolved ? ChartStyle.ratio : ChartStyle.faint
      let dash: [Double] = crossover.resolved ? [8, 4] : [2, 4]
      c.line(Point(at, Self.times.minY), Point(at, Self.ratios.maxY), color, width: 2, dash: dash)
      let label =
        crossover.resolved
        ? "crossover ≈ \(sweep.parameter.format(crossover.position))"
        : "crosses 1 within noise"
      let width = c.textWidth(label, size: 13, weight: .bold)
      let leftward = at + width + 10 > Self.times.maxX
      c.text(
        label, at: Point(leftward ? at - 8 : at + 8, Self.ratios.minY - 10), size: 13, color, weight: .bold,
        horizontal: leftward ? .trailing : .leading)
    }
  }
}
