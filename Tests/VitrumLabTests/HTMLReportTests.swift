import Foundation
import Testing
import VitrumRender
import VitrumScene

@testable import VitrumLab

@Suite struct HTMLReportTests {
  static let machine = MachineDescription(
    processor: "Test CPU", cores: 4, activeCores: 2, system: "Test OS", kernel: "Linux 1 x86_64",
    hostName: "host", swift: "6.3", build: "release", date: "2026-01-02T03:04:05Z")

  @Test func escapesMarkup() {
    #expect(
      HTMLPage.escape(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
  }

  @Test func pageHoldsTheTableTheWarningsAndWhereItCameFrom() throws {
    let warning = try Fixtures.maskWarning()
    var report = Fixtures.report(
      container: 100, perNode: 150, containerGlass: 40, perNodeGlass: 90,
      warnings: [ModeWarning(mode: .perNode, warning: warning)])
    let frame = try #require(ImageSurface(width: 4, height: 3))
    report.frames = FramePair(container: frame, perNode: frame)
    let page = ABHTMLReport(
      report: report, command: "vitrum ab 'my scene.json' --report out", workingDirectory: "/work",
      machine: Self.machine)
    let files = try page.files()
    #expect(
      Set(files.map(\.name))
        == [
          "chart.png", "report.json", "runs.csv", "container.png", "per-node.png", "difference.png",
          "index.html",
        ])
    let html = String(decoding: try #require(files.first { $0.name == "index.html" }).data, as: UTF8.self)
    #expect(html.contains("<h1>Container vs per-node: fixture &lt;scene&gt;</h1>"))
    #expect(html.contains("per-node / container = 1.50× (95 % CI 1.50× – 1.50×): the container is faster"))
    #expect(html.contains("<td><b>container</b></td><td class=\"n\">100</td>"))
    #expect(html.contains("<td>glassInMask</td><td>card&lt;1&gt;</td>"))
    #expect(html.contains("vitrum ab &#39;my scene.json&#39; --report out"))
    #expect(html.contains("<td>processor</td><td>Test CPU</td>"))
    #expect(html.contains("The frames are identical: no pixel differs."))
    #expect(!html.contains("A debug build"))
    for image in ["chart.png", "container.png", "per-node.png", "difference.png"] {
      #expect(html.contains("src=\"\(image)\""))
    }
  }

  @Test func sweepPageListsEveryPoint() throws {
    let sweep = ChartTests.sweep(perNode: [80, 90, 110, 130])
    var machine = Self.machine
    machine.build = "debug"
    let files = try SweepHTMLReport(
      sweep: sweep, command: "vitrum ab --sweep count=1,2,3,4", workingDirectory: "/",
      machine: machine
    ).files()
    #expect(files.map(\.name) == ["chart.png", "sweep.json", "sweep.csv", "index.html"])
    let html = String(decoding: files[3].data, as: UTF8.self)
    #expect(html.contains("crossover at count ≈ 2.5"))
    #expect(html.components(separatedBy: "<tr>").count == 1 + 1 + 4 + machine.rows.count + 1)
    #expect(html.contains("A debug build"))
  }

  @Test func machineFileValues() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("os-release-\(UUID().uuidString)")
    try Data("NAME=x\nPRETTY_NAME=\"Debian GNU/Linux 12\"\nEMPTY=\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(
      MachineDescription.value(of: "PRETTY_NAME", in: url.path, separator: "=") == "\"Debian GNU/Linux 12\"")
    #expect(MachineDescription.value(of: "EMPTY", in: url.path, separator: "=") == nil)
    #expect(MachineDescription.value(of: "NAME", in: "/no/such/file", separator: "=") == nil)
    let here = MachineDescription.current(date: Date(timeIntervalSince1970: 0))
    #expect(here.date == "1970-01-01T00:00:00Z")
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    #expect(here.cores >= 1 && !here.processor.isEmpty && here.build == build)
  }
}
