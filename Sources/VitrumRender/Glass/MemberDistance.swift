import VitrumGeometry

/// A container member's distance as a closed set of concrete kinds, so the per-pixel fold switches on an
/// enum (inlined) instead of calling through an existential for every member at every pixel.
enum MemberDistance: Sendable {
  case box(BoxGlassDistance)
  case circle(CircleGlassDistance)
  case ellipse(EllipseGlassDistance)
  case field(FieldGlassDistance)
  /// Several distances melted into one shape with their own blend radius (a union of paths or text).
  indirect case union([MemberDistance], k: Float)

  init(_ distance: any GlassDistance) {
    switch distance {
    case let d as BoxGlassDistance: self = .box(d)
    case let d as CircleGlassDistance: self = .circle(d)
    case let d as EllipseGlassDistance: self = .ellipse(d)
    case let d as FieldGlassDistance: self = .field(d)
    default: preconditionFailure("every GlassDistance kind is listed in MemberDistance")
    }
  }

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    switch self {
    case .box(let d): return d.evaluate(x, y)
    case .circle(let d): return d.evaluate(x, y)
    case .ellipse(let d): return d.evaluate(x, y)
    case .field(let d): return d.evaluate(x, y)
    case .union(let parts, let k):
      var result = parts[0].evaluate(x, y)
      for part in parts.dropFirst() {
        let e = part.evaluate(x, y)
        let (d, h) = SmoothMinimum.fold(result.d, e.d, k: k)
        result = (d, result.gx * h + e.gx * (1 - h), result.gy * h + e.gy * (1 - h))
      }
      return result
    }
  }

  var maximumDepth: Float {
    switch self {
    case .box(let d): d.maximumDepth
    case .circle(let d): d.maximumDepth
    case .ellipse(let d): d.maximumDepth
    case .field(let d): d.maximumDepth
    case .union(let parts, _): parts.map(\.maximumDepth).max() ?? 0
    }
  }
}

extension MemberDistance: GlassDistance {}

/// The polynomial smooth minimum in Float for the kernels (the Double reference is
/// `VitrumGeometry.SmoothUnion`; a unit test checks they agree).
enum SmoothMinimum {
  /// The smooth minimum of the running field `a` and the next member `b` with radius `k`, and the weight of
  /// `a`. Exactly `(a, 1)` when `b − a ≥ k` and `(b, 0)` when `a − b ≥ k`, so a member that cannot contribute
  /// changes nothing, bit for bit.
  @inline(__always) static func fold(_ a: Float, _ b: Float, k: Float) -> (d: Float, weightOfA: Float) {
    if b - a >= k { return (a, 1) }
    if a - b >= k { return (b, 0) }
    let h = min(max(0.5 + 0.5 * (b - a) / k, 0), 1)
    return (b + (a - b) * h - k * h * (1 - h), h)
  }
}
