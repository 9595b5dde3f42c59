import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// Keyframes and keyframe animations, tabulated by hand.
@Suite struct KeyframeTests {
  let stepHalf = try! TimingCurve.steps(2, .jumpEnd)

  /// 0 at 0, 10 at 0.5 (linear), 20 at 1 (in two steps): the second segment holds 10 for its first half.
  @Test func segmentsUseTheirOwnCurves() throws {
    let k = try Keyframes([Keyframe(0, 0.0), Keyframe(0.5, 10), Keyframe(1, 20, curve: stepHalf)])
    let table: [(Double, Double)] = [
      (0, 0), (0.25, 5), (0.5, 10), (0.6, 10), (0.74, 10), (0.75, 15), (0.99, 15), (1, 20),
    ]
    for (progress, expected) in table { #expect(k.value(at: progress) == expected, "at \(progress)") }
  }

  /// Two keyframes at 0.5 make a jump; the later one holds from 0.5 on.
  @Test func sharedTimeJumps() throws {
    let k = try Keyframes([Keyframe(0, 0.0), Keyframe(0.5, 10), Keyframe(0.5, 30), Keyframe(1, 40)])
    #expect(k.value(at: 0.25) == 5)
    #expect(k.value(at: 0.5) == 30)
    #expect(k.value(at: 0.75) == 35)
  }

  @Test func holdsOutsideTheKeyframes() throws {
    let k = try Keyframes([Keyframe(0.25, Point(1, 1)), Keyframe(0.75, Point(7, 1))])
    #expect(k.value(at: 0) == Point(1, 1))
    #expect(k.value(at: 0.5) == Point(4, 1))
    #expect(k.value(at: 0.9) == Point(7, 1))
    #expect(k.value(at: .nan) == Point(1, 1))
    #expect(try Keyframes([Keyframe(0.3, 5.0)]).value(at: 0.9) == 5)
  }

  /// The last frame of a play is the end value exactly, even where start + (end − start) rounds; an even
  /// number of autoreversed iterations ends on the start value exactly.
  @Test func animationEndsExactly() throws {
    let once = KeyframeAnimation(
      Keyframes(from: 0.7, to: 0.1, curve: .ease), timing: try AnimationTiming(duration: 0.3, delay: 0.2))
    #expect(once.value(at: 0) == 0.7)
    #expect(once.value(at: 0.5) == 0.1)
    #expect(once.value(at: 9) == 0.1)
    let there = once.sample(at: 0.35)
    #expect(
      there.state.phase == .active
        && near(there.value, 0.7 + (0.1 - 0.7) * TimingCurve.ease.value(at: 0.5), 1e-15))

    let backAndForth = KeyframeAnimation(
      Keyframes(from: 0.7, to: 0.1),
      timing: try AnimationTiming(duration: 1, repeatCount: .count(4), autoreverses: true))
    #expect(backAndForth.value(at: 4) == 0.7)
    // 1.25 s: the second iteration, played backwards, a quarter of the way back from 0.1 toward 0.7.
    #expect(near(backAndForth.value(at: 1.25), 0.25, 1e-15))
    #expect(backAndForth.value(at: 3) == 0.1)  // the end of the forward third iteration
  }

  @Test func invalidKeyframesAreErrors() {
    #expect(
      throws: AnimationError(.invalidSequence, parameter: "keyframes", "expected at least one keyframe")
    ) {
      try Keyframes([Keyframe<Double>]())
    }
    #expect(
      throws: AnimationError(
        .outOfRange, parameter: "keyframes[1].time", "expected a number from 0 to 1, found 1.5")
    ) {
      try Keyframes([Keyframe(0, 1.0), Keyframe(1.5, 2.0)])
    }
    #expect(
      throws: AnimationError(
        .notFinite, parameter: "keyframes[0].time", "expected a finite number, found nan")
    ) {
      try Keyframes([Keyframe(.nan, 1.0)])
    }
    #expect(
      throws: AnimationError(
        .invalidSequence, parameter: "keyframes[2].time", "0.4 is earlier than the keyframe before it (0.6)")
    ) { try Keyframes([Keyframe(0, 1.0), Keyframe(0.6, 2.0), Keyframe(0.4, 3.0)]) }
  }
}

/// CSS Easing Level 2's step position rule inside keyframe segments: `steps(n, jump-start)` has made its
/// first jump at the segment's input progress 0, so its first instant already shows the first step.
@Suite struct KeyframeJumpStartTests {
  let jumpStart4 = try! TimingCurve.steps(4, .jumpStart)
  let jumpStart2 = try! TimingCurve.steps(2, .jumpStart)

  /// A track 0 → 1 eased by steps(4, jump-start) shows 0.25 at progress 0.
  @Test func firstInstantShowsTheFirstStep() throws {
    let k = try Keyframes([Keyframe(0, 0.0), Keyframe(1, 1, curve: jumpStart4)])
    let table: [(Double, Double)] = [(0, 0.25), (0.2, 0.25), (0.25, 0.5), (0.5, 0.75), (0.75, 1), (1, 1)]
    for (progress, expected) in table { #expect(k.value(at: progress) == expected, "at \(progress)") }
  }

  /// 0 → 0.5 (linear) → 1 (steps(2, jump-start)): where the second segment begins the value is 0.75.
  @Test func segmentInTheMiddleJumpsAtItsStart() throws {
    let k = try Keyframes([Keyframe(0, 0.0), Keyframe(0.5, 0.5), Keyframe(1, 1, curve: jumpStart2)])
    #expect(k.value(at: 0.5) == 0.75)
    #expect(k.value(at: 0.4999) < 0.5)
    #expect(k.value(at: 0.74) == 0.75)
    #expect(k.value(at: 0.75) == 1)
  }

  /// In a timeline the before phase belongs to the whole animation: before it starts the attribute shows
  /// the value the keyframes start from; at its first instant the first step.
  @Test func timelineShowsTheJumpAtTheStart() throws {
    let card = ShapeNode(id: "card", .rect(Rect(x: 0, y: 0, width: 10, height: 10)))
    let timeline = Timeline(scene: Scene(size: Size(100, 100)) { card })
    let keyframes = try Keyframes([Keyframe(0, 0.0), Keyframe(1, 100, curve: jumpStart4)])
    try timeline.play(
      .rotation, of: card, keyframes: KeyframeAnimation(keyframes, timing: try AnimationTiming(duration: 1)),
      at: 1)
    try timeline.seek(to: 0.999, policy: .standard)
    #expect(card.rotation == 0)
    try timeline.seek(to: 1, policy: .standard)
    #expect(card.rotation == 25)
    try timeline.seek(to: 1.5, policy: .standard)
    #expect(card.rotation == 75)
  }
}
