import Foundation
import Testing
import VitrumLint

/// `glass-in-list`: untagged glass read as list content from the scene's structure.
@Suite struct GlassInListTests {
  /// A card: a glass rounded rectangle with a title, `height` points tall at `y`.
  static func card(_ n: Int, y: Double, x: Double = 20, glass: Bool = true) -> String {
    let paint = glass ? "\"glass\": \"regular\"" : "\"fill\": \"#FFFFFF30\""
    return """
      {"type": "group", "id": "card-\(n)", "children": [
        {"type": "roundedRect", "id": "card-\(n)-glass", "frame": [\(x), \(y), 200, 50], "cornerRadius": 12, \(paint)},
        {"type": "text", "id": "card-\(n)-title", "text": "Item \(n)", "font": {"size": 15}, "origin": [\(x + 16), \(y + 30)], "fill": "primary"}
      ]}
      """
  }

  static func scene(_ children: [String], group: String = "") -> String {
    """
    {
      "format": "vitrum-scene/2",
      "canvas": {"width": 600, "height": 400},
      "root": {"children": [
        {"type": "image", "src": "../../../Scenes/assets/backdrop.png", "frame": [0, 0, 600, 400]},
        {"type": "group", "id": "list"\(group), "children": [\(children.joined(separator: ",\n"))]}
      ]}
    }
    """
  }

  static func found(_ json: String) throws -> [String] {
    try Linter(configuration: LintConfiguration(rules: [GlassInListRule()])).lint(
      Fixtures.subject(json: json)
    )
    .findings.map { "\($0.rule):" + $0.nodeIDs.map(\.rawValue).joined(separator: ",") }
  }

  /// Four glass cards stacked in a column, untagged: each card's glass is suspected.
  @Test func repeatedRowsOfGlass() throws {
    let json = Self.scene((0..<4).map { Self.card($0, y: 20 + Double($0) * 60) })
    #expect(
      try Self.found(json) == (0..<4).map { "glass-in-list:card-\($0)-glass,list" })
    let finding = try Linter(configuration: LintConfiguration(rules: [GlassInListRule()]))
      .lint(Fixtures.subject(json: json)).findings[0]
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("in one of 4 alike rows of `list`"))
  }

  /// Two cards in a clipped group whose content runs past the clip: a scrolling list.
  @Test func scrollingList() throws {
    let rows = (0..<2).map { Self.card($0, y: 20 + Double($0) * 60) }
    let clipped = #", "clip": {"type": "rect", "frame": [0, 0, 600, 90]}"#
    let json = Self.scene(rows, group: clipped)
    #expect(try Self.found(json) == ["glass-in-list:card-0-glass,list", "glass-in-list:card-1-glass,list"])
    // Without the clip, two cards are a pair, not a list.
    #expect(try Self.found(Self.scene(rows)).isEmpty)
  }

  /// Not suspected: a row of alike buttons side by side (a toolbar), rows without glass, and glass its
  /// author tagged as functional.
  @Test func controlsAreNotSuspected() throws {
    let toolbar = (0..<4).map { Self.card($0, y: 20, x: 20 + Double($0) * 140) }
    #expect(try Self.found(Self.scene(toolbar)).isEmpty)
    let plain = (0..<4).map { Self.card($0, y: 20 + Double($0) * 60, glass: false) }
    #expect(try Self.found(Self.scene(plain)).isEmpty)
    let tagged = (0..<4).map { Self.card($0, y: 20 + Double($0) * 60) }
    #expect(try Self.found(Self.scene(tagged, group: #", "layer": "functional""#)).isEmpty)
  }
}
