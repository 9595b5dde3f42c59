extension Path {
  /// The exact bounding box of the path: its end points plus the extrema of its curves (where a
  /// coordinate's derivative vanishes), rather than the control points. `Rect.null` for an empty path.
  /// Like `flattened(tolerance:)`, a drawing command with no current point starts at its first point.
  public var tightBounds: Rect {
    var bounds = BoundsAccumulator()
    func add(_ p: Point) { bounds.add(p) }
    var current: Point?
    var subpathStart: Point?
    for element in elements {
      switch element {
      case .move(let p):
        add(p)
        current = p
        subpathStart = p
      case .line(let p):
        add(current ?? p)
        add(p)
        current = p
      case .quad(let c, let p):
        let p0 = current ?? c
        add(p0)
        add(p)
        // B′(t) = 0 where t = (p0 − c) / (p0 − 2c + p), per axis.
        for axis in 0..<2 {
          let a = axis == 0 ? p0.x : p0.y
          let b = axis == 0 ? c.x : c.y
          let e = axis == 0 ? p.x : p.y
          let denominator = a - 2 * b + e
          guard denominator != 0 else { continue }
          let t = (a - b) / denominator
          if t > 0 && t < 1 { add(Self.quadPoint(p0, c, p, t)) }
        }
        current = p
      case .cubic(let c1, let c2, let p):
        let p0 = current ?? c1
        add(p0)
        add(p)
        for axis in 0..<2 {
          let v0 = axis == 0 ? p0.x : p0.y
          let v1 = axis == 0 ? c1.x : c1.y
          let v2 = axis == 0 ? c2.x : c2.y
          let v3 = axis == 0 ? p.x : p.y
          for t in Self.cubicExtremaParameters(v0, v1, v2, v3) {
            add(Self.cubicPoint(p0, c1, c2, p, t))
          }
        }
        current = p
      case .close:
        current = subpathStart
      }
    }
    return bounds.rect
  }

  /// The parameters in (0, 1) where one coordinate of a cubic Bézier has zero derivative.
  ///
  /// B′(t)/3 = A t² + 2B t + C with A = −v0 + 3v1 − 3v2 + v3, B = v0 − 2v1 + v2 and C = v1 − v0,
  /// solved with the cancellation-free form of the quadratic formula.
  static func cubicExtremaParameters(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) -> [Double] {
    let a = -v0 + 3 * v1 - 3 * v2 + v3
    let b = v0 - 2 * v1 + v2
    let c = v1 - v0
    var roots: [Double] = []
    // Relative to the size of the coefficients: below this the t² term cannot move a root in (0, 1).
    let scale = Swift.max(abs(a), abs(b), abs(c))
    guard scale > 0, scale.isFinite else { return roots }
    if abs(a) <= scale * 1e-12 {
      // 2B t + C = 0.
      if b != 0 { roots.append(-c / (2 * b)) }
    } else {
      let discriminant = b * b - a * c
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        let q = -(b + (b >= 0 ? root : -root))
        if q != 0 {
          roots.append(q / a)
          roots.append(c / q)
        } else {
          roots.append(-b / a)
        }
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}
