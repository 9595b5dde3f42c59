import Testing

@testable import VitrumGeometry

/// The distance from `p` to a parametric curve on [0, 1]: the best of 2001 samples, refined by golden
/// section search between that sample's neighbours (accurate to about 1e-10 for the curves used here).
private func distance(_ p: Point, toCurve curve: (Double) -> Point) -> Double {
  let n = 2000
  var bestK = 0
  var best = Double.infinity
  for k in 0...n {
    let d = p.distance(to: curve(Double(k) / Double(n)))
    if d < best {
      best = d
      bestK = k
    }
  }
  var lo = Double(Swift.max(bestK - 1, 0)) / Double(n)
  var hi = Double(Swift.min(bestK + 1, n)) / Double(n)
  let ratio = (5.0.squareRoot() - 1) / 2
  for _ in 0..<80 {
    let m1 = hi - (hi - lo) * ratio
    let m2 = lo + (hi - lo) * ratio
    if p.distance(to: curve(m1)) < p.distance(to: curve(m2)) { hi = m2 } else { lo = m1 }
  }
  return Swift.min(best, p.distance(to: curve((lo + hi) / 2)))
}

@Suite struct FlattenTests {
  @Test(arguments: [0.5, 0.1, 0.01])
  func curvesStayWithinTolerance(tolerance: Double) {
    var rng = SplitMix64(seed: UInt64(tolerance * 1000))
    for round in 0..<40 {
      let p0 = rng.point(-100...100, -100...100)
      let c1 = rng.point(-100...100, -100...100)
      let c2 = rng.point(-100...100, -100...100)
      let p1 = rng.point(-100...100, -100...100)
      var path = Path()
      path.move(to: p0)
      let curve: (Double) -> Point
      if round % 2 == 0 {
        path.quad(control: c1, to: p1)
        curve = { Path.quadPoint(p0, c1, p1, $0) }
      } else {
        path.cubic(control1: c1, control2: c2, to: p1)
        curve = { Path.cubicPoint(p0, c1, c2, p1, $0) }
      }
      let polylines = path.flattened(tolerance: tolerance)
      #expect(polylines.count == 1)
      let points = polylines[0].points
      #expect(points.first == p0 && points.last == p1)
      #expect(!polylines[0].isClosed)
      // Every vertex lies on the curve.
      for v in points {
        #expect(distance(v, toCurve: curve) < 1e-7)
      }
      // Every chord's midpoint lies within tolerance of the curve...
      for k in 1..<points.count {
        #expect(distance(points[k - 1].lerp(to: points[k], 0.5), toCurve: curve) <= tolerance + 1e-9)
      }
      // ...and every point of the curve within tolerance of the polyline.
      for k in 0...400 {
        let q = curve(Double(k) / 400)
        var nearest = Double.infinity
        for s in 1..<points.count {
          nearest = Swift.min(nearest, distance(q, toSegment: points[s - 1], points[s]))
        }
        #expect(nearest <= tolerance + 1e-9)
      }
    }
  }

