import Foundation
import Testing
import VitrumRender

#if canImport(Glibc)
  import Glibc
#endif

/// `vitrum play` through the built binary: folders and videos for the bundled scenes, ranges and shards
/// that equal a single run byte for byte (the shards run by GNU parallel), resuming, signals, a missing
/// ffmpeg, and bad usage.
@Suite(.serialized) struct PlayCommandTests {
  typealias Result = CommandLineTests.Result

  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    try CommandLineTests.run(arguments, environment: environment)
  }

  static func spawn(
    _ arguments: [String], environment: [String: String] = [:], program: URL = CommandLineTests.binary
  ) throws -> Process {
    try CommandLineTests.spawn(arguments, environment: environment, program: program)
  }

  /// The files of a folder, sorted.
  static func files(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// Whether two folders hold the same files with the same bytes (or only `names` of `b`).
  static func sameFrames(_ a: URL, _ b: URL, names: [String]? = nil) throws -> Bool {
    for name in try names ?? files(b) {
      let x = try Data(contentsOf: a.appendingPathComponent(name))
      let y = try Data(contentsOf: b.appendingPathComponent(name))
      if x != y { return false }
    }
    return true
  }

  /// Where a program is on PATH.
  static func which(_ name: String) -> URL? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// Frames in a video, as ffprobe counts them.
  static func videoFrames(_ path: String) throws -> Int? {
    let ffprobe = try #require(which("ffprobe"), "ffprobe (part of ffmpeg, Tools/install-deps) is needed")
    let process = try spawn(
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames",
        "-of", "csv=p=0", path,
      ], program: ffprobe)
    let out = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Int(String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The small, quick settings every test plays at (a quarter scale, 10 fps: the HUD's 4 s are 40
  /// frames).
  static let quick = ["--scale", "0.25", "--fps", "10"]

  /// A reference run of the HUD scene into a folder.
  static func referenceRun(into folder: URL) throws {
    let result = try run(["play", "Scenes/hud-overlays.json", "-o", folder.path] + quick)
    #expect(result.status == 0, "stderr: \(result.stderr)")
  }

  /// Every bundled scene with a timeline: its duration and its canvas at the quick scale (¼).
  static let animated: [String: (seconds: Double, width: Int, height: Int)] = [
    "hud-overlays": (4, 150, 100), "morph-by-id": (5, 150, 100), "spring-retargeting": (2.5, 150, 100),
    "return-timer": (6, 150, 110), "return-timer-rtl": (6, 150, 110), "accessibility": (6, 300, 220),
  ]

  @Test(arguments: animated.keys.sorted())
  func playsBundledScenesToAFolderAndAVideo(scene: String) throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    let result = try Self.run(["play", "Scenes/\(scene).json", "-o", frames.path] + Self.quick)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    // Not a terminal: no progress line, only the summary.
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("wrote \(frames.path): ") && result.stdout.contains("incremental"))
    let names = try Self.files(frames)
    let expected = Self.animated[scene]!
    let count = Int(expected.seconds * 10)
    #expect(names.count == count)
    #expect(names.first == "frame-000000.png" && names.last == String(format: "frame-%06d.png", count - 1))
    let image = try ImageSurface.loadPNG(path: frames.appendingPathComponent(names[count / 2]).path)
    #expect(image.width == expected.width && image.height == expected.height)
    let video = folder.appendingPathComponent("\(scene).mp4").path
    let encoded = try Self.run(["play", "Scenes/\(scene).json", "-o", video] + Self.quick)
    #expect(encoded.status == 0, "stderr: \(encoded.stderr)")
    #expect(try Self.videoFrames(video) == count)
    #expect(Set(try Self.files(folder)) == ["\(scene).mp4", "frames"], "no temporary file is left")
  }

  /// WebM, GIF and animated PNG too, for a few frames.
  @Test(arguments: ["webm", "gif", "png"])
  func encodesOtherFormats(format: String) throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("clip.\(format)").path
    let result = try Self.run(
      ["play", "Scenes/morph-by-id.json", "-o", path, "--frames", "10:14"] + Self.quick)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(try Self.videoFrames(path) == 4)
    #expect(try Self.files(folder) == ["clip.\(format)"])
  }

  /// `-o /dev/null` draws every frame and keeps none: the measure of drawing alone. Keeping nothing, it
  /// takes neither shards nor resuming.
  @Test func devNullDrawsAndKeepsNothing() throws {
    let result = try Self.run(["play", "Scenes/hud-overlays.json", "-o", "/dev/null"] + Self.quick)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.hasPrefix("drew (discarding) /dev/null: 40 frames in "), "\(result.stdout)")
    let sharded = try Self.run(
      ["play", "Scenes/hud-overlays.json", "-o", "/dev/null", "--shard", "0/2"] + Self.quick)
    #expect(sharded.status == 2 && sharded.stderr.contains("keeps no frames"), "\(sharded.stderr)")
  }

  /// `--frames A:B` writes exactly frames A to B − 1, the same bytes as those frames of a full run.
  @Test func frameRangeEqualsTheSameFramesOfAFullRun() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let full = folder.appendingPathComponent("full")
    try Self.referenceRun(into: full)
    let part = folder.appendingPathComponent("part")
    let result = try Self.run(
      ["play", "Scenes/hud-overlays.json", "-o", part.path, "--frames", "13:27"] + Self.quick)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let names = try Self.files(part)
    #expect(names == (13..<27).map { String(format: "frame-%06d.png", $0) })
    #expect(try Self.sameFrames(full, part))
    // --from and --to choose by time, the end excluded: 1.5 s to 2 s at 10 fps is frames 15 to 19.
    let timed = folder.appendingPathComponent("timed")
    let byTime = try Self.run(
      ["play", "Scenes/hud-overlays.json", "-o", timed.path, "--from", "1.5", "--to", "2"] + Self.quick)
    #expect(byTime.status == 0, "stderr: \(byTime.stderr)")
    #expect(try Self.files(timed) == (15..<20).map { String(format: "frame-%06d.png", $0) })
    #expect(try Self.sameFrames(full, timed))
  }

  /// Three shards run by GNU parallel into one folder, in either layout, equal a single run byte for byte;
  /// a shard index can come from the environment, as a Kubernetes Indexed Job sets it.
  @Test func shardsThroughGNUParallelEqualASingleRun() throws {
    let parallel = try #require(Self.which("parallel"), "GNU parallel is needed (Tools/install-deps)")
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let single = folder.appendingPathComponent("single")
    try Self.referenceRun(into: single)
    for layout in ["contiguous", "interleaved"] {
      let sharded = folder.appendingPathComponent(layout)
      let command =
        [
          "--will-cite", "--halt", "now,fail=1", "-j", "3", CommandLineTests.binary.path, "play",
          "Scenes/hud-overlays.json", "-o", sharded.path,
        ] + Self.quick
        + ["--shard", "{}/3", "--shard-layout", layout, ":::", "0", "1", "2"]
      let process = try Self.spawn(command, program: parallel)
      let err = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
      _ = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(String(decoding: err, as: UTF8.self))")
      #expect(try Self.files(sharded) == Self.files(single))
      #expect(try Self.sameFrames(single, sharded), "\(layout) shards differ from a single run")
    }
    let fromEnvironment = folder.appendingPathComponent("indexed")
    let result = try Self.run(
      ["play", "Scenes/hud-overlays.json", "-o", fromEnvironment.path, "--shard", "JOB_COMPLETION_INDEX/4"]
        + Self.quick, environment: ["JOB_COMPLETION_INDEX": "3"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(try Self.files(fromEnvironment) == (30..<40).map { String(format: "frame-%06d.png", $0) })
    #expect(try Self.sameFrames(single, fromEnvironment))
  }

  @Test func missingFFmpegIsNamedAndNothingIsWritten() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let video = folder.appendingPathComponent("out.mp4").path
    let result = try Self.run(
      ["play", "Scenes/hud-overlays.json", "-o", video] + Self.quick, environment: ["PATH": folder.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("ffmpeg not found on PATH"), "stderr: \(result.stderr)")
    #expect(try Self.files(folder).isEmpty)
  }

  /// Waits until `condition` holds, up to `seconds`.
  static func wait(seconds: Double, until condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return true }
      usleep(20_000)
    }
    return try condition()
  }

  /// A real SIGINT to a playing process: it stops after the current frame, leaving only complete frames,
  /// and `--resume` draws the rest — the same bytes as an uninterrupted run.
  @Test func interruptedRunResumesToTheSameFrames() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    // 30 fps: 120 frames, time enough to interrupt part-way.
    let settings = ["--scale", "0.25", "--fps", "30"]
    let process = try Self.spawn(["play", "Scenes/hud-overlays.json", "-o", frames.path] + settings)
    let started = Self.wait(seconds: 60) {
      ((try? Self.files(frames)) ?? []).filter { $0.hasPrefix("frame-") }.count >= 3
    }
    #expect(started)
    kill(process.processIdentifier, SIGINT)
    let err = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
    _ = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let message = String(decoding: err, as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(message.contains("stopped by SIGINT after") && message.contains("--resume"), "\(message)")
    let written = try Self.files(frames)
    #expect(written.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "\(written)")
    #expect(written.count < 120, "interrupted before the end")
    for name in written { _ = try ImageSurface.loadPNG(path: frames.appendingPathComponent(name).path) }
    let resumed = try Self.run(
      ["play", "Scenes/hud-overlays.json", "-o", frames.path, "--resume"] + settings)
    #expect(resumed.status == 0, "stderr: \(resumed.stderr)")
    #expect(
      resumed.stdout.contains("\(written.count) frames already complete were kept"), "\(resumed.stdout)")
    let whole = folder.appendingPathComponent("whole")
    let uninterrupted = try Self.run(["play", "Scenes/hud-overlays.json", "-o", whole.path] + settings)
    #expect(uninterrupted.status == 0)
    #expect(try Self.files(frames) == Self.files(whole))
    #expect(try Self.sameFrames(whole, frames))
  }

  /// A real SIGTERM while a video is being encoded leaves no file, complete or partial.
  @Test func terminatedVideoLeavesNothing() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let video = folder.appendingPathComponent("out.mp4").path
    let process = try Self.spawn(
      ["play", "Scenes/hud-overlays.json", "-o", video, "--scale", "0.25", "--fps", "60"])
    // ffmpeg writes its temporary file once the first frames arrive.
    #expect(try Self.wait(seconds: 60) { try !Self.files(folder).isEmpty })
    kill(process.processIdentifier, SIGTERM)
    let err = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(String(decoding: err, as: UTF8.self).contains("stopped by SIGTERM"))
    #expect(try Self.files(folder).isEmpty)
  }

  /// On a terminal (a pseudo-terminal from `script`) the progress line appears, with the time left.
  @Test func progressLineOnATerminal() throws {
    let script = try #require(Self.which("script"), "script (util-linux) is needed")
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command =
      "\(CommandLineTests.binary.path) play Scenes/morph-by-id.json -o \(folder.path)/f --scale 0.25 --fps 10"
    let process = try Self.spawn(["-qec", command, "/dev/null"], program: script)
    let out = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: out, as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(text.contains("frame 50/50 (100 %)") && text.contains(" fps"), "\(text)")
    #expect(text.contains("wrote \(folder.path)/f: 50 frames"))
  }

  @Test(arguments: [
    (["play", "Scenes/hud-overlays.json"], "missing -o OUT"),
    (["play", "Scenes/hud-overlays.json", "-o", "x", "--fps", "fast"], "--fps expects a whole number"),
    (["play", "Scenes/hud-overlays.json", "-o", "x", "--fps", "0"], "--fps 0"),
    (["play", "Scenes/hud-overlays.json", "-o", "x", "--frames", "5:2"], "--frames expects A:B"),
    (
      ["play", "Scenes/hud-overlays.json", "-o", "x", "--frames", "1:2", "--to", "3"], "give one or the other"
    ),
    (["play", "Scenes/hud-overlays.json", "-o", "x", "--from", "2", "--to", "1"], "is before --from"),
    (["play", "Scenes/hud-overlays.json", "-o", "x", "--shard", "3/3"], "outside 0 to 2"),
    (["play", "Scenes/hud-overlays.json", "-o", "x", "--shard", "NO_SUCH_VARIABLE_SET/3"], "is not set"),
    (["play", "Scenes/hud-overlays.json", "-o", "x", "--shard-layout", "random"], "needs --shard"),
    (["play", "Scenes/hud-overlays.json", "-o", "x.mp4", "--shard", "0/2"], "a video cannot be split"),
    (["play", "Scenes/hud-overlays.json", "-o", "x.mp4", "--resume"], "--resume continues a folder"),
    (["play", "Scenes/hud-overlays.json", "-o", "x.avi"], ".avi is neither a folder nor a video"),
  ])
  func badUsageExitsTwo(arguments: [String], message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: CommandLineTests.root.appendingPathComponent("x").path))
  }

  @Test func invalidSceneExits65WithItsLocation() throws {
    let result = try Self.run([
      "play", "Tests/VitrumSceneFileTests/Broken/bad-colour.json", "-o", "/tmp/vitrum-never-written",
    ])
    #expect(result.status == 65)
    #expect(result.stderr.contains("bad-colour.json:"), "stderr: \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/vitrum-never-written"))
  }
}
