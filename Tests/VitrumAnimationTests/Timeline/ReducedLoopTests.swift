import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// Reduce Motion holds decorative loops still and never cross-fades a large area (`MotionPolicy`).
@Suite struct ReducedLoopTests {
  static let samples = (0...600).map { Double($0) / 100 }

  static func scene() -> (Scene, ShapeNode, ShapeNode) {
    let card = ShapeNode(id: "card", .capsule(Rect(x: 0, y: 0, width: 120, height: 44)), glass: .regular)
    let backdrop = ShapeNode(
      id: "backdrop", .rect(Rect(x: -20, y: -20, width: 440, height: 340)), fill: .solid(.white))
    return (
      Scene(size: Size(400, 300)) {
        backdrop; card
      }, card, backdrop
    )
  }

  /// A loop, forever or counted, holds its first frame while it would play, under its own node's opacity
  /// untouched; afterwards it shows where full motion ends.
  @Test(arguments: [
    (RepeatCount.forever, true), (.count(2), true), (.count(3), true), (.count(3), false), (.count(2), false),
  ])
  func loopsHoldTheirFirstFrame(count: RepeatCount, autoreverses: Bool) throws {
    let (scene, card, _) = Self.scene()
    let timeline = Timeline(scene: scene)
    let loop = try Animation.curve(.easeInOut, duration: 1, repeatCount: count, autoreverses: autoreverses)
    try timeline.set(.translation, of: card, to: Point(60, 0), at: 0.5, animation: loop)
    let end = 0.5 + (count == .forever ? .infinity : Double(count == .count(2) ? 2 : 3))
    for time in Self.samples {
      try timeline.seek(to: time, policy: .standard)
      let full = card.translation
      try timeline.seek(to: time, policy: .reduced)
      #expect(card.opacity == 1, "t = \(time)")
      if time < end {
        #expect(card.translation == .zero, "t = \(time)")
      } else {
        #expect(card.translation == full, "t = \(time): ends where full motion ends")
      }
    }
    #expect(timeline.substitutions(policy: .reduced).map(\.reason) == [.decorativeLoop])
  }

  /// A loop that names its own alternative plays that instead.
  @Test func ownAlternativeWins() throws {
    let (scene, card, _) = Self.scene()
    let timeline = Timeline(scene: scene)
    let loop = try Animation.curve(.linear, duration: 1, repeatCount: .forever, autoreverses: true)
      .reduced(to: .instant)
    try timeline.set(.translation, of: card, to: Point(60, 0), at: 0, animation: loop)
    try timeline.seek(to: 0.5, policy: .reduced)
    #expect(card.translation == Point(60, 0))
    #expect(timeline.substitutions(policy: .reduced).map(\.reason) == [.ownAlternative])
  }

  /// A decorative move of a node covering a quarter of the canvas or more happens at once: no dissolve;
  /// an interface element still dissolves.
  @Test func largeAreasAreNeverCrossFaded() throws {
    let (scene, card, backdrop) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.translation, of: backdrop, to: Point(-30, 0), at: 1, animation: .easeInOut(0.5))
    try timeline.set(.translation, of: card, to: Point(30, 0), at: 1, animation: .easeInOut(0.5))
    for time in Self.samples {
      try timeline.seek(to: time, policy: .reduced)
      #expect(backdrop.opacity == 1 && backdrop.ghosts.isEmpty, "t = \(time)")
      #expect(backdrop.translation == (time < 1 ? .zero : Point(-30, 0)))
    }
    try timeline.seek(to: 1 + MotionPolicy.crossFadeDuration / 2, policy: .reduced)
    #expect(abs(card.opacity - 0.5) < 1e-12 && card.ghosts.count == 1)
    let reasons = timeline.substitutions(policy: .reduced).map(\.reason)
    #expect(Set(reasons) == [.largeAreaMotion, .decorativeMotion])
  }
}
