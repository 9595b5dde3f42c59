/// The smooth minimum that melts glass shapes together: a container's spacing rule.
///
/// With blend radius `k` (2 × the container's spacing), two distances `a` and `b` whose outward gradients
/// make the cosine `c` melt over the radius `K = k · ((1 − c) / 2)²`: the full `k` where the two outlines
/// face each other across a gap (opposite gradients, as between the closest points of two shapes), less
/// where they turn away from each other, nothing where they run side by side. With `u = |a − b| / K`,
///
///     d = min(a, b) − K · (1 − u)² · (α + β u),   β = 2α − ½,   for u < 1,
///
/// and exactly `min(a, b)` for `u ≥ 1`. The profile is continuous with a continuous gradient (its slope
/// is ½ on both sides at `a = b`, and 0 at `u = 1`); α = ¼ is the quadratic polynomial smooth minimum.
///
/// Why these choices (figures in docs/union.md):
/// - **The lowering α = 0.26 k.** Between two outlines `g` apart the field at the midpoint is
///   `g / 2 − α·k`, so a bridge forms below the gap `2α·k = 1.04 × spacing`. The quadratic profile forms it
///   at exactly the spacing, where the outline passes through a cusp (two pointed tips touching); here
///   at a gap of the spacing the neck is already formed and round, and from 1.05 × spacing on there is
///   none.
/// - **The radius follows the gradients.** A union that lowers the field by the same amount wherever
///   `a ≈ b` fills the crevice between two capsules touching end to end up to where both distances are
///   `α·k`, far beyond their height (3.4 pt for the spacing demo's 36 pt capsules at spacing 20); weighing
///   the radius by how squarely the outlines face each other keeps the fill inside their hull.
/// - Where `|a − b| ≥ k` the result is exactly `min(a, b)`, so members `2 × spacing` apart keep their
///   outlines. The operation is not associative: fold members in a fixed (document) order.
///
/// The gradients the radius follows are the members' `Shape.blendDirection`, softened over
/// `directionSmoothing × k` where a member's own gradient turns abruptly.
public enum SmoothUnion {
  /// How far the union lowers the field at most, as a fraction of `k` (`α` above).
  public static let deepestLowering = 0.26

  /// Over what width, as a fraction of `k`, the directions the radius follows are softened
  /// (`Shape.blendDirection`): wide enough to leave no corner in the union (under 1° a pixel at 4× where
  /// 15° showed unsoftened, docs/union.md), narrow next to the radius.
  public static let directionSmoothing = 0.125

  /// The blend radius for outlines whose gradients make the cosine `c`: `k · ((1 − c) / 2)²`.
  @inlinable public static func radius(k: Double, cosine c: Double) -> Double {
    let w = (1 - Swift.min(Swift.max(c, -1), 1)) / 2
    return k * w * w
  }

  /// The smooth minimum of the running field `a` and the next member `b` (with their outward gradients,
  /// of any length but zero), and the weight of `a` (1 where `a` wins outright, 0 where `b` does); blend
  /// member parameters with the same weight.
  @inlinable public static func blend(
    _ a: Double, gradient ga: Point, _ b: Double, gradient gb: Point, k: Double
  ) -> (distance: Double, weightOfA: Double) {
    let winner = a <= b ? (a, 1.0) : (b, 0.0)
    guard k > 0, Swift.abs(a - b) < k else { return winner }
    let lengths = (ga.x * ga.x + ga.y * ga.y) * (gb.x * gb.x + gb.y * gb.y)
    // A vanishing gradient (the centre of a circle) faces every way: the full radius.
    let c = lengths > 0 ? (ga.x * gb.x + ga.y * gb.y) / lengths.squareRoot() : -1
    let K = radius(k: k, cosine: c)
    let difference = Swift.abs(a - b)
    guard difference < K else { return winner }
    let (lowering, loser) = profile(difference / K)
    let d = winner.0 - K * lowering
    return (d, a <= b ? 1 - loser : loser)
  }

  /// The profile at `u = |a − b| / K` in [0, 1): the lowering in units of `K`, and the weight of the
  /// larger distance (½ at u = 0, 0 at u = 1).
  @inlinable public static func profile(_ u: Double) -> (lowering: Double, weightOfLarger: Double) {
    let alpha = deepestLowering
    let beta = 2 * alpha - 0.5
    let v = 1 - u
    return (v * v * (alpha + beta * u), v * (0.5 + 3 * beta * u))
  }
}
