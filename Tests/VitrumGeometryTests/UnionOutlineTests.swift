import Testing

@testable import VitrumGeometry

/// The shape of the container's union, over randomized pairs placed as `SpacingRuleTests` places them:
/// at gap 0 it stays within the members' hull (no swelling at the joint), and at gap = spacing its neck
/// has no cusp. Outlines are traced from the field sampled every 0.25 pt (a render at scale 4).
@Suite struct UnionOutlineTests {
  static let step = 0.25

  /// The union field of `a` and `b` (placed by `t`) sampled on a grid over `bounds`, row by row.
  static func sample(
    _ a: Shape, _ b: Shape, _ t: AffineMatrix, k: Double, over bounds: Rect
  ) -> (values: [Double], width: Int, height: Int) {
    let width = Int((bounds.width / step).rounded(.up)) + 1
    let height = Int((bounds.height / step).rounded(.up)) + 1
    var values: [Double] = []
    values.reserveCapacity(width * height)
    for j in 0..<height {
      for i in 0..<width {
        let p = Point(bounds.minX + Double(i) * step, bounds.minY + Double(j) * step)
        values.append(SpacingRuleTests.union(a, b, t, k, at: p))
      }
    }
    return (values, width, height)
  }

  /// The convex hull of points (Andrew's monotone chain), counter-clockwise in y-up terms.
  static func hull(_ points: [Point]) -> [Point] {
    let sorted = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
    func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a - o).cross(b - o) }
    var lower: [Point] = []
    for p in sorted {
      while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 {
        lower.removeLast()
      }
      lower.append(p)
    }
    var upper: [Point] = []
    for p in sorted.reversed() {
      while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 {
        upper.removeLast()
      }
      upper.append(p)
    }
    return Array(lower.dropLast() + upper.dropLast())
  }

  /// How far a point lies outside a convex polygon (0 inside).
  static func outside(_ p: Point, _ polygon: [Point]) -> Double {
    let line = Polyline(points: polygon, isClosed: true)
    var inside = true
    line.forEachClosedSegment { a, b in if (b - a).cross(p - a) < 0 { inside = false } }
    return inside ? 0 : line.distance(to: p, closed: true)
  }

  static let spacings: [Double] = [4, 10, 20, 35]

  /// Touching members melt only into the crevice between them: nothing of the union lies more than
  /// 0.5 pt beyond the convex hull of the two outlines.
  @Test(arguments: spacings)
  func touchingMembersStayWithinTheirHull(spacing: Double) {
    var rng = SplitMix64(seed: UInt64(spacing * 400))
    var worst = 0.0
    for _ in 0..<12 {
      let a = SpacingRuleTests.randomShape(&rng)
      let angle = rng.double(0...(2 * Double.pi))
      let (b, t) = SpacingRuleTests.place(
        SpacingRuleTests.randomShape(&rng), besides: a, gap: 0, direction: Point(_cos(angle), _sin(angle)))
      let hull = Self.hull(
        SpacingRuleTests.outlinePoints(a) + SpacingRuleTests.outlinePoints(b, t))
      let bounds = a.bounds.union(t.apply(b.bounds)).outset(by: SmoothUnion.deepestLowering * 2 * spacing + 1)
      let k = 2 * spacing
      var y = bounds.minY
      while y <= bounds.maxY {
        var x = bounds.minX
        while x <= bounds.maxX {
          let p = Point(x, y)
          // Only the bridge can reach out: points outside both members that the union covers.
          if a.distance(at: p)! > 0, b.distance(at: t.inverted!.apply(p))! > 0,
            SpacingRuleTests.union(a, b, t, k, at: p) <= 0
          {
            worst = max(worst, Self.outside(p, hull))
          }
          x += Self.step
        }
        y += Self.step
      }
    }
    #expect(worst <= 0.5, "spacing \(spacing): the union reaches \(worst) pt beyond the hull")
  }

  /// At a gap of exactly the spacing the neck has formed and is round: the traced outline turns no
  /// sharper over 0.25 pt steps than the members' own outlines turn, plus 10°. Capsules and circles of
  /// radius 18–40 pt (rounded shapes, so that the members' own corners do not hide a cusp). The neck is
  /// as round as the spacing is wide (docs/union.md): from spacing 20 on, as in the spacing demo.
  @Test(arguments: [20.0, 35.0])
  func gapOfSpacingFormsARoundNeck(spacing: Double) {
    var rng = SplitMix64(seed: UInt64(spacing * 500))
    for _ in 0..<6 {
      func shape() -> Shape {
        let r = rng.double(18...40)
        let length = rng.double(2 * r...(2 * r + 80))
        return rng.int(0...1) == 0
          ? .circle(center: .zero, radius: r)
          : .capsule(Rect(x: -length / 2, y: -r, width: length, height: 2 * r))
      }
      let a = shape()
      let angle = rng.double(0...(2 * Double.pi))
      let (b, t) = SpacingRuleTests.place(
        shape(), besides: a, gap: spacing, direction: Point(_cos(angle), _sin(angle)))
      let bounds = a.bounds.union(t.apply(b.bounds)).outset(by: 4)
      let field = Self.sample(a, b, t, k: 2 * spacing, over: bounds)
      let outlines = SampledContour.polylines(values: field.values, width: field.width, height: field.height)
      #expect(outlines.count == 1, "spacing \(spacing): the members are joined")
      // Members' own sharpest turn: a radius r turns step / r a step.
      let radii = [a, b].map { shape -> Double in
        if case .circle(_, let r) = shape { return r }
        return shape.bounds.height / 2
      }
      let members = (Self.step / radii.min()!) * 180 / .pi
      for outline in outlines {
        // Grid units are 0.25 pt: a 1-unit step is a pixel at scale 4.
        let turn = outline.sharpestTurn(step: 1)
        #expect(turn.degrees <= members + 10, "spacing \(spacing): \(turn.degrees)° at \(turn.at)")
      }
    }
  }
}
