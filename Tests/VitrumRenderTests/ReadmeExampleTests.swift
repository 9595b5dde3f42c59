import Foundation
import Testing
import VitrumGeometry
import VitrumRender
import VitrumScene

// README:begin
/// Renders a tinted glass capsule over stripes, moves it, and renders again.
func lensDemo(outputFolder: String) throws {
  let lens = ShapeNode(
    id: "lens", .capsule(Rect(x: 40, y: 64, width: 240, height: 72)),
    glass: GlassMaterial.regular.tint(Color(hex: "#3B82F6")))
  let scene = Scene(size: Size(320, 200), background: .solid(Color(hex: "#1E293B")!)) {
    for i in 0..<16 {
      ShapeNode(.rect(Rect(x: Double(i) * 20, y: 0, width: 8, height: 200)), fill: .solid(.white))
    }
    TextNode(
      "glass", font: Font(size: 56, weight: .bold), origin: Point(160, 120), alignment: .center,
      fill: .solid(.black))
    lens
  }
  let renderer = CairoRenderer(options: .init(scale: 2))
  try renderer.renderNext(scene).writePNG(to: outputFolder + "/lens.png")

  lens.transform = .translation(0, 40)  // mutate the retained node…
  let moved = try renderer.renderNext(scene)  // …render again: only what changed is redrawn…
  print("redrawn:", moved.redraw)  // …and see how much that was
  try moved.writePNG(to: outputFolder + "/lens-moved.png")
}
// README:end

/// The README's embedding example is this file's code, character for character, and it runs.
@Suite struct ReadmeExampleTests {
  static func region(of text: String, from begin: String, to end: String) -> String? {
    guard let start = text.range(of: begin),
      let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
    else { return nil }
    return String(text[start.upperBound..<stop.lowerBound]).trimmingCharacters(in: .newlines)
  }

  @Test func readmeShowsThisCode() throws {
    let readme = try String(contentsOf: TestSupport.root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let block = try #require(Self.region(of: readme, from: "```swift\n", to: "\n```"))
    let code = try #require(Self.region(of: source, from: "// README:begin", to: "// README:end"))
    let imports = block.split(separator: "\n").filter { $0.hasPrefix("import ") }
    for line in imports {
      #expect(source.contains(line + "\n"), "README imports \(line) which the test does not")
    }
    let body = block.split(separator: "\n", omittingEmptySubsequences: false)
      .drop(while: { $0.hasPrefix("import ") || $0.isEmpty }).joined(separator: "\n")
    #expect(body == code, "README example differs from Tests/VitrumRenderTests/ReadmeExampleTests.swift")
  }

  @Test func exampleRuns() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vitrum-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try lensDemo(outputFolder: folder.path)
    let before = try ImageSurface.loadPNG(path: folder.appendingPathComponent("lens.png").path)
    let after = try ImageSurface.loadPNG(path: folder.appendingPathComponent("lens-moved.png").path)
    #expect(before.width == 640 && before.height == 400)
    let difference = try #require(ImageComparison(before, after))
    #expect(difference.changedRatio > 0.05)
    // The second frame was drawn over the first, and equals the scene drawn from scratch.
  }
}
