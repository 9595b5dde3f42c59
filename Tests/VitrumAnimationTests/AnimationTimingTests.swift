import Testing

@testable import VitrumAnimation

/// Timing states tabulated by hand: (time, phase, iteration, reversed, progress).
@Suite struct AnimationTimingTests {
  typealias Row = (Double, TimingState.Phase, Int, Bool, Double)

  func check(_ timing: AnimationTiming, _ rows: [Row]) {
    for (time, phase, iteration, reversed, progress) in rows {
      let expected = TimingState(phase: phase, iteration: iteration, isReversed: reversed, progress: progress)
      #expect(timing.state(at: time) == expected, "at \(time)")
    }
  }

  /// Duration 2 after a delay of 1: nothing before 1, the end from 3 on.
  @Test func delayAndDuration() throws {
    let timing = try AnimationTiming(duration: 2, delay: 1)
    check(
      timing,
      [
        (-5, .before, 0, false, 0), (0, .before, 0, false, 0), (0.999, .before, 0, false, 0),
        (1, .active, 0, false, 0), (2, .active, 0, false, 0.5), (2.5, .active, 0, false, 0.75),
        (3, .after, 0, false, 1), (100, .after, 0, false, 1), (.infinity, .after, 0, false, 1),
        (.nan, .before, 0, false, 0),
      ])
    #expect(timing.activeDuration == 2 && timing.endTime == 3)
  }

  /// Speed 2 plays the 2-second iteration in 1 second; the delay is not scaled.
  @Test func speed() throws {
    let timing = try AnimationTiming(duration: 2, delay: 1, speed: 2)
    check(timing, [(1, .active, 0, false, 0), (1.5, .active, 0, false, 0.5), (2, .after, 0, false, 1)])
    #expect(timing.endTime == 2)
  }

  /// Three forward iterations of 1 s: each restarts at 0; the end is iteration 2 at 1.
  @Test func repeats() throws {
    check(
      try AnimationTiming(duration: 1, repeatCount: .count(3)),
      [
        (0.25, .active, 0, false, 0.25), (1, .active, 1, false, 0), (2.5, .active, 2, false, 0.5),
        (3, .after, 2, false, 1),
      ])
  }

  /// Autoreverse with 2 iterations: forward, then back, ending at the start; with 3, ending at the end.
  @Test func autoreverse() throws {
    check(
      try AnimationTiming(duration: 1, repeatCount: .count(2), autoreverses: true),
      [
        (0.25, .active, 0, false, 0.25), (1, .active, 1, true, 1), (1.25, .active, 1, true, 0.75),
        (2, .after, 1, true, 0), (7, .after, 1, true, 0),
      ])
    check(
      try AnimationTiming(duration: 1, repeatCount: .count(3), autoreverses: true),
      [(2.5, .active, 2, false, 0.5), (3, .after, 2, false, 1)])
  }

  @Test func forever() throws {
    let timing = try AnimationTiming(duration: 0.5, repeatCount: .forever, autoreverses: true)
    check(
      timing,
      [
        (500.625, .active, 1001, true, 0.75), (1e300, .active, Int.max, false, 0),
        (.infinity, .active, Int.max, false, 0),
      ])
    #expect(timing.endTime == .infinity)
  }

  /// A zero duration jumps to the end once the delay has passed; a negative delay starts part-way.
  @Test func zeroDurationAndNegativeDelay() throws {
    check(
      try AnimationTiming(duration: 0, delay: 1, repeatCount: .count(2), autoreverses: true),
      [(0.5, .before, 0, false, 0), (1, .after, 1, true, 0)])
    check(
      try AnimationTiming(duration: 1, delay: -0.5),
      [(0, .active, 0, false, 0.5), (0.5, .after, 0, false, 1)])
  }

  /// Iteration boundaries computed in floating point land on the boundary: 0.3 / 0.1 is
  /// 2.9999999999999996, yet 0.3 s is the end of three 0.1 s iterations, and the start of the fourth when
  /// there are more; a time genuinely before the boundary stays before it.
  @Test func boundariesAreExactDespiteRounding() throws {
    #expect(0.3 / 0.1 < 3)
    let three = try AnimationTiming(duration: 0.1, repeatCount: .count(3))
    #expect(three.state(at: 0.3) == TimingState(phase: .after, iteration: 2, isReversed: false, progress: 1))
    let more = try AnimationTiming(duration: 0.1, repeatCount: .count(5))
    #expect(more.state(at: 0.3) == TimingState(phase: .active, iteration: 3, isReversed: false, progress: 0))
    let before = more.state(at: 0.3 - 1e-12)
    #expect(before.iteration == 2 && before.progress > 0.99999999)
  }

  @Test func invalidTimingIsAnError() {
    #expect(throws: AnimationError(.outOfRange, parameter: "duration", "expected a number ≥ 0, found -1.0")) {
      try AnimationTiming(duration: -1)
    }
    #expect(throws: AnimationError.self) { try AnimationTiming(duration: .nan) }
    #expect(throws: AnimationError.self) { try AnimationTiming(duration: 1, delay: .infinity) }
    #expect(throws: AnimationError.self) { try AnimationTiming(duration: 1, speed: 0) }
    #expect(throws: AnimationError.self) { try AnimationTiming(duration: 1, speed: -1) }
    #expect(throws: AnimationError.self) { try AnimationTiming(duration: 1, repeatCount: .count(0)) }
    #expect(
      throws: AnimationError(
        .outOfRange, parameter: "repeatCount", "an animation of duration 0 cannot repeat forever")
    ) { try AnimationTiming(duration: 0, repeatCount: .forever) }
    #expect((try? AnimationTiming(duration: 1, repeatCount: .count(.max)))?.endTime.isFinite == true)
  }
}
