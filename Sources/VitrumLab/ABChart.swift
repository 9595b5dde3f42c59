import Foundation
import VitrumGeometry
import VitrumRender
import VitrumScene

/// A bar chart of an A/B report: one bar per mode at its median frame time, stacked by stage (the stages
/// the renderer times, then the rest of the frame), with the 95 % interval of the median as a whisker,
/// every timed run as a dot beside the bar, the 95th percentile marked, and the speedup with its interval
/// written above.
public struct ABChart: Sendable {
  public var report: ABReport
  /// Words about how the numbers were taken that belong in the subtitle (e.g. "debug build").
  public var note: String?

  public init(report: ABReport, note: String? = nil) {
    self.report = report
    self.note = note
  }

  static let size = Size(1200, 740)
  /// The plot area; the right margin holds the legend and the work counters.
  static let plot = Rect(x: 100, y: 160, width: 720, height: 440)
  static let modes: [RenderMode] = [.container, .perNode]

  /// The chart as PNG bytes (1200 × 740 points at two device pixels per point).
  public func pngData() throws(PictureError) -> Data {
    guard let canvas = PictureCanvas(width: Self.size.width, height: Self.size.height) else {
      throw PictureError(
        description: "cannot allocate a chart of \(Self.size.width) × \(Self.size.height) points")
    }
    drawHeader(canvas)
    let y = valueScale()
    drawValueAxis(canvas, y)
    for (index, mode) in Self.modes.enumerated() { drawBar(canvas, mode, slot: index, y) }
    drawLegend(canvas)
    return canvas.pngData()
  }

  func drawHeader(_ c: PictureCanvas) {
    let r = report
    let title = c.fitted(
      "Container vs per-node · \(r.scene)", size: ChartStyle.titleSize, weight: .bold, maximumWidth: 1120)
    c.text(title, at: Point(40, 48), size: ChartStyle.titleSize, ChartStyle.ink, weight: .bold)
    var subtitle =
      "\(r.width)×\(r.height) px at scale \(SweepValue.number(r.scale))"
      + " · \(r.runs) interleaved runs per mode after \(r.warmup) warm-up · \(r.threads) thread"
      + (r.threads == 1 ? "" : "s")
    if let note { subtitle += " · " + note }
    c.text(
      c.fitted(subtitle, size: ChartStyle.subtitleSize, maximumWidth: 1120), at: Point(40, 76),
      size: ChartStyle.subtitleSize, ChartStyle.muted)
    let ci = r.speedupCI95
    let headline =
      "per-node / container = \(ChartFormat.ratio(r.speedup))  (95 % CI \(ChartFormat.ratio(ci.lowerBound)) – "
      + "\(ChartFormat.ratio(ci.upperBound))): \(r.verdict)"
    c.text(
      c.fitted(headline, size: 19, weight: .bold, maximumWidth: 1120), at: Point(40, 114), size: 19,
      ChartStyle.ratio, weight: .bold)
  }

  /// Frame time from zero to just above the highest median interval and 95th percentile.
  func valueScale() -> ChartScale {
    let top =
      Self.modes.map { mode in
        let t = report.timing(mode)
        return [t.ci95.upperBound, t.p95, t.median, report.stages(mode).reduce(0) { $0 + $1.summary.median }]
          .filter(\.isFinite).max() ?? 1
      }.max() ?? 1
    let ticks = ChartTicks(covering: 0, max(top * 1.06, 1e-3), count: 6)
    return ChartScale(
      domain: 0...(ticks.values.last ?? 1), start: Self.plot.maxY, end: Self.plot.minY)
  }

  func drawValueAxis(_ c: PictureCanvas, _ y: ChartScale) {
    let p = Self.plot
    let ticks = ChartTicks(covering: y.domain.lowerBound, y.domain.upperBound, count: 6)
    for value in ticks.values where value <= y.domain.upperBound * 1.0001 {
      let at = y.position(value)
      c.line(Point(p.minX, at), Point(p.maxX, at), value == 0 ? ChartStyle.muted : ChartStyle.grid)
      c.text(
        ticks.label(value), at: Point(p.minX - 10, at), size: ChartStyle.tickSize, ChartStyle.muted,
        horizontal: .trailing, vertical: .middle)
    }
    c.text(
      "frame time (ms)", at: Point(44, p.midY), size: ChartStyle.labelSize, ChartStyle.muted,
      horizontal: .center, vertical: .middle, rotated: true)
  }

