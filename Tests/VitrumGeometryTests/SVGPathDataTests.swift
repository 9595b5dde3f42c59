import Testing

@testable import VitrumGeometry

private func parse(_ d: String) throws -> [PathElement] { try Path(svgPathData: d).elements }
private func move(_ x: Double, _ y: Double) -> PathElement { .move(to: Point(x, y)) }
private func line(_ x: Double, _ y: Double) -> PathElement { .line(to: Point(x, y)) }
private func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) -> PathElement {
  .quad(control: Point(cx, cy), to: Point(x, y))
}
private func cubic(
  _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double
) -> PathElement {
  .cubic(control1: Point(x1, y1), control2: Point(x2, y2), to: Point(x, y))
}

@Suite struct SVGPathCommandTests {
  @Test func emptyData() throws {
    #expect(try parse("").isEmpty)
    #expect(try parse(" \t\r\n\u{0C}").isEmpty)
  }

  @Test func moveAndLine() throws {
    #expect(try parse("M10 20 L30 40") == [move(10, 20), line(30, 40)])
    #expect(try parse("m10 20 l30 40") == [move(10, 20), line(40, 60)])
    // A second moveto is relative to the current point.
    #expect(try parse("M1 2 L3 4 m1 1") == [move(1, 2), line(3, 4), move(4, 5)])
  }

  @Test func horizontalAndVertical() throws {
    #expect(try parse("M10 20 H30 V40") == [move(10, 20), line(30, 20), line(30, 40)])
    #expect(try parse("M10 20 h30 v40") == [move(10, 20), line(40, 20), line(40, 60)])
    #expect(try parse("M1 1 h1 2 v3") == [move(1, 1), line(2, 1), line(4, 1), line(4, 4)])
  }

  @Test func cubics() throws {
    #expect(try parse("M0 0 C1 2 3 4 5 6") == [move(0, 0), cubic(1, 2, 3, 4, 5, 6)])
    #expect(try parse("M1 1 c1 2 3 4 5 6") == [move(1, 1), cubic(2, 3, 4, 5, 6, 7)])
    // S reflects the previous second control point (3, 4) about the current point (5, 6).
    #expect(
      try parse("M0 0 C1 2 3 4 5 6 S9 10 11 12") == [
        move(0, 0), cubic(1, 2, 3, 4, 5, 6), cubic(7, 8, 9, 10, 11, 12),
      ])
    #expect(
      try parse("M0 0 C1 2 3 4 5 6 s4 4 6 6") == [
        move(0, 0), cubic(1, 2, 3, 4, 5, 6), cubic(7, 8, 9, 10, 11, 12),
      ])
    // S after S reflects the S's own second control point.
    #expect(
      try parse("M0 0 S1 1 2 0 S5 1 6 0") == [move(0, 0), cubic(0, 0, 1, 1, 2, 0), cubic(3, -1, 5, 1, 6, 0)])
    // Without a previous cubic the first control point is the current point.
    #expect(try parse("M1 1 L2 2 S3 3 4 4") == [move(1, 1), line(2, 2), cubic(2, 2, 3, 3, 4, 4)])
    #expect(try parse("M0 0 Q1 2 3 4 S5 6 7 8") == [move(0, 0), quad(1, 2, 3, 4), cubic(3, 4, 5, 6, 7, 8)])
  }

  @Test func quadratics() throws {
    #expect(try parse("M0 0 Q1 2 3 4") == [move(0, 0), quad(1, 2, 3, 4)])
    #expect(try parse("M1 1 q1 2 3 4") == [move(1, 1), quad(2, 3, 4, 5)])
    #expect(try parse("M0 0 Q1 2 3 4 T7 8") == [move(0, 0), quad(1, 2, 3, 4), quad(5, 6, 7, 8)])
    #expect(try parse("M0 0 Q1 2 3 4 t4 4") == [move(0, 0), quad(1, 2, 3, 4), quad(5, 6, 7, 8)])
    // A chain of T keeps reflecting.
    #expect(
      try parse("M0 0 Q1 1 2 0 T4 0 T6 0") == [
        move(0, 0), quad(1, 1, 2, 0), quad(3, -1, 4, 0), quad(5, 1, 6, 0),
      ])
    #expect(try parse("M0 0 T2 2") == [move(0, 0), quad(0, 0, 2, 2)])
    // T after a cubic does not reflect.
    #expect(try parse("M0 0 C1 1 2 2 3 3 T5 5") == [move(0, 0), cubic(1, 1, 2, 2, 3, 3), quad(3, 3, 5, 5)])
  }

  @Test func closepath() throws {
    #expect(try parse("M1 2 L3 4 Z") == [move(1, 2), line(3, 4), .close])
    // A drawing command after Z starts a new subpath at the closed one's start.
    #expect(try parse("M1 2 L3 4 z L5 6") == [move(1, 2), line(3, 4), .close, move(1, 2), line(5, 6)])
    #expect(try parse("M1 2 L3 4 z l1 1") == [move(1, 2), line(3, 4), .close, move(1, 2), line(2, 3)])
    // A relative moveto after Z is relative to that start.
    #expect(try parse("M1 2 L3 4 Z m1 1 l1 0") == [move(1, 2), line(3, 4), .close, move(2, 3), line(3, 3)])
    #expect(try parse("M0 0Z") == [move(0, 0), .close])
  }

  @Test func implicitRepeats() throws {
    #expect(try parse("M1 2 3 4 5 6") == [move(1, 2), line(3, 4), line(5, 6)])
    #expect(try parse("m1 2 3 4 5 6") == [move(1, 2), line(4, 6), line(9, 12)])
    #expect(try parse("M0 0 L1 2 3 4") == [move(0, 0), line(1, 2), line(3, 4)])
    #expect(
      try parse("M0 0 C1 1 2 2 3 3 4 4 5 5 6 6") == [
        move(0, 0), cubic(1, 1, 2, 2, 3, 3), cubic(4, 4, 5, 5, 6, 6),
      ])
    #expect(
      try parse("M0 0 c1 1 2 2 3 3 1 1 2 2 3 3") == [
        move(0, 0), cubic(1, 1, 2, 2, 3, 3), cubic(4, 4, 5, 5, 6, 6),
      ])
    #expect(try parse("M0 0 Q1 1 2 2 3 3 4 4") == [move(0, 0), quad(1, 1, 2, 2), quad(3, 3, 4, 4)])
    #expect(try parse("M0 0 T1 1 2 2") == [move(0, 0), quad(0, 0, 1, 1), quad(2, 2, 2, 2)])
  }

  @Test func numberForms() throws {
    #expect(try parse("M.5-.5e-3") == [move(0.5, -0.0005)])
    #expect(try parse("M1.5.5") == [move(1.5, 0.5)])
    #expect(try parse("M-1-2") == [move(-1, -2)])
    #expect(try parse("M+1+2") == [move(1, 2)])
    #expect(try parse("M1e2 2E-1") == [move(100, 0.2)])
    #expect(try parse("M1.e1 5.") == [move(10, 5)])
    #expect(try parse("M0010 -0") == [move(10, 0)])
    #expect(try parse("M1e+2,.25") == [move(100, 0.25)])
    #expect(try parse("M 1 , 2\tL\n3\r\n4") == [move(1, 2), line(3, 4)])
    #expect(try parse("M0,0L1,2,3,4") == [move(0, 0), line(1, 2), line(3, 4)])
    #expect(try parse("M1e-999 0") == [move(0, 0)])
    // Decimal conversion is correctly rounded, also past the fast path.
    #expect(try parse("M0.1 0.30000000000000004") == [move(0.1, 0.30000000000000004)])
    #expect(
      try parse("M123456789012345678901234567890 1e-30") == [move(123456789012345678901234567890.0, 1e-30)])
    #expect(try parse("M9007199254740993 0") == [move(9007199254740992, 0)])
  }

  @Test func arcFlagsWithoutSeparators() throws {
    let elements = try parse("M0 0a1 1 0 011 1")
    #expect(elements.count == 2)
    #expect(endPoint(elements[1]) == Point(1, 1))
    #expect(try parse("M0 0a1 1 0 011 1") == parse("M0 0 a 1,1 0 0,1 1,1"))
    // Two arcs in a row, with flags run together.
    #expect(try parse("M0 0a1 1 0 011 1 1 1 0 01-1 1").count == 3)
  }
}

