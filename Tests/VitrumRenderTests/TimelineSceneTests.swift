import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// The bundled scenes with timelines: golden images at chosen instants (each looked at when recorded),
/// evaluation snapshots as text at those instants under both policies, and shuffled-seek filmstrips.
@Suite struct TimelineSceneTests {
  /// Each scene with the instants its goldens and snapshots pin, and whether a golden is under Reduce Motion.
  static let instants: [(scene: String, time: Double, reduceMotion: Bool)] = [
    ("hud-overlays", 0.4, false), ("hud-overlays", 1.5, false), ("hud-overlays", 1.8, false),
    ("hud-overlays", 2.9, false), ("hud-overlays", 0.4, true),
    ("morph-by-id", 0.5, false), ("morph-by-id", 1.8, false), ("morph-by-id", 4.05, false),
    ("morph-by-id", 1.8, true),
    ("spring-retargeting", 0.45, false), ("spring-retargeting", 1.3, false),
    // The return timer: the HUD entering, a digit turning over (mid-change), paused, the HUD leaving; the
    // same instants of entry and change under Reduce Motion (a fade only, a plain swap); the reflection
    // shows at every one of them.
    ("return-timer", 0.35, false), ("return-timer", 1.075, false), ("return-timer", 2.6, false),
    ("return-timer", 4.5, false), ("return-timer", 0.35, true), ("return-timer", 1.075, true),
    ("return-timer-rtl", 2.6, false), ("accessibility", 2.6, false),
  ]
  static let scenes = [
    "hud-overlays", "morph-by-id", "spring-retargeting", "return-timer", "return-timer-rtl", "accessibility",
  ]

  /// A bundled scene laid out by the fonts it is drawn with (`estimated`: by the font-independent
  /// estimate, for snapshots that must not depend on the installed fonts).
  static func load(_ name: String, estimated: Bool = false) throws -> SceneDocument {
    try SceneFile.load(
      path: TestSupport.scenePath(name), textMeasurer: estimated ? nil : TextMeasurers.shaping())
  }

  @discardableResult
  static func seek(_ document: SceneDocument, to time: Double, reduceMotion: Bool) -> SeekResult? {
    try! document.timeline?.seek(to: time, policy: MotionPolicy(reduceMotion: reduceMotion))
  }

  static func goldenName(_ scene: String, _ time: Double, _ reduceMotion: Bool) -> String {
    "\(scene)@\(PresentedValue.format(time))\(reduceMotion ? "-reduced" : "")"
  }

  @Test(arguments: instants)
  func instantMatchesItsReference(scene: String, time: Double, reduceMotion: Bool) throws {
    let document = try Self.load(scene)
    Self.seek(document, to: time, reduceMotion: reduceMotion)
    let frame = try CairoRenderer(options: .init(scale: 1, threads: 2)).render(document.scene)
    try GoldenImage.check(frame, named: Self.goldenName(scene, time, reduceMotion))
  }

  /// The evaluated tree at each chosen instant, with and without Reduce Motion, and the substitutions in
  /// effect, as one text file per scene. Text is measured by the estimate, so the snapshot does not depend
  /// on the installed fonts.
  @Test(arguments: scenes)
  func evaluationMatchesItsSnapshot(scene: String) throws {
    let document = try Self.load(scene, estimated: true)
    var text = ""
    for instant in Self.instants where instant.scene == scene && !instant.reduceMotion {
      for reduce in [false, true] {
        let result = Self.seek(document, to: instant.time, reduceMotion: reduce)
        text += "== t=\(PresentedValue.format(instant.time)) \(MotionPolicy(reduceMotion: reduce))\n"
        text += document.scene.evaluate().text.replacingOccurrences(of: TestSupport.root.path + "/", with: "")
        for substitution in result?.substitutions ?? [] { text += "substitution \(substitution)\n" }
      }
    }
    let url = DisplayListSnapshotTests.folder.appendingPathComponent("timeline-\(scene).txt")
    if GoldenImage.recording {
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == expected, "evaluation of \(scene) changed; re-record with Tools/refresh-goldens if intended")
  }

  /// Frame n at n / 30 s, sought in a shuffled order, equals the frame sought in order — the whole
  /// timeline, under both policies.
  @Test(arguments: scenes)
  func shuffledFilmstripEqualsInOrder(scene: String) throws {
    let document = try Self.load(scene)
    let timeline = try #require(document.timeline)
    let rate = try FrameRate(frames: 30)
    let count = rate.frameCount(through: timeline.duration)
    for reduce in [false, true] {
      var inOrder: [String] = []
      for n in 0..<count {
        Self.seek(document, to: rate.time(ofFrame: n), reduceMotion: reduce)
        inOrder.append(document.scene.evaluate().text)
      }
      #expect(Set(inOrder).count >= 15, "\(scene): the filmstrip barely changes")
      var order = Array(0..<count)
      var state: UInt64 = 0x5EED
      for i in order.indices.reversed() {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        order.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
      }
      for n in order {
        Self.seek(document, to: rate.time(ofFrame: n), reduceMotion: reduce)
        #expect(document.scene.evaluate().text == inOrder[n], "\(scene) frame \(n) out of order")
      }
    }
  }

  /// Seeking writes presented values and the next frame redraws what they changed: the first frame of
  /// the HUD's entrance redraws part of the canvas, over the picker's area; a repeated seek nothing.
  @Test func seekingRedrawsWhatChanged() throws {
    let document = try Self.load("hud-overlays")
    Self.seek(document, to: 0, reduceMotion: false)
    let redrawn = try #require(
      try FrameRedrawTests.redrawn(document.scene) { Self.seek(document, to: 0.3, reduceMotion: false) })
    let region = FrameRedrawTests.region(redrawn)
    #expect(region.area > 0 && region.area < 600 * 400 / 2)
    #expect(region.intersects(PixelRect(x: 140, y: 40, width: 320, height: 50)))
    #expect(
      try FrameRedrawTests.redrawn(document.scene) { Self.seek(document, to: 0.3, reduceMotion: false) }
        == nil)
  }
}
