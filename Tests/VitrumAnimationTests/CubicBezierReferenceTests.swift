import Testing

@testable import VitrumAnimation

/// Cubic Bézier curves against published reference values.
///
/// Unless a test says otherwise, the tables are Chromium's `ui/gfx/geometry/cubic_bezier_unittest.cc`
/// (chromium/chromium, commit 3e1a26c4), read through the code-search index; their values are rounded to
/// five decimals and Chromium checks them to ±0.00015, so do we.
@Suite struct CubicBezierReferenceTests {
  static let chromiumTolerance = 0.00015

  func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicBezier {
    try! CubicBezier(x1, y1, x2, y2)
  }

  /// `CubicBezierTest.Basic`: cubic-bezier(0.25, 0, 0.75, 1).
  @Test(arguments: [
    (0.0, 0.0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803), (0.25, 0.18235),
    (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5), (0.6, 0.63238),
    (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764), (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021),
    (0.95, 0.98863), (1.0, 1.0),
  ])
  func basic(x: Double, expected: Double) {
    #expect(near(curve(0.25, 0, 0.75, 1).value(at: x), expected, Self.chromiumTolerance))
  }

  /// `CubicBezierTest.Basic`, the exact cases: at x = 0.5 these symmetric curves are solved at t = 0.5
  /// exactly, so the output is exact too.
  @Test func basicExactValues() {
    #expect(curve(0.5, 1, 0.5, 1).value(at: 0.5) == 0.875)
    #expect(curve(0.5, 2, 0.5, 2).value(at: 0.5) == 1.625)
    #expect(curve(0.5, -1, 0.5, -1).value(at: 0.5) == -0.625)
  }

  /// `CubicBezierTest.UnclampedYValues`: cubic-bezier(0.5, -1, 0.5, 2), output below 0 and above 1.
  @Test(arguments: [
    (0.0, 0.0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651), (0.25, -0.18232),
    (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349), (0.5, 0.50000), (0.55, 0.69651),
    (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992), (0.75, 1.18232), (0.8, 1.20651), (0.85, 1.19641),
    (0.9, 1.15613), (0.95, 1.08954), (1.0, 1.0),
  ])
  func unclampedY(x: Double, expected: Double) {
    #expect(near(curve(0.5, -1, 0.5, 2).value(at: x), expected, Self.chromiumTolerance))
  }

