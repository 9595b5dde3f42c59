import Foundation
import Testing
import VitrumRender

/// `vitrum lint` through the built binary: exit statuses, the forms of its output, and the bundled scenes.
@Suite struct LintCommandTests {
  static let fixtures = "Tests/VitrumLintTests/Scenes/"

  static func run(_ arguments: [String]) throws -> CommandLineTests.Result {
    try CommandLineTests.run(["lint"] + arguments)
  }

  static var bundledScenes: [String] {
    get throws {
      try FileManager.default.contentsOfDirectory(
        atPath: CommandLineTests.root.appendingPathComponent("Scenes").path
      ).filter { $0.hasSuffix(".json") }.sorted().map { "Scenes/" + $0 }
    }
  }

  /// Every bundled scene lints clean, warnings included, or allows what it breaks with a reason — and
  /// allows no finding of the legibility rules: every text and symbol on glass reads in its own look and in
  /// every setting.
  @Test func bundledScenesAreCleanOrExplained() throws {
    let scenes = try Self.bundledScenes
    #expect(scenes.count >= 10)
    let result = try Self.run(["--deny", "warnings", "--show-allowed"] + scenes)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    // Nothing but the allowed findings and the summary, after notes naming the resting times looked at
    // where a timeline rests more often than lint looks (a countdown rests once a second).
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.last?.hasPrefix("lint: \(scenes.count) scenes, 0 errors, 0 warnings, ") == true)
    let heads = lines.dropLast().filter { !$0.hasPrefix(" ") && !$0.hasPrefix("note: ") }
    #expect(heads.allSatisfy { $0.contains(": allowed[") }, "stderr: \(result.stderr)")
    #expect(!heads.contains { $0.contains("allowed[legibility") }, "stderr: \(result.stderr)")
  }

  /// No bundled scene allows a rule measured on pixels for its whole document.
  @Test func noBlanketPixelAllowanceInTheBundledScenes() throws {
    let pixelRules: Set = ["legibility", "legibility-in-settings", "glass-over-flat-backdrop"]
    for scene in try Self.bundledScenes {
      let data = try Data(contentsOf: CommandLineTests.root.appendingPathComponent(scene))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let entries = ((object["lint"] as? [String: Any])?["allow"] as? [[String: Any]]) ?? []
      for entry in entries where pixelRules.contains(entry["rule"] as? String ?? "") {
        #expect(entry["nodes"] != nil, "\(scene): \(entry)")
      }
    }
  }

  @Test func errorFindingExitsOne() throws {
    let result = try Self.run([Self.fixtures + "glass-on-glass-fires.json"])
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix(Self.fixtures + "glass-on-glass-fires.json:42:9: error[glass-on-glass]: ")
        == true)
    #expect(lines.last == "lint: 1 scene, 1 error, 0 warnings, 0 allowed by the scene")
    #expect(result.stdout.isEmpty)
  }

  /// Warnings exit 0 unless denied; an allowed rule reports nothing.
  @Test(arguments: [
    ([], 0, true), (["--deny", "warnings"], 1, true), (["--deny", "glass-outside-container"], 1, true),
    (["--deny=glass-on-glass,glass-outside-container"], 1, true),
    (["--allow", "glass-outside-container"], 0, false),
  ])
  func severitiesFromTheCommandLine(options: [String], status: Int32, reported: Bool) throws {
    let result = try Self.run(options + [Self.fixtures + "outside-container-fires.json"])
    #expect(result.status == status, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("[glass-outside-container]") == reported)
  }

  @Test func nearMissExitsZero() throws {
    let result = try Self.run([Self.fixtures + "glass-on-glass-near-miss.json"])
    #expect(result.status == 0)
    #expect(result.stderr == "lint: 1 scene, 0 errors, 0 warnings, 0 allowed by the scene\n")
  }

  /// An invalid scene is reported as `render` reports it and exits 65; the other scenes are still linted.
  @Test func invalidSceneExitsSixtyFive() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("broken.json")
    try Data(
      #"{"format": "vitrum-scene/1", "lint": {"allow": [{"rule": "Nope", "reason": "x"}]}, "canvas": {"width": 9, "height": 9}, "root": {}}"#
        .utf8
    ).write(to: broken)
    let result = try Self.run([broken.path, Self.fixtures + "glass-on-glass-fires.json"])
    #expect(result.status == 65)
    // With --json the file is a report of its own, with its error.
    let json = try Self.run(["--json", broken.path, Self.fixtures + "glass-on-glass-fires.json"])
    #expect(json.status == 65)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let reports = try #require(object["reports"] as? [[String: Any]])
    #expect(reports.count == 2)
    let error = try #require(reports[0]["error"] as? [String: Any])
    #expect(error["kind"] as? String == "invalid-scene")
    #expect(error["line"] as? Int == 1 && error["column"] as? Int == 58)
    #expect(error["path"] as? String == "lint.allow[0].rule")
    #expect(reports[1]["error"] is NSNull)
    #expect((object["summary"] as? [String: Int])?["not_linted"] == 1)
    #expect(result.stderr.contains("broken.json:1:58: lint.allow[0].rule: expected a rule id"))
    #expect(result.stderr.contains("error[glass-on-glass]"))
    #expect(
      result.stderr.hasSuffix("lint: 2 scenes, 1 error, 0 warnings, 0 allowed by the scenes, 1 not linted\n"))
    let missing = try Self.run(["/no/such/scene.json"])
    #expect(missing.status == 1 && missing.stderr.contains("file not found"))
  }

  @Test(arguments: [
    ([], "missing the scene file"),
    (
      ["--deny", "glass-on-glas", "x.json"],
      "--deny names no rule \"glass-on-glas\" (did you mean \"glass-on-glass\"?)"
    ),
    (["--allow", "legibility", "--deny", "legibility", "x.json"], "legibility is both denied and allowed"),
    (["--allow", "warnings", "x.json"], "--allow names no rule \"warnings\""),
    (["--annotate", "a.png", "a.json", "b.json"], "--annotate draws one scene"),
    (["--time", "-1", "x.json"], "--time expects seconds"),
    (["--time", "1,,2", "x.json"], "--time needs a value"),
    (["x.json", "--time"], "--time needs a value"),
    (["--scale", "9", "x.json"], "--scale expects a number from 0.25 to 8"),
    (["--frobs", "x.json"], "unknown option --frobs"),
  ])
  func badUsageExitsTwo(arguments: [String], message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
  }

  /// `--json` prints the reports on standard output and only the summary on standard error.
  @Test func jsonOnStandardOutput() throws {
    let result = try Self.run([
      "--json", "--time", "0,1", "--time=2", Self.fixtures + "legibility-known.json", "Scenes/mirror.json",
    ])
    #expect(result.status == 1)
    #expect(result.stderr == "lint: 2 scenes, 1 error, 1 warning, 1 allowed by the scenes\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["schema"] as? String == "vitrum-lint/1")
    let reports = try #require(object["reports"] as? [[String: Any]])
    #expect(
      reports.map { $0["file"] as? String } == [
        Self.fixtures + "legibility-known.json", "Scenes/mirror.json",
      ])
    #expect(reports[0]["times"] as? [Double] == [0, 1, 2])
    let findings = try #require(reports[0]["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["glass-over-flat-backdrop", "legibility"])
    let allowed = try #require(reports[1]["allowed"] as? [[String: Any]])
    #expect(allowed.first?["rule"] as? String == "glass-on-glass")
    let allowance = try #require(allowed.first?["allowance"] as? [String: Any])
    #expect((allowance["reason"] as? String)?.hasPrefix("The essay's reflection") == true)
    #expect(allowed.first?["index"] is NSNull)
  }

  @Test func annotateWritesThePicture() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("lint.png").path
    let result = try Self.run([
      "--annotate", output, "--scale", "1", Self.fixtures + "union-single-fires.json",
    ])
    #expect(result.status == 0)
    let image = try ImageSurface.loadPNG(path: output)
    // One panel (240 × 160 px at scale 1) with gaps of 12 px and a title of 26 px, and a legend.
    #expect(image.width == 240 + 24 && image.height > 160 + 26 + 24)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["lint.png"])
  }

  @Test func helpListsEveryRule() throws {
    let result = try CommandLineTests.run(["help", "lint"])
    #expect(result.status == 0)
    for rule in [
      "glass-in-content-layer", "glass-on-glass", "glass-over-flat-backdrop", "legibility",
      "legibility-in-settings", "glass-in-list", "glass-outside-container",
      "container-merges-apart", "union-single-member", "union-outside-container", "union-mismatch",
      "unknown-lint-rule", "unused-lint-allowance", "broad-lint-allowance", "lint-allowance-reason",
    ] {
      #expect(result.stdout.contains("  " + rule + " "), "\(rule)")
    }
    #expect(try CommandLineTests.run(["--help"]).stdout.contains("lint      check scenes"))
  }
}
