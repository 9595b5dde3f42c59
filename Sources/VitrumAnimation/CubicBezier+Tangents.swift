// The straight continuations outside [0, 1], the overshoot range and the slope.
extension CubicBezier {
  /// The slope dy/dx of the curve's tangent at (0, 0), given the control points relative to that end:
  /// the direction of the first of P1, P2, P3 that does not coincide with P0 (where the first non-zero
  /// derivative of the Bézier points). A vertical tangent gives slope 0: the output holds its end value.
  ///
  /// This is the CSS Easing rule as browsers implement it (Chromium's `InitGradients`, web-platform-tests
  /// `cubic-bezier-timing-functions-output.html`): the specification's prose would use P2 whenever
  /// x1 = 0, even when P1 ≠ P0 makes the real tangent vertical; w3c/csswg-drafts#4046 records the
  /// correction. The end at (1, 1) is the same computation on the curve turned by 180°.
  static func gradient(first: Point2, second: Point2, third: Point2) -> Double {
    let direction = !first.isZero ? first : (!second.isZero ? second : third)
    return direction.x > 0 ? direction.y / direction.x : 0
  }

  /// The extremes of y(t) over t in [0, 1], taking in the ends 0 and 1.
  static func range(ay: Double, by: Double, cy: Double) -> ClosedRange<Double> {
    // y′(t) = 3·ay·t² + 2·by·t + cy; its roots in (0, 1) are the only interior extremes.
    var roots: [Double] = []
    let a = 3 * ay
    let b = 2 * by
    let c = cy
    if a == 0 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        // The form without cancellation: q = −(b + sign(b)·√D) / 2, roots q / a and c / q.
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        roots.append(q / a)
        if q != 0 { roots.append(c / q) }
      }
    }
    var low = 0.0
    var high = 1.0
    for t in roots where t > 0 && t < 1 {
      let y = ((ay * t + by) * t + cy) * t
      low = Swift.min(low, y)
      high = Swift.max(high, y)
    }
    return low...high
  }

  /// The slope dy/dx of the curve at input `x`: the gradients of the straight continuations outside
  /// [0, 1], and inside the ratio of the first derivatives of y(t) and x(t) that are not both zero (so the
  /// curve (0, 0, 0, 0), which is x = t³, y = t³, has slope 1 everywhere). A vertical tangent is ±∞.
  public func slope(at x: Double) -> Double {
    if x < 0 { return startGradient }
    if x > 1 { return endGradient }
    guard x.isFinite else { return x }
    let t = x == 0 ? 0 : (x == 1 ? 1 : parameter(forX: x))
    let derivatives = [
      (sampleDerivativeX(t), sampleDerivativeY(t)),
      (6 * ax * t + 2 * bx, 6 * ay * t + 2 * by),
      (6 * ax, 6 * ay),
    ]
    for (dx, dy) in derivatives where dx != 0 || dy != 0 {
      if dx == 0 { return dy > 0 ? .infinity : -.infinity }
      return dy / dx
    }
    return 1
  }
}
