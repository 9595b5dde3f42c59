extension Path {
  /// The drawing commands for an SVG elliptical arc from `start` to `end`, following the SVG
  /// implementation notes (endpoint to centre parameterisation, appendix F.6.5–F.6.6 of SVG 1.1):
  /// nothing when the endpoints coincide, a line when a radius is zero, and otherwise one cubic Bézier
  /// per started quarter turn, the last one ending exactly at `end`. Radii too small to reach `end` are
  /// scaled up uniformly; negative radii count as their absolute values.
  static func svgArcElements(
    from start: Point, to end: Point, radiusX: Double, radiusY: Double, xAxisRotation degrees: Double,
    largeArc: Bool, sweep: Bool
  ) -> [PathElement] {
    if start == end { return [] }
    var rx = abs(radiusX)
    var ry = abs(radiusY)
    guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, degrees.isFinite else { return [.line(to: end)] }
    let phi = degrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
    let cosPhi = _cos(phi)
    let sinPhi = _sin(phi)
    let hx = (start.x - end.x) / 2
    let hy = (start.y - end.y) / 2
    // The start point relative to the chord midpoint, in the ellipse's own axes (x1′, y1′), then divided
    // by the radii: in this frame the ellipse is the unit circle. Dividing before squaring keeps huge
    // radii from overflowing rx²·ry², which the notes' formula would compute.
    var ux = (cosPhi * hx + sinPhi * hy) / rx
    var uy = (-sinPhi * hx + cosPhi * hy) / ry
    let lambda = ux * ux + uy * uy
    if lambda > 1 {
      let s = lambda.squareRoot()
      rx *= s
      ry *= s
      ux /= s
      uy /= s
    }
    let ratio = Swift.max(0, (1 - Swift.min(lambda, 1)) / Swift.min(lambda, 1))
    let coef = ratio.squareRoot() * (largeArc != sweep ? 1 : -1)
    let cux = coef * uy
    let cuy = -coef * ux
    let theta1 = _atan2(uy - cuy, ux - cux)
    let theta2 = _atan2(-uy - cuy, -ux - cux)
    var sweepAngle = theta2 - theta1
    if sweep && sweepAngle < 0 {
      sweepAngle += 2 * Double.pi
    } else if !sweep && sweepAngle > 0 {
      sweepAngle -= 2 * Double.pi
    }
    // Radii astronomically larger than the chord underflow the frame above; such an arc is a line.
    guard sweepAngle.isFinite, coef.isFinite else { return [.line(to: end)] }

    // The linear map from the unit circle to the ellipse, and the centre.
    let m00 = cosPhi * rx
    let m01 = -sinPhi * ry
    let m10 = sinPhi * rx
    let m11 = cosPhi * ry
    let center = Point(
      m00 * cux + m01 * cuy + (start.x + end.x) / 2,
      m10 * cux + m11 * cuy + (start.y + end.y) / 2)
    func onEllipse(_ theta: Double) -> Point {
      let c = _cos(theta)
      let s = _sin(theta)
      return Point(center.x + m00 * c + m01 * s, center.y + m10 * c + m11 * s)
    }
    func tangent(_ theta: Double) -> Point {
      let c = _cos(theta)
      let s = _sin(theta)
      return Point(-m00 * s + m01 * c, -m10 * s + m11 * c)
    }

    // At most 90° per cubic keeps the radial error below 0.03 % of the radius. The small slack stops a
    // sweep of exactly 90° that rounding made 90.000…1° from taking two segments.
    let quarters = (abs(sweepAngle) / (Double.pi / 2) - 1e-9).rounded(.up)
    let count = Int(Swift.min(Swift.max(quarters, 1), 4))
    let delta = sweepAngle / Double(count)
    let handle = 4.0 / 3.0 * _tan(delta / 4)
    var elements: [PathElement] = []
    elements.reserveCapacity(count)
    var from = start
    var thetaA = theta1
    for k in 0..<count {
      let thetaB = k == count - 1 ? theta1 + sweepAngle : thetaA + delta
      let to = k == count - 1 ? end : onEllipse(thetaB)
      let c1 = from + tangent(thetaA) * handle
      let c2 = to - tangent(thetaB) * handle
      guard c1.isFinite, c2.isFinite, to.isFinite else { return [.line(to: end)] }
      elements.append(.cubic(control1: c1, control2: c2, to: to))
      from = to
      thetaA = thetaB
    }
    return elements
  }
}
