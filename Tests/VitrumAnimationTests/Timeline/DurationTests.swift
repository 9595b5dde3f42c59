import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// A timeline's length without a declared duration: when its last change completes, under either policy.
@Suite struct DurationTests {
  static func scene() -> (Scene, ShapeNode) {
    let card = ShapeNode(id: "card", .capsule(Rect(x: 0, y: 0, width: 120, height: 44)), glass: .regular)
    return (Scene(size: Size(400, 300)) { card }, card)
  }

  /// Known before any seek: a curve repeated twice ends at its start plus both iterations.
  @Test func endOfTheLastChangeBeforeAnySeek() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(
      .opacity, of: card, to: 0.5, at: 1, animation: .curve(.easeInOut, duration: 0.8, repeatCount: .count(2))
    )
    #expect(abs(timeline.duration - 2.6) < 1e-12)
    try timeline.set(.opacity, of: card, to: 1, at: 3, animation: .easeInOut(0.5))
    #expect(abs(timeline.duration - 3.5) < 1e-12)
    timeline.declaredDuration = 10
    #expect(timeline.duration == 10)
  }

  /// Under Reduce Motion a 0.1 s move becomes a 0.2 s cross-fade: the longer of the two ends the timeline.
  @Test func theLaterPolicyWins() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.translation, of: card, to: Point(40, 0), at: 1, animation: .easeInOut(0.1))
    #expect(abs(timeline.duration - (1 + MotionPolicy.crossFadeDuration)) < 1e-12)
  }

  /// Asking for the duration leaves a presented scene as it was.
  @Test func askingKeepsThePresentedFrame() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.translation, of: card, to: Point(40, 0), at: 0, animation: .easeInOut(1))
    try timeline.seek(to: 0.5, policy: .standard)
    let presented = scene.evaluate().text
    _ = timeline.duration
    #expect(scene.evaluate().text == presented)
    #expect(card.translation != .zero)
  }
}