@Suite struct SVGArcTests {
  /// Points along every cubic of an arc (at eight parameters each).
  private func samples(_ elements: [PathElement], from start: Point) -> [Point] {
    var points: [Point] = []
    var p0 = start
    for element in elements {
      guard case .cubic(let c1, let c2, let p) = element else { continue }
      for k in 0...8 {
        points.append(Path.cubicPoint(p0, c1, c2, p, Double(k) / 8))
      }
      p0 = p
    }
    return points
  }

  /// The point halfway along an arc split into equal-angle cubics.
  private func arcMidpoint(_ elements: [PathElement], from start: Point) -> Point? {
    var starts = [start]
    var cubics: [(Point, Point, Point)] = []
    for element in elements {
      guard case .cubic(let c1, let c2, let p) = element else { return nil }
      cubics.append((c1, c2, p))
      starts.append(p)
    }
    let n = cubics.count
    if n % 2 == 0 { return starts[n / 2] }
    let (c1, c2, p) = cubics[n / 2]
    return Path.cubicPoint(starts[n / 2], c1, c2, p, 0.5)
  }

  @Test(arguments: [
    ("M0.1 0.2 A5 3 17 0 1 9.7 0.3", Point(9.7, 0.3)),
    ("M0.1 0.2 a5 3 -40 1 0 9.7 0.3", Point(0.1 + 9.7, 0.2 + 0.3)),
    ("M3 3 A1 1 0 1 1 3.3 3.1", Point(3.3, 3.1)),
    ("M-7 2 A2 9 300 1 0 -7.5 2", Point(-7.5, 2)),
  ])
  func endpointsAreExact(d: String, expected: Point) throws {
    let elements = try Path(svgPathData: d).elements
    #expect(elements.count > 1)
    #expect(elements.last.flatMap(endPoint) == expected)
  }

