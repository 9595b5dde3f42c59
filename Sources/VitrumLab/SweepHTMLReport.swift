import Foundation
import VitrumRender

/// A sweep as a folder a person opens in a browser: `index.html` with the chart, the crossover, a table
/// of every point and the exact command and machine, plus the JSON and CSV beside it.
public struct SweepHTMLReport: Sendable {
  public var sweep: SweepReport
  /// The command line as typed (shell-quoted).
  public var command: String
  public var workingDirectory: String
  public var machine: MachineDescription

  public init(sweep: SweepReport, command: String, workingDirectory: String, machine: MachineDescription) {
    self.sweep = sweep
    self.command = command
    self.workingDirectory = workingDirectory
    self.machine = machine
  }

  /// Every file of the folder.
  public func files() throws -> [ReportFile] {
    [
      ReportFile(
        name: "chart.png",
        data: try SweepChart(sweep: sweep, note: machine.build == "debug" ? "debug build" : nil).pngData()),
      ReportFile(name: "sweep.json", data: try sweep.json()),
      ReportFile(name: "sweep.csv", data: Data(sweep.csv().utf8)),
      ReportFile(name: "index.html", data: Data(html().utf8)),
    ]
  }

  func html() -> String {
    let e = HTMLPage.escape
    let name = sweep.parameter.rawValue
    var body = "<h1>Container vs per-node, sweeping \(e(name))</h1>\n"
    body +=
      "<p class=\"sub\">\(e(sweep.subject)) · \(sweep.runs) timed runs per mode per point after "
      + "\(sweep.warmup) warm-up, interleaved ABBA · \(e(machine.date))</p>\n"
    body += "<p class=\"lead\">\(e(sweep.crossoverSummary))</p>\n"
    body +=
      "<figure><img src=\"chart.png\" width=\"1200\" height=\"880\" alt=\"frame time and speedup over "
      + "\(e(name))\"><figcaption>Above: each mode's median frame time, the band its 95 % interval. Below: "
      + "the speedup per-node / container with its bootstrap 95 % interval. A crossover is where the median "
      + "speedup crosses 1 (interpolated between the two points around it\(sweep.logarithmicAxis ? ", in log space along the axis" : "")); "
      + "it counts only when the nearest points on each side whose intervals exclude 1 lie on opposite "
      + "sides of 1.</figcaption></figure>\n"
    body += "<h2>Points</h2>\n" + table()
    body += HTMLPage.provenance(command: command, workingDirectory: workingDirectory, machine: machine)
    body +=
      "\n<p class=\"sub\">Beside this page: <a href=\"sweep.json\">sweep.json</a> (every point's full "
      + "report), <a href=\"sweep.csv\">sweep.csv</a> (one row per point).</p>\n"
    return HTMLPage.document(title: "vitrum ab sweep: \(name)", body: body)
  }

  func table() -> String {
    let ms = ChartFormat.milliseconds
    let header = [
      sweep.parameter.rawValue, "container ms", "95 % CI", "per-node ms", "95 % CI", "speedup", "95 % CI",
      "glass c / p ms", "captures c / p", "max Δ",
    ]
    let rows = sweep.points.map { point -> [String] in
      let r = point.report
      return [
        HTMLPage.escape(point.value.label), ms(r.container.median),
        "\(ms(r.container.ci95.lowerBound)) – \(ms(r.container.ci95.upperBound))", ms(r.perNode.median),
        "\(ms(r.perNode.ci95.lowerBound)) – \(ms(r.perNode.ci95.upperBound))", ChartFormat.ratio(r.speedup),
        "\(ChartFormat.number(r.speedupCI95.lowerBound, decimals: 2)) – "
          + ChartFormat.number(r.speedupCI95.upperBound, decimals: 2),
        "\(ms(r.containerGlass.median)) / \(ms(r.perNodeGlass.median))",
        "\(r.containerStatistics.captures) / \(r.perNodeStatistics.captures)", "\(r.pixels.maxDelta)",
      ]
    }
    return HTMLPage.table(header: header, rows: rows, numeric: Set(0..<header.count))
  }
}
