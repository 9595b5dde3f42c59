import Foundation
import VitrumRender

/// An A/B report as a folder a person opens in a browser: `index.html` with the chart, the two frames side
/// by side, their amplified difference, the table, the renderer's warnings and the exact command and
/// machine, plus the JSON and CSV beside it.
public struct ABHTMLReport: Sendable {
  public var report: ABReport
  /// The command line as typed (shell-quoted).
  public var command: String
  public var workingDirectory: String
  public var machine: MachineDescription

  public init(report: ABReport, command: String, workingDirectory: String, machine: MachineDescription) {
    self.report = report
    self.command = command
    self.workingDirectory = workingDirectory
    self.machine = machine
  }

  /// Every file of the folder; the frames and difference image need `report.frames`.
  public func files() throws -> [ReportFile] {
    var files = [
      ReportFile(name: "chart.png", data: try ABChart(report: report, note: note).pngData()),
      ReportFile(name: "report.json", data: try report.json()),
      ReportFile(name: "runs.csv", data: Data(report.csv().utf8)),
    ]
    var difference: DifferenceImage?
    if let frames = report.frames {
      files.append(ReportFile(name: "container.png", data: frames.container.pngData()))
      files.append(ReportFile(name: "per-node.png", data: frames.perNode.pngData()))
      difference = DifferenceImage(frames.container, frames.perNode)
      if let difference { files.append(ReportFile(name: "difference.png", data: try difference.pngData())) }
    }
    files.append(ReportFile(name: "index.html", data: Data(html(difference: difference).utf8)))
    return files
  }

  /// What the chart's subtitle adds: a debug build's times are not worth comparing.
  var note: String? { machine.build == "debug" ? "debug build" : nil }

  func html(difference: DifferenceImage?) -> String {
    let r = report
    let e = HTMLPage.escape
    var body = "<h1>Container vs per-node: \(e(r.scene))</h1>\n"
    body +=
      "<p class=\"sub\">\(r.width)×\(r.height) px at scale \(SweepValue.number(r.scale)) · "
      + "\(r.runs) timed runs per mode after \(r.warmup) warm-up, interleaved ABBA · \(r.threads) "
      + "thread\(r.threads == 1 ? "" : "s") · \(e(machine.date))</p>\n"
    body +=
      "<p class=\"lead\">per-node / container = \(ChartFormat.ratio(r.speedup)) (95 % CI "
      + "\(ChartFormat.ratio(r.speedupCI95.lowerBound)) – \(ChartFormat.ratio(r.speedupCI95.upperBound))): "
      + "\(e(r.verdict))</p>\n"
    body +=
      "<figure><img src=\"chart.png\" width=\"1200\" height=\"740\" alt=\"bar chart of the median frame "
      + "time of each mode\"><figcaption>Bars: median frame time, stacked by stage. Whiskers: the 95 % "
      + "interval of the median (order statistics, no assumption about the distribution). Dots: every "
      + "timed run. The speedup's interval is a seeded percentile bootstrap of the ratio of medians."
      + "</figcaption></figure>\n"
    body += "<h2>Timings</h2>\n" + timingTable()
    body += "\n<h2>Work per frame</h2>\n" + workTable()
    if let note = r.coverageNote { body += "\n<p class=\"warn\">Note: \(e(note)).</p>" }
    body +=
      "\n<p>Glass alone: per-node / container = \(ChartFormat.ratio(r.perNodeGlass.median / r.containerGlass.median)).</p>\n"
    body += framesSection(difference: difference)
    body += warningsSection()
    body += HTMLPage.provenance(command: command, workingDirectory: workingDirectory, machine: machine)
    body +=
      "\n<p class=\"sub\">Beside this page: <a href=\"report.json\">report.json</a> (the report as JSON), "
      + "<a href=\"runs.csv\">runs.csv</a> (every timed run).</p>\n"
    return HTMLPage.document(title: "vitrum ab: \(r.scene)", body: body)
  }

