import Testing
import VitrumGeometry

/// Clipping paths for filling: the same pixels inside the rectangle, coordinates near it.
@Suite struct PathClipTests {
  static let rect = Rect(x: 0, y: 0, width: 64, height: 48)

  static func mask(_ path: Path, _ rule: FillRule) -> Mask {
    // Fine flattening, so that only the clipping can differ.
    PathRasterizer.mask(
      of: path.flattened(tolerance: 0.001), fillRule: rule, originX: 0, originY: 0, width: 64, height: 48)
  }

  /// Random polygons and curved blobs, many reaching far outside: inside the rectangle the
  /// clipped path fills exactly the same pixel centres under both fill rules.
  @Test(arguments: 0..<30)
  func clippingKeepsTheFillInsideTheRectangle(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    var path = Path()
    for _ in 0..<(1 + rng.int(0...2)) {
      let n = rng.int(3...9)
      let spread = rng.int(0...1) == 0 ? 80.0 : 4000.0
      let points = (0..<n).map { _ in Point(rng.double(-spread...spread), rng.double(-spread...spread)) }
      path.move(to: points[0])
      for i in 1..<n {
        // Curves only at the small spread: far-reaching curves flatten (for the reference mask) into at
        // most `maxSegmentsPerCurve` chords, coarser than the 0.001 px the comparison needs.
        if spread > 100 || rng.int(0...1) == 0 {
          path.line(to: points[i])
        } else {
          path.cubic(
            control1: Point(rng.double(-spread...spread), rng.double(-spread...spread)),
            control2: Point(rng.double(-spread...spread), rng.double(-spread...spread)), to: points[i])
        }
      }
      path.close()
    }
    let clipped = path.clippedForFilling(to: Self.rect)
    // Flattening the whole curve and its halves samples them at different parameters, so a pixel centre
    // within a few thousandths of a pixel of a curve may fall either way; any other difference is a fault.
    let outline = path.flattened(tolerance: 0.001)
    func nearOutline(_ p: Point) -> Bool {
      for line in outline {
        let points = line.points + [line.points[0]]
        for (a, b) in zip(points, points.dropFirst()) {
          let d = b - a
          let t = max(0, min(1, (p - a).dot(d) / max(d.dot(d), 1e-300)))
          if p.distance(to: a.lerp(to: b, t)) < 0.01 { return true }
        }
      }
      return false
    }
    for rule in [FillRule.nonZero, .evenOdd] {
      let a = Self.mask(clipped, rule)
      let b = Self.mask(path, rule)
      for i in a.bits.indices where a.bits[i] != b.bits[i] {
        let centre = Point(Double(i % 64) + 0.5, Double(i / 64) + 0.5)
        #expect(nearOutline(centre), "seed \(seed), \(rule): pixel \(centre) differs")
      }
    }
    let outer = Self.rect.outset(by: 64 * 2 + 1)
    let bounds = clipped.controlPointBounds
    #expect(bounds.isEmpty || outer.intersection(bounds) == bounds)
  }

  /// A circle of radius 10¹¹ whose edge crosses the rectangle: clipped, its edge stays where the circle's
  /// is (the curves are halved, not flattened into chords 30,000 px off), and every point is near.
  @Test func aHugeCircleKeepsItsEdge() {
    let r = 1e11
    let circle = Path.circle(center: Point(32, 24 + r), radius: r)
    let clipped = circle.clippedForFilling(to: Self.rect)
    let near = Self.rect.outset(by: 200)
    #expect(near.intersection(clipped.controlPointBounds) == clipped.controlPointBounds)
    let mask = Self.mask(clipped, .nonZero)
    // The circle's top edge runs along y = 24 across the rectangle: rows below are inside, above outside.
    for x in 0..<64 {
      #expect(mask.isInside(x, 25) && !mask.isInside(x, 23), "column \(x)")
    }
  }
}