  @Test func subpathsAndDuplicates() {
    let rect = Path.rect(Rect(x: 0, y: 0, width: 2, height: 1)).flattened()
    #expect(rect == [Polyline(points: [Point(0, 0), Point(2, 0), Point(2, 1), Point(0, 1)], isClosed: true)])
    // Consecutive duplicates are dropped; a closed polyline does not repeat its start.
    let square = Path(elements: [
      .move(to: Point(0, 0)), .line(to: Point(0, 0)), .line(to: Point(1, 0)), .line(to: Point(1, 1)),
      .line(to: Point(0, 0)), .close,
    ])
    #expect(
      square.flattened() == [Polyline(points: [Point(0, 0), Point(1, 0), Point(1, 1)], isClosed: true)])
    // Lone moves and degenerate subpaths are left out.
    let lone = Path(elements: [
      .move(to: Point(5, 5)), .move(to: Point(1, 1)), .close, .move(to: Point(2, 2)),
    ])
    #expect(lone.flattened().isEmpty)
    // A command after close starts a new subpath at the closed one's start.
    let reopened = Path(elements: [
      .move(to: Point(0, 0)), .line(to: Point(1, 0)), .line(to: Point(1, 1)), .close, .line(to: Point(-1, 0)),
    ])
    #expect(
      reopened.flattened() == [
        Polyline(points: [Point(0, 0), Point(1, 0), Point(1, 1)], isClosed: true),
        Polyline(points: [Point(0, 0), Point(-1, 0)], isClosed: false),
      ])
    // Without a current point, a line starts its subpath.
    let headless = Path(elements: [.line(to: Point(1, 1)), .line(to: Point(2, 1))])
    #expect(headless.flattened() == [Polyline(points: [Point(1, 1), Point(2, 1)], isClosed: false)])
  }

  @Test func circleIsOneClosedRing() {
    let center = Point(3, 4)
    let rings = Path.circle(center: center, radius: 50).flattened(tolerance: 0.05)
    #expect(rings.count == 1 && rings[0].isClosed)
    for p in rings[0].points {
      // On the four-cubic curve, which stays within 0.03 % of the radius.
      #expect(abs(p.distance(to: center) - 50) < 50 * 3e-4)
    }
  }

  @Test func segmentCountIsCapped() {
    var path = Path()
    path.move(to: .zero)
    path.cubic(control1: Point(1e7, 0), control2: Point(-1e7, 1e7), to: Point(1e7, 1e7))
    #expect(path.flattened(tolerance: 1e-3)[0].points.count == Path.maxSegmentsPerCurve + 1)
    // Zero, negative and NaN tolerances take the cap instead of trapping.
    for tolerance in [0, -1, Double.nan] {
      #expect(path.flattened(tolerance: tolerance)[0].points.count == Path.maxSegmentsPerCurve + 1)
    }
    // Non-finite coordinates do not trap either.
    let broken = Path(elements: [.move(to: .zero), .quad(control: Point(.nan, 1), to: Point(.infinity, 0))])
    #expect(broken.flattened().count == 1)
  }
}

@Suite struct TightBoundsTests {
  @Test func knownShapes() {
    #expect(Path().tightBounds == .null)
    let circle = Path.circle(center: Point(10, 20), radius: 5).tightBounds
    #expect(close(circle.origin, Point(5, 15), 1e-12) && abs(circle.width - 10) < 1e-12)
    #expect(abs(circle.height - 10) < 1e-12)
    // The control points reach y = -10, the curve only -7.5 (at t = 0.5).
    let hump = try! Path(svgPathData: "M0 0 C0 -10 10 -10 10 0")
    #expect(hump.controlPointBounds == Rect(x: 0, y: -10, width: 10, height: 10))
    #expect(hump.tightBounds == Rect(x: 0, y: -7.5, width: 10, height: 7.5))
    let arch = try! Path(svgPathData: "M0 0 Q5 -10 10 0")
    #expect(arch.tightBounds == Rect(x: 0, y: -5, width: 10, height: 5))
  }

  @Test func randomCurvesMatchDenseSampling() {
    var rng = SplitMix64(seed: 7)
    for round in 0..<200 {
      let p0 = rng.point(-10...10, -10...10)
      let c1 = rng.point(-10...10, -10...10)
      let c2 = rng.point(-10...10, -10...10)
      let p1 = rng.point(-10...10, -10...10)
      let path =
        round % 2 == 0
        ? Path(elements: [.move(to: p0), .cubic(control1: c1, control2: c2, to: p1)])
        : Path(elements: [.move(to: p0), .quad(control: c1, to: p1)])
      let tight = path.tightBounds
      var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
      for k in 0...4000 {
        let t = Double(k) / 4000
        let q = round % 2 == 0 ? Path.cubicPoint(p0, c1, c2, p1, t) : Path.quadPoint(p0, c1, p1, t)
        (minX, minY, maxX, maxY) = (
          Swift.min(minX, q.x), Swift.min(minY, q.y), Swift.max(maxX, q.x), Swift.max(maxY, q.y)
        )
      }
      // Sampling misses an extremum by at most max|B″|·(spacing/2)²/2 ≈ 1e-6 here.
      #expect(minX >= tight.minX - 1e-12 && maxX <= tight.maxX + 1e-12)
      #expect(minY >= tight.minY - 1e-12 && maxY <= tight.maxY + 1e-12)
      #expect(abs(minX - tight.minX) < 1e-5 && abs(maxX - tight.maxX) < 1e-5)
      #expect(abs(minY - tight.minY) < 1e-5 && abs(maxY - tight.maxY) < 1e-5)
      // Never looser than the control points (up to the rounding of origin + size).
      let loose = path.controlPointBounds
      #expect(tight.minX >= loose.minX && tight.maxX <= loose.maxX + 1e-12)
      #expect(tight.minY >= loose.minY && tight.maxY <= loose.maxY + 1e-12)
    }
  }
}
