/// The outline of a shape node: one of the analytic primitives, or an arbitrary path.
///
/// Analytic shapes have closed-form signed distance functions (`distance(at:)`); paths get theirs from a
/// rasterized mask and an exact distance transform (`DistanceField`).
public enum Shape: Hashable, Sendable {
  /// An axis-aligned rectangle.
  case rect(Rect)
  /// A rectangle with circular corners of one radius (clamped to half the shorter side).
  case roundedRect(Rect, cornerRadius: Double)
  /// A rectangle whose shorter sides are semicircles.
  case capsule(Rect)
  /// A circle.
  case circle(center: Point, radius: Double)
  /// An ellipse inscribed in a rectangle.
  case ellipse(Rect)
  /// An arbitrary closed path filled with a fill rule.
  case path(Path, fillRule: FillRule)

  /// The shape's kind as written in scene files ("rect", "roundedRect", "capsule", "circle", "ellipse",
  /// "path"); unions only join shapes of the same kind.
  public var kind: String {
    switch self {
    case .rect: "rect"
    case .roundedRect: "roundedRect"
    case .capsule: "capsule"
    case .circle: "circle"
    case .ellipse: "ellipse"
    case .path: "path"
    }
  }

  /// The bounding box in the shape's own coordinates.
  public var bounds: Rect {
    switch self {
    case .rect(let r), .roundedRect(let r, _), .capsule(let r), .ellipse(let r): r
    case .circle(let c, let radius):
      Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
    case .path(let p, _): p.controlPointBounds
    }
  }

  /// The outline as a path (analytic shapes as lines and cubic Béziers).
  public var path: Path {
    switch self {
    case .rect(let r): .rect(r)
    case .roundedRect(let r, let radius): .roundedRect(r, cornerRadius: radius)
    case .capsule(let r): .capsule(r)
    case .circle(let c, let radius): .circle(center: c, radius: radius)
    case .ellipse(let r): .ellipse(in: r)
    case .path(let p, _): p
    }
  }

  /// The fill rule to use when drawing `path`.
  public var fillRule: FillRule {
    if case .path(_, let rule) = self { return rule }
    return .nonZero
  }

  /// Whether the signed distance has a closed form (every case but `path`).
  public var isAnalytic: Bool {
    if case .path = self { return false }
    return true
  }

  /// The signed distance and its unit outward gradient at a point, in the shape's own coordinates;
  /// nil for paths (use `DistanceField`).
  @inlinable public func distanceAndGradient(at p: Point) -> (distance: Double, gradient: Point)? {
    switch self {
    case .rect(let r):
      return SignedDistance.roundedBox(
        p, center: r.center, halfSize: Size(r.width / 2, r.height / 2), radius: 0)
    case .roundedRect(let r, let radius):
      let clamped = Swift.max(0, Swift.min(radius, Swift.min(r.width, r.height) / 2))
      return SignedDistance.roundedBox(
        p, center: r.center, halfSize: Size(r.width / 2, r.height / 2), radius: clamped)
    case .capsule(let r):
      return SignedDistance.roundedBox(
        p, center: r.center, halfSize: Size(r.width / 2, r.height / 2),
        radius: Swift.min(r.width, r.height) / 2)
    case .circle(let c, let radius):
      return SignedDistance.circle(p, center: c, radius: radius)
    case .ellipse(let r):
      return SignedDistance.ellipse(p, center: r.center, semiAxes: Size(r.width / 2, r.height / 2))
    case .path:
      return nil
    }
  }

  /// The signed distance at a point (negative inside), or nil for paths.
  @inlinable public func distance(at p: Point) -> Double? { distanceAndGradient(at: p)?.distance }

  /// Whether every coordinate is finite.
  public var isFinite: Bool {
    switch self {
    case .rect(let r), .capsule(let r), .ellipse(let r): r.isFinite
    case .roundedRect(let r, let radius): r.isFinite && radius.isFinite
    case .circle(let c, let radius): c.isFinite && radius.isFinite
    case .path(let p, _): p.isFinite
    }
  }
}
