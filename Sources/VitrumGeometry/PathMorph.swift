/// A morph between two plain paths by matched points: both outlines are flattened, resampled to the same
/// number of points by arc length, and lined up so that the points travel as short a way as possible;
/// the path in between moves each point along a straight line.
///
/// Subpaths are matched in order. A subpath without a partner (a letter "O"'s hole morphing into an "I")
/// shrinks into, or grows out of, the centre of its own points. Closed outlines are lined up by turning
/// the second one's points to run the same way round as the first (by the sign of their areas, so that
/// the in-between shape does not pass through a twisted figure eight) and then choosing the start point
/// that minimises the sum of squared distances between matched points, over all starts; open outlines are
/// taken forwards or backwards, whichever is closer.
///
/// The path at fraction 0 is `from` itself and at 1 `to` itself; in between it is made of straight
/// segments through the matched points. Shape morphs of glass, which blend distance fields, are the
/// renderer's, not this type's.
public struct PathMorph: Hashable, Sendable {
  /// The path at fraction 0.
  public let from: Path
  /// The path at fraction 1.
  public let to: Path
  /// The matched outlines, in subpath order.
  let pairs: [MatchedOutline]

  /// The most points one outline is resampled to. Lining up costs up to count² squared distances per
  /// outline (4.2 million at this limit), paid once per morph: milliseconds, against about a tenth of one
  /// for each in-between path (docs/benchmarks.md, *Distance fields and morphs*). An outline longer than
  /// `spacing × maximumPointsPerOutline` is sampled more coarsely instead of more densely.
  public static let maximumPointsPerOutline = 2048
  /// The fewest points an outline is resampled to, so that even a tiny shape keeps its corners' rough
  /// placement.
  public static let minimumPointsPerOutline = 16

  /// Matches `from` and `to`, sampling outlines every `spacing` points of length (the longer of each pair
  /// decides) after flattening curves to within `tolerance`.
  public init(from: Path, to: Path, spacing: Double = 1, tolerance: Double = 0.1) throws(PathMorphError) {
    guard from.isFinite else {
      throw PathMorphError(parameter: "from", message: "the path has a coordinate that is not finite")
    }
    guard to.isFinite else {
      throw PathMorphError(parameter: "to", message: "the path has a coordinate that is not finite")
    }
    guard spacing > 0, spacing.isFinite else {
      throw PathMorphError(
        parameter: "spacing", message: "expected a finite number greater than 0, found \(spacing)")
    }
    guard tolerance > 0, tolerance.isFinite else {
      throw PathMorphError(
        parameter: "tolerance", message: "expected a finite number greater than 0, found \(tolerance)")
    }
    self.from = from
    self.to = to
    let a = from.flattened(tolerance: tolerance)
    let b = to.flattened(tolerance: tolerance)
    var pairs: [MatchedOutline] = []
    for k in 0..<Swift.max(a.count, b.count) {
      pairs.append(MatchedOutline(k < a.count ? a[k] : nil, k < b.count ? b[k] : nil, spacing: spacing))
    }
    self.pairs = pairs
  }

  /// The number of points each matched outline was resampled to, in subpath order.
  public var pointCounts: [Int] { pairs.map(\.from.count) }

  /// The path `fraction` of the way from `from` to `to`: exactly `from` at 0 and `to` at 1, points moved
  /// in straight lines in between and beyond (an overshooting curve carries them past the target).
  public func path(at fraction: Double) -> Path {
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    var path = Path()
    for pair in pairs {
      guard let first = pair.from.first else { continue }
      path.move(to: first.lerp(to: pair.to[0], fraction))
      for k in 1..<pair.from.count {
        path.line(to: pair.from[k].lerp(to: pair.to[k], fraction))
      }
      if fraction < 0.5 ? pair.fromIsClosed : pair.toIsClosed { path.close() }
    }
    return path
  }
}

/// Two outlines resampled to the same number of points and lined up index by index.
struct MatchedOutline: Hashable, Sendable {
  var from: [Point]
  var to: [Point]
  var fromIsClosed: Bool
  var toIsClosed: Bool

  /// Resamples and lines up `a` and `b`; a missing outline becomes the centre of the other's points.
  init(_ a: Polyline?, _ b: Polyline?, spacing: Double) {
    let longest = Swift.max(a?.length ?? 0, b?.length ?? 0)
    let wanted = (longest / spacing).rounded(.up)
    // Compared as doubles first: a huge length over a tiny spacing must not reach Int(_:) unclamped.
    let count =
      wanted >= Double(PathMorph.maximumPointsPerOutline)
      ? PathMorph.maximumPointsPerOutline : Swift.max(PathMorph.minimumPointsPerOutline, Int(wanted))
    let pointsA = a?.resampled(count: count)
    let pointsB = b?.resampled(count: count)
    fromIsClosed = a?.isClosed ?? b?.isClosed ?? false
    toIsClosed = b?.isClosed ?? fromIsClosed
    switch (pointsA, pointsB) {
    case (let p?, let q?):
      from = p
      to = Self.lineUp(q, with: p, bothClosed: fromIsClosed && toIsClosed, a: a!, b: b!)
    case (let p?, nil):
      from = p
      to = Array(repeating: Self.centre(p), count: count)
    case (nil, let q?):
      from = Array(repeating: Self.centre(q), count: count)
      to = q
    case (nil, nil):
      from = []
      to = []
    }
  }

  static func centre(_ points: [Point]) -> Point {
    var sum = Point.zero
    for p in points { sum = sum + p }
    return sum / Double(points.count)
  }

  /// `q` reordered to match `p` point for point.
  static func lineUp(_ q: [Point], with p: [Point], bothClosed: Bool, a: Polyline, b: Polyline) -> [Point] {
    guard bothClosed else {
      let reversed = Array(q.reversed())
      return squaredDistance(p, reversed, shift: 0) < squaredDistance(p, q, shift: 0) ? reversed : q
    }
    let areaA = a.doubleSignedArea
    let areaB = b.doubleSignedArea
    var candidates: [[Point]]
    if areaA * areaB > 0 {
      candidates = [q]
    } else if areaA * areaB < 0 {
      candidates = [q.reversed()]
    } else {
      candidates = [q, q.reversed()]  // a degenerate outline has no direction: try both
    }
    var best = q
    var bestDistance = Double.infinity
    for candidate in candidates {
      for shift in 0..<candidate.count {
        let d = squaredDistance(p, candidate, shift: shift, limit: bestDistance)
        if d < bestDistance {
          bestDistance = d
          best = Array(candidate[shift...] + candidate[..<shift])
        }
      }
    }
    return best
  }

  /// Σ |p[i] − q[(i + shift) mod n]|², abandoned (returning a value above `limit`) as soon as the
  /// partial sum passes `limit`: most starts are far worse than the best so far and stop early.
  static func squaredDistance(_ p: [Point], _ q: [Point], shift: Int, limit: Double = .infinity) -> Double {
    var sum = 0.0
    let n = q.count
    for i in 0..<n {
      let j = i + shift < n ? i + shift : i + shift - n
      let d = p[i] - q[j]
      sum += d.x * d.x + d.y * d.y
      if sum > limit { return sum }
    }
    return sum
  }
}
