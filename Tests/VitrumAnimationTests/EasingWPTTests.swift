import Testing

@testable import VitrumAnimation

/// The web-platform-tests for easing outputs, css/css-easing/cubic-bezier-timing-functions-output.html
/// and css/css-easing/step-timing-functions-output.html (web-platform-tests/wpt, as mirrored in
/// divmain/wpt at 5942d002, read through the code-search index). Each test animates `left` from 0 px to
/// 100 px over 1000 ms with an effect easing (an overshooting cubic Bézier) and a keyframe easing applied
/// to the effect easing's output; the expected `left` values below are copied from their assertions.
@Suite struct EasingWPTTests {
  static func left(keyframe: TimingCurve, effect: TimingCurve, milliseconds: Double) -> Double {
    100 * keyframe.value(at: effect.value(at: milliseconds / 1000))
  }

  static let up = try! TimingCurve.cubicBezier(0, 1.5, 1, 1.5)
  static let upTwice = try! TimingCurve.cubicBezier(0, 3, 1, 3)
  static let down = try! TimingCurve.cubicBezier(0, -0.5, 1, -0.5)
  static let downTwice = try! TimingCurve.cubicBezier(0, -2, 1, -2)
  static let stepStart = try! TimingCurve.steps(1, .jumpStart)
  static let stepEnd = try! TimingCurve.steps(1, .jumpEnd)
  static let oneJumpBoth = try! TimingCurve.steps(1, .jumpBoth)
  static let twoJumpNone = try! TimingCurve.steps(2, .jumpNone)

  /// step-timing-functions-output.html, every assertion: (keyframe easing, effect easing, ms, left px).
  @Test(arguments: [
    (stepStart, up, 0.0, 100.0), (stepStart, up, 230, 100), (stepStart, up, 250, 200),
    (stepStart, up, 1000, 100),
    (stepStart, upTwice, 0, 100), (stepStart, upTwice, 114, 200), (stepStart, upTwice, 500, 300),
    (stepStart, upTwice, 900, 200),
    (stepStart, down, 0, 100), (stepStart, down, 750, 0), (stepStart, down, 800, 100),
    (stepStart, down, 1000, 100),
    (stepStart, downTwice, 0, 100), (stepStart, downTwice, 100, 0), (stepStart, downTwice, 500, -100),
    (stepStart, downTwice, 1000, 100),
    (stepEnd, up, 0, 0), (stepEnd, up, 230, 0), (stepEnd, up, 250, 100), (stepEnd, up, 1000, 100),
    (stepEnd, upTwice, 0, 0), (stepEnd, upTwice, 114, 100), (stepEnd, upTwice, 500, 200),
    (stepEnd, upTwice, 900, 100),
    (stepEnd, down, 0, 0), (stepEnd, down, 750, -100), (stepEnd, down, 800, 0), (stepEnd, down, 1000, 100),
    (oneJumpBoth, up, 0, 50), (oneJumpBoth, up, 230, 50), (oneJumpBoth, up, 250, 100),
    (oneJumpBoth, up, 1000, 100),
    (oneJumpBoth, upTwice, 0, 50), (oneJumpBoth, upTwice, 114, 100), (oneJumpBoth, upTwice, 500, 150),
    (oneJumpBoth, upTwice, 900, 100),
    (oneJumpBoth, down, 0, 50), (oneJumpBoth, down, 750, 0), (oneJumpBoth, down, 800, 50),
    (oneJumpBoth, down, 1000, 100),
    (twoJumpNone, up, 0, 0), (twoJumpNone, up, 45, 100), (twoJumpNone, up, 230, 100),
    (twoJumpNone, up, 250, 200),
    (twoJumpNone, up, 1000, 100),
    (twoJumpNone, upTwice, 0, 0), (twoJumpNone, upTwice, 114, 300), (twoJumpNone, upTwice, 500, 400),
    (twoJumpNone, upTwice, 900, 300),
    (twoJumpNone, down, 0, 0), (twoJumpNone, down, 750, -100), (twoJumpNone, down, 800, 0),
    (twoJumpNone, down, 1000, 100),
  ])
  func stepsAfterAnOvershootingCurve(keyframe: TimingCurve, effect: TimingCurve, ms: Double, expected: Double)
  {
    #expect(Self.left(keyframe: keyframe, effect: effect, milliseconds: ms) == expected)
  }

  /// cubic-bezier-timing-functions-output.html: the effect easing leaves [0, 1] in the stated intervals,
  /// and the keyframe easing then continues along its end tangent, or holds 0 or 1 where that tangent is
  /// vertical. The test compares `left` to within 0.01 px.
  @Test func cubicBezierAfterAnOvershootingCurve() {
    // "The effect-easing produces values greater than 1 in (0.23368794, 1)".
    #expect(near(Self.up.value(at: 0.23368794), 1, 1e-7))
    #expect(Self.up.value(at: 0.23) < 1 && Self.up.value(at: 0.24) > 1 && Self.up.value(at: 0.99) > 1)
    // "The effect-easing produces negative values in (0, 0.766312060)".
    #expect(near(Self.down.value(at: 0.766312060), 0, 1e-7))
    #expect(Self.down.value(at: 0.01) < 0 && Self.down.value(at: 0.75) < 0 && Self.down.value(at: 0.77) > 0)

    // cubic-bezier(0.5, 1, 0.5, 0) continues with slope (0 − 1) / (0.5 − 1) = 2 past 1 and 1 / 0.5 = 2
    // before 0.
    let keyframe = try! TimingCurve.cubicBezier(0.5, 1, 0.5, 0)
    for ms in [240.0, 700, 990] {
      let x = Self.up.value(at: ms / 1000)
      #expect(
        near(Self.left(keyframe: keyframe, effect: Self.up, milliseconds: ms), 100 * (1 + 2 * (x - 1)), 0.01))
    }
    for ms in [10.0, 300, 750] {
      let x = Self.down.value(at: ms / 1000)
      #expect(near(Self.left(keyframe: keyframe, effect: Self.down, milliseconds: ms), 100 * 2 * x, 0.01))
    }
    // cubic-bezier(0, 1.5, 1, 1.5) and (0, -0.5, 1, -0.5) have vertical tangents at the far ends: "the
    // tangent at the endpoint is infinity so we should just return 1.0" (and 0.0 below 0).
    for ms in [240.0, 700, 990] {
      #expect(Self.left(keyframe: Self.up, effect: Self.up, milliseconds: ms) == 100)
    }
    for ms in [10.0, 300, 750] {
      #expect(Self.left(keyframe: Self.down, effect: Self.down, milliseconds: ms) == 0)
    }
    // At the ends the effect easing gives exactly 0 and 1, so the keyframe easing does too.
    #expect(Self.left(keyframe: keyframe, effect: Self.up, milliseconds: 0) == 0)
    #expect(Self.left(keyframe: keyframe, effect: Self.up, milliseconds: 1000) == 100)
  }
}
