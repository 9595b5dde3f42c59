import Foundation
import Testing
import VitrumRender

/// `vitrum ab` charts, HTML reports and sweeps, through the built binary.
@Suite struct ABCommandTests {
  static func run(_ arguments: [String]) throws -> CommandLineTests.Result {
    try CommandLineTests.run(arguments)
  }

  /// A small generated scene, quick to render in a debug build.
  static func scene(in folder: URL) throws -> String {
    let scene = folder.appendingPathComponent("cards.json").path
    let generated = try run([
      "generate", "cards", "--count", "4", "--width", "160", "--height", "100", "--coverage", "0.4", "--blur",
      "3",
      "-o", scene,
    ])
    #expect(generated.status == 0, "stderr: \(generated.stderr)")
    return scene
  }

  static func object(_ path: String) throws -> [String: Any] {
    try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
  }

  @Test func chartAndReportOfAScene() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.scene(in: folder)
    let chart = folder.appendingPathComponent("chart.png").path
    let report = folder.appendingPathComponent("report").path
    let json = folder.appendingPathComponent("ab.json").path
    let result = try Self.run([
      "ab", scene, "--runs", "3", "--warmup", "0", "--chart", chart, "--report", report, "--json", json,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("wrote \(chart)") && result.stdout.contains("wrote \(report)/index.html"))
    let image = try ImageSurface.loadPNG(path: chart)
    #expect(image.width == 2400 && image.height == 1480)
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: report))
    #expect(
      files == [
        ".vitrum-report", "index.html", "chart.png", "container.png", "per-node.png", "difference.png",
        "report.json", "runs.csv",
      ])
    let frame = try ImageSurface.loadPNG(path: report + "/container.png")
    #expect(frame.width == 160 && frame.height == 100)
    let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
    #expect(html.contains("--report \(report)") && html.contains("<td>processor</td>"))
    #expect(html.contains("<img src=\"difference.png\"") || html.contains("The frames are identical"))
    let object = try Self.object(json)
    #expect(object["warnings"] is [Any])
    for key in ["scene", "runs", "modes", "speedup", "speedup_ci95", "pixels"] { #expect(object[key] != nil) }
    // Running again replaces the report whole.
    let again = try Self.run(["ab", scene, "--runs", "1", "--warmup", "0", "--report", report])
    #expect(again.status == 0, "stderr: \(again.stderr)")
    #expect(try Self.object(report + "/report.json")["runs"] as? Int == 1)
  }

  /// Output paths are checked before measuring: a folder of other files is never replaced.
  @Test func refusesToReplaceAFolderThatIsNotAReport() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.scene(in: folder)
    let result = try Self.run(["ab", scene, "--report", folder.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("exists and is not a report folder"), "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cards.json"])
  }

  @Test func sweepOverGeneratedScenes() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = { (name: String) in folder.appendingPathComponent(name).path }
    let result = try Self.run([
      "ab", "--sweep", "count=2,1", "--width", "160", "--height", "100", "--card", "30", "20", "--runs", "2",
      "--warmup", "0", "--json", path("s.json"), "--csv", path("s.csv"), "--chart", path("s.png"), "--report",
      path("sweep"),
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("[1/2] count=1") && result.stderr.contains("[2/2] count=2"))
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("sweep of count over 160×100 pt") == true)
    #expect(lines.contains { $0.hasPrefix("1 ") } && lines.contains { $0.hasPrefix("2 ") })
    #expect(result.stdout.contains("crossover"))
    let json = try Self.object(path("s.json"))
    #expect((json["points"] as? [Any])?.count == 2 && json["summary"] is String)
    #expect(try String(contentsOfFile: path("s.csv"), encoding: .utf8).split(separator: "\n").count == 3)
    #expect(try ImageSurface.loadPNG(path: path("s.png")).height == 1760)
    #expect(FileManager.default.fileExists(atPath: path("sweep/index.html")))
  }

  @Test func threadsSweepOverABundledScene() throws {
    let result = try Self.run([
      "ab", "Scenes/container-spacing.json", "--sweep", "threads=1,2", "--runs", "1", "--warmup", "0",
      "--scale",
      "0.25",
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.hasPrefix("sweep of threads over Scenes/container-spacing.json"))
  }

  @Test(arguments: [
    (["ab", "--sweep", "count"], "--sweep expects PARAMETER=V1,V2,…"),
    (["ab", "--sweep", "radius=1,2"], "--sweep unknown parameter \"radius\""),
    (["ab", "--sweep", "count=1,x"], "--sweep count: \"x\" is not a whole number from 1 to 10000"),
    (["ab", "--sweep", "count=4"], "a sweep needs at least two values"),
    (["ab", "--sweep", "count=1,2", "--count", "4"], "--count and --sweep count=… both set the count"),
    (["ab", "--sweep", "coverage=0.1,0.2", "--card", "20", "10"], "--card and --sweep coverage=…"),
    (["ab", "--sweep", "card=20x10,40x20", "--coverage", "0.3"], "--coverage and --sweep card=…"),
    (["ab", "--sweep", "threads=1,2", "--threads", "2"], "--threads and --sweep threads=…"),
    (
      ["ab", "Scenes/hud-controls.json", "--sweep", "count=1,2"],
      "only threads can be swept over a scene file"
    ),
    (["ab", "Scenes/hud-controls.json", "--count", "4"], "use them with --sweep"),
    (
      ["ab", "--sweep", "count=1,2", "--card", "20", "10", "--coverage", "0.5"],
      "--card and --coverage both size"
    ),
    (["ab", "--sweep", "count=1,2", "--coverage", "0"], "--coverage expects a share above 0"),
    (["ab", "Scenes/hud-controls.json", "--chart", "chart.svg"], "--chart writes a PNG image"),
    (["ab", "--sweep", "count=1,2", "--layout", "hex"], "--layout expects grid or scatter"),
    (
      ["generate", "cards", "--count", "3", "--card", "20", "10", "--coverage", "0.5", "-o", "x.json"],
      "--card and --coverage both size the cards"
    ),
  ])
  func badUsageExitsTwo(arguments: [String], message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
  }

  @Test func unwritableOutputsFailBeforeMeasuring() throws {
    let result = try Self.run(["ab", "Scenes/hud-controls.json", "--chart", "/no/such/folder/chart.png"])
    #expect(result.status == 1 && result.stderr.contains("no such folder /no/such/folder"))
    #expect(result.stdout.isEmpty)
    let report = try Self.run(["ab", "Scenes/hud-controls.json", "--report", "/no/such/folder/report"])
    #expect(report.status == 1 && report.stderr.contains("no such folder"))
  }
}
