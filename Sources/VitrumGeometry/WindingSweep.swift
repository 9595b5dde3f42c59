/// Winding numbers of many points at once, against one set of closed polygons' edges.
///
/// The winding number at p counts the edges crossing the horizontal ray to its left, signed (+1 downward),
/// each edge covering the half-open y-range from its upper end — as `PathRasterizer` counts them.
/// Counting edge by edge for every point costs points × edges in the point's band: for a line of glass
/// text every band holds every glyph, and 2,000 characters took 10 s. This sweeps each horizontal band
/// left to right instead: an edge lying wholly left of a point (its largest x within the band below the
/// point's x) counts by its y-span alone, summed in a Fenwick tree over the band's y-coordinates; only
/// the edges whose x-range spans the point (the glyph it sits in) are tested one by one. The cost is
/// O((edges + points) · log edges) plus the spanning edges, linear in a line's length.
struct WindingSweep {
  /// Band height: thin bands keep the spanning edges few (a band holds each edge only where it runs).
  static let bandHeight = 8.0

  /// The winding number at each point.
  static func windings(of points: [Point], edges: SegmentList, height: Int) -> [Int] {
    let rows = Swift.max(1, Int((Double(height) / bandHeight).rounded(.up)))
    func band(_ y: Double) -> Int {
      let b = y / bandHeight
      return b >= 0 ? Int(Swift.min(b.rounded(.down), Double(rows - 1))) : 0
    }
    var pointsByBand = [[Int]](repeating: [], count: rows)
    for (i, p) in points.enumerated() { pointsByBand[band(p.y)].append(i) }
    var edgesByBand = [[Int]](repeating: [], count: rows)
    for k in 0..<edges.count where edges.ay[k] != edges.by[k] {
      let lo = band(Swift.min(edges.ay[k], edges.by[k]))
      let hi = band(Swift.max(edges.ay[k], edges.by[k]))
      for b in lo...hi where !pointsByBand[b].isEmpty { edgesByBand[b].append(k) }
    }
    var result = [Int](repeating: 0, count: points.count)
    for b in 0..<rows where !pointsByBand[b].isEmpty {
      // The first and last bands also hold the points above and below the grid.
      let top = b == 0 ? -Double.infinity : Double(b) * bandHeight
      let bottom = b == rows - 1 ? Double.infinity : Double(b + 1) * bandHeight
      sweep(
        points, pointsByBand[b], edges, edgesByBand[b], top: top, bottom: bottom, into: &result)
    }
    return result
  }

  /// An edge within one band: where it runs, and which way.
  struct BandEdge {
    var k: Int
    /// The y-range of the edge inside the band, half-open.
    var top, bottom: Double
    /// The x-range it covers over that y-range.
    var minX, maxX: Double
    var direction: Int
  }

  private static func sweep(
    _ points: [Point], _ pointIndices: [Int], _ edges: SegmentList, _ edgeIndices: [Int],
    top bandTop: Double, bottom bandBottom: Double, into result: inout [Int]
  ) {
    var bandEdges: [BandEdge] = []
    bandEdges.reserveCapacity(edgeIndices.count)
    for k in edgeIndices {
      let down = edges.ay[k] < edges.by[k]
      let top = Swift.max(down ? edges.ay[k] : edges.by[k], bandTop)
      let bottom = Swift.min(down ? edges.by[k] : edges.ay[k], bandBottom)
      guard top < bottom else { continue }
      let x0 = crossing(edges, k, at: top)
      // The bottom end itself is excluded, but the x-range must hold every crossing up to it.
      let x1 = crossing(edges, k, at: bottom.isFinite ? bottom : (down ? edges.by[k] : edges.ay[k]))
      bandEdges.append(
        BandEdge(
          k: k, top: top, bottom: bottom, minX: Swift.min(x0, x1), maxX: Swift.max(x0, x1),
          direction: down ? 1 : -1))
    }
    // Fenwick tree over the band's distinct y-coordinates: an edge wholly left of the sweep adds its
    // direction at its top and removes it at its bottom, so a prefix sum at y is the winding those edges
    // give a point at y.
    let ys = Array(Set(bandEdges.flatMap { [$0.top, $0.bottom] })).sorted()
    var tree = [Int](repeating: 0, count: ys.count + 1)
    func add(_ y: Double, _ value: Int) {
      var i = upperBound(ys, y)  // 1-based position of y
      while i < tree.count {
        tree[i] += value
        i += i & -i
      }
    }
    func prefix(_ y: Double) -> Int {
      var i = upperBound(ys, y)
      var sum = 0
      while i > 0 {
        sum += tree[i]
        i -= i & -i
      }
      return sum
    }
    let byMaxX = bandEdges.indices.sorted { bandEdges[$0].maxX < bandEdges[$1].maxX }
    let byMinX = bandEdges.indices.sorted { bandEdges[$0].minX < bandEdges[$1].minX }
    let order = pointIndices.sorted { points[$0].x < points[$1].x }
    var settled = [Bool](repeating: false, count: bandEdges.count)
    var spanning: [Int] = []
    var nextSettled = 0
    var nextSpanning = 0
    for i in order {
      let p = points[i]
      while nextSettled < byMaxX.count, bandEdges[byMaxX[nextSettled]].maxX < p.x {
        let e = bandEdges[byMaxX[nextSettled]]
        add(e.top, e.direction)
        add(e.bottom, -e.direction)
        settled[byMaxX[nextSettled]] = true
        nextSettled += 1
      }
      while nextSpanning < byMinX.count, bandEdges[byMinX[nextSpanning]].minX < p.x {
        spanning.append(byMinX[nextSpanning])
        nextSpanning += 1
      }
      var winding = prefix(p.y)
      var j = 0
      while j < spanning.count {
        let e = bandEdges[spanning[j]]
        if settled[spanning[j]] {
          spanning.swapAt(j, spanning.count - 1)
          spanning.removeLast()
          continue
        }
        if p.y >= e.top && p.y < e.bottom && crossing(edges, e.k, at: p.y) < p.x { winding += e.direction }
        j += 1
      }
      result[i] = winding
    }
  }

  /// Where edge k crosses the horizontal line at y.
  @inline(__always) static func crossing(_ edges: SegmentList, _ k: Int, at y: Double) -> Double {
    let ay = edges.ay[k]
    let by = edges.by[k]
    return edges.ax[k] + (y - ay) / (by - ay) * (edges.bx[k] - edges.ax[k])
  }

  /// The number of elements of a sorted array that are at most `value`.
  static func upperBound(_ sorted: [Double], _ value: Double) -> Int {
    var lo = 0
    var hi = sorted.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if sorted[mid] <= value { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
