import Foundation
import Testing
import VitrumScene

@testable import VitrumSceneFile

/// Where nodes are written, and the `lint` allowances a scene carries.
@Suite("Scene source map")
struct SceneSourceMapTests {
  static let document = #"""
    {
      "format": "vitrum-scene/1",
      "lint": {"allow": [{"rule": "glass-on-glass", "reason": "a showcase of stacked glass"}]},
      "canvas": {"width": 100, "height": 100},
      "root": {
        "lint": {"allow": []},
        "children": [
          {"type": "rect", "id": "a", "frame": [0, 0, 10, 10]},
          {
            "type": "group",
            "mask": {"type": "circle", "id": "m", "center": [5, 5], "radius": 5, "fill": "#000"},
            "children": [
              {"type": "capsule", "frame": [0, 0, 20, 10], "glass": true,
               "lint": {"allow": [{"rule": "glass-over-flat-backdrop", "reason": "on purpose"}, {"rule": "x", "reason": "y"}]}}
            ]
          }
        ]
      }
    }
    """#

  static func load(_ text: String = document) throws -> (document: SceneDocument, sourceMap: SceneSourceMap) {
    try SceneFile.decodeWithSourceMap(Data(text.utf8), baseDirectory: "/", file: "map.json")
  }

  @Test func everyNodeIsMappedToItsPathAndBrace() throws {
    let (document, map) = try Self.load()
    let root = document.scene.root
    let group = try #require(root.children[1] as? GroupNode)
    let capsule = group.children[0]
    #expect(map.count == 5)
    #expect(map.source(of: root)?.path.description == "root")
    #expect(map.source(of: root)?.location.line == 5)
    let a = try #require(map.source(of: root.children[0]))
    #expect(a.path.description == "root.children[0]")
    #expect((a.location.line, a.location.column) == (8, 7))
    // Six spaces and `{"type": "rect", "id": "a", ` (28 characters) come before the key.
    #expect(a.location(ofField: "frame").column == 35)
    #expect(a.location(ofField: "glass") == a.location)
    #expect(map.source(of: group.mask!)?.path.description == "root.children[1].mask")
    #expect(map.source(of: group.mask!)?.location.line == 11)
    #expect(map.source(of: capsule)?.path.description == "root.children[1].children[0]")
    #expect(map.source(of: capsule)?.location(ofField: "glass").line == 13)
  }

  @Test func allowancesAreReadWhereTheyAreWritten() throws {
    let (document, map) = try Self.load()
    #expect(map.documentAllowances.map(\.rule) == ["glass-on-glass"])
    #expect(map.documentAllowances[0].reason == "a showcase of stacked glass")
    #expect(map.documentAllowances[0].path.description == "lint.allow[0]")
    #expect(map.documentAllowances[0].location.line == 3)
    #expect(map.source(of: document.scene.root)?.allowances == [])
    let capsule = (document.scene.root.children[1] as! GroupNode).children[0]
    let allowances = try #require(map.source(of: capsule)?.allowances)
    #expect(allowances.map(\.rule) == ["glass-over-flat-backdrop", "x"])
    #expect(allowances[1].path.description == "root.children[1].children[0].lint.allow[1]")
  }

  /// The decoder takes `lint` without changing the scene: the same document without it decodes to the same
  /// display list.
  @Test func lintLeavesTheSceneAlone() throws {
    let stripped = Self.document.split(separator: "\n").filter { !$0.contains("\"lint\"") }
      .joined(separator: "\n").replacingOccurrences(of: #""glass": true,"#, with: #""glass": true}"#)
    let plain = try SceneFile.decode(Data(stripped.utf8), baseDirectory: "/")
    let (withLint, _) = try Self.load()
    #expect(SceneEncoderTests.displayList(plain.scene) == SceneEncoderTests.displayList(withLint.scene))
  }

  /// Malformed allowances are refused with a location, like any other field.
  @Test(arguments: [
    (#"{"allow": [{"rule": "Glass On Glass", "reason": "r"}]}"#, "lint.allow[0].rule", "expected a rule id"),
    (
      #"{"allow": [{"rule": "glass-on-glass", "reason": "  "}]}"#, "lint.allow[0].reason",
      "a reason must say why"
    ),
    (#"{"allow": [{"rule": "glass-on-glass"}]}"#, "lint.allow[0]", "missing required field \"reason\""),
    (#"{"allow": [{"rule": "a", "reason": "b", "why": "c"}]}"#, "lint.allow[0]", "unknown field \"why\""),
    (#"{"alow": []}"#, "lint", "unknown field \"alow\" (did you mean \"allow\"?)"),
    (#"{"allow": {}}"#, "lint.allow", "expected an array"),
  ])
  func malformedAllowanceIsRefused(lint: String, path: String, message: String) throws {
    let text =
      #"{"format": "vitrum-scene/1", "lint": "# + lint
      + #", "canvas": {"width": 10, "height": 10}, "root": {}}"#
    #expect {
      _ = try SceneFile.decode(Data(text.utf8), baseDirectory: "/")
    } throws: { error in
      guard let error = error as? SceneFileError else { return false }
      return error.documentPath == path && error.message.hasPrefix(message) && error.line == 1
    }
  }

  @Test func tooManyAllowancesAreRefused() throws {
    let entries = Array(repeating: #"{"rule": "a", "reason": "b"}"#, count: 65).joined(separator: ",")
    let text =
      #"{"format": "vitrum-scene/1", "canvas": {"width": 10, "height": 10}, "root": {"lint": {"allow": ["#
      + entries + "]}}}"
    #expect(throws: SceneFileError.self) { _ = try SceneFile.decode(Data(text.utf8), baseDirectory: "/") }
  }

  /// Loading with a map reports exactly the errors loading without one does.
  @Test func errorsAreThoseOfLoad() throws {
    let broken = #"{"format": "vitrum-scene/1", "canvas": {"width": -1, "height": 10}, "root": {}}"#
    var plain: SceneFileError?
    var mapped: SceneFileError?
    do { _ = try SceneFile.decode(Data(broken.utf8), baseDirectory: "/", file: "b.json") } catch {
      plain = error
    }
    do { _ = try SceneFile.decodeWithSourceMap(Data(broken.utf8), baseDirectory: "/", file: "b.json") } catch
    {
      mapped = error
    }
    #expect(plain != nil && plain == mapped)
    #expect(throws: SceneFileError.self) { _ = try SceneFile.loadWithSourceMap(path: "/no/such/scene.json") }
  }
}
