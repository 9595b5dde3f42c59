import Foundation
import Testing
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

/// `"fill": "primary"` / `"secondary"` in scene files: version 2, foregrounds only, written back as read,
/// and lint allowances naming nodes and settings.
@Suite struct AdaptiveFillFormatTests {
  static func document(
    format: Int = 2, background: String = ##""#0B1D51""##, fill: String, stroke: String? = nil
  )
    -> String
  {
    let strokeField = stroke.map { #", "stroke": {"fill": \#($0), "width": 2}"# } ?? ""
    return """
      {"format": "vitrum-scene/\(format)", "canvas": {"width": 100, "height": 60, "background": \(background)},
       "root": {"children": [
         {"type": "text", "id": "label", "text": "Hi", "font": {"size": 12}, "origin": [10, 30], "fill": \(fill)\(strokeField)}
       ]}}
      """
  }

  static func decode(_ json: String) throws -> SceneDocument {
    try SceneFile.decode(Data(json.utf8), baseDirectory: "/")
  }

  @Test func adaptiveInksAreRead() throws {
    let document = try Self.decode(Self.document(fill: #""primary""#, stroke: #""secondary""#))
    let label = try #require(document.scene.node(withID: "label") as? TextNode)
    #expect(label.fill == .adaptive(.primary))
    #expect(label.stroke?.fill == .adaptive(.secondary))
    #expect(try SceneFile.decodeFill(json: #""secondary""#) == .adaptive(.secondary))
  }

  /// Version 1 has no adaptive inks; a canvas background has nothing to adapt to; a misspelling is told
  /// what the value may be.
  @Test(arguments: [
    (
      document(format: 1, fill: #""primary""#), "root.children[0].fill",
      "needs \"format\": \"vitrum-scene/2\""
    ),
    (document(background: #""primary""#, fill: ##""#FFFFFF""##), "canvas.background", "nothing beneath it"),
    (document(fill: #""primry""#), "root.children[0].fill", "or \"primary\" or \"secondary\""),
  ])
  func refusedWhereTheyMeanNothing(json: String, path: String, message: String) throws {
    let error = try #require(decodeError { _ = try Self.decode(json) })
    #expect(error.documentPath == path)
    #expect(error.message.contains(message), "\(error.message)")
  }

  /// Encoding writes them as read, in version 2.
  @Test func encodedAsRead() throws {
    let scene = Scene(size: Size(100, 60))
    scene.root.add(
      TextNode(id: "label", "Hi", font: Font(size: 12), origin: Point(10, 30), fill: .adaptive(.secondary)))
    let text = String(decoding: try SceneFile.encode(scene), as: UTF8.self)
    #expect(text.contains(#""format": "vitrum-scene/2""#))
    #expect(text.contains(#""fill": "secondary""#))
    let again = try Self.decode(text)
    #expect((again.scene.node(withID: "label") as? TextNode)?.fill == .adaptive(.secondary))
    // A faded adaptive ink is a frame's value, not the model's.
    let faded = Scene(size: Size(100, 60))
    faded.root.add(
      TextNode(
        "Hi", font: Font(size: 12), origin: Point(10, 30), fill: .adaptive(.init(.primary, opacity: 0.5))))
    #expect(throws: SceneEncodingError.self) { _ = try SceneFile.encode(faded) }
  }

  /// `lint.allow` entries may name nodes and settings; a setting lint does not measure is refused.
  @Test func allowancesNameNodesAndSettings() throws {
    let json = #"""
      {"format": "vitrum-scene/2", "canvas": {"width": 10, "height": 10},
       "lint": {"allow": [{"rule": "legibility", "nodes": ["label"], "settings": ["dark-increase-contrast"],
                           "reason": "a test"}]},
       "root": {}}
      """#
    let map = try SceneFile.decodeWithSourceMap(Data(json.utf8), baseDirectory: "/").sourceMap
    let entry = try #require(map.documentAllowances.first)
    #expect(entry.nodes == ["label"] && entry.settings == ["dark-increase-contrast"])
    let bad = json.replacingOccurrences(of: "dark-increase-contrast", with: "dim")
    let error = try #require(
      decodeError { _ = try SceneFile.decodeWithSourceMap(Data(bad.utf8), baseDirectory: "/") })
    #expect(error.documentPath == "lint.allow[0].settings[0]")
    let empty = json.replacingOccurrences(of: #"["label"]"#, with: "[]")
    #expect(
      decodeError { _ = try SceneFile.decodeWithSourceMap(Data(empty.utf8), baseDirectory: "/") } != nil)
  }
}
