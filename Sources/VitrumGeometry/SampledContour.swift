/// The outlines where a field sampled on a grid crosses a level: marching squares, each crossing placed
/// on its cell edge by linear interpolation, the pieces joined into polylines. This is how the renderer's
/// outlines are measured (the glass is drawn where its distance is below 0; the coverage ramp is
/// centred there), and how tests hold the turn of a morph or a union to a bound.
///
/// Sample `(i, j)` sits at grid point `(i, j)`; the polylines are in grid units. A sample below the
/// level is inside. Where a cell's diagonal corners are inside and the other two outside, the mean of its
/// four samples decides whether the inside joins across the cell, so outlines never cross.
public enum SampledContour {
  /// The closed (and, where they reach the grid's edge, open) outlines of `values` (row by row,
  /// `width × height`, both at least 2) at `level`.
  public static func polylines(
    values: [Double], width: Int, height: Int, level: Double = 0
  ) -> [Polyline] {
    precondition(width >= 2 && height >= 2 && values.count == width * height, "SampledContour size")
    func value(_ i: Int, _ j: Int) -> Double { values[j * width + i] - level }
    // Edges: horizontal edge (i, j)→(i + 1, j) is 2·(j·width + i), vertical (i, j)→(i, j + 1) is that + 1.
    func crossing(_ edge: Int) -> Point {
      let cell = edge >> 1
      let i = cell % width
      let j = cell / width
      let a = value(i, j)
      let b = edge & 1 == 0 ? value(i + 1, j) : value(i, j + 1)
      let t = a == b ? 0.5 : Swift.min(Swift.max(a / (a - b), 0), 1)
      return edge & 1 == 0 ? Point(Double(i) + t, Double(j)) : Point(Double(i), Double(j) + t)
    }
    var links: [Int: [Int]] = [:]
    func join(_ e: Int, _ f: Int) {
      links[e, default: []].append(f)
      links[f, default: []].append(e)
    }
    for j in 0..<(height - 1) {
      for i in 0..<(width - 1) {
        let v00 = value(i, j)
        let v10 = value(i + 1, j)
        let v11 = value(i + 1, j + 1)
        let v01 = value(i, j + 1)
        let top = 2 * (j * width + i)
        let bottom = 2 * ((j + 1) * width + i)
        let left = 2 * (j * width + i) + 1
        let right = 2 * (j * width + i + 1) + 1
        var edges: [Int] = []
        if (v00 < 0) != (v10 < 0) { edges.append(top) }
        if (v10 < 0) != (v11 < 0) { edges.append(right) }
        if (v11 < 0) != (v01 < 0) { edges.append(bottom) }
        if (v01 < 0) != (v00 < 0) { edges.append(left) }
        if edges.count == 2 {
          join(edges[0], edges[1])
        } else if edges.count == 4 {
          // A saddle: the corners inside are joined across the cell when its mean is inside.
          let joined = (v00 + v10 + v11 + v01) / 4 < 0
          if (v00 < 0) == joined {
            join(top, right)
            join(bottom, left)
          } else {
            join(top, left)
            join(right, bottom)
          }
        }
      }
    }
    var visited = Set<Int>()
    var result: [Polyline] = []
    // Open outlines start at an end (an edge with one link) first, then the loops.
    let starts = links.keys.sorted { (links[$0]!.count, $0) < (links[$1]!.count, $1) }
    for start in starts where !visited.contains(start) {
      var chain = [start]
      visited.insert(start)
      var current = start
      while let next = links[current]!.first(where: { !visited.contains($0) }) {
        visited.insert(next)
        chain.append(next)
        current = next
      }
      let closed = chain.count > 2 && links[current]!.contains(start)
      result.append(Polyline(points: chain.map(crossing), isClosed: closed))
    }
    return result
  }
}

extension Polyline {
  /// The sharpest turn along the outline, in degrees: the largest change of direction between two
  /// consecutive chords of `step` length (arc length), and where it happens. A circle of radius r turns
  /// `step / r` radians a step; a corner turns its whole angle within one step.
  public func sharpestTurn(step: Double) -> (degrees: Double, at: Point) {
    let total = length
    let count = Int((total / step).rounded(.down))
    guard count >= 3 else { return (0, points.first ?? .zero) }
    let samples = resampled(count: isClosed ? count : count + 1)
    var directions: [Double] = []
    for k in 0..<(samples.count - (isClosed ? 0 : 1)) {
      let d = samples[(k + 1) % samples.count] - samples[k]
      directions.append(_atan2(d.y, d.x))
    }
    var sharpest = (degrees: 0.0, at: samples[0])
    for k in 0..<(directions.count - (isClosed ? 0 : 1)) {
      var turn = directions[(k + 1) % directions.count] - directions[k]
      while turn > .pi { turn -= 2 * .pi }
      while turn < -.pi { turn += 2 * .pi }
      let degrees = Swift.abs(turn) * 180 / .pi
      if degrees > sharpest.degrees { sharpest = (degrees, samples[(k + 1) % samples.count]) }
    }
    return sharpest
  }
}
