import Foundation

/// Several scenes' benchmarks as one table, a row per scene and mode: frame and glass medians, glass as a
/// multiple of the frame copy timed in the same scene's runs, and the work counters. What
/// `vitrum bench SCENE SCENE…` prints, and docs/benchmarks.md shows for every bundled scene.
public struct BenchmarkTable: Sendable {
  public var reports: [BenchmarkReport]

  public init(reports: [BenchmarkReport]) { self.reports = reports }

  /// Glass over the in-cache copy of every row, in the table's order.
  public var multiples: [Double] {
    reports.flatMap { report in report.modes.map { report.multiple($0.glass.median) } }
  }

  /// The table for people, with a closing line: the median multiple and how many rows lie above 15×.
  public var table: String {
    let counterNames = ["captured px", "blurred px", "shaded px", "bytes read", "bytes written"]
    let header = ["scene", "size", "mode", "frame ms", "glass ms", "× copy", "copy ms"] + counterNames
    var rows: [[String]] = []
    for report in reports {
      let name = (report.scene as NSString).lastPathComponent
      let size = "\(report.width)×\(report.height)@\(SweepValue.number(report.scale))"
      for mode in report.modes {
        let counters = Dictionary(
          uniqueKeysWithValues: WorkCounters.rows(mode.statistics).map { ($0.name, $0.value) })
        rows.append(
          [
            name, size, mode.mode.rawValue, ChartFormat.milliseconds(mode.frame.median),
            ChartFormat.milliseconds(mode.glass.median),
            ChartFormat.number(report.multiple(mode.glass.median), decimals: 1) + "×",
            ChartFormat.milliseconds(report.copyInCache.median),
          ] + counterNames.map { WorkCounters.short(counters[$0] ?? 0) })
      }
    }
    let widths = header.indices.map { c in ([header[c]] + rows.map { $0[c] }).map(\.count).max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { c, text in
        let pad = String(repeating: " ", count: widths[c] - text.count)
        // Names left, numbers right.
        return c < 3 ? text + pad : pad + text
      }
      .joined(separator: "  ")
    }
    var lines = [line(header)] + rows.map(line)
    let sorted = multiples.sorted()
    if !sorted.isEmpty {
      let median =
        sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
      let first = reports[0]
      lines.append(
        "glass × copy over \(sorted.count) row\(sorted.count == 1 ? "" : "s"): median "
          + ChartFormat.number(median, decimals: 1) + "×, above 15×: \(sorted.filter { $0 > 15 }.count); "
          + "\(first.runs) runs after \(first.warmup) warm-up per scene, modes interleaved, the copy timed in "
          + "each scene's runs, \(first.threads) thread\(first.threads == 1 ? "" : "s")")
    }
    return lines.joined(separator: "\n")
  }

  /// `{"scenes": [report, …]}`, each report as `BenchmarkReport.json` writes it.
  public func json() throws -> Data {
    try JSONSerialization.data(
      withJSONObject: ["scenes": reports.map { $0.jsonObject() }], options: [.prettyPrinted, .sortedKeys])
  }
}
