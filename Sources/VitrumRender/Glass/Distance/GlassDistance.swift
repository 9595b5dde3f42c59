import VitrumGeometry

/// A glass outline's signed distance in device pixels, with its unit outward gradient.
protocol GlassDistance: Sendable {
  /// Distance (negative inside) and outward unit gradient at a device-space point.
  func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float)
  /// The distance alone (shadows and the fold's minimum need no gradient).
  func distance(_ x: Float, _ y: Float) -> Float
  /// The largest distance from the outline to any inside point (the inscribed radius), in pixels.
  var maximumDepth: Float { get }
  /// Whether `evaluate` costs about what `distance` does, so a kernel needing the distance of a pixel
  /// and perhaps its gradient should evaluate both at once (false: ask for the distance first).
  static var hasCheapGradient: Bool { get }
  /// The direction a container's union weighs the outline by at a point (`Shape.blendDirection`), given
  /// the gradient `evaluate` gave there, with the abrupt turns of a box's gradient softened over
  /// `smoothing` device pixels. Zero where it has none.
  func blendDirection(_ x: Float, _ y: Float, smoothing: Float, gradient gx: Float, _ gy: Float) -> (
    Float, Float
  )
}

extension GlassDistance {
  @inline(__always) func distance(_ x: Float, _ y: Float) -> Float { evaluate(x, y).d }
  static var hasCheapGradient: Bool { false }
  @inline(__always) func blendDirection(
    _ x: Float, _ y: Float, smoothing: Float, gradient gx: Float, _ gy: Float
  ) -> (Float, Float) { (gx, gy) }
}

/// Device → shape-space mapping shared by the analytic distances: a similarity transform's inverse, its
/// linear part (to map gradients back) and its scale (shape units → device pixels).
struct SimilarityFrame: Sendable {
  let ia, ib, ic, id, itx, ity: Float
  let ma, mb, mc, md: Float
  let scale: Float
  /// Axis-aligned with a positive scale (translation and uniform scale only): shape-space gradients are
  /// device-space gradients, with no renormalisation — the common case of interface glass.
  let isAxisAligned: Bool

  /// nil when the transform is not a similarity (or is singular).
  init?(_ t: AffineMatrix) {
    guard t.isSimilarity(tolerance: 1e-6), let inverse = t.inverted else { return nil }
    ia = Float(inverse.a)
    ib = Float(inverse.b)
    ic = Float(inverse.c)
    id = Float(inverse.d)
    itx = Float(inverse.tx)
    ity = Float(inverse.ty)
    ma = Float(t.a)
    mb = Float(t.b)
    mc = Float(t.c)
    md = Float(t.d)
    scale = Float(t.meanScale)
    isAxisAligned = t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0
  }

  @inline(__always) func toShape(_ x: Float, _ y: Float) -> (Float, Float) {
    (ia * x + ic * y + itx, ib * x + id * y + ity)
  }

  /// A shape-space distance and gradient → device space (a similarity keeps angles, so the mapped
  /// gradient only needs renormalising).
  @inline(__always) func toDevice(_ d: Float, _ gx: Float, _ gy: Float) -> (d: Float, gx: Float, gy: Float) {
    if isAxisAligned { return (d * scale, gx, gy) }
    let dx = ma * gx + mc * gy
    let dy = mb * gx + md * gy
    let n = (dx * dx + dy * dy).squareRoot()
    return (d * scale, n > 0 ? dx / n : 0, n > 0 ? dy / n : -1)
  }
}

/// A rectangle with rounded corners (radius 0 for a rectangle, half the short side for a capsule).
struct BoxGlassDistance: GlassDistance {
  let frame: SimilarityFrame
  let cx, cy, hx, hy, r: Float
  let maximumDepth: Float

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    let (lx, ly) = frame.toShape(x, y)
    let px = lx - cx
    let py = ly - cy
    let qx = abs(px) - hx + r
    let qy = abs(py) - hy + r
    if qx > 0 && qy > 0 {
      let len = (qx * qx + qy * qy).squareRoot()
      return frame.toDevice(len - r, px < 0 ? -qx / len : qx / len, py < 0 ? -qy / len : qy / len)
    }
    if qx > qy { return frame.toDevice(qx - r, px < 0 ? -1 : 1, 0) }
    return frame.toDevice(qy - r, 0, py < 0 ? -1 : 1)
  }

  @inline(__always) func distance(_ x: Float, _ y: Float) -> Float {
    let (lx, ly) = frame.toShape(x, y)
    let qx = abs(lx - cx) - hx + r
    let qy = abs(ly - cy) - hy + r
    // The square root only in the corners: along a row it is taken or not for long runs (the branch
    // predicts), and its latency bounded the distance pass when every pixel paid it.
    if qx > 0 && qy > 0 { return ((qx * qx + qy * qy).squareRoot() - r) * frame.scale }
    return (fastMax(qx, qy) - r) * frame.scale
  }

  static var hasCheapGradient: Bool { true }

  /// From the point to the closest point of the inner rectangle (the box less its corner radius), its
  /// clamps softened (`Shape.blendDirection`, which a test holds this to).
  @inline(__always) func blendDirection(
    _ x: Float, _ y: Float, smoothing: Float, gradient gx: Float, _ gy: Float
  ) -> (Float, Float) {
    let (lx, ly) = frame.toShape(x, y)
    let width = smoothing / frame.scale
    let px = lx - cx
    let py = ly - cy
    let vx = px - Self.softClamp(px, max(hx - r, 0), width)
    let vy = py - Self.softClamp(py, max(hy - r, 0), width)
    if vx == 0 && vy == 0 { return (0, 0) }
    let g = frame.toDevice(0, vx, vy)
    let n = (g.gx * g.gx + g.gy * g.gy).squareRoot()
    return n > 0 ? (g.gx / n, g.gy / n) : (0, 0)
  }

  @inline(__always) static func softClamp(_ x: Float, _ half: Float, _ width: Float) -> Float {
    x - softPositive(x - half, width) + softPositive(-half - x, width)
  }

  @inline(__always) static func softPositive(_ z: Float, _ width: Float) -> Float {
    if !(width > 0) { return max(z, 0) }
    if z >= width / 2 { return z }
    if z <= -width / 2 { return 0 }
    let t = z + width / 2
    return t * t / (2 * width)
  }
}

