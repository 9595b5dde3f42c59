import Foundation
import VitrumGeometry
import VitrumRender
import VitrumScene

/// A sweep drawn as two panels over the swept parameter: above, each mode's median frame time with its
/// 95 % interval as a band; below, the speedup per-node / container with its interval, the line at 1,
/// and the crossover marked where the intervals confirm one.
public struct SweepChart: Sendable {
  public var sweep: SweepReport
  /// Words about how the numbers were taken that belong in the subtitle (e.g. "debug build").
  public var note: String?

  public init(sweep: SweepReport, note: String? = nil) {
    self.sweep = sweep
    self.note = note
  }

  static let size = Size(1200, 880)
  static let times = Rect(x: 100, y: 200, width: 1040, height: 330)
  static let ratios = Rect(x: 100, y: 580, width: 1040, height: 200)
  static let modes: [RenderMode] = [.container, .perNode]

  /// The chart as PNG bytes (1200 × 880 points at two device pixels per point).
  public func pngData() throws(PictureError) -> Data {
    guard let canvas = PictureCanvas(width: Self.size.width, height: Self.size.height) else {
      throw PictureError(
        description: "cannot allocate a chart of \(Self.size.width) × \(Self.size.height) points")
    }
    let x = xScale()
    drawHeader(canvas)
    drawXAxis(canvas, x)
    drawTimes(canvas, x)
    drawRatios(canvas, x)
    drawCrossovers(canvas, x)
    return canvas.pngData()
  }

  /// The swept values along x, with 4 % of the span as margin on each side.
  func xScale() -> ChartScale {
    let positions = sweep.points.map(\.value.position)
    let low = positions.min() ?? 0
    let high = positions.max() ?? 1
    let log = sweep.logarithmicAxis
    let domain: ClosedRange<Double>
    if log {
      let margin = pow(high / low, 0.04)
      domain = (low / margin)...(high * margin)
    } else {
      let margin = max(high - low, 1e-9) * 0.04
      domain = (low - margin)...(high + margin)
    }
    return ChartScale(domain: domain, start: Self.times.minX, end: Self.times.maxX, logarithmic: log)
  }

  func drawHeader(_ c: PictureCanvas) {
    c.text(
      "Container vs per-node, sweeping \(sweep.parameter.rawValue)", at: Point(40, 48),
      size: ChartStyle.titleSize, ChartStyle.ink, weight: .bold)
    var subtitle = "\(sweep.subject) · \(sweep.runs) interleaved runs per mode per point"
    if let note { subtitle += " · " + note }
    var y = 76.0
    for line in c.wrapped(subtitle, size: ChartStyle.subtitleSize, maximumWidth: 1120).prefix(2) {
      c.text(line, at: Point(40, y), size: ChartStyle.subtitleSize, ChartStyle.muted)
      y += 20
    }
    y += 12
    for line in c.wrapped(sweep.crossoverSummary, size: 17, weight: .bold, maximumWidth: 1120).prefix(3) {
      c.text(line, at: Point(40, y), size: 17, ChartStyle.ratio, weight: .bold)
      y += 22
    }
  }

  /// Ticks at the swept values (a label that would overlap the previous one is left out), a faint grid
  /// line through both panels at each, and the axis title.
  func drawXAxis(_ c: PictureCanvas, _ x: ChartScale) {
    var lastRight = -Double.infinity
    for point in sweep.points {
      let at = x.position(point.value.position)
      for panel in [Self.times, Self.ratios] {
        c.line(Point(at, panel.minY), Point(at, panel.maxY), ChartStyle.grid)
      }
      let label = point.value.label
      let width = c.textWidth(label, size: ChartStyle.tickSize)
      c.line(Point(at, Self.ratios.maxY), Point(at, Self.ratios.maxY + 5), ChartStyle.muted)
      if at - width / 2 > lastRight + 6 {
        c.text(
          label, at: Point(at, Self.ratios.maxY + 22), size: ChartStyle.tickSize, ChartStyle.ink,
          horizontal: .center)
        lastRight = at + width / 2
      }
    }
    let title = sweep.parameter.axisTitle + (x.logarithmic ? " (logarithmic axis)" : "")
    c.text(
      title, at: Point(Self.ratios.midX, Self.ratios.maxY + 50), size: ChartStyle.labelSize, ChartStyle.muted,
      horizontal: .center)
  }

  /// Horizontal grid lines and labels of a value axis, and its rotated title.
  func drawValueAxis(_ c: PictureCanvas, _ panel: Rect, _ ticks: ChartTicks, _ y: ChartScale, title: String) {
    for value in ticks.values where y.domain.contains(value) {
      let at = y.position(value)
      c.line(Point(panel.minX, at), Point(panel.maxX, at), ChartStyle.grid)
      c.text(
        ticks.label(value), at: Point(panel.minX - 10, at), size: ChartStyle.tickSize, ChartStyle.muted,
        horizontal: .trailing, vertical: .middle)
    }
    c.line(Point(panel.minX, panel.maxY), Point(panel.maxX, panel.maxY), ChartStyle.muted)
    c.text(
      title, at: Point(40, panel.midY), size: ChartStyle.labelSize, ChartStyle.muted, horizontal: .center,
      vertical: .middle, rotated: true)
  }

  /// A curve with its interval band and point markers.
  func drawCurve(
    _ c: PictureCanvas, _ x: ChartScale, _ y: ChartScale,
    values: [(median: Double, interval: ClosedRange<Double>)],
    color: Color
  ) {
    // Values are clamped to the axis: an unknown interval (−∞…∞) fills the panel instead of leaving it.
    func at(_ v: Double) -> Double {
      y.position(v.isNaN ? y.domain.lowerBound : min(max(v, y.domain.lowerBound), y.domain.upperBound))
    }
    let xs = sweep.points.map { x.position($0.value.position) }
    let upper = zip(xs, values).map { Point($0, at($1.interval.upperBound)) }
    let lower = zip(xs, values).map { Point($0, at($1.interval.lowerBound)) }
    c.polygon(upper + lower.reversed(), color.withAlpha(0.18))
    let medians = zip(xs, values).map { Point($0, at($1.median)) }
    c.polyline(medians, color, width: 2.5)
    for p in medians { c.dot(p, radius: 4.5, color, ring: .white) }
  }
}
