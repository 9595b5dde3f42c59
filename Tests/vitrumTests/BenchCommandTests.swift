import Foundation
import Testing

/// `vitrum bench`, through the built binary: the table, the JSON and its promises (glass times as
/// multiples of the frame copy, stages, counters that depend on the scene alone), and bad usage.
@Suite struct BenchCommandTests {
  static func run(_ arguments: [String]) throws -> CommandLineTests.Result {
    try CommandLineTests.run(arguments)
  }

  @Test func tableAndJSON() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try ABCommandTests.scene(in: folder)
    let json = folder.appendingPathComponent("bench.json").path
    let result = try Self.run([
      "bench", scene, "--runs", "3", "--warmup", "1", "--threads", "2", "--json", json,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    for line in [
      "frame copy (160×100 ARGB32, memcpy)", "glass", "  capture", "  blur", "  distance", "  shading",
      "  composite", "work per frame", "  captured px", "  bytes read",
    ] {
      #expect(result.stdout.contains(line), "missing \(line) in:\n\(result.stdout)")
    }
    let object = try ABCommandTests.object(json)
    #expect(object["runs"] as? Int == 3 && object["threads"] as? Int == 2)
    #expect(object["width"] as? Int == 160 && object["height"] as? Int == 100)
    let copy = try #require(object["frame_copy"] as? [String: [String: Any]])
    let floor = try #require(copy["in_cache"]?["median_ms"] as? Double)
    #expect(floor > 0 && (copy["in_cache"]?["samples_ms"] as? [Double])?.count == 3)
    #expect(copy["from_memory"]?["median_ms"] is Double)
    let modes = try #require(object["modes"] as? [String: [String: Any]])
    #expect(Set(modes.keys) == ["container", "per-node"])
    for (mode, m) in modes {
      let glass = try #require(m["glass"] as? [String: Any])
      let median = try #require(glass["median_ms"] as? Double)
      // Every glass time is also given as a multiple of the in-cache copy.
      let copies = try #require(glass["copies"] as? Double)
      #expect(abs(copies - median / floor) <= 1e-9 * max(1, copies), "\(mode)")
      let stages = try #require(m["stages"] as? [String: [String: Double]])
      #expect(
        Set(stages.keys) == ["capture", "blur", "distance", "shading", "composite", "glass-other"], "\(mode)")
      let work = try #require(m["work"] as? [String: Int])
      #expect(work["glass_draws"] == 4 && work["shaded_pixels"]! > 0 && work["bytes_written"]! > 0, "\(mode)")
    }
    // The controls are timed only against a baseline thread count.
    #expect(object["thread_control"] == nil && !result.stdout.contains("(controls)"))
    let container = try #require(modes["container"]?["work"] as? [String: Int])
    let perNode = try #require(modes["per-node"]?["work"] as? [String: Int])
    #expect(perNode["captures"] == 4)
    #expect(container["captured_pixels"]! <= perNode["captured_pixels"]!)
  }