  func drawBar(_ c: PictureCanvas, _ mode: RenderMode, slot: Int, _ y: ChartScale) {
    let p = Self.plot
    let slotWidth = p.width / Double(Self.modes.count)
    let center = p.minX + (Double(slot) + 0.42) * slotWidth
    let barWidth = slotWidth * 0.36
    let t = report.timing(mode)
    // The stack: the rest of the frame at the bottom, then each stage in order.
    var segments: [(label: String, value: Double, color: Color, textColor: Color)] = [
      ("rest", report.restMedian(mode), ChartStyle.rest, ChartStyle.ink)
    ]
    for stage in report.stages(mode) {
      segments.append((stage.stage.rawValue, stage.summary.median, ChartStyle.color(stage.stage), .white))
    }
    var base = 0.0
    for segment in segments where segment.value.isFinite && segment.value > 0 {
      let y0 = y.position(base)
      let y1 = y.position(base + segment.value)
      c.fill(Rect(x: center - barWidth / 2, y: y1, width: barWidth, height: y0 - y1), segment.color)
      if y0 - y1 >= 22 {
        c.text(
          "\(segment.label) \(ChartFormat.milliseconds(segment.value))", at: Point(center, (y0 + y1) / 2),
          size: 13, segment.textColor, weight: .bold, horizontal: .center, vertical: .middle)
      }
      base += segment.value
    }
    let interval = t.ci95 == Statistics.unknownInterval ? t.median...t.median : t.ci95
    if interval.lowerBound.isFinite && interval.upperBound.isFinite {
      drawWhisker(
        c, center: center, width: barWidth * 0.45, low: y.position(interval.lowerBound),
        high: y.position(interval.upperBound))
      c.text(
        "\(ChartFormat.milliseconds(t.median)) ms", at: Point(center, y.position(interval.upperBound) - 12),
        size: 17, ChartStyle.ink, weight: .bold, horizontal: .center)
    }
    drawRuns(c, t, left: center + barWidth / 2 + 18, width: slotWidth * 0.14, y)
    // Under the axis: the mode, then its numbers.
    c.text(
      mode.rawValue, at: Point(center, p.maxY + 32), size: 17, ChartStyle.ink, weight: .bold,
      horizontal: .center)
    let s = report.statistics(mode)
    c.text(
      "median \(ChartFormat.milliseconds(t.median)) ms · 95 % CI \(ChartFormat.milliseconds(t.ci95.lowerBound))"
        + "–\(ChartFormat.milliseconds(t.ci95.upperBound))",
      at: Point(center, p.maxY + 56), size: 13, ChartStyle.muted, horizontal: .center)
    c.text(
      "p95 \(ChartFormat.milliseconds(t.p95)) ms · \(s.captures) capture\(s.captures == 1 ? "" : "s")"
        + " · \(s.glassDraws) glass draw\(s.glassDraws == 1 ? "" : "s")",
      at: Point(center, p.maxY + 76), size: 13, ChartStyle.muted, horizontal: .center)
  }

  func drawWhisker(_ c: PictureCanvas, center: Double, width: Double, low: Double, high: Double) {
    c.line(Point(center, low), Point(center, high), ChartStyle.ink, width: 2)
    c.line(Point(center - width / 2, low), Point(center + width / 2, low), ChartStyle.ink, width: 2)
    c.line(Point(center - width / 2, high), Point(center + width / 2, high), ChartStyle.ink, width: 2)
  }

  /// Every timed run as a dot (spread sideways by a golden-ratio sequence so equal times do not hide each
  /// other), runs above the axis as triangles on its top edge, and the 95th percentile as a short line.
  func drawRuns(_ c: PictureCanvas, _ t: TimingSummary, left: Double, width: Double, _ y: ChartScale) {
    let top = Self.plot.minY
    for (i, ms) in t.samples.enumerated() where ms.isFinite {
      let x = left + (Double(i) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1) * width
      let at = y.position(ms)
      if at < top {
        c.polygon([Point(x, top - 2), Point(x - 4, top + 5), Point(x + 4, top + 5)], ChartStyle.muted)
      } else {
        c.dot(Point(x, at), radius: 3, ChartStyle.muted.withAlpha(0.55))
      }
    }
    let p95 = y.position(t.p95)
    if p95 >= top {
      c.line(Point(left - 4, p95), Point(left + width + 4, p95), ChartStyle.ink, width: 1.5, dash: [4, 3])
      c.text("p95", at: Point(left + width + 8, p95), size: 12, ChartStyle.muted, vertical: .middle)
    }
  }
}
