import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// The motion policy: decorative moves, scales, rotations, morphs and springs never show their in-between
/// states under Reduce Motion, essential ones run unchanged, every replacement is recorded, and the end
/// states are the same with and without the policy.
@Suite struct ReduceMotionTests {
  static let samples = (0...400).map { Double($0) / 100 }

  static func scene() -> (Scene, ShapeNode) {
    let card = ShapeNode(id: "card", .capsule(Rect(x: 0, y: 0, width: 120, height: 44)), glass: .regular)
    return (Scene(size: Size(400, 300)) { card }, card)
  }

  /// Under the policy a decorative move shows only its two end positions, dissolving from one to the other
  /// (the old one's ghost fades out as the new one fades in); without it, positions in between appear.
  @Test func decorativeMovesBecomeDissolves() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.translation, of: card, to: Point(200, 100), at: 1, animation: .spring(.bouncy))
    try timeline.set(.scaleX, of: card, to: 1.5, at: 1, animation: .easeInOut(0.5))
    try timeline.set(.rotation, of: card, to: 30, at: 1, animation: .easeInOut(0.5))
    var inBetween = 0
    for time in Self.samples {
      try timeline.seek(to: time, policy: .reduced)
      #expect(card.translation == .zero || card.translation == Point(200, 100), "t = \(time)")
      #expect(card.scaleX == 1 || card.scaleX == 1.5)
      #expect(card.rotation == 0 || card.rotation == 30)
      if card.translation != .zero { #expect(card.scaleX == 1.5 && card.rotation == 30) }
      // During the dissolve the card and its ghost at the old geometry share the opacity.
      if time >= 1 && time < 1 + MotionPolicy.crossFadeDuration {
        #expect(card.opacity < 1 && card.ghosts.count == 1)
        #expect(abs(card.opacity + card.ghosts.map(\.opacity).reduce(0, +) - 1) < 1e-12)
        #expect(card.ghosts.allSatisfy { $0.transformComponents == .identity })
      } else {
        #expect(card.ghosts.isEmpty)
      }
      try timeline.seek(to: time, policy: .standard)
      if card.translation != .zero && card.translation != Point(200, 100) { inBetween += 1 }
    }
    #expect(inBetween > 50)
    try timeline.seek(to: 1 + MotionPolicy.crossFadeDuration / 2, policy: .reduced)
    #expect(abs(card.opacity - 0.5) < 1e-12)
    let reasons = timeline.substitutions(policy: .reduced).map(\.reason)
    #expect(reasons == [.decorativeMotion, .decorativeMotion, .decorativeMotion])
    #expect(timeline.substitutions(policy: .standard).isEmpty)
  }

  /// Essential motion runs exactly as without the policy, at every sampled time.
  @Test func essentialMotionIsUnchanged() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(
      .translation, of: card, to: Point(200, 0), at: 0.5, animation: .spring(.bouncy).essential())
    try timeline.set(.scaleY, of: card, to: 2, at: 1, animation: .easeInOut(1).essential())
    for time in Self.samples {
      try timeline.seek(to: time, policy: .standard)
      let full = scene.evaluate().text
      try timeline.seek(to: time, policy: .reduced)
      #expect(scene.evaluate().text == full, "t = \(time)")
    }
    #expect(timeline.substitutions(policy: .reduced).isEmpty)
  }

  /// Opacity and colour keep changing; a spring on them loses its bounce (ease-in-out over the cross-fade
  /// time) and never overshoots.
  @Test func looksKeepChangingWithoutBounce() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.opacity, of: card, to: 0.2, at: 0, animation: .spring(.bouncy))
    try timeline.set(.fill, of: card, to: .solid(.black), at: 0, animation: .easeInOut(1))
    try timeline.seek(to: 0.1, policy: .reduced)
    #expect(card.opacity > 0.2 && card.opacity < 1)
    for time in Self.samples {
      try timeline.seek(to: time, policy: .reduced)
      #expect(card.opacity >= 0.2 - 1e-12)
    }
    try timeline.seek(to: 0.5, policy: .reduced)
    try timeline.seek(to: 0.5, policy: .reduced)
    guard case .solid(let colour)? = card.fill else {
      Issue.record("no fill")
      return
    }
    #expect(colour.alpha > 0 && colour.alpha < 1)
    let substitutions = timeline.substitutions(policy: .reduced)
    #expect(substitutions.map(\.reason) == [.decorativeSpring])
    #expect(substitutions[0].replacement == "ease-in-out 0.2 s")
  }

  /// An animation's own alternative wins, and is recorded as such.
  @Test func ownAlternativeIsPlayed() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    let alternative = try Animation.linear(2)
    try timeline.set(
      .translation, of: card, to: Point(100, 0), at: 0,
      animation: .spring(.bouncy).reduced(to: .animation(alternative)))
    try timeline.set(.rotation, of: card, to: 90, at: 0, animation: .easeInOut(1).reduced(to: .instant))
    try timeline.seek(to: 0.5, policy: .reduced)
    #expect(card.translation == Point(25, 0))
    #expect(card.rotation == 90)
    #expect(timeline.substitutions(policy: .reduced).map(\.reason) == [.ownAlternative, .ownAlternative])
  }

  /// Transitions keep their opacity and drop their scale: the HUD pattern under Reduce Motion.
  @Test func transitionsDropTheirMotion() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.insert(
      card, at: 0, transition: Transition(effects: [.opacity, .scale(0.95)]), animation: .easeInOut(1))
    for time in Self.samples where time < 1.2 {
      try timeline.seek(to: time, policy: .reduced)
      #expect(card.scaleX == 1 && card.scaleY == 1 && card.translation == .zero)
    }
    try timeline.seek(to: 0.5, policy: .reduced)
    #expect(card.opacity == 0.5)
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(card.scaleX < 1)
    let substitution = try #require(timeline.substitutions(policy: .reduced).first)
    #expect(substitution.reason == .transitionMotion)
    #expect(substitution.original == "opacity + scale(0.95), ease-in-out 1 s")
    #expect(substitution.replacement == "opacity, ease-in-out 1 s")
    #expect(substitution.attribute == "insert")
    #expect(substitution.isInEffect(at: 0.5) && !substitution.isInEffect(at: 1))
  }

  /// Glass growing out of a neighbour becomes a cross-fade: no morph state ever appears.
  @Test func glassMorphsBecomeCrossFades() throws {
    let (container, _, button) = TransitionTests.container(gap: 8)
    let timeline = Timeline(scene: Scene(size: Size(300, 120)) { container })
    try timeline.insert(button, at: 0, animation: .spring(.snappy))
    for time in Self.samples {
      try timeline.seek(to: time, policy: .reduced)
      #expect(button.transformComponents == .identity && button.shapeMorph == nil)
    }
    try timeline.seek(to: 0.1, policy: .reduced)
    #expect(button.opacity > 0 && button.opacity < 1)
    #expect(Set(timeline.substitutions(policy: .reduced).map(\.reason)) == [.glassMorph, .decorativeSpring])
  }

  /// Completion still happens: long after the last change the scene is the same with and without the
  /// policy, attribute for attribute.
  @Test func endStatesAreTheSame() throws {
    let (container, anchor, button) = TransitionTests.container(gap: 8)
    let label = TextNode(id: "label", "a", font: Font(size: 12), origin: Point(10, 110))
    let scene = Scene(size: Size(300, 120)) { [container, label] }
    let timeline = Timeline(scene: scene)
    try timeline.insert(button, at: 0.2, animation: .spring(.bouncy))
    try timeline.set(.translation, of: anchor, to: Point(10, 5), at: 0.5, animation: .spring(.snappy))
    try timeline.set(.spacing, of: container, to: 4, at: 0.7, animation: .easeInOut(0.5))
    try timeline.set(.opacity, of: label, to: 0.5, at: 1, animation: .spring(.smooth))
    try timeline.set(.text, of: label, to: "b", at: 1.5)
    try timeline.remove(button, at: 2, transition: .scale(0.5), animation: .easeInOut(0.3))
    try timeline.seek(to: 10, policy: .standard)
    let full = scene.evaluate().text
    try timeline.seek(to: 10, policy: .reduced)
    #expect(scene.evaluate().text == full)
    #expect(timeline.substitutions(policy: .reduced).count >= 4)
  }
}
