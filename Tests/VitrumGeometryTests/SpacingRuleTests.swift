import Testing

@testable import VitrumGeometry

/// The three properties of the container's spacing rule (`SmoothUnion` with k = 2 × spacing), over
/// randomized pairs of rounded rectangles, capsules and circles placed at a chosen gap.
@Suite struct SpacingRuleTests {
  /// A random shape of one of the three kinds, centred at the origin.
  static func randomShape(_ rng: inout SplitMix64) -> Shape {
    let w = rng.double(20...120)
    let h = rng.double(20...120)
    switch rng.int(0...2) {
    case 0:
      return .roundedRect(Rect(x: -w / 2, y: -h / 2, width: w, height: h), cornerRadius: rng.double(0...20))
    case 1: return .capsule(Rect(x: -w / 2, y: -h / 2, width: w, height: h))
    default: return .circle(center: .zero, radius: w / 2)
    }
  }

  /// Points along a shape's outline at most 0.5 apart (flattening leaves straight edges as two points,
  /// which would miss the closest point in the middle of an edge).
  static func outlinePoints(_ shape: Shape, _ t: AffineMatrix = .identity) -> [Point] {
    var points: [Point] = []
    for line in shape.path.applying(t).flattened(tolerance: 0.01) {
      let closed = line.isClosed ? line.points + [line.points[0]] : line.points
      for (p, q) in zip(closed, closed.dropFirst()) {
        let steps = max(1, Int((p.distance(to: q) / 0.5).rounded(.up)))
        for i in 0..<steps { points.append(p.lerp(to: q, Double(i) / Double(steps))) }
      }
      if let last = closed.last { points.append(last) }
    }
    return points
  }

  /// The shape moved so that the gap between it and `a` along a random direction is exactly `gap`:
  /// found by bisection on the offset, using the exact distance between the outlines sampled densely.
  static func place(_ b: Shape, besides a: Shape, gap: Double, direction: Point) -> (Shape, AffineMatrix) {
    // Measured both ways: from b's outline to a and from a's outline to b, so a shape that swallows the
    // other reads as overlapping (negative), not as far apart.
    let aOutline = outlinePoints(a)
    let bOutline = outlinePoints(b)
    func separation(_ t: Double) -> Double {
      let offset = direction * t
      var best = Double.infinity
      for p in bOutline { best = min(best, a.distance(at: p + offset)!) }
      for p in aOutline { best = min(best, b.distance(at: p - offset)!) }
      return best
    }
    var lo = 0.0
    var hi = 400.0
    for _ in 0..<40 {
      let mid = (lo + hi) / 2
      if separation(mid) < gap { lo = mid } else { hi = mid }
    }
    return (b, .translation(direction.x * hi, direction.y * hi))
  }

  /// Evaluates the rule for a pair: `a` at the origin, `b` translated.
  static func union(_ a: Shape, _ b: Shape, _ t: AffineMatrix, _ k: Double, at p: Point) -> Double {
    let local = t.inverted!.apply(p)
    let smoothing = SmoothUnion.directionSmoothing * k
    let ga = a.blendDirection(at: p, smoothing: smoothing)!
    let gb = t.applyToVector(b.blendDirection(at: local, smoothing: smoothing)!)
    return SmoothUnion.blend(a.distance(at: p)!, gradient: ga, b.distance(at: local)!, gradient: gb, k: k)
      .distance
  }

  /// The midpoint between the two outlines' closest points.
  static func closestMidpoint(_ a: Shape, _ b: Shape, _ t: AffineMatrix) -> Point {
    var best = (Double.infinity, Point.zero)
    for p in outlinePoints(b, t) {
      let (d, g) = a.distanceAndGradient(at: p)!
      if d < best.0 { best = (d, p - g * (d / 2)) }
    }
    return best.1
  }

  static let spacings: [Double] = [4, 10, 20, 35]

  @Test(arguments: spacings)
  func gapBelowSpacingIsBridged(spacing: Double) {
    var rng = SplitMix64(seed: UInt64(spacing * 100))
    for _ in 0..<25 {
      let a = Self.randomShape(&rng)
      let angle = rng.double(0...(2 * Double.pi))
      let gap = rng.double(0...(spacing * 0.95))
      let (b, t) = Self.place(
        Self.randomShape(&rng), besides: a, gap: gap, direction: Point(_cos(angle), _sin(angle)))
      let mid = Self.closestMidpoint(a, b, t)
      #expect(Self.union(a, b, t, 2 * spacing, at: mid) < 0, "gap \(gap) < spacing \(spacing) must bridge")
    }
  }

  @Test(arguments: spacings)
  func gapBetweenSpacingAndTwiceSpacingIsNotBridged(spacing: Double) {
    var rng = SplitMix64(seed: UInt64(spacing * 200))
    for _ in 0..<25 {
      let a = Self.randomShape(&rng)
      let angle = rng.double(0...(2 * Double.pi))
      let gap = rng.double((spacing * 1.05)...(spacing * 2))
      let (b, t) = Self.place(
        Self.randomShape(&rng), besides: a, gap: gap, direction: Point(_cos(angle), _sin(angle)))
      let mid = Self.closestMidpoint(a, b, t)
      #expect(
        Self.union(a, b, t, 2 * spacing, at: mid) > 0, "gap \(gap) ≥ spacing \(spacing) must not bridge")
    }
  }

  /// At a gap of at least 2 × spacing the union equals the plain union wherever either shape reaches: inside
  /// both outlines and out to half a pixel beyond them (the anti-aliased edge) once the gap exceeds
  /// 2 × spacing + 1.
  @Test(arguments: spacings)
  func gapOfTwiceSpacingKeepsExactOutlines(spacing: Double) {
    var rng = SplitMix64(seed: UInt64(spacing * 300))
    for _ in 0..<25 {
      let a = Self.randomShape(&rng)
      let angle = rng.double(0...(2 * Double.pi))
      let gap = rng.double((2 * spacing + 1)...(3 * spacing + 1))
      let (b, t) = Self.place(
        Self.randomShape(&rng), besides: a, gap: gap, direction: Point(_cos(angle), _sin(angle)))
      let bounds = a.bounds.union(t.apply(b.bounds)).outset(by: 2)
      for _ in 0..<400 {
        let p = Point(rng.double(bounds.minX...bounds.maxX), rng.double(bounds.minY...bounds.maxY))
        let da = a.distance(at: p)!
        let db = b.distance(at: t.inverted!.apply(p))!
        if min(da, db) <= 0.5 {
          #expect(Self.union(a, b, t, 2 * spacing, at: p) == min(da, db))
        }
      }
    }
  }
}
