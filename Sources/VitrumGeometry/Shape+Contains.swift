extension Path {
  /// How many times the path winds around a point, each subpath taken as closed (as filling takes it),
  /// counted +1 where an edge crosses the horizontal ray to the point's right going down. Curves are
  /// flattened within `tolerance` first, so a point closer than that to a curve may fall either side.
  public func winding(at p: Point, tolerance: Double = 0.05) -> Int {
    var winding = 0
    for polyline in flattened(tolerance: tolerance) {
      polyline.forEachClosedSegment { a, b in
        // Half-open in y, so a vertex on the ray is counted once.
        if a.y <= p.y && b.y > p.y {
          if Self.side(a, b, p) > 0 { winding += 1 }
        } else if b.y <= p.y && a.y > p.y {
          if Self.side(a, b, p) < 0 { winding -= 1 }
        }
      }
    }
    return winding
  }

  /// Whether filling the path with `fillRule` covers a point.
  public func contains(_ p: Point, fillRule: FillRule, tolerance: Double = 0.05) -> Bool {
    let w = winding(at: p, tolerance: tolerance)
    return fillRule == .nonZero ? w != 0 : w % 2 != 0
  }

  /// Positive when `p` lies left of the edge a → b in a y-down frame seen along the edge (the cross
  /// product's sign), so a downward edge has the point on its ray's side when positive.
  private static func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}

extension Shape {
  /// Whether the filled outline covers a point (in the shape's own coordinates): the signed distance is
  /// at most 0 for the analytic shapes, the fill rule decides for paths.
  public func contains(_ p: Point) -> Bool {
    guard p.isFinite else { return false }
    if let d = distance(at: p) { return d <= 0 }
    if case .path(let path, let rule) = self {
      return path.controlPointBounds.contains(p) && path.contains(p, fillRule: rule)
    }
    return false
  }
}

extension Polyline {
  /// The distance from a point to the nearest segment (closing segment included when `closed`).
  public func distance(to p: Point, closed: Bool) -> Double {
    guard let first = points.first else { return .infinity }
    if points.count == 1 { return (p - first).length }
    var best = Double.infinity
    let count = closed ? points.count : points.count - 1
    for k in 0..<count {
      let a = points[k]
      let b = points[k + 1 == points.count ? 0 : k + 1]
      let ab = b - a
      let lengthSquared = ab.x * ab.x + ab.y * ab.y
      let t = lengthSquared > 0 ? max(0, min(1, ((p - a).x * ab.x + (p - a).y * ab.y) / lengthSquared)) : 0
      best = min(best, (p - (a + ab * t)).length)
    }
    return best
  }
}
