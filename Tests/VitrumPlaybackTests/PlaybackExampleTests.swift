import Foundation
import Testing
import VitrumAnimation
import VitrumPlayback
import VitrumRender
import VitrumSceneFile

// docs/playback.md:begin
/// Plays a scene file offline into a folder of PNG frames, then live for half a second.
func playDemo(scenePath: String, outputFolder: String) throws {
  let renderer = CairoRenderer(options: .init(scale: 0.5))
  // Text laid out by the fonts the renderer draws it with.
  let document = try SceneFile.load(path: scenePath, textMeasurer: renderer.textMeasurer)
  let player = Player(document: document, renderer: renderer)

  // Offline: frames 0 to 29 at 30 fps, frame n at n / 30 s however long each takes to draw.
  var frames = VirtualClock(rate: try FrameRate(frames: 30), frames: 0..<30)
  let folder = try PNGFolderSink(folder: outputFolder)
  let offline = try player.play(&frames) { frame in
    try folder.write(frame.rendered, index: frame.tick.index!)
  }
  try folder.finish()  // frames are encoded beside the drawing: wait until the last is in its file
  print(offline.summary)

  // Live: the timeline at the time elapsed on a monotonic clock, paced to 30 fps.
  var live = MonotonicClock(rate: try FrameRate(frames: 30), until: 0.5)
  try player.play(&live) { frame in
    // Hand frame.rendered.surface to a window here; frame.rendered.redraw says how much was redrawn.
    print(frame.tick.time, frame.rendered.redraw)
  }
}
// docs/playback.md:end

/// The playback page's example (docs/playback.md) is this file's code, character for character, and it runs.
@Suite struct PlaybackExampleTests {
  /// The code between the markers of a text.
  static func region(of text: String, from begin: String, to end: String) -> String? {
    guard let start = text.range(of: begin),
      let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
    else { return nil }
    return String(text[start.upperBound..<stop.lowerBound]).trimmingCharacters(in: .newlines)
  }

  @Test func docsShowThisCode() throws {
    let page = try String(
      contentsOf: TestSupport.root.appendingPathComponent("docs/playback.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let blocks = page.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "\n```").first
    }
    let block = try #require(
      blocks.first { $0.contains("func playDemo(") }, "docs/playback.md has no playback example")
    let code = try #require(
      Self.region(of: source, from: "// docs/playback.md:begin", to: "// docs/playback.md:end"))
    let imports = block.split(separator: "\n").filter { $0.hasPrefix("import ") }
    for line in imports {
      #expect(source.contains(line + "\n"), "docs/playback.md imports \(line) which the test does not")
    }
    let body = block.split(separator: "\n", omittingEmptySubsequences: false)
      .drop(while: { $0.hasPrefix("import ") || $0.isEmpty }).joined(separator: "\n")
    #expect(
      body == code,
      "docs/playback.md's example differs from Tests/VitrumPlaybackTests/PlaybackExampleTests.swift")
  }

  @Test func exampleRuns() throws {
    let folder = try TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try playDemo(scenePath: TestSupport.scenePath("hud-overlays"), outputFolder: folder.path)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files.count == 30 && files.first == "frame-000000.png" && files.last == "frame-000029.png")
    let first = try ImageSurface.loadPNG(path: folder.appendingPathComponent("frame-000000.png").path)
    #expect(first.width == 300 && first.height == 200)
  }
}
