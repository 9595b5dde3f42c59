import VitrumGeometry
import VitrumRender
import VitrumScene

extension ABChart {
  /// The right margin: what the marks mean, then the glass time alone, the pixels and the work counters.
  func drawLegend(_ c: PictureCanvas) {
    let x = Self.plot.maxX + 50
    let width = Self.size.width - x - 30
    var y = Self.plot.minY + 4
    func heading(_ text: String) {
      c.text(text, at: Point(x, y), size: 14, ChartStyle.ink, weight: .bold)
      y += 24
    }
    func entry(_ text: String, mark: (Point) -> Void) {
      mark(Point(x + 8, y - 5))
      c.text(
        c.fitted(text, size: 13, maximumWidth: width - 26), at: Point(x + 26, y), size: 13, ChartStyle.ink)
      y += 22
    }
    func line(_ text: String) {
      c.text(c.fitted(text, size: 13, maximumWidth: width), at: Point(x, y), size: 13, ChartStyle.muted)
      y += 20
    }
    heading("Bars: median frame time")
    for stage in FrameStage.allCases.reversed() {
      entry(stage.label) {
        c.fill(Rect(x: $0.x - 7, y: $0.y - 7, width: 14, height: 14), ChartStyle.color(stage))
      }
    }
    entry(FrameStage.restLabel) {
      c.fill(Rect(x: $0.x - 7, y: $0.y - 7, width: 14, height: 14), ChartStyle.rest)
    }
    let coverage = min(report.container.ci95Coverage, report.perNode.ci95Coverage)
    let interval =
      coverage < 0.95
      ? "\(ChartFormat.number(coverage * 100, decimals: 1)) % interval of the median (few runs)"
      : "95 % interval of the median"
    entry(interval) { p in
      c.line(Point(p.x, p.y - 8), Point(p.x, p.y + 8), ChartStyle.ink, width: 2)
      c.line(Point(p.x - 5, p.y - 8), Point(p.x + 5, p.y - 8), ChartStyle.ink, width: 2)
      c.line(Point(p.x - 5, p.y + 8), Point(p.x + 5, p.y + 8), ChartStyle.ink, width: 2)
    }
    entry("one timed run") { c.dot($0, radius: 3, ChartStyle.muted.withAlpha(0.55)) }
    entry("95th percentile") {
      c.line(Point($0.x - 8, $0.y), Point($0.x + 8, $0.y), ChartStyle.ink, width: 1.5, dash: [4, 3])
    }
    y += 14
    let r = report
    heading("Glass alone (median)")
    line(
      "container \(ChartFormat.milliseconds(r.containerGlass.median)) ms · per-node "
        + "\(ChartFormat.milliseconds(r.perNodeGlass.median)) ms")
    line("per-node / container \(ChartFormat.ratio(r.perNodeGlass.median / r.containerGlass.median))")
    y += 14
    heading("Pixels, container vs per-node")
    line("largest channel difference \(r.pixels.maxDelta) of 255")
    line("\(ChartFormat.number(r.pixels.changedRatio * 100, decimals: 3)) % of pixels differ at all")
    line(
      "\(ChartFormat.number(r.pixelsBeyondRounding.changedRatio * 100, decimals: 3)) % by more than one level"
    )
    y += 14
    heading("Work per frame (container / per-node)")
    let s = (r.containerStatistics, r.perNodeStatistics)
    line("captures \(s.0.captures) / \(s.1.captures)")
    line("captured pixels \(Self.count(s.0.capturedPixels)) / \(Self.count(s.1.capturedPixels))")
    line("blurred pixels \(Self.count(s.0.blurredPixels)) / \(Self.count(s.1.blurredPixels))")
    line("shaded pixels \(Self.count(s.0.shadedPixels)) / \(Self.count(s.1.shadedPixels))")
  }

  /// A count in thousands or millions ("1.23 M").
  static func count(_ n: Int) -> String {
    let v = Double(n)
    if v >= 1e6 { return ChartFormat.number(v / 1e6, decimals: 2) + " M" }
    if v >= 1e4 { return ChartFormat.number(v / 1e3, decimals: 0) + " k" }
    return String(n)
  }
}
