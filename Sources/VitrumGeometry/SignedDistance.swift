/// Closed-form signed distance functions: negative inside, zero on the outline, positive outside, each
/// with its unit outward gradient.
public enum SignedDistance {
  /// A box of half-extents `halfSize` centred at `center`, with corners rounded by `radius`
  /// (0 for sharp corners; min(half-extents) for a capsule).
  @inlinable public static func roundedBox(
    _ p: Point, center: Point, halfSize: Size, radius: Double
  ) -> (distance: Double, gradient: Point) {
    let px = p.x - center.x
    let py = p.y - center.y
    let sx: Double = px < 0 ? -1 : 1
    let sy: Double = py < 0 ? -1 : 1
    // Distance to the box shrunk by the radius, then grown back: exact for rounded boxes.
    let qx = abs(px) - halfSize.width + radius
    let qy = abs(py) - halfSize.height + radius
    if qx > 0 && qy > 0 {
      let len = (qx * qx + qy * qy).squareRoot()
      return (len - radius, Point(sx * qx / len, sy * qy / len))
    }
    if qx > qy {
      return (qx - radius, Point(sx, 0))
    }
    return (qy - radius, Point(0, sy))
  }

  /// A circle.
  @inlinable public static func circle(
    _ p: Point, center: Point, radius: Double
  ) -> (distance: Double, gradient: Point) {
    let v = p - center
    let len = v.length
    if len == 0 { return (-radius, Point(0, -1)) }
    return (len - radius, v / len)
  }

  /// The most Newton-or-bisection steps for the closest point on an ellipse. Newton alone converges in
  /// 3–6 steps for most points; each fallback to bisection halves the bracket, so 60 steps reach the
  /// angle's rounding in the worst case.
  @usableFromInline static let ellipseMaxSteps = 60

  /// An axis-aligned ellipse, exact to rounding. It finds the closest point on the outline by its
  /// parametric angle in the first quadrant (after folding `p` into it), then restores signs.
  ///
  /// For a point off both axes the derivative of the squared distance has exactly one root in
  /// (0, π/2), positive before it and negative after, so Newton steps are kept inside a shrinking
  /// bracket and replaced by bisection when they leave it. (Plain Newton from a fixed guess, as before,
  /// stalled at the end of the quadrant for points inside near the major axis, which is a distance
  /// maximum there, and was off by up to the semi-major axis.) On an axis the roots are in closed form.
  @inlinable public static func ellipse(
    _ p: Point, center: Point, semiAxes: Size
  ) -> (distance: Double, gradient: Point) {
    let a = semiAxes.width
    let b = semiAxes.height
    if a <= 0 || b <= 0 {
      // Degenerate: a segment or a point; distance to the segment.
      let px = abs(p.x - center.x)
      let py = abs(p.y - center.y)
      let dx = Swift.max(px - Swift.max(a, 0), 0)
      let dy = Swift.max(py - Swift.max(b, 0), 0)
      let len = (dx * dx + dy * dy).squareRoot()
      if len == 0 { return (0, Point(0, -1)) }
      return (len, Point((p.x < center.x ? -dx : dx) / len, (p.y < center.y ? -dy : dy) / len))
    }
    let sx: Double = p.x < center.x ? -1 : 1
    let sy: Double = p.y < center.y ? -1 : 1
    let px = abs(p.x - center.x)
    let py = abs(p.y - center.y)
    // Minimise |p − (a cos t, b sin t)|² over t ∈ [0, π/2]: half its derivative is
    // g(t) = (a² − b²) sin t cos t − px a sin t + py b cos t, with g(0) = py b and g(π/2) = −px a.
    let e = a * a - b * b
    var t: Double
    if py == 0 {
      // g = sin t (e cos t − px a): besides t = 0, cos t = px a / e when that is below 1, the nearer one
      // for points on the major axis within its centre of curvature.
      t = e > 0 && px * a < e ? _acos(px * a / e) : 0
    } else if px == 0 {
      // g = cos t (e sin t + py b): likewise on the y axis.
      t = e < 0 && py * b < -e ? Double.pi / 2 - _acos(py * b / -e) : Double.pi / 2
    } else {
      var lo = 0.0
      var hi = Double.pi / 2
      t = _atan2(a * py, b * px)
      for _ in 0..<ellipseMaxSteps {
        let s = _sin(t)
        let c = _cos(t)
        let g = e * s * c - px * a * s + py * b * c
        if g == 0 { break }
        if g > 0 { lo = t } else { hi = t }
        let dg = e * (c * c - s * s) - px * a * c - py * b * s
        var next = t - g / dg
        // Outside the bracket, or NaN from dg = 0: bisect instead.
        if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
        let step = abs(next - t)
        t = next
        if step <= 1e-15 { break }
      }
    }
    let cx = a * _cos(t)
    let cy = b * _sin(t)
    let dx = px - cx
    let dy = py - cy
    let dist = (dx * dx + dy * dy).squareRoot()
    let inside = (px * px) / (a * a) + (py * py) / (b * b) < 1
    // The outward normal at the closest point is the gradient (exact also on the outline itself).
    var nx = cx / (a * a)
    var ny = cy / (b * b)
    let nlen = (nx * nx + ny * ny).squareRoot()
    nx /= nlen
    ny /= nlen
    return (inside ? -dist : dist, Point(sx * nx, sy * ny))
  }
}
