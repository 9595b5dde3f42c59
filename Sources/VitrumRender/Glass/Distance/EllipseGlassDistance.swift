import VitrumGeometry

/// An ellipse, without trigonometry per pixel (with sin/cos Newton steps the ellipse cost 5× a capsule in
/// the gallery profile).
///
/// The closest outline point of a first-quadrant point (y0, y1), with semi-axes e0 ≥ e1, is
/// (r0·y0/(s + r0), y1/(s + 1)) · scale where s is the root of the decreasing, convex function
/// F(s) = (r0·z0/(s + r0))² + (z1/(s + 1))² − 1, z = y / e, r0 = (e0/e1)² (Eberly, "Distance from a point
/// to an ellipse", 2013). Newton's method started at the bracket's left end max(z1 − 1, r0 (z0 − 1)) (each
/// term alone is ≥ 0 there) climbs to the root monotonically, so it needs no bisection; 10 steps reach
/// float precision from that start (unit test against the exact Double distance, axis ratios up to 20:1).
/// A plain Newton iteration on the parametric angle was tried first and converged to the farthest point
/// for points inside near the major axis (errors up to 8 px in the test).
///
/// The solve is the cost of a pixel, so the kernels ask it only in the outline's band: `rowChord` bounds
/// the rest of a row in closed form (see there).
struct EllipseGlassDistance: GlassDistance {
  let frame: SimilarityFrame
  let cx, cy, a, b: Float
  let maximumDepth: Float
  static let newtonSteps = 10

  /// The closest outline point of a point, folded into the first quadrant with the major axis first:
  /// the folded point (y0, y1), its closest point (x0, x1), the semi-axes (e0, e1), and whether the axes
  /// were swapped to put the major one first.
  @inline(__always) private func closest(_ lx: Float, _ ly: Float) -> (
    y0: Float, y1: Float, x0: Float, x1: Float, e0: Float, e1: Float, swapped: Bool
  ) {
    let px = abs(lx - cx)
    let py = abs(ly - cy)
    let swapped = b > a
    let e0 = swapped ? b : a
    let e1 = swapped ? a : b
    let y0 = swapped ? py : px
    let y1 = swapped ? px : py
    var x0: Float
    var x1: Float
    if y1 > 0 {
      if y0 > 0 {
        let z0 = y0 / e0
        let z1 = y1 / e1
        let r0 = (e0 / e1) * (e0 / e1)
        // Each term alone gives a point where F ≥ 0; the larger is the tighter start.
        var s = max(z1 - 1, r0 * (z0 - 1))
        let upper = (r0 * r0 * z0 * z0 + z1 * z1).squareRoot() - 1
        for _ in 0..<Self.newtonSteps {
          let u = r0 * z0 / (s + r0)
          let v = z1 / (s + 1)
          let f = u * u + v * v - 1
          if f <= 0 { break }
          let df = -2 * (u * u / (s + r0) + v * v / (s + 1))
          let next = min(s - f / df, upper)
          if !(next > s) { break }
          s = next
        }
        x0 = r0 * y0 / (s + r0)
        x1 = y1 / (s + 1)
      } else {
        x0 = 0
        x1 = e1
      }
    } else {
      // On the major axis: inside the centre of curvature the closest point leaves the axis.
      let numerator = e0 * y0
      let denominator = e0 * e0 - e1 * e1
      if numerator < denominator {
        let q = numerator / denominator
        x0 = e0 * q
        x1 = e1 * (max(0, 1 - q * q)).squareRoot()
      } else {
        x0 = e0
        x1 = 0
      }
    }
    return (y0, y1, x0, x1, e0, e1, swapped)
  }

