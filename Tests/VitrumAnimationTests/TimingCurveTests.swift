import Testing

@testable import VitrumAnimation

/// Properties every timing curve keeps, checked over many random curves.
@Suite struct TimingCurveTests {
  /// The value of cubic-bezier(x1, y1, x2, y2) at x, solved independently: Bernstein form and plain
  /// bisection on t to the resolution of doubles.
  static func reference(_ c: CubicBezier, _ x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if bernstein(c.x1, c.x2, mid) < x { lo = mid } else { hi = mid }
    }
    return bernstein(c.y1, c.y2, (lo + hi) / 2)
  }

  /// The solver's promise: x(t) within 1e-7 of the input, so the output is within 1e-7 of input error
  /// times the slope. Checked on 2000 random curves with overshooting y.
  @Test func randomCurvesMatchTheReference() {
    var random = TestRandom(seed: 7)
    var worstXError = 0.0
    for _ in 0..<2000 {
      let c = try! CubicBezier(
        random.double(0...1), random.double(-2...3), random.double(0...1), random.double(-2...3))
      let x = random.double(0...1)
      let t = c.parameter(forX: x)
      worstXError = max(worstXError, abs(c.sampleX(t) - x))
      let tolerance = 2e-7 * max(1, abs(c.slope(at: x))) + 1e-12
      #expect(near(c.value(at: x), Self.reference(c, x), tolerance), "\(c) at \(x)")
    }
    #expect(worstXError < CubicBezier.solveEpsilon)
  }

  @Test func endsAreExactForEveryCurve() {
    var random = TestRandom(seed: 11)
    for _ in 0..<500 {
      let c = try! TimingCurve.cubicBezier(
        random.double(0...1), random.double(-5...5), random.double(0...1), random.double(-5...5))
      #expect(c.value(at: 0) == 0)
      #expect(c.value(at: 1) == 1)
    }
    #expect(TimingCurve.linear.value(at: -0.5) == -0.5)
    #expect(TimingCurve.linear.value(at: 1.5) == 1.5)
  }

  /// With y in [0, 1] a curve never leaves [0, 1] and never decreases; every curve stays in its range.
  @Test func monotoneAndWithinRange() {
    var random = TestRandom(seed: 13)
    for _ in 0..<200 {
      let inside = try! CubicBezier(
        random.double(0...1), random.double(0...1), random.double(0...1), random.double(0...1))
      let outside = try! CubicBezier(
        random.double(0...1), random.double(-3...4), random.double(0...1), random.double(-3...4))
      var previous = 0.0
      for k in 0...100 {
        let x = Double(k) / 100
        let v = inside.value(at: x)
        #expect(v >= previous - 1e-9 && v >= 0 && v <= 1)
        previous = v
        let w = outside.value(at: x)
        #expect(w >= outside.outputRange.lowerBound - 1e-9 && w <= outside.outputRange.upperBound + 1e-9)
      }
    }
  }

  @Test func invalidCurvesAreErrors() {
    #expect(throws: AnimationError(.outOfRange, parameter: "x1", "expected a number from 0 to 1, found 1.1"))
    {
      try TimingCurve.cubicBezier(1.1, 0, 1, 1)
    }
    #expect(throws: AnimationError.self) { try TimingCurve.cubicBezier(0, 0, -0.01, 1) }
    #expect(throws: AnimationError(.notFinite, parameter: "y2", "expected a finite number, found inf")) {
      try TimingCurve.cubicBezier(0, 0, 1, .infinity)
    }
    #expect(throws: AnimationError.self) { try TimingCurve.cubicBezier(.nan, 0, 1, 1) }
    #expect(throws: AnimationError.self) { try TimingCurve.cubicBezier(0, 2e6, 1, 1) }
    // y far outside [0, 1] is valid.
    #expect((try? TimingCurve.cubicBezier(0.5, -1e6, 0.5, 1e6)) != nil)
  }

  /// Extreme but valid control points keep every output finite (Chromium's ClampInfinityEvaluation,
  /// with our bound on y).
  @Test func extremeCurvesStayFinite() {
    let y = CubicBezier.maximumMagnitudeY
    for points in [
      [0.5, y, 0.5, y], [0.5, -y, 0.5, y], [0, y, 0, -y], [1, -y, 1, -y], [0, 0, 0, y], [1, 0, 0, -y],
    ] {
      let c = try! CubicBezier(points[0], points[1], points[2], points[3])
      for k in -2...22 {
        let x = Double(k) * 0.05
        #expect(c.value(at: x).isFinite, "\(c) at \(x)")
        #expect(!c.slope(at: x).isNaN, "\(c) at \(x)")
      }
    }
  }

  @Test func nanStaysNaN() {
    #expect(TimingCurve.ease.value(at: .nan).isNaN)
  }
}
