extension Shape {
  /// The direction the container's union weighs this outline by at a point (`SmoothUnion`), in the
  /// shape's own coordinates: for rectangles, rounded rectangles and capsules, the direction from the
  /// point to the closest point of the shape's inner rectangle (its outline less the corner radius)
  /// found with clamps softened over `smoothing`; the outward gradient for the others. Zero where it has
  /// none (inside the inner rectangle), which the union reads as facing every way. Nil for paths.
  ///
  /// Why softened: a box's gradient turns abruptly where its straight sides meet its corners (its
  /// curvature jumps there), and a union whose radius follows the gradients would show that as a
  /// corner in the merged outline, up to 15° over a pixel between capsules at spacing 35. Softened over
  /// an eighth of the blend radius the direction changes smoothly, and so does the union
  /// (`SmoothUnion.directionSmoothing`). Circles and ellipses curve smoothly already.
  public func blendDirection(at p: Point, smoothing: Double) -> Point? {
    func box(_ r: Rect, _ radius: Double) -> Point {
      let ix = Swift.max(r.width / 2 - radius, 0)
      let iy = Swift.max(r.height / 2 - radius, 0)
      let dx = p.x - r.midX
      let dy = p.y - r.midY
      let vx = dx - Self.softClamp(dx, ix, smoothing)
      let vy = dy - Self.softClamp(dy, iy, smoothing)
      let length = (vx * vx + vy * vy).squareRoot()
      return length > 0 ? Point(vx / length, vy / length) : .zero
    }
    switch self {
    case .rect(let r): return box(r, 0)
    case .roundedRect(let r, let radius):
      return box(r, Swift.max(0, Swift.min(radius, Swift.min(r.width, r.height) / 2)))
    case .capsule(let r): return box(r, Swift.min(r.width, r.height) / 2)
    case .circle, .ellipse: return distanceAndGradient(at: p)?.gradient
    case .path: return nil
    }
  }

  /// `clamp(x, −half, half)` with each bend rounded over `width` (a parabola joining the line and the
  /// bound with matching slopes), so the result has a continuous derivative.
  @inlinable static func softClamp(_ x: Double, _ half: Double, _ width: Double) -> Double {
    x - softPositive(x - half, width) + softPositive(-half - x, width)
  }

  /// `max(z, 0)` rounded over `width` around 0.
  @inlinable static func softPositive(_ z: Double, _ width: Double) -> Double {
    guard width > 0 else { return Swift.max(z, 0) }
    if z >= width / 2 { return z }
    if z <= -width / 2 { return 0 }
    let t = z + width / 2
    return t * t / (2 * width)
  }
}
