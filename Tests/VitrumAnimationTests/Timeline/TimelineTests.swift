import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// Changes of attributes over time, checked against values worked out by hand.
@Suite struct TimelineTests {
  static func card(_ id: NodeID = "card") -> ShapeNode {
    ShapeNode(
      id: id, .roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8), fill: .solid(.white))
  }

  @Test func modelHoldsUntilTheFirstChangeAndSetIsInstant() throws {
    let card = Self.card()
    let timeline = Timeline(scene: Scene(size: Size(200, 200)) { card })
    try timeline.set(.opacity, of: card, to: 0.25, at: 1)
    try timeline.seek(to: 0.999, policy: .standard)
    #expect(card.opacity == 1)
    try timeline.seek(to: 1, policy: .standard)
    #expect(card.opacity == 0.25)
    try timeline.seek(to: 0, policy: .standard)
    #expect(card.opacity == 1)
  }

  /// A linear move of 100 pt over 2 s from t = 1: x(t) = 100 (t − 1) / 2 — 25 at 1.5, 50 at 2, 100 from 3.
  @Test func linearCurveIsExactAtHandPickedTimes() throws {
    let card = Self.card()
    let timeline = Timeline(scene: Scene(size: Size(200, 200)) { card })
    try timeline.set(.translation, of: card, to: Point(100, 0), at: 1, animation: .linear(2))
    for (time, x) in [
      (0.0, 0.0), (1.0, 0.0), (1.5, 25.0), (2.0, 50.0), (2.9, 95.0), (3.0, 100.0), (9.0, 100.0),
    ] {
      try timeline.seek(to: time, policy: .standard)
      #expect(abs(card.translation.x - x) < 1e-12, "t = \(time): \(card.translation.x)")
    }
    #expect(timeline.duration == 3)
  }

  /// ease-in-out at half time is exactly half way (the curve is symmetric); the CSS `ease` curve at 0.5 of
  /// its duration gives 0.8024033877399112 (Chromium's cubic_bezier_unittest, to 1e-6).
  @Test func curvesShapeTheChange() throws {
    let card = Self.card()
    let timeline = Timeline(scene: Scene(size: Size(200, 200)) { card })
    try timeline.set(.rotation, of: card, to: 90, at: 0, animation: .easeInOut(1))
    try timeline.set(.opacity, of: card, to: 0, at: 0, animation: .curve(.ease, duration: 1))
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(abs(card.rotation - 45) < 1e-9)
    #expect(abs(card.opacity - (1 - 0.8024033877399112)) < 1e-6)
  }

  /// Several changes in one transaction take its animation; one may name its own.
  @Test func transactionsShareTheirAnimation() throws {
    let card = Self.card()
    let timeline = Timeline(scene: Scene(size: Size(200, 200)) { card })
    let slow = try Animation.linear(2)
    try timeline.transaction(at: 1, animation: .linear(1)) { tx throws(TimelineError) in
      try tx.set(.opacity, of: card, to: 0, animation: nil)
      try tx.set(.scaleX, of: card, to: 2)
      try tx.set(.rotation, of: card, to: 10, animation: slow)
    }
    try timeline.seek(to: 1.5, policy: .standard)
    #expect(card.opacity == 0.5)
    #expect(card.scaleX == 1.5)
    #expect(card.rotation == 2.5)
  }

  /// `.animation(_:value:)`: a plain set of a declared attribute animates; an explicit animation wins.
  @Test func implicitAnimationsApplyToPlainSets() throws {
    let card = Self.card()
    let timeline = Timeline(scene: Scene(size: Size(200, 200)) { card })
    try timeline.animateImplicitly(.opacity, of: card, with: .linear(1))
    try timeline.set(.opacity, of: card, to: 0, at: 0)
    try timeline.set(.opacity, of: card, to: 1, at: 2, animation: .linear(4))
    try timeline.seek(to: 0.25, policy: .standard)
    #expect(card.opacity == 0.75)
    try timeline.seek(to: 3, policy: .standard)
    #expect(card.opacity == 0.25)
  }

  /// Discrete attributes change at once even when the event carries an animation; a text takes its new
  /// value at once too, and with an animation presents the change from the old one in progress.
  @Test func textAndPressChangeAtOnce() throws {
    let label = TextNode(id: "label", "one", font: Font(size: 12), origin: .zero)
    let button = ShapeNode(id: "b", .circle(center: .zero, radius: 10), glass: .regular.interactive())
    let timeline = Timeline(scene: Scene(size: Size(100, 100)) { [label, button] })
    try timeline.set(.text, of: label, to: "two", at: 1, animation: .linear(5))
    try timeline.press(button, at: 1)
    try timeline.release(button, at: 2)
    try timeline.seek(to: 3.5, policy: .standard)
    #expect(label.text == "two")
    #expect(label.textChange == TextChange(previous: "one", progress: 0.5))
    try timeline.seek(to: 3.5, policy: .reduced)
    #expect(label.text == "two")
    #expect(label.textChange == nil)
    try timeline.seek(to: 1, policy: .standard)
    #expect(button.isPressed)
    try timeline.seek(to: 2.5, policy: .standard)
    #expect(!button.isPressed)
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(label.text == "one")
  }

  /// A countdown: 5:00 at t = 0, 4:59 at 1 s, …; times come from the repetition's index.
  @Test func repeatingTextCountsDown() throws {
    let clock = TextNode(id: "clock", "", font: Font(size: 40), origin: .zero)
    let timeline = Timeline(scene: Scene(size: Size(100, 100)) { clock })
    try timeline.repeatText(
      of: clock, from: 0, every: 1, count: 301, first: 300, step: -1, format: .minutesSeconds)
    for (time, text) in [
      (0.0, "05:00"), (0.999, "05:00"), (1.0, "04:59"), (59.5, "04:01"), (300, "00:00"), (1e6, "00:00"),
    ] {
      try timeline.seek(to: time, policy: .standard)
      #expect(clock.text == text, "t = \(time)")
    }
    #expect(timeline.duration == 300)
    #expect(CountFormat.shortMinutesSeconds.format(65) == "1:05")
    #expect(CountFormat.hoursMinutesSeconds.format(3725) == "1:02:05")
    #expect(CountFormat.minutesSeconds.format(-5) == "-00:05")
    #expect(CountFormat.minutesSeconds.format(6000) == "100:00")
  }

  @Test func badEventsAreRefusedWithAReason() throws {
    let card = Self.card()
    let image = ImageNode(id: "i", path: "/x.png", frame: Rect(x: 0, y: 0, width: 1, height: 1))
    let timeline = Timeline(scene: Scene(size: Size(100, 100)) { [card, image] })
    #expect(throws: TimelineError.self) { try timeline.set(.opacity, of: card, to: 0, at: -1) }
    #expect(throws: TimelineError.self) { try timeline.set(.opacity, of: card, to: 0, at: .nan) }
    #expect(throws: TimelineError.self) {
      try timeline.set(.opacity, of: Self.card("stranger"), to: 0, at: 1)
    }
    do {
      try timeline.set(.fill, of: image, to: .solid(.black), at: 1)
      Issue.record("an image has no fill")
    } catch {
      #expect(error.code == .noSuchAttribute)
      #expect(error.message == "image i has no attribute fill")
    }
    #expect(throws: TimelineError.self) {
      try timeline.repeatText(
        of: TextNode("", font: Font(size: 1), origin: .zero), from: 0, every: 1, count: 2, first: 0, step: 1,
        format: .integer)
    }
  }

  /// Frame n of a 30000/1001 fps clip is at n · 1001 / 30000 s exactly (to the nearest double), however
  /// large n is — never a sum of frame durations.
  @Test func frameTimesComeFromIntegers() throws {
    let ntsc = try FrameRate(frames: 30000, per: 1001)
    #expect(ntsc.time(ofFrame: 0) == 0)
    #expect(ntsc.time(ofFrame: 30000) == 1001)
    #expect(ntsc.time(ofFrame: 1) == 1001.0 / 30000.0)
    #expect(ntsc.time(ofFrame: 123_457) == Double(123_457 * 1001) / 30000)
    var summed = 0.0
    for _ in 0..<30000 { summed += 1001.0 / 30000.0 }
    #expect(summed != 1001, "the sum drifts, which is why frames are not summed")
    let sixty = try FrameRate(frames: 60)
    #expect(sixty.time(ofFrame: 3) == 0.05)
    #expect(sixty.frameCount(through: 1) == 61)
    #expect(sixty.frameCount(through: 0.3 * 10 / 10) == 19)
    #expect(try FrameRate(frames: 10).frameCount(through: 0.3) == 4)
    #expect(sixty.frameCount(through: -1) == 0)
    #expect(throws: AnimationError.self) { try FrameRate(frames: 0) }
  }

  /// Seeking the time already shown changes nothing in the presented tree; another time does.
  @Test func seekingTheSameTimeAgainChangesNothing() throws {
    let card = Self.card()
    let scene = Scene(size: Size(200, 200)) { card }
    let timeline = Timeline(scene: scene)
    try timeline.set(.translation, of: card, to: Point(50, 0), at: 0, animation: .linear(1))
    try timeline.insert(Self.card("late"), into: scene.root, at: 0.5, animation: .linear(1))
    let start = scene.evaluate().text
    try timeline.seek(to: 0.7, policy: .standard)
    let shown = scene.evaluate().text
    #expect(shown != start)
    try timeline.seek(to: 0.7, policy: .standard)
    #expect(scene.evaluate().text == shown)
    try timeline.seek(to: 0.8, policy: .standard)
    #expect(scene.evaluate().text != shown)
  }
}