struct CircleGlassDistance: GlassDistance {
  let frame: SimilarityFrame
  let cx, cy, r: Float
  let maximumDepth: Float

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    let (lx, ly) = frame.toShape(x, y)
    let vx = lx - cx
    let vy = ly - cy
    let len = (vx * vx + vy * vy).squareRoot()
    if len == 0 { return frame.toDevice(-r, 0, -1) }
    return frame.toDevice(len - r, vx / len, vy / len)
  }

  @inline(__always) func distance(_ x: Float, _ y: Float) -> Float {
    let (lx, ly) = frame.toShape(x, y)
    let vx = lx - cx
    let vy = ly - cy
    return ((vx * vx + vy * vy).squareRoot() - r) * frame.scale
  }

  static var hasCheapGradient: Bool { true }
}

/// An ellipse, without trigonometry per pixel (with sin/cos Newton steps the ellipse cost 5× a capsule in
/// the gallery profile).
///
/// The closest outline point of a first-quadrant point (y0, y1), with semi-axes e0 ≥ e1, is
/// (r0·y0/(s + r0), y1/(s + 1)) · scale where s is the root of the decreasing, convex function
/// F(s) = (r0·z0/(s + r0))² + (z1/(s + 1))² − 1, z = y / e, r0 = (e0/e1)² (Eberly, "Distance from a point
/// to an ellipse", 2013). Newton's method started at the bracket's left end max(z1 − 1, r0 (z0 − 1)) (each
/// term alone is ≥ 0 there) climbs to the root monotonically, so it needs no bisection; 10 steps reach
/// float precision from that start (unit test against the exact Double distance, axis ratios up to 20:1). A plain Newton iteration
/// on the parametric angle was tried first and converged to the farthest point for points inside near the
/// major axis (errors up to 8 px in the test).
struct EllipseGlassDistance: GlassDistance {
  let frame: SimilarityFrame
  let cx, cy, a, b: Float
  let maximumDepth: Float
  static let newtonSteps = 10

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    let (lx, ly) = frame.toShape(x, y)
    let px = abs(lx - cx)
    let py = abs(ly - cy)
    // Work with the major axis first.
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
    let dx = y0 - x0
    let dy = y1 - x1
    let dist = (dx * dx + dy * dy).squareRoot()
    let inside = (y0 / e0) * (y0 / e0) + (y1 / e1) * (y1 / e1) < 1
    // The outward normal at the closest point is the gradient.
    var n0 = x0 / (e0 * e0)
    var n1 = x1 / (e1 * e1)
    let nl = (n0 * n0 + n1 * n1).squareRoot()
    if nl > 0 {
      n0 /= nl
      n1 /= nl
    } else {
      n0 = 0
      n1 = 1
    }
    let nx = swapped ? n1 : n0
    let ny = swapped ? n0 : n1
    return frame.toDevice(inside ? -dist : dist, lx < cx ? -nx : nx, ly < cy ? -ny : ny)
  }
}

/// The analytic distance of a shape under a transform, or nil for paths, degenerate shapes and transforms
/// that are not similarities (those go through a distance field).
func analyticGlassDistance(shape: Shape, transform t: AffineMatrix) -> (any GlassDistance)? {
  guard let frame = SimilarityFrame(t) else { return nil }
  let s = Double(frame.scale)
  func box(_ r: Rect, _ radius: Double) -> BoxGlassDistance {
    BoxGlassDistance(
      frame: frame, cx: Float(r.midX), cy: Float(r.midY), hx: Float(r.width / 2), hy: Float(r.height / 2),
      r: Float(radius), maximumDepth: Float(min(r.width, r.height) / 2 * s))
  }
  switch shape {
  case .rect(let r):
    return box(r, 0)
  case .roundedRect(let r, let radius):
    return box(r, max(0, min(radius, min(r.width, r.height) / 2)))
  case .capsule(let r):
    return box(r, min(r.width, r.height) / 2)
  case .circle(let c, let radius):
    return CircleGlassDistance(
      frame: frame, cx: Float(c.x), cy: Float(c.y), r: Float(radius), maximumDepth: Float(radius * s))
  case .ellipse(let r):
    guard r.width > 0, r.height > 0 else { return nil }
    return EllipseGlassDistance(
      frame: frame, cx: Float(r.midX), cy: Float(r.midY), a: Float(r.width / 2), b: Float(r.height / 2),
      maximumDepth: Float(min(r.width, r.height) / 2 * s))
  case .path:
    return nil
  }
}
