import Foundation
import Testing
import VitrumRender

#if canImport(Glibc)
  import Glibc
#endif

/// What `render` and `play` do with the path they write: never over one of their inputs, through a
/// symbolic link to its target, into a device or FIFO directly; no empty folder left by a failed run;
/// stale temporary files of killed encodes removed by a later run; an interrupted GIF abandoned with a
/// message of its own.
@Suite(.serialized) struct OutputSafetyTests {
  typealias Result = CommandLineTests.Result

  static func run(_ arguments: [String]) throws -> Result { try CommandLineTests.run(arguments) }

  /// A folder holding a copy of a scene that uses an image, `scene.json` beside `backdrop.png`.
  static func sceneFolder() throws -> URL {
    let folder = try CommandLineTests.temporaryFolder()
    let backdrop = CommandLineTests.root.appendingPathComponent("Scenes/assets/backdrop.png")
    try FileManager.default.copyItem(at: backdrop, to: folder.appendingPathComponent("backdrop.png"))
    let scene = """
      {"format": "vitrum-scene/2", "canvas": {"width": 80, "height": 60, "scale": 1},
       "root": {"children": [
         {"type": "image", "src": "backdrop.png", "frame": [0, 0, 80, 60]},
         {"type": "capsule", "id": "pill", "frame": [10, 15, 60, 30], "glass": "regular"}]},
       "timeline": {"duration": 0.2, "events": [
         {"at": 0, "animate": {"node": "pill", "translate": [5, 0]}, "animation": {"duration": 0.2}}]}}
      """
    try scene.write(to: folder.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
    return folder
  }

  static func isPNG(_ path: String) -> Bool {
    (try? ImageSurface.loadPNG(path: path)) != nil
  }

  static func fileType(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  /// `render x.json -o x.json`, and an output that is the scene's image (by its own path, by a symbolic
  /// link, by a hard link): refused with exit status 1, the input untouched.
  @Test func outputNeverReplacesAnInput() throws {
    let folder = try Self.sceneFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("scene.json").path
    let image = folder.appendingPathComponent("backdrop.png").path
    let sceneBytes = try Data(contentsOf: URL(fileURLWithPath: scene))
    let imageBytes = try Data(contentsOf: URL(fileURLWithPath: image))
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "backdrop.png")
    let hard = folder.appendingPathComponent("hard.png").path
    #expect(Glibc.link(image, hard) == 0)
    for output in [scene, image, link, hard] {
      let result = try Self.run(["render", scene, "-o", output])
      #expect(result.status == 1, "\(output): \(result.stderr)")
      #expect(result.stderr.contains("is an input of this command"), "\(result.stderr)")
      let play = try Self.run(["play", scene, "-o", output.replacingOccurrences(of: ".json", with: ".gif")])
      if output.hasSuffix(".png") {
        // An animated PNG named after the image would write over it too.
        #expect(play.status == 1 && play.stderr.contains("is an input of this command"), "\(play.stderr)")
      }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: scene)) == sceneBytes)
    #expect(try Data(contentsOf: URL(fileURLWithPath: image)) == imageBytes)
    #expect(Self.fileType(link) == S_IFLNK)
  }

  /// A frame of `play` into a folder whose frame file is a link to the scene's image is refused too.
  @Test func playFramesNeverReplaceAnInput() throws {
    let folder = try Self.sceneFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: frames.appendingPathComponent("frame-000001.png").path, withDestinationPath: "../backdrop.png")
    let imageBytes = try Data(contentsOf: folder.appendingPathComponent("backdrop.png"))
    let result = try Self.run([
      "play", folder.appendingPathComponent("scene.json").path, "-o", frames.path, "--fps", "10",
    ])
    #expect(result.status == 1 && result.stderr.contains("is an input of this command"), "\(result.stderr)")
    #expect(try Data(contentsOf: folder.appendingPathComponent("backdrop.png")) == imageBytes)
  }

  /// A symbolic link at the output path stays a link; its target receives the PNG (a dangling link
  /// creates its target), as `cp` and `ffmpeg` do. The same for a frame of `play`.
  @Test func symbolicLinksAreWrittenThrough() throws {
    let folder = try Self.sceneFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("scene.json").path
    let link = folder.appendingPathComponent("out.png").path
    let target = folder.appendingPathComponent("real.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.png")
    let result = try Self.run(["render", scene, "-o", link])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.fileType(link) == S_IFLNK && Self.isPNG(target))
    let frames = folder.appendingPathComponent("frames")
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    let frameLink = frames.appendingPathComponent("frame-000000.png").path
    try FileManager.default.createSymbolicLink(atPath: frameLink, withDestinationPath: "../first.png")
    let play = try Self.run(["play", scene, "-o", frames.path, "--fps", "10"])
    #expect(play.status == 0, "\(play.stderr)")
    #expect(
      Self.fileType(frameLink) == S_IFLNK && Self.isPNG(folder.appendingPathComponent("first.png").path))
  }

  /// A FIFO receives the PNG directly (nothing to rename over) and stays a FIFO; so does a character
  /// device (`/dev/null`, which root could otherwise have replaced by a regular file).
  @Test func fifosAndDevicesAreWrittenDirectly() throws {
    let folder = try Self.sceneFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("scene.json").path
    let fifo = folder.appendingPathComponent("pipe.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let received = folder.appendingPathComponent("received.png").path
    // A reader for the FIFO: `cat` copies what arrives into a file.
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/sh")
    reader.arguments = ["-c", "cat '\(fifo)' > '\(received)'"]
    try reader.run()
    let result = try Self.run(["render", scene, "-o", fifo])
    reader.waitUntilExit()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.fileType(fifo) == S_IFIFO && Self.isPNG(received))
    let null = try Self.run(["render", scene, "-o", "/dev/null"])
    #expect(null.status == 0, "\(null.stderr)")
    #expect(Self.fileType("/dev/null") == S_IFCHR)
  }

  /// An image whose header is a PNG's but whose data is not: `play` fails at the first frame and leaves no
  /// folder behind (it is created when the first frame is written).
  @Test func failedPlayCreatesNoFolder() throws {
    let folder = try Self.sceneFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("backdrop.png")
    let header = try Data(contentsOf: image).prefix(33)
    try (header + Data(repeating: 0x5A, count: 200)).write(to: image)
    let frames = folder.appendingPathComponent("new/frames")
    let result = try Self.run(["play", folder.appendingPathComponent("scene.json").path, "-o", frames.path])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
  }

  /// Temporary files of encodes whose process is gone (a SIGKILL) are removed by the next encode of the
  /// same output; those of a running process stay.
  @Test func stalePartFilesAreRemoved() throws {
    let folder = try Self.sceneFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let stale = folder.appendingPathComponent(".out.gif.\(ended.processIdentifier).\(UUID().uuidString).part")
    let live = folder.appendingPathComponent(".out.gif.\(getpid()).\(UUID().uuidString).part")
    let other = folder.appendingPathComponent(
      ".other.gif.\(ended.processIdentifier).\(UUID().uuidString).part")
    for file in [stale, live, other] { try Data("partial".utf8).write(to: file) }
    let result = try Self.run(
      [
        "play", folder.appendingPathComponent("scene.json").path, "-o",
        folder.appendingPathComponent("out.gif").path, "--fps", "10",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: live.path))
    #expect(FileManager.default.fileExists(atPath: other.path))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.gif").path))
  }

  /// Ctrl-C at a terminal signals the whole foreground process group. Sent that way to `play` encoding a
  /// GIF (in a session of its own, so the group is its own), the encoder never sees it: the command
  /// stops it and says the output was abandoned, with no message of ffmpeg's ("Error writing trailer")
  /// and no file left.
  @Test func interruptedGIFIsAbandoned() throws {
    let setsid = URL(fileURLWithPath: "/usr/bin/setsid")
    try #require(FileManager.default.isExecutableFile(atPath: setsid.path), "setsid (util-linux) is needed")
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let gif = folder.appendingPathComponent("out.gif").path
    let process = try CommandLineTests.spawn(
      [
        "--wait", CommandLineTests.binary.path, "play", "Scenes/hud-overlays.json", "-o", gif, "--scale", "1",
        "--fps", "60",
      ],
      program: setsid)
    // setsid runs the command itself, or (when it leads a process group already) in a child it waits for.
    var command: pid_t?
    _ = PlayCommandTests.wait(seconds: 10) {
      let own = process.processIdentifier
      let name = try? String(contentsOfFile: "/proc/\(own)/comm", encoding: .utf8)
      if name?.hasPrefix("vitrum") == true {
        command = own
      } else if let child = Self.children(of: own).first(where: { $0.name == "vitrum" }) {
        command = child.pid
      }
      return command != nil
    }
    let pid = command ?? process.processIdentifier
    // ffmpeg starts with the first frame; a GIF's file only appears at the end (its palette needs every
    // frame), so the encoder's process is what shows that encoding is under way.
    let started = PlayCommandTests.wait(seconds: 60) {
      Self.children(of: pid).contains { $0.name == "ffmpeg" }
    }
    guard started, getpgid(pid) == pid else {
      process.terminate()
      let err = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
      Issue.record(
        "the command did not start encoding in its own process group: \(String(decoding: err, as: UTF8.self))"
      )
      return
    }
    kill(-pid, SIGINT)
    let err = String(
      decoding: (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(err.contains("stopped by SIGINT") && err.contains("\(gif) abandoned (nothing written)"), "\(err)")
    #expect(!err.contains("trailer") && !err.lowercased().contains("error writing"), "\(err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// The ids and command names of a process's children, from /proc.
  static func children(of parent: pid_t) -> [(pid: pid_t, name: String)] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> (pid: pid_t, name: String)? in
      guard Int(entry) != nil, let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 1, Int32(fields[1]) == parent else { return nil }
      return (pid_t(entry)!, String(stat[stat.index(after: open)..<close]))
    }
  }

  /// Files over the 16 MiB limit are invalid scenes: exit status 65, the limit named.
  @Test func oversizedFileIsAnInvalidScene() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("big.json").path
    try Data(repeating: UInt8(ascii: " "), count: (16 << 20) + 1).write(to: URL(fileURLWithPath: path))
    for command in ["info", "render", "lint"] {
      let arguments =
        command == "render"
        ? [command, path, "-o", folder.appendingPathComponent("x.png").path] : [command, path]
      let result = try Self.run(arguments)
      #expect(result.status == 65, "\(command): \(result.stderr)")
      #expect(
        result.stderr.contains("\(path): file too large") && result.stderr.contains("the limit is 16 MiB"),
        "\(result.stderr)")
    }
  }

  /// `--time` takes decimal numbers only: `0x10` is not 16 s, and neither `nan` nor `inf` is a time.
  @Test func timeIsDecimal() throws {
    for text in ["0x10", "nan", "inf", "1_0", "", "1.2.3", "e3", "1e"] {
      let result = try Self.run(["eval", "Scenes/hud-overlays.json", "--time", text])
      #expect(
        result.status == 2 && result.stderr.contains("--time expects a number"), "\(text): \(result.stderr)")
    }
    for text in ["1.5", ".5", "2", "1e-1", "+0.25"] {
      #expect(try Self.run(["eval", "Scenes/hud-overlays.json", "--time", text]).status == 0, "\(text)")
    }
  }

  /// `eval` lists empty bounds as empty: an empty path, and reflections of an empty group and an empty
  /// path (which reflect nothing).
  @Test func emptyBoundsAreListedEmpty() throws {
    let folder = try CommandLineTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("empty.json").path
    try """
    {"format": "vitrum-scene/2", "canvas": {"width": 100, "height": 100},
     "root": {"children": [
       {"type": "path", "id": "p", "d": "", "fill": "#000"},
       {"type": "group", "id": "g", "children": []},
       {"type": "reflection", "id": "of-group", "source": "g"},
       {"type": "reflection", "id": "of-path", "source": "p"}]}}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    for json in [false, true] {
      let result = try Self.run(["eval", path] + (json ? ["--json"] : []))
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!result.stdout.contains("inf") && !result.stdout.contains("nan"), "\(result.stdout)")
      #expect(result.stdout.contains("path 0 el empty"), "\(result.stdout)")
    }
    let render = try Self.run(["render", path, "-o", folder.appendingPathComponent("x.png").path])
    #expect(render.status == 0, "\(render.stderr)")
  }
}
