/// The distance of a glass outline morphing from another: the blend of the two fields,
/// d = (1 − w)·d_source + w·d_target, with the blend of their gradients renormalised.
///
/// The blend is exact at both ends (w = 0 is the source, w = 1 the target) and
/// continuous in w, so a morph has no jump at its start or end. In between it is not a true distance — its
/// gradient's length dips below 1 where the two outlines disagree — which widens the anti-aliasing ramp
/// there by the same factor; the refraction uses the renormalised direction.
struct MorphGlassDistance: GlassDistance {
  let source: any GlassDistance
  let target: any GlassDistance
  let weight: Float

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    if weight >= 1 { return target.evaluate(x, y) }
    let a = source.evaluate(x, y)
    if weight <= 0 { return a }
    let b = target.evaluate(x, y)
    return Self.blend(a, b, weight: weight)
  }

  @inline(__always) static func blend(
    _ a: (d: Float, gx: Float, gy: Float), _ b: (d: Float, gx: Float, gy: Float),
    weight w: Float
  ) -> (d: Float, gx: Float, gy: Float) {
    let d = (1 - w) * a.d + w * b.d
    let gx = (1 - w) * a.gx + w * b.gx
    let gy = (1 - w) * a.gy + w * b.gy
    let n = (gx * gx + gy * gy).squareRoot()
    // Opposite gradients cancel where the two outlines face away from each other; the target's direction
    // is then the better guess.
    if n < 1e-4 { return (d, b.gx, b.gy) }
    return (d, gx / n, gy / n)
  }

  /// Inside the blend, −d ≤ (1 − w)·depth_source + w·depth_target.
  var maximumDepth: Float {
    Self.blendedDepth(source.maximumDepth, target.maximumDepth, weight: weight)
  }

  static func blendedDepth(_ source: Float, _ target: Float, weight w: Float) -> Float {
    let clamped = min(max(w, 0), 1)
    return max(0, (1 - clamped) * source + clamped * target)
  }
}
