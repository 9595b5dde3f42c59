/// A 2-D affine transform mapping `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`, laid out as Cairo's
/// `cairo_matrix_t`.
public struct AffineMatrix: Hashable, Sendable, CustomStringConvertible {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  /// Creates a transform from its six coefficients.
  @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  @inlinable public static func translation(_ dx: Double, _ dy: Double) -> AffineMatrix {
    AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
  }

  /// A scale about the origin.
  @inlinable public static func scale(_ sx: Double, _ sy: Double) -> AffineMatrix {
    AffineMatrix(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation about the origin by `radians` (clockwise on screen, because y points down).
  @inlinable public static func rotation(_ radians: Double) -> AffineMatrix {
    let cosA = _cos(radians)
    let sinA = _sin(radians)
    return AffineMatrix(a: cosA, b: sinA, c: -sinA, d: cosA, tx: 0, ty: 0)
  }

  /// `self` applied first, then `next`.
  @inlinable public func then(_ next: AffineMatrix) -> AffineMatrix {
    AffineMatrix(
      a: a * next.a + b * next.c,
      b: a * next.b + b * next.d,
      c: c * next.a + d * next.c,
      d: c * next.b + d * next.d,
      tx: tx * next.a + ty * next.c + next.tx,
      ty: tx * next.b + ty * next.d + next.ty)
  }

  /// `self` with `first` applied before it (so `first` acts in this transform's local space).
  @inlinable public func concatenating(_ first: AffineMatrix) -> AffineMatrix {
    first.then(self)
  }

  /// Maps a point.
  @inlinable public func apply(_ p: Point) -> Point {
    Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
  }

  /// Maps a vector (ignores the translation).
  @inlinable public func applyToVector(_ v: Point) -> Point {
    Point(a * v.x + c * v.y, b * v.x + d * v.y)
  }

  /// The determinant of the linear part.
  @inlinable public var determinant: Double { a * d - b * c }

  /// Whether the transform changes nothing.
  @inlinable public var isIdentity: Bool { self == .identity }

  /// Whether the transform is a translation only.
  @inlinable public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// The inverse, or nil when the transform is singular or not finite.
  @inlinable public var inverted: AffineMatrix? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineMatrix(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }

  /// The factor by which the transform scales lengths when it is a similarity (rotation, uniform scale,
  /// reflection, translation); for other transforms, the geometric mean of its two scale factors.
  @inlinable public var meanScale: Double { abs(determinant).squareRoot() }

  /// Whether the transform preserves angles: a rotation, uniform scale, reflection and translation,
  /// within `tolerance` relative to the scale.
  @inlinable public func isSimilarity(tolerance: Double = 1e-9) -> Bool {
    let s = meanScale
    guard s > 0 else { return false }
    let sameLength = abs((a * a + b * b) - (c * c + d * d)) <= tolerance * s * s
    let orthogonal = abs(a * c + b * d) <= tolerance * s * s
    return sameLength && orthogonal
  }

  /// The bounding box of a rectangle after the transform.
  @inlinable public func apply(_ r: Rect) -> Rect {
    if r.isEmpty { return r }
    if isTranslation { return r.offsetBy(Point(tx, ty)) }
    // Min and max over the four corners directly: a union of the two-corner rectangles would drop
    // both as empty (zero height) whenever the transform keeps edges axis-aligned, such as a scale.
    let p0 = apply(Point(r.minX, r.minY))
    let p1 = apply(Point(r.maxX, r.minY))
    let p2 = apply(Point(r.minX, r.maxY))
    let p3 = apply(Point(r.maxX, r.maxY))
    let minX = Swift.min(p0.x, p1.x, p2.x, p3.x)
    let minY = Swift.min(p0.y, p1.y, p2.y, p3.y)
    return Rect(
      x: minX, y: minY, width: Swift.max(p0.x, p1.x, p2.x, p3.x) - minX,
      height: Swift.max(p0.y, p1.y, p2.y, p3.y) - minY)
  }

  /// Whether all six coefficients are finite.
  @inlinable public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  public var description: String { "matrix(\(a) \(b) \(c) \(d) \(tx) \(ty))" }
}
