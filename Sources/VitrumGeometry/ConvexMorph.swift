/// The in-between of two convex outlines: their Minkowski combination `(1 − f)·A ⊕ f·B`, the shape whose
/// edge in each direction lies `(1 − f)` of the way from A's edge in that direction to B's.
///
/// This is what keeps a glass morph round. The combination of two convex shapes is convex, and at each
/// outward direction its radius of curvature is `(1 − f)·ρ_A + f·ρ_B`: it never turns more sharply than
/// the sharper end does at that direction, so an in-between has no corner or cusp that neither end has.
/// It also never vanishes, however far apart the ends are: it travels from one to the other. (A blend
/// of the two distance fields, `(1 − f)·d_A + f·d_B`, grows corners wherever its outline crosses the
/// ridges inside a shape, and vanishes between outlines that do not overlap.)
///
/// Rectangles, rounded rectangles, capsules and circles are rounded boxes, and the combination of two
/// rounded boxes is the rounded box with the frame and corner radius interpolated — exact, and drawn
/// with an exact distance. Any other pair of convex outlines (ellipses, convex paths, boxes under a
/// rotation) is combined as flattened polygons, edge by edge in the order of their directions.
public enum ConvexMorph {
  /// The in-between `fraction` of the way from `source` (mapped by `sourceTransform` into the target's
  /// coordinates) to `target`; nil when either outline is not convex (a path with a dent, holes or
  /// several subpaths) or not finite. Fractions beyond 0…1 (an overshooting spring) extrapolate the
  /// rounded boxes' frame and radius, held to sizes of at least 0, and hold polygons at the nearer end.
  public static func shape(
    from source: Shape, transform sourceTransform: AffineMatrix, to target: Shape, fraction: Double
  ) -> Shape? {
    guard fraction.isFinite, sourceTransform.isFinite, source.isFinite, target.isFinite else { return nil }
    if let a = RoundedBox(source, sourceTransform), let b = RoundedBox(target, .identity) {
      return a.interpolated(to: b, fraction).shape
    }
    let tolerance = 0.05
    guard let a = convexPolygon(source.path.applying(sourceTransform), tolerance: tolerance),
      let b = convexPolygon(target.path, tolerance: tolerance)
    else { return nil }
    let f = Swift.min(Swift.max(fraction, 0), 1)
    return .path(Path(polygon: minkowskiCombination(a, b, f)), fillRule: .nonZero)
  }

  /// A rectangle with circular corners: its frame and corner radius.
  struct RoundedBox {
    var frame: Rect
    var radius: Double

    /// The box a shape is, mapped by a transform that keeps boxes boxes (a translation and one positive
    /// scale); nil for other shapes and transforms.
    init?(_ shape: Shape, _ t: AffineMatrix) {
      guard t.b == 0, t.c == 0, t.a > 0, Swift.abs(t.a - t.d) <= 1e-12 * t.a else { return nil }
      switch shape {
      case .rect(let r): (frame, radius) = (r, 0)
      case .roundedRect(let r, let corner):
        (frame, radius) = (r, Swift.max(0, Swift.min(corner, Swift.min(r.width, r.height) / 2)))
      case .capsule(let r): (frame, radius) = (r, Swift.min(r.width, r.height) / 2)
      case .circle(let c, let r):
        (frame, radius) = (Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), r)
      default: return nil
      }
      frame = t.apply(frame)
      radius *= t.a
    }

    init(frame: Rect, radius: Double) {
      self.frame = frame
      self.radius = radius
    }

    func interpolated(to other: RoundedBox, _ f: Double) -> RoundedBox {
      func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
      let width = Swift.max(0, lerp(frame.width, other.frame.width))
      let height = Swift.max(0, lerp(frame.height, other.frame.height))
      let radius = Swift.min(Swift.max(0, lerp(radius, other.radius)), Swift.min(width, height) / 2)
      return RoundedBox(
        frame: Rect(
          x: lerp(frame.minX, other.frame.minX), y: lerp(frame.minY, other.frame.minY), width: width,
          height: height),
        radius: radius)
    }

    var shape: Shape { .roundedRect(frame, cornerRadius: radius) }
  }

  /// The vertices of a path that is one convex outline, flattened, ordered so that the polygon's
  /// `doubleSignedArea` is positive, without collinear vertices; nil otherwise.
  static func convexPolygon(_ path: Path, tolerance: Double) -> [Point]? {
    let lines = path.flattened(tolerance: tolerance)
    guard lines.count == 1, var points = Optional(lines[0].points), points.count >= 3 else { return nil }
    if Polyline(points: points, isClosed: true).doubleSignedArea < 0 { points.reverse() }
    var kept: [Point] = []
    let n = points.count
    for i in 0..<n {
      let previous = points[(i + n - 1) % n]
      let next = points[(i + 1) % n]
      let turn = (points[i] - previous).cross(next - points[i])
      // A dent beyond rounding: not convex. Collinear vertices add nothing.
      let scale = (points[i] - previous).length * (next - points[i]).length
      if turn < -1e-9 * scale { return nil }
      if turn > 1e-12 * scale { kept.append(points[i]) }
    }
    guard kept.count >= 3 else { return nil }
    // One loop: the edges' directions go round once.
    var total = 0.0
    for i in 0..<kept.count {
      let e0 = kept[(i + 1) % kept.count] - kept[i]
      let e1 = kept[(i + 2) % kept.count] - kept[(i + 1) % kept.count]
      total += _atan2(e0.cross(e1), e0.x * e1.x + e0.y * e1.y)
    }
    return Swift.abs(total - 2 * .pi) < 1e-6 ? kept : nil
  }

  /// `(1 − f)·a ⊕ f·b` for convex polygons with positive area (`doubleSignedArea`): the edges of both,
  /// scaled, merged in the order of their directions, from the vertices of least y (then least x), where
  /// both polygons' edge directions start.
  static func minkowskiCombination(_ a: [Point], _ b: [Point], _ f: Double) -> [Point] {
    if f <= 0 { return a }
    if f >= 1 { return b }
    func start(_ p: [Point]) -> Int {
      p.indices.min { (p[$0].y, p[$0].x) < (p[$1].y, p[$1].x) }!
    }
    func edges(_ p: [Point], _ weight: Double) -> [Point] {
      let s = start(p)
      return (0..<p.count).map { i in (p[(s + i + 1) % p.count] - p[(s + i) % p.count]) * weight }
    }
    /// The direction of an edge as an angle in [0, 2π) from the start direction (+x).
    func angle(_ e: Point) -> Double {
      let t = _atan2(e.y, e.x)
      return t < 0 ? t + 2 * .pi : t
    }
    let ea = edges(a, 1 - f)
    let eb = edges(b, f)
    var point = a[start(a)] * (1 - f) + b[start(b)] * f
    var result: [Point] = []
    var i = 0
    var j = 0
    while i < ea.count || j < eb.count {
      result.append(point)
      let takeA = j >= eb.count || (i < ea.count && angle(ea[i]) <= angle(eb[j]))
      if takeA {
        point = point + ea[i]
        i += 1
      } else {
        point = point + eb[j]
        j += 1
      }
    }
    return result
  }
}

extension Path {
  /// A closed polygon through `points`.
  init(polygon points: [Point]) {
    self.init()
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { line(to: p) }
    close()
  }
}
