import Foundation
import Testing
import VitrumRender

/// Runs the built `vitrum` binary: exit statuses, messages, and that failures leave no files behind.
@Suite struct CommandLineTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The binary sits beside the test bundle in the build folder.
  static var binary: URL {
    var folder = Bundle.main.bundleURL
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("vitrum").path)
      && folder.path != "/"
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("vitrum")
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs the binary to its end, with extra environment variables (or a replaced PATH).
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    let process = try spawn(arguments, environment: environment)
    let out = process.standardOutput as! Pipe
    let err = process.standardError as! Pipe
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Starts a program (the binary by default) in the repository's root, with pipes for its output.
  static func spawn(
    _ arguments: [String], environment: [String: String] = [:], program: URL = binary
  ) throws -> Process {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = root
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    return process
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrum-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func helpAndUsage() throws {
    let help = try Self.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("render") && help.stdout.contains("exit status"))
    let renderHelp = try Self.run(["help", "render"])
    #expect(renderHelp.status == 0 && renderHelp.stdout.contains("--mode MODE"))
    #expect(try Self.run([]).status == 2)
    let unknown = try Self.run(["frobnicate"])
    #expect(unknown.status == 2 && unknown.stderr.contains("unknown command \"frobnicate\""))
    #expect(try Self.run(["help", "frobnicate"]).status == 2)
  }

  @Test(arguments: [
    (["render"], "missing the scene file"),
    (["render", "Scenes/glass-gallery.json"], "missing -o OUT.png"),
    (
      ["render", "Scenes/glass-gallery.json", "-o", "x.png", "--mode", "fast"],
      "--mode expects container or per-node"
    ),
    (
      ["render", "Scenes/glass-gallery.json", "-o", "x.png", "--scale", "0"],
      "--scale expects a number from 0.25 to 8"
    ),
    (["render", "Scenes/glass-gallery.json", "-o", "x.png", "--scale", "nan"], "--scale expects a number"),
    (["render", "Scenes/glass-gallery.json", "-o", "x.png", "--frobs"], "unknown option --frobs"),
    (["render", "Scenes/glass-gallery.json", "-o"], "-o needs a value"),
    (["diff", "a.png"], "missing two PNG files"),
    (["info", "a.json", "b.json"], "unexpected argument \"b.json\""),
  ])
  func badUsageExitsTwo(arguments: [String], message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
  }

  @Test func rendersABundledScene() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.png").path
    let result = try Self.run([
      "render", "Scenes/hud-controls.json", "-o", output, "--scale", "1", "--mode", "per-node",
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("600×400 px"))
    let image = try ImageSurface.loadPNG(path: output)
    #expect(image.width == 600 && image.height == 400)
    // Nothing but the PNG is left in the folder (no temporary files).
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
  }

  /// Broken scenes exit 65 with a located message, write nothing, and leave an existing output untouched.
  @Test(arguments: [
    ("empty.json", Data(), ":1:1: expected a JSON document"),
    ("junk.json", Data([0x89, 0x50, 0x4E, 0x47, 0xFF, 0xFE, 0x00, 0x01]), ":1:1:"),
    ("trailing.json", Data(#"{"format": "vitrum-scene/1",}"#.utf8), ":1:28: trailing comma"),
    (
      "nan.json",
      Data(#"{"format": "vitrum-scene/1", "canvas": {"width": NaN, "height": 1}, "root": {}}"#.utf8), ":1:50:"
    ),
    (
      "huge.json",
      Data(#"{"format": "vitrum-scene/1", "canvas": {"width": 1e999, "height": 1}, "root": {}}"#.utf8),
      ":1:50:"
    ),
    (
      "deep.json", Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8),
      ":1:129: nesting deeper than 128 levels"
    ),
    (
      "tint.json",
      Data(
        #"{"format": "vitrum-scene/1", "canvas": {"width": 10, "height": 10}, "root": {"children": [{"type": "circle", "center": [1, 1], "radius": 1, "glass": {"tint": "blue"}}]}}"#
          .utf8),
      "root.children[0].glass.tint: expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\""
    ),
  ])
  func brokenScenesExitSixtyFive(name: String, contents: Data, message: String) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent(name)
    try contents.write(to: scene)
    let output = folder.appendingPathComponent("out.png")
    let existing = Data("previous frame".utf8)
    try existing.write(to: output)
    let result = try Self.run(["render", scene.path, "-o", output.path])
    #expect(result.status == 65, "stderr: \(result.stderr)")
    #expect(result.stderr.contains(scene.path), "stderr names the file: \(result.stderr)")
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(try Data(contentsOf: output) == existing)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [name, "out.png"].sorted())
    let info = try Self.run(["info", scene.path])
    #expect(info.status == 65)
  }

  @Test func missingSceneOrUnwritableOutputExitsOne() throws {
    let missing = try Self.run(["render", "Scenes/no-such-scene.json", "-o", "/tmp/never.png"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("no-such-scene.json"))
    let unwritable = try Self.run([
      "render", "Scenes/hud-controls.json", "-o", "/nonexistent-folder/out.png", "--scale", "0.5",
    ])
    #expect(unwritable.status == 1)
    #expect(unwritable.stderr.contains("/nonexistent-folder/out.png"))
  }

  @Test func diffReportsAndDrawsDifferences() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = folder.appendingPathComponent("a.png").path
    let b = folder.appendingPathComponent("b.png").path
    let small = folder.appendingPathComponent("small.png").path
    #expect(try Self.run(["render", "Scenes/timer-digits.json", "-o", a, "--scale", "0.5"]).status == 0)
    #expect(try Self.run(["render", "Scenes/mirror.json", "-o", b, "--scale", "0.5"]).status == 0)
    #expect(try Self.run(["render", "Scenes/mirror.json", "-o", small, "--scale", "0.25"]).status == 0)
    let same = try Self.run(["diff", a, a])
    #expect(same.status == 0 && same.stdout.contains("max delta 0"))
    let diffImage = folder.appendingPathComponent("d.png").path
    let different = try Self.run(["diff", a, b, "-o", diffImage])
    #expect(different.status == 0 && !different.stdout.contains("changed 0 of"))
    #expect(FileManager.default.fileExists(atPath: diffImage))
    let mismatch = try Self.run(["diff", a, small])
    #expect(mismatch.status == 1 && mismatch.stderr.contains("sizes differ"))
  }

  @Test func infoDescribesAScene() throws {
    let result = try Self.run(["info", "Scenes/glass-gallery.json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("canvas: 600 × 400 pt"))
    #expect(result.stdout.contains("glass: 1 clear, 1 identity, 4 regular"))
  }

  /// `generate` writes a scene `ab` can measure; the JSON report has the fields scripts rely on.
  @Test func generateThenCompare() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("cards.json").path
    let generated = try Self.run([
      "generate", "cards", "--count", "6", "--spacing", "4", "--width", "320", "--height", "200", "--card",
      "60",
      "40", "--layout", "scatter", "--seed", "3", "-o", scene,
    ])
    #expect(generated.status == 0, "stderr: \(generated.stderr)")
    let report = folder.appendingPathComponent("ab.json").path
    let csv = folder.appendingPathComponent("ab.csv").path
    let ab = try Self.run(["ab", scene, "--runs", "3", "--warmup", "1", "--json", report, "--csv", csv])
    #expect(ab.status == 0, "stderr: \(ab.stderr)")
    #expect(ab.stdout.contains("speedup (per-node / container)"))
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
    for key in ["scene", "runs", "modes", "speedup", "speedup_ci95", "pixels"] {
      #expect(json[key] != nil, "no \(key)")
    }
    let modes = try #require(json["modes"] as? [String: [String: Any]])
    for mode in ["container", "per-node"] {
      for key in ["median_ms", "p95_ms", "ci95_ms"] { #expect(modes[mode]?[key] != nil, "no \(mode).\(key)") }
    }
    let pixels = try #require(json["pixels"] as? [String: Any])
    for key in ["max_delta", "mean_delta", "changed_ratio"] { #expect(pixels[key] != nil) }
    let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
    #expect(rows.first == "scene,mode,run,ms" && rows.count == 7)
  }

  @Test(arguments: [
    (
      ["generate", "cards", "--count", "5", "--card", "10", "-o", "x.json"], 2,
      "--card needs a width and a height"
    ),
    (
      ["generate", "cards", "--count", "0", "-o", "x.json"], 2,
      "--count expects a whole number from 1 to 10000"
    ),
    (["generate", "spirals", "--count", "3", "-o", "x.json"], 2, "unknown kind \"spirals\""),
    (
      ["generate", "cards", "--count", "3", "--layout", "hex", "-o", "x.json"], 2,
      "--layout expects grid or scatter"
    ),
    (["generate", "cards", "--count", "3", "-o", "/tmp"], 1, "/tmp: is a directory"),
    (["ab", "Scenes/hud-controls.json", "--runs", "0"], 2, "--runs expects a whole number from 1 to 10000"),
  ])
  func generateAndCompareRefuseBadArguments(arguments: [String], status: Int32, message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == status)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
  }
}
