/// The boundary of the region that closed polygons fill under a fill rule.
///
/// Where subpaths overlap or a polygon crosses itself, parts of its edges run through the inside (or
/// the outside) of the filled region; a distance field must ignore them. Edges are split where they
/// cross or touch (and where collinear edges overlap), and each piece is kept when the fill status
/// differs on its two sides (tested by the winding number a hair's breadth to either side of its
/// midpoint).
enum FilledOutline {
  /// The offset, in the caller's units (device pixels), of the two points that test a piece's sides:
  /// far above the rounding of coordinates up to 10⁵ (about 10⁻¹¹), far below any visible distance.
  static let sideOffset = 1e-6

  /// The cell size of the grid used to find crossing edges and to count windings.
  static let cellSize = 8

  /// At most this many edge pairs are tested for crossings; past it (only hostile inputs with
  /// thousands of edges in one cell get there) the remaining edges stay unsplit.
  static let maxPairTests = 4_000_000

  /// The boundary pieces of `polylines` (each treated as closed) under `fillRule`, for polygons that lie
  /// within `[0, width] × [0, height]`.
  static func boundary(of polylines: [Polyline], fillRule: FillRule, width: Int, height: Int) -> SegmentList {
    var edges = SegmentList()
    for polyline in polylines {
      polyline.forEachClosedSegment { a, b in
        if a != b { edges.append(a, b) }
      }
    }
    guard edges.count > 0 else { return edges }
    let columns = Swift.max(1, (width + cellSize - 1) / cellSize)
    let rows = Swift.max(1, (height + cellSize - 1) / cellSize)
    let grid = SegmentGrid(edges, cellSize: cellSize, columns: columns, rows: rows)
    let splits = crossingParameters(edges, grid)
    let evenOdd = fillRule == .evenOdd
    func filled(_ winding: Int) -> Bool { evenOdd ? winding & 1 != 0 : winding != 0 }

    // Every piece between splits, and the two points that test its sides.
    var pieces = SegmentList()
    var sides: [Point] = []
    for k in 0..<edges.count {
      let a = edges.start(k)
      let b = edges.end(k)
      var ts = splits[k]
      ts.sort()
      ts.append(1)
      var t0 = 0.0
      var p0 = a
      for t1 in ts where t1 > t0 {
        let p1 = t1 == 1 ? b : a.lerp(to: b, t1)
        defer {
          t0 = t1
          p0 = p1
        }
        let d = p1 - p0
        let length = d.length
        guard length > 1e-9 else { continue }
        let mid = p0.lerp(to: p1, 0.5)
        let normal = Point(-d.y, d.x) * (sideOffset / length)
        pieces.append(p0, p1)
        sides.append(mid + normal)
        sides.append(mid - normal)
      }
    }
    let windings = WindingSweep.windings(of: sides, edges: edges, height: height)
    var result = SegmentList()
    for k in 0..<pieces.count where filled(windings[2 * k]) != filled(windings[2 * k + 1]) {
      result.append(pieces.start(k), pieces.end(k))
    }
    return result
  }

  /// For each edge, the parameters in (0, 1) where another edge crosses or touches it.
  private static func crossingParameters(_ edges: SegmentList, _ grid: SegmentGrid) -> [[Double]] {
    var splits = [[Double]](repeating: [], count: edges.count)
    var budget = maxPairTests
    for cell in 0..<(grid.columns * grid.rows) {
      let list = grid.segments(inCell: cell)
      guard list.count > 1 else { continue }
      budget -= list.count * (list.count - 1) / 2
      guard budget >= 0 else { break }
      for u in list.indices {
        let i = Int(list[u])
        let a = edges.start(i)
        let r = edges.end(i) - a
        for v in (u + 1)..<list.endIndex {
          let j = Int(list[v])
          let c = edges.start(j)
          let s = edges.end(j) - c
          let denominator = r.cross(s)
          let ac = c - a
          guard denominator != 0 else {
            // Parallel: only collinear overlaps matter, split at each other's ends (two subpaths sharing
            // part of an edge, where the shared part is inside and the rest is outline).
            guard ac.cross(r) == 0 else { continue }
            for t in [ac.dot(r) / r.dot(r), (ac + s).dot(r) / r.dot(r)] where t > 0 && t < 1 {
              splits[i].append(t)
            }
            for w in [-ac.dot(s) / s.dot(s), (r - ac).dot(s) / s.dot(s)] where w > 0 && w < 1 {
              splits[j].append(w)
            }
            continue
          }
          let t = ac.cross(s) / denominator
          let w = ac.cross(r) / denominator
          guard t >= 0, t <= 1, w >= 0, w <= 1 else { continue }
          if t > 0 && t < 1 { splits[i].append(t) }
          if w > 0 && w < 1 { splits[j].append(w) }
        }
      }
    }
    return splits
  }
}
