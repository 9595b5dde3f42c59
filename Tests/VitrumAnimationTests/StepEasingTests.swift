import Testing

@testable import VitrumAnimation

/// Step easings tabulated by hand from the CSS Easing Level 1 algorithm (§3.3.1): step = ⌊x·n⌋, + 1 for
/// jump-start and jump-both, clamped to [0, jumps] inside [0, 1], divided by jumps.
@Suite struct StepEasingTests {
  func steps(_ n: Int, _ position: StepPosition) -> StepEasing { try! StepEasing(n, position) }

  @Test(arguments: [
    // steps(4, jump-end): holds each value for a quarter, reaches 1 only at the end.
    (StepPosition.jumpEnd, 4, 0.0, 0.0), (.jumpEnd, 4, 0.2499, 0), (.jumpEnd, 4, 0.25, 0.25),
    (.jumpEnd, 4, 0.5, 0.5), (.jumpEnd, 4, 0.7499, 0.5), (.jumpEnd, 4, 0.75, 0.75),
    (.jumpEnd, 4, 0.9999, 0.75),
    (.jumpEnd, 4, 1, 1),
    // steps(4, jump-start): jumps at 0, so the first quarter already shows 1/4.
    (.jumpStart, 4, 0, 0.25), (.jumpStart, 4, 0.2499, 0.25), (.jumpStart, 4, 0.25, 0.5),
    (.jumpStart, 4, 0.75, 1),
    (.jumpStart, 4, 1, 1),
    // steps(5, jump-none): 4 jumps of 1/4; 0 over the first fifth, 1 over the last.
    (.jumpNone, 5, 0, 0), (.jumpNone, 5, 0.1999, 0), (.jumpNone, 5, 0.2, 0.25), (.jumpNone, 5, 0.4, 0.5),
    (.jumpNone, 5, 0.6, 0.75), (.jumpNone, 5, 0.7999, 0.75), (.jumpNone, 5, 0.8, 1), (.jumpNone, 5, 1, 1),
    // steps(3, jump-both): 4 jumps of 1/4; 1/4 at the start, 3/4 just before the end.
    (.jumpBoth, 3, 0, 0.25), (.jumpBoth, 3, 0.5, 0.5), (.jumpBoth, 3, 0.9999, 0.75), (.jumpBoth, 3, 1, 1),
    // Outside [0, 1] the steps continue (no clamping): jump-end at 1.5 with 2 steps is step 3 of 2.
    (.jumpEnd, 2, 1.5, 1.5), (.jumpEnd, 2, -0.25, -0.5), (.jumpStart, 2, -0.25, 0), (.jumpNone, 2, -0.25, -1),
  ])
  func tabulated(position: StepPosition, n: Int, x: Double, expected: Double) {
    #expect(steps(n, position).value(at: x) == expected)
  }

  /// An input that names a boundary as k / n lands on step k for every n, even where k / n · n rounds
  /// below k in binary floating point ((1 / 49) · 49 = 0.9999999999999999); an input 1e-12 below the
  /// boundary is still on the step before.
  @Test func boundariesComputedAsFractionsAreExact() {
    #expect((1.0 / 49.0) * 49.0 < 1)
    for n in 1...100 {
      let end = steps(n, .jumpEnd)
      for k in 0...n {
        let boundary = Double(k) / Double(n)
        #expect(end.value(at: boundary) == boundary, "k \(k) n \(n)")
        if k > 0 { #expect(end.value(at: boundary - 1e-12) == Double(k - 1) / Double(n), "k \(k) n \(n)") }
      }
    }
  }

  @Test func invalidStepsAreErrors() {
    #expect(throws: AnimationError(.outOfRange, parameter: "count", "expected at least 1 step, found 0")) {
      try StepEasing(0)
    }
    #expect(throws: AnimationError.self) { try StepEasing(-3, .jumpStart) }
    #expect(
      throws: AnimationError(.outOfRange, parameter: "count", "jump-none needs at least 2 steps, found 1")
    ) {
      try StepEasing(1, .jumpNone)
    }
    #expect((try? StepEasing(2, .jumpNone)) != nil)
  }

  /// Huge counts neither overflow (jumps are counted in floating point) nor trap.
  @Test func hugeCountsAreSafe() {
    let s = steps(Int.max, .jumpBoth)
    #expect(s.value(at: 1) == 1)
    #expect(s.value(at: 0.5).isFinite)
    #expect(steps(3, .jumpEnd).value(at: .nan).isNaN)
  }

  @Test func descriptionIsCSS() {
    #expect(steps(3, .jumpNone).description == "steps(3, jump-none)")
    #expect(TimingCurve.stepped(steps(2, .jumpStart)).slope(at: 0.3) == 0)
  }
}
