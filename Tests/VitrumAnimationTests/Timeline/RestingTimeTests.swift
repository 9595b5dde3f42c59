import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// Resting times: the moments nothing moves, worked out by hand from the events.
@Suite struct RestingTimeTests {
  static func scene() -> (Scene, ShapeNode, ShapeNode, TextNode) {
    let card = ShapeNode(id: "card", .capsule(Rect(x: 0, y: 0, width: 120, height: 44)), glass: .regular)
    let badge = ShapeNode(id: "badge", .circle(center: Point(200, 40), radius: 20), glass: .regular)
    let clock = TextNode(
      id: "clock", "00:00", font: Font(size: 20), origin: Point(20, 200), fill: .solid(.white))
    return (
      Scene(size: Size(400, 300)) {
        card; badge; clock
      }, card, badge, clock
    )
  }

  /// A fade from 0.5 to 0.8 and an insert from 1 to 1.2: at rest at 0, 0.8 and 1.2.
  @Test func endsOfSeparateChanges() throws {
    let (scene, card, badge, _) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.opacity, of: card, to: 0.5, at: 0.5, animation: .easeInOut(0.3))
    try timeline.insert(badge, at: 1, animation: .easeInOut(0.2))
    let times = timeline.restingTimes(policy: .standard)
    #expect(times.count == 3)
    #expect(times[0] == 0)
    #expect(abs(times[1] - 0.8) < 1e-12)
    #expect(abs(times[2] - 1.2) < 1e-12)
  }

  /// Overlapping changes make one stretch of motion: its end is the only resting time after 0. A change
  /// from time 0 means the scene does not rest at 0.
  @Test func overlappingChangesMerge() throws {
    let (scene, card, badge, _) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.opacity, of: card, to: 0.5, at: 0, animation: .easeInOut(1))
    try timeline.set(.translation, of: badge, to: Point(10, 0), at: 0.5, animation: .easeInOut(1))
    #expect(timeline.restingTimes(policy: .standard) == [1.5])
  }

  /// A spring rests once it settles; a change repeating forever never rests and is left out.
  @Test func springsSettleAndLoopsNeverRest() throws {
    let (scene, card, badge, _) = Self.scene()
    let timeline = Timeline(scene: scene)
    let spring = try Spring(duration: 0.5, bounce: 0)
    try timeline.set(.translation, of: card, to: Point(50, 0), at: 1, animation: .spring(spring))
    let loop = try Animation.curve(.linear, duration: 2, repeatCount: .forever)
    try timeline.set(.opacity, of: badge, to: 0.2, at: 0, animation: loop)
    let times = timeline.restingTimes(policy: .standard)
    #expect(times.count == 2)
    #expect(times[0] == 0)
    // The timeline settles a move to within 0.001 pt of its target.
    let settle = spring.settlingDuration(
      from: Point.zero, to: Point(50, 0), initialVelocity: Point.zero, epsilon: 0.001)
    #expect(abs(times[1] - (1 + settle)) < 1e-9)
  }

  /// Each step of a count is an instant change: a resting time of its own.
  @Test func stepsOfACountEachRest() throws {
    let (scene, _, _, clock) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.repeatText(of: clock, from: 1, every: 1, count: 4, first: 10, step: -1, format: .integer)
    #expect(timeline.restingTimes(policy: .standard) == [0, 1, 2, 3, 4])
  }

  /// Under Reduce Motion a decorative move is a dissolve, which rests when it is over (its swap at the
  /// start is no rest of its own).
  @Test func crossFadesRestWhenTheyEnd() throws {
    let (scene, card, _, _) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.translation, of: card, to: Point(50, 0), at: 1, animation: .easeInOut(0.5))
    let reduced = timeline.restingTimes(policy: .reduced)
    #expect(reduced.count == 2)
    #expect(abs(reduced[1] - (1 + MotionPolicy.crossFadeDuration)) < 1e-12)
    #expect(timeline.restingTimes(policy: .standard) == [0, 1.5])
  }
}
