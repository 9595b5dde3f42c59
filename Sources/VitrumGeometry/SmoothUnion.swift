/// The polynomial smooth minimum used to melt glass shapes together.
///
/// With blend radius `k`, `h = clamp(0.5 + 0.5 (b − a) / k, 0, 1)` and
/// `d = b + (a − b) h − k h (1 − h)`. Where `|a − b| ≥ k` the result is exactly `min(a, b)`, so members
/// farther apart than `k` keep their outlines. The operation is not associative: fold members in a fixed
/// (document) order.
public enum SmoothUnion {
  /// The smooth minimum of the running field `a` and the next member `b`, and the weight `h` of `a`
  /// (1 where `a` wins outright, 0 where `b` does); blend member parameters with the same weight.
  @inlinable public static func polynomial(_ a: Double, _ b: Double, k: Double) -> (
    distance: Double, weightOfA: Double
  ) {
    if k <= 0 { return a <= b ? (a, 1) : (b, 0) }
    let h = Swift.min(Swift.max(0.5 + 0.5 * (b - a) / k, 0), 1)
    // Return the winner itself at the clamped ends: the formula gives b + (a − b) there, which rounding
    // leaves a few ulps off a (about one case in ten when a and b differ in sign).
    if h == 1 { return (a, 1) }
    if h == 0 { return (b, 0) }
    return (b + (a - b) * h - k * h * (1 - h), h)
  }
}