  @Test func quarterCircle() throws {
    let elements = try Path(svgPathData: "M1 0 A1 1 0 0 1 0 1").elements
    #expect(elements.count == 2)
    let mid = try #require(arcMidpoint(Array(elements.dropFirst()), from: Point(1, 0)))
    #expect(abs(mid.length - 1) < 1e-3)
    #expect(close(mid, Point(0.5.squareRoot(), 0.5.squareRoot()), 1e-3))
    for p in samples(Array(elements.dropFirst()), from: Point(1, 0)) {
      #expect(abs(p.length - 1) < 3e-4)
    }
  }

  /// From (0, 0) to (1, 1) with radius 1 there are two circles, centred at (1, 0) and (0, 1), and four
  /// arcs; the flags pick one. Positive sweep is increasing angle (clockwise on screen).
  @Test(arguments: [
    (false, true, Point(0, 1), 1, Point(0.70710678, 0.29289322)),
    (false, false, Point(1, 0), 1, Point(0.29289322, 0.70710678)),
    (true, true, Point(1, 0), 3, Point(1.70710678, -0.70710678)),
    (true, false, Point(0, 1), 3, Point(-0.70710678, 1.70710678)),
  ])
  func flagsChooseTheArc(large: Bool, sweep: Bool, center: Point, cubics: Int, midpoint: Point) throws {
    let d = "M0 0 A1 1 0 \(large ? 1 : 0) \(sweep ? 1 : 0) 1 1"
    let arc = Array(try Path(svgPathData: d).elements.dropFirst())
    #expect(arc.count == cubics)
    let mid = try #require(arcMidpoint(arc, from: .zero))
    #expect(close(mid, midpoint, 1e-3))
    for p in samples(arc, from: .zero) {
      #expect(abs(p.distance(to: center) - 1) < 3e-4)
    }
  }

  @Test func outOfRangeRadiiScaleUp() throws {
    // Radius 1 cannot span 10 units: scaled to 5, the arc is a half circle about (5, 0) through (5, -5).
    let arc = Array(try Path(svgPathData: "M0 0 A1 1 0 0 1 10 0").elements.dropFirst())
    #expect(arc.count == 2)
    #expect(close(try #require(endPoint(arc[0])), Point(5, -5), 1e-9))
    for p in samples(arc, from: .zero) {
      #expect(abs(p.distance(to: Point(5, 0)) - 5) < 5 * 3e-4)
    }
    // Elliptical radii keep their ratio: 1:2 scaled to reach (4, 0) gives radii 2 and 4.
    let ellipse = Array(try Path(svgPathData: "M0 0 A1 2 0 0 0 4 0").elements.dropFirst())
    #expect(close(try #require(endPoint(ellipse[0])), Point(2, 4), 1e-9))
    // Negative radii count as positive.
    #expect(try parse("M0 0 A-1 -1 0 0 1 10 0") == parse("M0 0 A1 1 0 0 1 10 0"))
  }

  @Test func degenerateArcs() throws {
    // A zero radius makes a line; an arc to its own start is left out.
    #expect(try parse("M0 0 A0 5 0 0 1 10 0") == [move(0, 0), line(10, 0)])
    #expect(try parse("M0 0 a5 0 0 0 1 10 0") == [move(0, 0), line(10, 0)])
    #expect(try parse("M3 4 A5 5 0 1 1 3 4") == [move(3, 4)])
    #expect(try parse("M3 4 a5 5 0 1 1 0 0 L1 1") == [move(3, 4), line(1, 1)])
    // Radii huge against the chord: the arc is numerically a line and stays finite.
    let flat = try Path(svgPathData: "M0 0 A1e300 1e300 0 0 1 1e-300 0")
    #expect(flat.isFinite)
    #expect(flat.elements.last.flatMap(endPoint) == Point(1e-300, 0))
  }

  @Test func rotationRotatesTheArc() throws {
    // An arc with x-axis rotation φ is the unrotated arc between the endpoints rotated by −φ, rotated by φ.
    let phi = 30.0
    let rotate = AffineMatrix.rotation(phi * Double.pi / 180)
    let inverse = try #require(rotate.inverted)
    let start = Point(1, 2)
    let end = Point(6, 4)
    let rotated = Path.svgArcElements(
      from: start, to: end, radiusX: 4, radiusY: 2, xAxisRotation: phi, largeArc: true, sweep: false)
    let plain = Path.svgArcElements(
      from: inverse.apply(start), to: inverse.apply(end), radiusX: 4, radiusY: 2, xAxisRotation: 0,
      largeArc: true, sweep: false)
    let expected = Path(elements: plain).applying(rotate).elements
    #expect(rotated.count == expected.count)
    for (a, b) in zip(rotated, expected) {
      guard case .cubic(let a1, let a2, let ap) = a, case .cubic(let b1, let b2, let bp) = b else {
        Issue.record("expected cubics")
        continue
      }
      #expect(close(a1, b1, 1e-9) && close(a2, b2, 1e-9) && close(ap, bp, 1e-9))
    }
  }
}
