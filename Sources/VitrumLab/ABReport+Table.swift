import Foundation
import VitrumRender

extension ABReport {
  /// A short table for people.
  public var table: String {
    func f(_ v: Double) -> String { String(format: "%.2f", v) }
    // Right-aligned by hand: Foundation on Linux ignores the width of `%@`.
    func right(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    func row(_ name: String, _ t: TimingSummary, _ s: RenderStatistics) -> String {
      name.padding(toLength: 10, withPad: " ", startingAt: 0) + right(f(t.median), 11) + right(f(t.p95), 9)
        + "   "
        + "\(f(t.ci95.lowerBound)) – \(f(t.ci95.upperBound))".padding(
          toLength: 19, withPad: " ", startingAt: 0)
        + right("\(s.captures)", 8) + right("\(s.capturedPixels)", 13)
    }
    func split(_ mode: RenderMode) -> String {
      let parts =
        stages(mode).map { "\($0.stage.rawValue) \(f($0.summary.median))" } + ["rest \(f(restMedian(mode)))"]
      return "\(mode.rawValue): " + parts.joined(separator: ", ")
    }
    let lines = [
      "scene \(scene): \(width)×\(height) px, \(runs) runs per mode after \(warmup) warm-up, interleaved, "
        + "\(threads) thread\(threads == 1 ? "" : "s")",
      "mode        median ms   p95 ms   95% CI of median    captures  captured px",
      row("container", container, containerStatistics),
      row("per-node", perNode, perNodeStatistics),
      "speedup (per-node / container): \(f(speedup))× (95% CI \(f(speedupCI95.lowerBound)) – \(f(speedupCI95.upperBound)))",
      "glass alone, median ms: container \(f(containerGlass.median)), per-node \(f(perNodeGlass.median)), "
        + "ratio \(f(perNodeGlass.median / containerGlass.median))×",
      "median ms by stage: " + split(.container) + "; " + split(.perNode),
      "work per frame (container / per-node): "
        + zip(WorkCounters.rows(containerStatistics), WorkCounters.rows(perNodeStatistics)).map {
          "\($0.name) \(WorkCounters.short($0.value)) / \(WorkCounters.short($1.value))"
        }.joined(separator: ", "),
      "pixels: \(pixels)",
      "pixels differing by more than one level: \(pixelsBeyondRounding.changedPixels) "
        + "(\(String(format: "%.3f", pixelsBeyondRounding.changedRatio * 100)) %)",
    ]
    let groups = WorkCounters.groupLines(containerStatistics).map { "container group: " + $0 }
    return (lines + groups + (coverageNote.map { ["note: " + $0] } ?? [])).joined(separator: "\n")
  }

  /// Said when there are too few runs for a 95 % interval of the median.
  public var coverageNote: String? {
    let coverage = min(container.ci95Coverage, perNode.ci95Coverage)
    guard coverage < 0.95 else { return nil }
    return "with \(runs) runs the interval of the median is the whole range of the runs and holds the median "
      + "with only \(ChartFormat.number(coverage * 100, decimals: 1)) % confidence; 6 runs or more give 95 %"
  }

  /// The speedup as people read it: which mode is faster, and whether the interval says so.
  public var verdict: String {
    let interval = speedupCI95
    if interval.lowerBound > 1 { return "the container is faster" }
    if interval.upperBound < 1 { return "per-node is faster" }
    if interval == Statistics.unknownInterval { return "no verdict (no usable samples)" }
    return "no difference beyond noise (the interval holds 1)"
  }
}