  /// `--against-threads`: each mode's glass also timed on the baseline thread count in the same runs, the
  /// speed-up the ratio of the two medians, inside its interval; in the table and the JSON.
  @Test func threadBaseline() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try ABCommandTests.scene(in: folder)
    let json = folder.appendingPathComponent("threads.json").path
    let result = try Self.run([
      "bench", scene, "--runs", "5", "--warmup", "1", "--threads", "2", "--against-threads", "1", "--json",
      json,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("glass, 1t"), "\(result.stdout)")
    #expect(result.stdout.contains("glass speed-up of 2 threads over 1"), "\(result.stdout)")
    let modes = try #require(try ABCommandTests.object(json)["modes"] as? [String: [String: Any]])
    #expect(Set(modes.keys) == ["container", "per-node"])
    for (mode, m) in modes {
      let glass = try #require((m["glass"] as? [String: Any])?["median_ms"] as? Double)
      let speedup = try #require(m["thread_speedup"] as? [String: Any], "\(mode)")
      #expect(speedup["baseline_threads"] as? Int == 1)
      let baseline = try #require(speedup["baseline_glass"] as? [String: Any])
      #expect((baseline["samples_ms"] as? [Double])?.count == 5)
      let median = try #require(baseline["median_ms"] as? Double)
      let ratio = try #require(speedup["speedup"] as? Double)
      #expect(abs(ratio - median / glass) <= 1e-9 * max(1, ratio), "\(mode)")
      let interval = try #require(speedup["speedup_ci95"] as? [Double])
      #expect(interval.count == 2 && interval[0] <= ratio && ratio <= interval[1], "\(mode): \(interval)")
    }
    // The controls, timed on both thread counts in the same runs, each speed-up its medians' ratio.
    #expect(
      result.stdout.contains("what the machine gave 2 threads over 1 in the same runs (controls)"),
      "\(result.stdout)")
    let control = try #require(try ABCommandTests.object(json)["thread_control"] as? [String: Any])
    #expect(control["threads"] as? Int == 2 && control["baseline_threads"] as? Int == 1)
    let arithmetic = try #require(control["arithmetic"] as? [String: Any])
    #expect((arithmetic["rounds"] as? Int ?? 0) > 0)
    let shared = try #require(control["shared_frame"] as? [String: Any])
    #expect(shared["pixels"] as? Int == 160 * 100)
    for (name, part) in [("arithmetic", arithmetic), ("shared frame", shared)] {
      let time = try #require(part["time"] as? [String: Any])
      let baseline = try #require(part["baseline_time"] as? [String: Any])
      #expect(
        (time["samples_ms"] as? [Double])?.count == 5 && (baseline["samples_ms"] as? [Double])?.count == 5)
      let ratio = try #require(part["speedup"] as? Double)
      let median = try #require(time["median_ms"] as? Double)
      let baselineMedian = try #require(baseline["median_ms"] as? Double)
      #expect(median > 0 && abs(ratio - baselineMedian / median) <= 1e-9 * max(1, ratio), "\(name)")
      let interval = try #require(part["speedup_ci95"] as? [Double])
      #expect(interval.count == 2 && interval[0] <= ratio && ratio <= interval[1], "\(name): \(interval)")
    }
    let bad = try Self.run(["bench", scene, "--against-threads", "0"])
    #expect(bad.status == 2 && bad.stderr.contains("--against-threads"), "\(bad.stderr)")
  }

  /// The counters depend on the scene and the mode alone: two runs, on different thread counts, agree.
  @Test func countersDoNotDependOnTheRunOrTheThreads() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try ABCommandTests.scene(in: folder)
    var works: [[String: Int]] = []
    for threads in ["1", "3"] {
      let json = folder.appendingPathComponent("b\(threads).json").path
      let result = try Self.run([
        "bench", scene, "--runs", "1", "--warmup", "0", "--mode", "container", "--threads", threads, "--json",
        json,
      ])
      #expect(result.status == 0, "stderr: \(result.stderr)")
      let modes = try #require(try ABCommandTests.object(json)["modes"] as? [String: [String: Any]])
      #expect(Set(modes.keys) == ["container"])
      works.append(try #require(modes["container"]?["work"] as? [String: Int]))
    }
    #expect(works[0] == works[1])
  }

  /// Several scenes: one row each (container mode by default), the closing line with the median multiple,
  /// and `{"scenes": [...]}` in the JSON, each with its own copy and counters; a broken file among them
  /// fails before anything is timed.
  @Test func severalScenesMakeOneTable() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try ABCommandTests.scene(in: folder)
    let json = folder.appendingPathComponent("scenes.json").path
    let result = try Self.run([
      "bench", scene, "Scenes/weather-union.json", "--runs", "1", "--warmup", "0", "--scale", "0.5", "--json",
      json,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(result.stdout)")
    #expect(lines[0].hasPrefix("scene") && lines[0].contains("× copy") && lines[0].contains("bytes written"))
    #expect(lines[1].hasPrefix((scene as NSString).lastPathComponent) && lines[1].contains("container"))
    #expect(lines[2].hasPrefix("weather-union.json") && lines[2].contains("container"))
    #expect(lines[3].hasPrefix("glass × copy over 2 rows: median "), "\(lines[3])")
    let object = try ABCommandTests.object(json)
    let scenes = try #require(object["scenes"] as? [[String: Any]])
    #expect(scenes.map { $0["scene"] as? String } == [scene, "Scenes/weather-union.json"])
    for report in scenes {
      let modes = try #require(report["modes"] as? [String: [String: Any]])
      #expect(Set(modes.keys) == ["container"])
      #expect((modes["container"]?["work"] as? [String: Any])?["shaded_pixels"] is Int)
    }
    let invalid = folder.appendingPathComponent("broken.json").path
    try Data("{\"format\": \"vitrum-scene/1\", \"canvas\": 3}".utf8).write(to: URL(fileURLWithPath: invalid))
    let broken = try Self.run(["bench", scene, invalid, "--runs", "1"])
    #expect(broken.status == 65 && broken.stdout.isEmpty, "stderr: \(broken.stderr)")
    let threads = try Self.run(["bench", scene, scene, "--against-threads", "1"])
    #expect(threads.status == 2 && threads.stderr.contains("--against-threads takes one scene"))
  }

  @Test func badUsage() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try ABCommandTests.scene(in: folder)
    let mode = try Self.run(["bench", scene, "--mode", "both-ways"])
    #expect(mode.status == 2 && mode.stderr.contains("--mode expects container, per-node or both"))
    let runs = try Self.run(["bench", scene, "--runs", "0"])
    #expect(runs.status == 2 && runs.stderr.contains("--runs expects a whole number"))
    let missing = try Self.run(["bench"])
    #expect(missing.status == 2 && missing.stderr.contains("missing the scene file"))
    let folderTarget = try Self.run(["bench", scene, "--runs", "1", "--json", folder.path])
    #expect(folderTarget.status == 1 && folderTarget.stderr.contains("is a directory"))
    let invalid = folder.appendingPathComponent("broken.json").path
    try Data("{\"format\": \"vitrum-scene/1\", \"canvas\": 3}".utf8).write(to: URL(fileURLWithPath: invalid))
    let broken = try Self.run(["bench", invalid])
    #expect(broken.status == 65, "stderr: \(broken.stderr)")
    let help = try Self.run(["help", "bench"])
    #expect(help.status == 0 && help.stdout.contains("usage: vitrum bench SCENE"))
    let overview = try Self.run(["help"])
    #expect(overview.stdout.contains("bench"))
  }
}
