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
  /// Whether `rowChord` gives bounds (false: it always answers nil and the kernels ask every pixel).
  static var hasRowChords: Bool { get }
  /// On the device row at height `py`, the x-interval (of continuous device x) that bounds the distance
  /// by `level` with certainty: for a negative level, every point inside the interval is at most `level`
  /// deep (inside it the exact distance is ≤ level); for a positive level, every point outside it is at
  /// least `level` away. nil when no point of the row qualifies (negative level) or every point does
  /// (positive level). Only meaningful where `hasRowChords`.
  func rowChord(_ py: Float, level: Float) -> (lo: Double, hi: Double)?
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
  static var hasRowChords: Bool { false }
  func rowChord(_ py: Float, level: Float) -> (lo: Double, hi: Double)? { nil }
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
    // A circle drawn as an ellipse: the closed form, never the Newton solve.
    if r.width == r.height {
      return CircleGlassDistance(
        frame: frame, cx: Float(r.midX), cy: Float(r.midY), r: Float(r.width / 2),
        maximumDepth: Float(r.width / 2 * s))
    }
    return EllipseGlassDistance(
      frame: frame, cx: Float(r.midX), cy: Float(r.midY), a: Float(r.width / 2), b: Float(r.height / 2),
      maximumDepth: Float(min(r.width, r.height) / 2 * s))
  case .path:
    return nil
  }
}
