import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// The document's light as a timeline attribute: it animates as numbers, seeks purely, and is put back
/// with the model.
@Suite struct LightTimelineTests {
  @Test func lightSlidesAcrossAndComesBack() throws {
    let scene = Scene(size: Size(200, 100)) {
      ShapeNode(id: "pill", .capsule(Rect(x: 20, y: 20, width: 160, height: 60)), glass: .regular)
    }
    let timeline = Timeline(scene: scene)
    try timeline.setLight(SceneLight(angle: 45, intensity: 2), at: 1, animation: .linear(2))
    try timeline.seek(to: 2, policy: .standard)
    #expect(scene.environment.light == SceneLight(angle: 0, intensity: 1.5))
    #expect(scene.evaluate().text.hasPrefix("canvas 200x100 light=\"[0 1.5]\""))
    try timeline.seek(to: 3, policy: .standard)
    #expect(scene.environment.light == SceneLight(angle: 45, intensity: 2))
    // Seeking back before the change shows the model again, and seeking there twice gives the same scene.
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(scene.environment.light == .standard)
    let once = scene.evaluate().text
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(scene.evaluate().text == once)
    // Reduce Motion keeps a light's curve: it is a look, not a move.
    try timeline.seek(to: 2, policy: .reduced)
    #expect(scene.environment.light.angle == 0)
  }
}
