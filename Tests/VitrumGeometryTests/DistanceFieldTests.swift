import Testing
import VitrumGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The largest errors of a field against an exact signed distance, split at |exact| = 3 px.
private func errors(
  _ field: DistanceField, exact: (Point) -> Double
) -> (near: Double, far: Double) {
  var near = 0.0
  var far = 0.0
  for j in 0..<field.height {
    for i in 0..<field.width {
      let p = Point(Double(field.originX + i) + 0.5, Double(field.originY + j) + 0.5)
      let e = exact(p)
      let error = abs(Double(field.value(atPixel: i, j)) - e)
      if abs(e) < 3 { near = Swift.max(near, error) } else { far = Swift.max(far, error) }
    }
  }
  return (near, far)
}

@Suite struct DistanceFieldTests {
  // Measured: circle near 0.026 px, far 0.027 px; rounded rect near 0.020 px, far 0.020 px (the far
  // errors are the flattening and four-cubic-circle errors, not the search).
  @Test func circleMatchesAnalyticDistance() throws {
    // Radius 30 in path units, scaled by 2 into device pixels, off the pixel grid.
    let center = Point(12.3, -4.7)
    let transform = AffineMatrix.scale(2, 2).then(.translation(0.25, 100.6))
    let field = try #require(
      DistanceField.make(
        path: .circle(center: center, radius: 30), fillRule: .nonZero, transform: transform, margin: 25,
        maxPixels: 1_000_000))
    let deviceCenter = transform.apply(center)
    #expect(field.width >= 170 && field.width <= 172)
    #expect(field.originX == Int((deviceCenter.x - 60 - 25).rounded(.down)))
    let (near, far) = errors(field) { $0.distance(to: deviceCenter) - 60 }
    #expect(near <= 0.05, "near-outline error \(near)")
    #expect(far <= 0.75, "far error \(far)")
  }

  @Test(arguments: [0.0, 0.35])
  func roundedRectMatchesAnalyticDistance(rotation: Double) throws {
    let rect = Rect(x: 10.25, y: 7.5, width: 120, height: 70)
    let transform = AffineMatrix.rotation(rotation).then(.translation(40.5, 30.25))
    let field = try #require(
      DistanceField.make(
        path: .roundedRect(rect, cornerRadius: 18), fillRule: .evenOdd, transform: transform, margin: 40,
        maxPixels: 1_000_000))
    let inverse = try #require(transform.inverted)
    let shape = Shape.roundedRect(rect, cornerRadius: 18)
    // Rotations keep distances, so the exact value is the analytic one at the pre-image.
    let (near, far) = errors(field) { shape.distance(at: inverse.apply($0))! }
    #expect(near <= 0.05, "near-outline error \(near)")
    #expect(far <= 0.75, "far error \(far)")
  }

  /// Overlapping subpaths: with nonzero the inner arcs are not outline, with even-odd they are.
  @Test(arguments: FillRule.allCases)
  func overlappingCirclesUseTheFilledOutline(rule: FillRule) throws {
    let a = Point(50, 50)
    let b = Point(85, 58)
    let r = 30.0
    var path = Path.circle(center: a, radius: r)
    path.append(.circle(center: b, radius: r))
    let field = try #require(
      DistanceField.make(path: path, fillRule: rule, transform: .identity, margin: 12, maxPixels: 1_000_000))
    // The circles cross at two points; each arc that lies outside the other circle bounds the union.
    let mid = a.lerp(to: b, 0.5)
    let axis = (b - a) / a.distance(to: b)
    let halfChord = (r * r - mid.distance(to: a) * mid.distance(to: a)).squareRoot()
    let crossings = [mid + Point(-axis.y, axis.x) * halfChord, mid - Point(-axis.y, axis.x) * halfChord]
    func exact(_ p: Point) -> Double {
      let da = p.distance(to: a) - r
      let db = p.distance(to: b) - r
      if rule == .evenOdd {
        // Both whole circles are outline; inside exactly one of them is inside the shape.
        let d = Swift.min(abs(da), abs(db))
        return (da < 0) != (db < 0) ? -d : d
      }
      var d = Swift.min(crossings[0].distance(to: p), crossings[1].distance(to: p))
      // The closest point of a circle counts when it lies outside the other circle.
      if p != a, (a + (p - a) * (r / p.distance(to: a))).distance(to: b) >= r { d = Swift.min(d, abs(da)) }
      if p != b, (b + (p - b) * (r / p.distance(to: b))).distance(to: a) >= r { d = Swift.min(d, abs(db)) }
      return da < 0 || db < 0 ? -d : d
    }
    let (near, far) = errors(field, exact: exact)
    #expect(near <= 0.05, "near-outline error \(near)")
    #expect(far <= 0.75, "far error \(far)")
  }

  /// Two squares sharing part of an edge: the shared part is inside the union, not outline.
  @Test func sharedEdgeIsNotOutline() throws {
    var path = Path.rect(Rect(x: 0, y: 0, width: 40, height: 40))
    path.append(.rect(Rect(x: 40, y: 20, width: 40, height: 40)))
    let field = try #require(
      DistanceField.make(path: path, fillRule: .nonZero, transform: .identity, margin: 6, maxPixels: 100_000))
    let union = Polyline(
      points: [
        Point(0, 0), Point(40, 0), Point(40, 20), Point(80, 20), Point(80, 60), Point(40, 60), Point(40, 40),
        Point(0, 40),
      ], isClosed: true)
    let (near, far) = errors(field) { p in
      var d = Double.infinity
      for k in union.points.indices {
        d = Swift.min(d, distance(p, toSegment: union.points[k], union.points[(k + 1) % union.points.count]))
      }
      return angleSumWinding([union], at: p) != 0 ? -d : d
    }
    #expect(near <= 1e-4 && far <= 1e-4, "errors \(near), \(far)")
  }

  /// A self-crossing pentagram: nonzero fills the middle pentagon, even-odd leaves it a hole.
  @Test(arguments: FillRule.allCases)
  func pentagram(rule: FillRule) throws {
    // At a pixel centre, since the distance has a kink there that bilinear sampling would round off.
    let center = Point(60.5, 60.5)
    let radius = 50.0
    let tips = (0..<5).map { k in
      let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
      return center + Point(cos(angle), sin(angle)) * radius
    }
    var path = Path()
    path.move(to: tips[0])
    for tip in tips.dropFirst() { path.line(to: tip) }
    path.close()
    let field = try #require(
      DistanceField.make(path: path, fillRule: rule, transform: .identity, margin: 4, maxPixels: 100_000))
    // The middle pentagon's corners lie at radius R·cos 72° / cos 36°; its sides at that times cos 36°.
    let inner = radius * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
    let value = Double(field.sample(x: center.x, y: center.y))
    if rule == .nonZero {
      // Inside; the nearest outline points are the pentagon's corners, where the star turns inward.
      #expect(abs(value + inner) < 0.05)
    } else {
      #expect(abs(value - inner * cos(Double.pi / 5)) < 0.05)
    }
  }

  @Test func glyphWithHoles() throws {
    let glyph = try Path(
      svgPathData: """
        M10 0 L10 100 L50 100 C80 100 90 88 90 74 C90 62 83 54 72 51 C86 48 94 39 94 26 C94 9 82 0 56 0 Z
        M26 14 L54 14 C70 14 78 19 78 27 C78 37 70 43 54 43 L26 43 Z
        M26 57 L50 57 C66 57 74 62 74 70 C74 80 66 86 50 86 L26 86 Z
        """)
    let field = try #require(
      DistanceField.make(
        path: glyph, fillRule: .evenOdd, transform: .scale(3, 3), margin: 10, maxPixels: 1_000_000))
    // Inside the stem, inside a hole, and outside.
    #expect(field.sample(x: 48, y: 150) < -5)
    #expect(field.sample(x: 120, y: 85) > 5)
    #expect(field.sample(x: 10, y: 150) > 5)
    // The flattened outline, at full resolution, against every pixel near it.
    let outline = glyph.applying(.scale(3, 3)).flattened(tolerance: 0.005)
    for j in stride(from: 0, to: field.height, by: 3) {
      for i in stride(from: 0, to: field.width, by: 3) {
        let p = Point(Double(field.originX + i) + 0.5, Double(field.originY + j) + 0.5)
        var d = Double.infinity
        for polyline in outline {
          let pts = polyline.points
          for k in pts.indices { d = Swift.min(d, distance(p, toSegment: pts[k], pts[(k + 1) % pts.count])) }
        }
        let value = Double(field.value(atPixel: i, j))
        #expect(abs(abs(value) - d) <= (d < 3 ? 0.05 : 0.75), "at \(p): \(value) vs \(d)")
        #expect((value < 0) == (angleSumWinding(outline, at: p) % 2 != 0) || d < 1e-6)
      }
    }
  }

  @Test func samplingAndGradient() throws {
    let center = Point(40, 30)
    let field = try #require(
      DistanceField.make(
        path: .circle(center: center, radius: 20), fillRule: .nonZero, transform: .identity, margin: 5,
        maxPixels: 100_000))
    // At pixel centres, sample is the stored value; halfway between, the average.
    let (i, j) = (7, 9)
    let x = Double(field.originX + i) + 0.5
    let y = Double(field.originY + j) + 0.5
    #expect(field.sample(x: x, y: y) == field.value(atPixel: i, j))
    let average = (field.value(atPixel: i, j) + field.value(atPixel: i + 1, j)) / 2
    #expect(abs(field.sample(x: x + 0.5, y: y) - average) < 1e-6)
    // value(atPixel:) clamps; sample keeps growing past the grid by the distance beyond it.
    #expect(field.value(atPixel: -5, -5) == field.value(atPixel: 0, 0))
    let corner = field.value(atPixel: field.width - 1, 0)
    let right = Double(field.originX + field.width) - 0.5
    let top = Double(field.originY) + 0.5
    #expect(abs(field.sample(x: right + 3, y: top - 4) - (corner + 5)) < 1e-5)
    #expect(field.sample(x: .nan, y: 0).isNaN)
    #expect(field.sample(x: -.infinity, y: 0) == .infinity)
    // The gradient is a unit vector pointing away from the centre, inside and out.
    for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.37) {
      for radius in [5.0, 15, 19.5, 21, 24] {
        let p = center + Point(cos(angle), sin(angle)) * radius
        let (gx, gy) = field.gradient(x: p.x, y: p.y)
        #expect(abs((gx * gx + gy * gy).squareRoot() - 1) < 1e-5)
        #expect(Double(gx) * cos(angle) + Double(gy) * sin(angle) > 0.99)
      }
    }
    // A flat field has no direction: the fallback is straight up.
    let flat = DistanceField(originX: 0, originY: 0, width: 2, height: 2, values: [1, 1, 1, 1])
    #expect(flat.gradient(x: 1, y: 1) == (0, -1))
  }

  @Test func refusals() {
    let circle = Path.circle(center: Point(0, 0), radius: 10)
    func make(_ path: Path, _ transform: AffineMatrix = .identity, maxPixels: Int = 1_000_000)
      -> DistanceField?
    {
      DistanceField.make(
        path: path, fillRule: .nonZero, transform: transform, margin: 2, maxPixels: maxPixels)
    }
    #expect(make(Path()) == nil)
    #expect(
      make(Path(elements: [.move(to: Point(.nan, 0)), .line(to: Point(1, 1)), .line(to: Point(0, 1))])) == nil
    )
    #expect(make(circle, AffineMatrix(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)) == nil)
    #expect(make(circle, .translation(1e300, 0)) == nil)
    // 24 × 24 pixels do not fit in 500.
    #expect(make(circle, maxPixels: 500) == nil)
    #expect(make(circle, maxPixels: 576) != nil)
    // Enclosing no area: a line, a lone point, and a shape whose even-odd fill cancels out.
    #expect(make(Path(elements: [.move(to: Point(0, 0)), .line(to: Point(10, 10))])) == nil)
    #expect(make(Path(elements: [.move(to: Point(3, 3))])) == nil)
    var twice = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    twice.append(.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
    #expect(
      DistanceField.make(path: twice, fillRule: .evenOdd, transform: .identity, margin: 2, maxPixels: 1000)
        == nil)
    #expect(
      DistanceField.make(path: twice, fillRule: .nonZero, transform: .identity, margin: 2, maxPixels: 1000)
        != nil)
  }
}