  /// `CubicBezierTest.Range`: the overshoot range, exactly [0, 1] when the curve stays inside.
  @Test(arguments: [
    ([0.25, 1.0 / 3.0, 0.75, 2.0 / 3.0], 0.0, 1.0),  // derivative constant
    ([0.25, -0.5, 0.75, -1.0 / 6.0], -0.225, 1.0),  // derivative linear
    ([0.25, 0.25, 0.75, 0.5], 0.0, 1.0),  // no real roots
    ([0.0, 1.0, 1.0, 0.0], 0.0, 1.0),  // exactly one real root
    ([0.25, 0.1, 0.75, 0.9], 0.0, 1.0),  // one root < 0 and one > 1
    ([0.25, 2.5, 0.75, 0.5], 0.0, 1.28818),  // two roots in [0, 1]
    ([0.25, 0.5, 0.75, -1.5], -0.28818, 1.0),
    ([0.25, 0.1, 0.75, 1.5], 0.0, 1.10755),  // one root < 0, one in [0, 1]
    ([0.25, -0.5, 0.75, 0.9], -0.10755, 1.0),  // one root in [0, 1], one > 1
    ([0.25, 0.3, 0.75, 0.633], 0.0, 1.0),  // two roots < 0
    ([0.25, 0.367, 0.75, 0.7], 0.0, 1.0),  // two roots > 1
  ])
  func range(points: [Double], low: Double, high: Double) {
    let range = curve(points[0], points[1], points[2], points[3]).outputRange
    #expect(near(range.lowerBound, low, Self.chromiumTolerance), "\(range)")
    #expect(near(range.upperBound, high, Self.chromiumTolerance), "\(range)")
    if low == 0 { #expect(range.lowerBound == 0) }
    if high == 1 { #expect(range.upperBound == 1) }
  }

  /// `CubicBezierTest.Slope`: cubic-bezier(0.25, 0, 0.75, 1), including the flat continuations outside.
  @Test(arguments: [
    (-0.1, 0.0), (0.0, 0.0), (0.05, 0.42170), (0.1, 0.69778), (0.15, 0.89121), (0.2, 1.03184),
    (0.25, 1.13576), (0.3, 1.21239), (0.35, 1.26751), (0.4, 1.30474), (0.45, 1.32628), (0.5, 1.33333),
    (0.55, 1.32628), (0.6, 1.30474), (0.65, 1.26751), (0.7, 1.21239), (0.75, 1.13576), (0.8, 1.03184),
    (0.85, 0.89121), (0.9, 0.69778), (0.95, 0.42170), (1.0, 0.0), (1.1, 0.0),
  ])
  func slope(x: Double, expected: Double) {
    #expect(near(curve(0.25, 0, 0.75, 1).slope(at: x), expected, Self.chromiumTolerance))
  }

  /// `CubicBezierTest.InputOutOfRange`: the straight continuations, which Chromium checks for exact
  /// equality.
  @Test(arguments: [
    ([0.5, 1.0, 0.5, 1.0], -2.0, 1.0),  // simple
    ([0.0, 0.0, 1.0, 1.0], -1.0, 2.0),  // coincident endpoints: linear
    ([0.0, 1.0, 1.0, 0.0], 0.0, 1.0),  // vertical tangents at both ends
    ([0.5, 0.0, 1.0, 0.5], 0.0, 1.0),  // vertical trailing tangent
    ([0.1, 0.2, 0.8, 0.8], -2.0, 2.0),  // distinct endpoints
    ([0.0, 0.0, 0.5, 1.0], -2.0, 1.0),  // P1 on P0: the tangent runs to P2
    ([1.0, 0.5, 1.0, 1.0], -0.5, 1.0),  // P2 on P3: the tangent runs to P1
    ([0.0, 0.0, 0.0, 0.0], -1.0, 2.0),  // three coincident points: equivalent to linear
    ([1.0, 1.0, 1.0, 1.0], -1.0, 2.0),
  ])
  func inputOutOfRange(points: [Double], atMinusOne: Double, atTwo: Double) {
    let c = curve(points[0], points[1], points[2], points[3])
    #expect(c.value(at: -1) == atMinusOne)
    #expect(c.value(at: 2) == atTwo)
    #expect(c.value(at: 0) == 0)
    #expect(c.value(at: 1) == 1)
  }

  /// `validateSolver` over `CommonEasingFunctions`, `LinearEquivalentBeziers` and
  /// `ControlPointsOutsideUnitSquare`: solving x(t) for t recovers the parameter. Chromium asks for 1e-5
  /// in t; we check the stronger promise, |x(t) − x| < 1e-7, and t within 1e-5 where the curve is not flat
  /// in x.
  @Test(arguments: [
    [0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.0, 0.0, 0.0, 0.0],
    [1.0, 1.0, 1.0, 1.0], [0.3, 1.5, 0.8, 1.5], [0.4, -0.8, 0.7, 1.7], [0.7, -2.0, 1.0, -1.5], [0, 4, 1, -3],
  ])
  func solverRecoversTheParameter(points: [Double]) {
    let c = curve(points[0], points[1], points[2], points[3])
    for k in 0...20 {
      let t = Double(k) * 0.05
      let x = c.sampleX(t)
      let solved = c.parameter(forX: x)
      #expect(abs(c.sampleX(solved) - x) < CubicBezier.solveEpsilon)
      if c.sampleDerivativeX(t) > 0.01 { #expect(abs(solved - t) < 1e-5, "t \(t)") }
    }
  }

  /// The named presets are CSS's (CSS Easing Level 1, §3.2).
  @Test func presetsAreTheCSSKeywords() throws {
    #expect(TimingCurve.ease == (try TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1)))
    #expect(TimingCurve.easeIn == (try TimingCurve.cubicBezier(0.42, 0, 1, 1)))
    #expect(TimingCurve.easeOut == (try TimingCurve.cubicBezier(0, 0, 0.58, 1)))
    #expect(TimingCurve.easeInOut == (try TimingCurve.cubicBezier(0.42, 0, 0.58, 1)))
    #expect(TimingCurve.ease.description == "cubic-bezier(0.25, 0.1, 0.25, 1.0)")
  }
}
