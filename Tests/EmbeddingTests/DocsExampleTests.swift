import Foundation
import Testing
import VitrumGeometry
import VitrumPlayback
import VitrumRender
import VitrumSceneFile

// DOCS:begin
/// Plays a scene into pixels the program owns, presses a button on the way, and copies only what changed
/// to a second buffer standing for the screen; returns the share of the pixels copied.
func hostDemo(scenePath: String) throws -> Double {
  let renderer = CairoRenderer(options: .init(scale: 1))
  let document = try SceneFile.load(path: scenePath, textMeasurer: renderer.textMeasurer)
  let player = Player(document: document, renderer: renderer)
  let size = DisplayListBuilder(scale: 1, mode: .container).deviceSize(of: document.scene)
  let bytesPerRow = size.width * 4
  let frame = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * size.height, alignment: 16)
  let screen = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * size.height, alignment: 16)
  defer {
    frame.deallocate()
    screen.deallocate()
  }
  let buffer = try PixelBuffer(base: frame, width: size.width, height: size.height, bytesPerRow: bytesPerRow)
  var copied = 0
  for n in 0..<30 {
    let time = Double(n) / 10
    if n == 12 {
      print(player.hitTest(Point(380, 175)))  // node stop-glass, glass stop-glass
      let press = try player.press(at: Point(380, 175), time: time)  // the pointer goes down on it
      print("pressed", press?.node.rawValue ?? "nothing", "at", press?.location ?? .zero)
    }
    if n == 20 { try player.release(at: Point(380, 175), time: time) }
    let played = try player.frame(at: PlaybackTick(index: n, time: time), into: buffer)
    for rect in played.rendered.redraw.rects {
      for y in rect.y..<rect.maxY {
        let offset = y * bytesPerRow + rect.x * 4
        (screen + offset).copyMemory(from: frame + offset, byteCount: rect.width * 4)
      }
      copied += rect.area
    }
  }
  return Double(copied) / Double(30 * size.width * size.height)
}
// DOCS:end

/// docs/embedding.md's Swift example is this file's code, character for character, and it runs.
@Suite struct DocsExampleTests {
  static func block(after marker: String, in text: String) -> String? {
    guard let start = text.range(of: marker + "\n```"),
      let open = text.range(of: "\n", range: start.upperBound..<text.endIndex),
      let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
    else { return nil }
    return String(text[open.upperBound..<close.lowerBound])
  }

  @Test func theDocsShowThisCode() throws {
    let docs = try String(
      contentsOf: TestSupport.root.appendingPathComponent("docs/embedding.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let block = try #require(Self.block(after: "<!-- example: swift -->", in: docs))
    let begin = try #require(source.range(of: "// DOCS:begin\n"))
    let end = try #require(source.range(of: "\n// DOCS:end"))
    let code = String(source[begin.upperBound..<end.lowerBound])
    let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines where line.hasPrefix("import ") {
      #expect(source.contains(line + "\n"), "the docs import \(line), which this file does not")
    }
    let body = lines.drop(while: { $0.hasPrefix("import ") || $0.isEmpty }).joined(separator: "\n")
    #expect(body == code, "docs/embedding.md's Swift example differs from DocsExampleTests.swift")
  }

  @Test func theExampleRuns() throws {
    let share = try hostDemo(scenePath: TestSupport.scenePath("hud-overlays"))
    // The first frame is copied whole, the rest only where they changed.
    #expect(share > 1.0 / 30 && share < 0.5)
  }
}