  func timingTable() -> String {
    let ms = ChartFormat.milliseconds
    var header = ["mode", "median ms", "95 % CI of the median", "p95 ms"]
    header +=
      FrameStage.allCases.map { "\($0.rawValue) ms" } + [
        "rest ms", "captures", "captured px",
        "shaded px", "glass draws",
      ]
    let rows = [RenderMode.container, .perNode].map { mode -> [String] in
      let t = report.timing(mode)
      let s = report.statistics(mode)
      return [
        "<b>\(mode.rawValue)</b>", ms(t.median), "\(ms(t.ci95.lowerBound)) – \(ms(t.ci95.upperBound))",
        ms(t.p95),
      ] + report.stages(mode).map { ms($0.summary.median) } + [
        ms(report.restMedian(mode)), "\(s.captures)", "\(s.capturedPixels)", "\(s.shadedPixels)",
        "\(s.glassDraws)",
      ]
    }
    return HTMLPage.table(header: header, rows: rows, numeric: Set(1..<header.count))
  }

  /// The work counters of both modes (the same every run: they depend on the scene and the mode alone)
  /// and how the container drew its groups.
  func workTable() -> String {
    let rows = zip(
      WorkCounters.rows(report.containerStatistics), WorkCounters.rows(report.perNodeStatistics)
    ).map { c, p in [HTMLPage.escape(c.name), "\(c.value)", "\(p.value)"] }
    var html = HTMLPage.table(header: ["counter", "container", "per-node"], rows: rows, numeric: [1, 2])
    let groups = WorkCounters.groupLines(report.containerStatistics)
    if !groups.isEmpty {
      html +=
        "\n<p>How the container drew its groups:</p>\n<ul>\n"
        + groups.map { "<li>\(HTMLPage.escape($0))</li>" }.joined(separator: "\n") + "\n</ul>"
    }
    return html + "\n"
  }

  func framesSection(difference: DifferenceImage?) -> String {
    let p = report.pixels
    var html = "<h2>Frames</h2>\n"
    guard report.frames != nil else { return html + "<p>The frames were not kept.</p>\n" }
    html +=
      "<div class=\"pair\">"
      + "<figure><a href=\"container.png\"><img src=\"container.png\" alt=\"container frame\"></a>"
      + "<figcaption>container mode (last timed frame)</figcaption></figure>"
      + "<figure><a href=\"per-node.png\"><img src=\"per-node.png\" alt=\"per-node frame\"></a>"
      + "<figcaption>per-node mode (last timed frame)</figcaption></figure></div>\n"
    html += "<h2>Difference</h2>\n<div class=\"pair\">"
    if let difference {
      // As wide as one frame: beside the numbers, at the frames' scale, so the eye can match them up.
      html +=
        "<figure><a href=\"difference.png\"><img src=\"difference.png\" alt=\"difference image\"></a>"
        + "<figcaption>\(HTMLPage.escape(difference.caption))"
        + (difference.maxDelta > 0 ? " Open the image at full size to see single pixels." : "")
        + "</figcaption></figure>"
    }
    html +=
      "<div><p>Largest channel difference \(p.maxDelta) of 255, mean "
      + "\(ChartFormat.number(p.meanDelta, decimals: 4)).</p><p>\(p.changedPixels) of \(p.pixelCount) pixels "
      + "differ (\(ChartFormat.number(p.changedRatio * 100, decimals: 3)) %), "
      + "\(report.pixelsBeyondRounding.changedPixels) by more than one level.</p></div></div>\n"
    return html
  }

  func warningsSection() -> String {
    var html = "<h2>Renderer warnings</h2>\n"
    guard !report.warnings.isEmpty else { return html + "<p>None in either mode.</p>\n" }
    let e = HTMLPage.escape
    html += HTMLPage.table(
      header: ["mode", "code", "node", "message"],
      rows: report.warnings.map {
        [
          e($0.mode.rawValue), e($0.warning.code.rawValue), e($0.warning.nodeID.description),
          e($0.warning.message),
        ]
      })
    return html + "\n"
  }
}