  /// The signed shape-space distance of a folded point to its closest point.
  @inline(__always) private static func signed(
    _ y0: Float, _ y1: Float, _ x0: Float, _ x1: Float, _ e0: Float, _ e1: Float
  ) -> Float {
    let dx = y0 - x0
    let dy = y1 - x1
    let dist = (dx * dx + dy * dy).squareRoot()
    let inside = (y0 / e0) * (y0 / e0) + (y1 / e1) * (y1 / e1) < 1
    return inside ? -dist : dist
  }

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    let (lx, ly) = frame.toShape(x, y)
    let p = closest(lx, ly)
    let d = Self.signed(p.y0, p.y1, p.x0, p.x1, p.e0, p.e1)
    // The outward normal at the closest point is the gradient.
    var n0 = p.x0 / (p.e0 * p.e0)
    var n1 = p.x1 / (p.e1 * p.e1)
    let nl = (n0 * n0 + n1 * n1).squareRoot()
    if nl > 0 {
      n0 /= nl
      n1 /= nl
    } else {
      n0 = 0
      n1 = 1
    }
    let nx = p.swapped ? n1 : n0
    let ny = p.swapped ? n0 : n1
    return frame.toDevice(d, lx < cx ? -nx : nx, ly < cy ? -ny : ny)
  }

  /// `evaluate(x, y).d` to the bit, without the normal (the shadow's distance needs none).
  @inline(__always) func distance(_ x: Float, _ y: Float) -> Float {
    let (lx, ly) = frame.toShape(x, y)
    let p = closest(lx, ly)
    return Self.signed(p.y0, p.y1, p.x0, p.x1, p.e0, p.e1) * frame.scale
  }

  /// The normal costs a fraction of the solve: a band pixel that needs both solves once.
  static var hasCheapGradient: Bool { true }

  static var hasRowChords: Bool { true }

  /// Bounds by the ellipse's gauge f(p) = |((p − c)ₓ/a, (p − c)ᵧ/b)| (1 on the outline). The ellipse K is
  /// convex and symmetric about its centre, so a point p of f·K (f < 1) carries p + (1 − f)·K ⊂ K, which
  /// holds a disc of radius (1 − f)·m, m the semi-minor axis: p is at least (1 − f)·m deep. Outside,
  /// K grown by a disc of radius ρ lies in (1 + ρ/m)·K, so p is at least (f − 1)·m away. Either way the
  /// points of the row that the bound admits are those inside the scaled ellipse k·K, k = 1 + level/m
  /// (device units), whose chord is a quadratic's roots. The level is widened by a margin above the
  /// float solve's rounding, so the bound holds for the distance `evaluate` computes, not only the exact
  /// one (property test: `EllipseRowChordTests`).
  func rowChord(_ py: Float, level: Float) -> (lo: Double, hi: Double)? {
    // When the bound cannot be formed, claim nothing: no point inside, none outside.
    let unknown: (lo: Double, hi: Double)? = level < 0 ? nil : (-.infinity, .infinity)
    let s = Double(frame.scale)
    let minor = Double(min(a, b)) * s
    let major = Double(max(a, b)) * s
    // Float rounding of the device → shape mapping and of the solve grows with the coordinates' size.
    let magnitude = major + Double(abs(level)) + (abs(Double(cx)) + abs(Double(cy))) * s + abs(Double(py))
    let margin = 0.02 + 1e-5 * magnitude
    let widened = level < 0 ? Double(level) - margin : Double(level) + margin
    let k = 1 + widened / minor
    guard minor > 0, k.isFinite else { return unknown }
    // Inside a scaled ellipse with k ≤ 0 lies no point.
    guard k > 0 else { return nil }
    // The shape point of device (x, py) less the centre: (ia·x + u0, ib·x + v0).
    let ia = Double(frame.ia)
    let ib = Double(frame.ib)
    let u0 = Double(frame.ic) * Double(py) + Double(frame.itx) - Double(cx)
    let v0 = Double(frame.id) * Double(py) + Double(frame.ity) - Double(cy)
    let a2 = Double(a) * Double(a)
    let b2 = Double(b) * Double(b)
    let qa = ia * ia / a2 + ib * ib / b2
    let qb = 2 * (ia * u0 / a2 + ib * v0 / b2)
    let qc = u0 * u0 / a2 + v0 * v0 / b2 - k * k
    let discriminant = qb * qb - 4 * qa * qc
    guard qa > 0, discriminant.isFinite else { return unknown }
    // The row misses the scaled ellipse.
    guard discriminant > 0 else { return nil }
    let root = discriminant.squareRoot()
    return ((-qb - root) / (2 * qa), (-qb + root) / (2 * qa))
  }
}
