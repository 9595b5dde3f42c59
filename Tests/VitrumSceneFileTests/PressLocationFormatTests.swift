import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene

@testable import VitrumSceneFile

/// Where a press lands: `"location"` on a press event and `"pressLocation"` on a node, in the node's own
/// coordinates, the centre of its outline by default; `eval` lists it for pressed glass.
@Suite("Press locations in files")
struct PressLocationFormatTests {
  static func document(events: String, node: String = "") throws -> SceneDocument {
    let text = """
      {"format": "vitrum-scene/2", "canvas": {"width": 200, "height": 100}, "root": {"children": [
        {"type": "capsule", "id": "button", "frame": [20, 20, 120, 40], "transform": {"translate": [10, 5]},
         "glass": {"variant": "regular", "interactive": true}\(node)}
      ]}, "timeline": {"duration": 4, "events": [\(events)]}}
      """
    return try SceneFile.decode(Data(text.utf8), baseDirectory: Repository.scenes.path)
  }

  static func presented(_ document: SceneDocument, at time: Double) throws -> PresentedGlass? {
    let timeline = try #require(document.timeline)
    try timeline.seek(to: time, policy: .standard)
    return document.scene.evaluate().root.children.first?.glass
  }

  @Test func aPressLandsWhereTheEventSays() throws {
    let document = try Self.document(
      events: #"{"at": 1, "press": "button", "location": [30, 25]}, {"at": 2, "release": "button"},"#
        + #"{"at": 3, "press": "button"}"#)
    #expect(try Self.presented(document, at: 0.5)?.pressLocation == nil)
    #expect(try Self.presented(document, at: 1)?.pressLocation == Point(30, 25))
    #expect(try Self.presented(document, at: 2)?.isPressed == false)
    // The press glow fades from where the press was, then no location is left.
    #expect(try Self.presented(document, at: 2)?.pressLocation == Point(30, 25))
    let faded = 2 + PressIllumination.fadeDuration + 0.05
    #expect(try Self.presented(document, at: faded)?.pressLocation == nil, "only glowing glass has one")
    // A press without a location lands at the centre of the outline.
    #expect(try Self.presented(document, at: 3)?.pressLocation == Point(80, 40))
    #expect(document.scene.evaluate().text.contains(#"pressLocation="[80 40]""#))
    // Seeking back brings the located press back: it is part of the timeline.
    #expect(try Self.presented(document, at: 1.5)?.pressLocation == Point(30, 25))
  }

  @Test func aNodeMayBePressedSomewhereAlready() throws {
    let document = try Self.document(events: "", node: #", "pressed": true, "pressLocation": [100, 30]"#)
    let button = try #require(document.nodesByID["button"] as? PaintedNode)
    #expect(button.pressLocation == Point(100, 30))
    #expect(document.scene.evaluate().root.children.first?.glass?.pressLocation == Point(100, 30))
    let encoded = String(decoding: try SceneFile.encode(document.scene), as: UTF8.self)
    #expect(encoded.contains(#""pressLocation": [100, 30]"#))
    let decoded = try SceneFile.decode(Data(encoded.utf8), baseDirectory: Repository.scenes.path)
    #expect((decoded.nodesByID["button"] as? PaintedNode)?.pressLocation == Point(100, 30))
  }

  @Test func badLocationsAreLocated() throws {
    let short = decodeError {
      _ = try Self.document(events: #"{"at": 1, "press": "button", "location": [30]}"#)
    }
    #expect(short?.documentPath == "timeline.events[0].location")
    let onRelease = decodeError {
      _ = try Self.document(events: #"{"at": 1, "release": "button", "location": [30, 4]}"#)
    }
    #expect(onRelease?.code == .unknownField)
    let onNode = decodeError { _ = try Self.document(events: "", node: #", "pressLocation": "centre""#) }
    #expect(onNode?.documentPath == "root.children[0].pressLocation")
  }

  @Test func theTimelineRefusesALocationThatIsNoPoint() throws {
    let document = try Self.document(events: "")
    let timeline = try #require(document.timeline)
    let button = try #require(document.nodesByID["button"] as? PaintedNode)
    #expect(throws: TimelineError.self) { try timeline.press(button, at: 1, location: Point(.nan, 0)) }
  }
}
