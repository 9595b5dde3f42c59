import VitrumGeometry

/// A glass outline's signed distance in device pixels, with its unit outward gradient.
protocol GlassDistance: Sendable {
  /// Distance (negative inside) and outward unit gradient at a device-space point.
  func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float)
  /// The largest distance from the outline to any inside point (the inscribed radius), in pixels.
  var maximumDepth: Float { get }
}

/// Device → shape-space mapping shared by the analytic distances: a similarity transform's inverse, its
/// linear part (to map gradients back) and its scale (shape units → device pixels).
struct SimilarityFrame: Sendable {
  let ia, ib, ic, id, itx, ity: Float
  let ma, mb, mc, md: Float
  let scale: Float

  /// nil when the transform is not a similarity (or is singular).
  init?(_ t: AffineTransform) {
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
  }

  @inline(__always) func toShape(_ x: Float, _ y: Float) -> (Float, Float) {
    (ia * x + ic * y + itx, ib * x + id * y + ity)
  }

  /// A shape-space distance and gradient → device space (a similarity keeps angles, so the mapped
  /// gradient only needs renormalising).
  @inline(__always) func toDevice(_ d: Float, _ gx: Float, _ gy: Float) -> (d: Float, gx: Float, gy: Float) {
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
}

/// An ellipse. The closest outline point is found by Newton steps on its parametric angle, carried as a
/// unit vector (cos t, sin t) that each step rotates — no trigonometric calls per pixel (with sin/cos the
/// ellipse cost 5× a capsule in the gallery profile). Agrees with `SignedDistance.ellipse` within 10⁻³
/// shape units for axis ratios up to 20:1 (unit test).
struct EllipseGlassDistance: GlassDistance {
  let frame: SimilarityFrame
  let cx, cy, a, b: Float
  let maximumDepth: Float
  static let newtonSteps = 5

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    let (lx, ly) = frame.toShape(x, y)
    let px = abs(lx - cx)
    let py = abs(ly - cy)
    let e = a * a - b * b
    // Start at the angle of the point scaled to a circle: close to the answer everywhere.
    var c = px * b
    var s = py * a
    var n = (c * c + s * s).squareRoot()
    if n == 0 {
      c = 1
      s = 0
    } else {
      c /= n
      s /= n
    }
    for _ in 0..<Self.newtonSteps {
      let g = e * s * c - px * a * s + py * b * c
      let dg = e * (c * c - s * s) - px * a * c - py * b * s
      if dg == 0 { break }
      let dt = -g / dg
      // Rotate (c, s) by dt, renormalised; clamp into the first quadrant.
      var nc = c - s * dt
      var ns = s + c * dt
      nc = max(nc, 0)
      ns = max(ns, 0)
      n = (nc * nc + ns * ns).squareRoot()
      if n == 0 { break }
      c = nc / n
      s = ns / n
    }
    let qx = a * c
    let qy = b * s
    let dx = px - qx
    let dy = py - qy
    let dist = (dx * dx + dy * dy).squareRoot()
    let inside = (px * px) / (a * a) + (py * py) / (b * b) < 1
    var nx = qx / (a * a)
    var ny = qy / (b * b)
    let nl = (nx * nx + ny * ny).squareRoot()
    nx /= nl
    ny /= nl
    return frame.toDevice(
      inside ? -dist : dist, lx < cx ? -nx : nx, ly < cy ? -ny : ny)
  }
}

/// The analytic distance of a shape under a transform, or nil for paths, degenerate shapes and transforms
/// that are not similarities (those go through a distance field).
func analyticGlassDistance(shape: Shape, transform t: AffineTransform) -> (any GlassDistance)? {
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

/// Any outline — a path, or an analytic shape under a skew or non-uniform scale — through a precomputed
/// distance field in device pixels.
struct FieldGlassDistance: GlassDistance {
  let field: DistanceField
  let maximumDepth: Float

  init(field: DistanceField) {
    self.field = field
    self.maximumDepth = max(0, -(field.values.min() ?? 0))
  }

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    let d = field.sample(x: Double(x), y: Double(y))
    let g = field.gradient(x: Double(x), y: Double(y))
    return (d, g.0, g.1)
  }
}
