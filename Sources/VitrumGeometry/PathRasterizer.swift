/// A binary inside/outside image on an integer pixel grid.
///
/// Pixel `(i, j)` covers the unit square whose top-left corner is `(originX + i, originY + j)`; its
/// status is that of its centre, `(originX + i + 0.5, originY + j + 0.5)`.
public struct Mask: Hashable, Sendable {
  /// The grid position of pixel (0, 0)'s top-left corner.
  public var originX: Int
  /// The grid position of pixel (0, 0)'s top-left corner.
  public var originY: Int
  /// The number of pixel columns.
  public var width: Int
  /// The number of pixel rows.
  public var height: Int
  /// One byte per pixel, row by row: 1 inside, 0 outside.
  public var bits: [UInt8]

  /// Creates a mask from its bytes (`bits.count` must be `width · height`).
  public init(originX: Int, originY: Int, width: Int, height: Int, bits: [UInt8]) {
    self.originX = originX
    self.originY = originY
    self.width = width
    self.height = height
    self.bits = bits
  }

  /// Whether pixel `(i, j)` is inside; `i` and `j` must lie on the grid.
  @inlinable public func isInside(_ i: Int, _ j: Int) -> Bool { bits[j * width + i] != 0 }
}

/// Scanline rasterization of polygons into a `Mask`.
public enum PathRasterizer {
  /// Samples the region enclosed by polylines at every pixel centre of a grid.
  ///
  /// Every polyline is treated as closed, as filling does. For each pixel row the crossings of the
  /// horizontal line through the pixel centres are collected (an edge crosses the row when the centre
  /// lies in its half-open y-range, so shared vertices count once), sorted, and the spans between them
  /// are filled by `fillRule` from their winding number. A centre exactly on a crossing counts as right of
  /// it. Cost: O(pixels + edges · rows spanned + crossings · log crossings). Edges with a coordinate
  /// that is not finite are ignored; a negative size counts as zero.
  public static func mask(
    of polylines: [Polyline], fillRule: FillRule, originX: Int, originY: Int, width: Int, height: Int
  ) -> Mask {
    let w = Swift.max(0, width)
    let h = Swift.max(0, height)
    let (count, overflow) = w.multipliedReportingOverflow(by: h)
    guard !overflow, count > 0 else {
      return Mask(originX: originX, originY: originY, width: 0, height: 0, bits: [])
    }
    var bits = [UInt8](repeating: 0, count: count)
    // Work in coordinates where pixel (i, j) has its centre at (i, j).
    let shiftX = Double(originX) + 0.5
    let shiftY = Double(originY) + 0.5
    var edges: [Edge] = []
    for polyline in polylines {
      polyline.forEachClosedSegment { a, b in
        if let edge = Edge(a, b, shiftX: shiftX, shiftY: shiftY, rows: h) { edges.append(edge) }
      }
    }

    // Crossings grouped by row (counting pass, then filling pass).
    var rowStart = [Int](repeating: 0, count: h + 1)
    for edge in edges {
      for j in edge.firstRow..<edge.endRow { rowStart[j + 1] += 1 }
    }
    for j in 0..<h { rowStart[j + 1] += rowStart[j] }
    var crossings = [Crossing](repeating: Crossing(x: 0, direction: 0), count: rowStart[h])
    var fill = rowStart
    for edge in edges {
      for j in edge.firstRow..<edge.endRow {
        crossings[fill[j]] = Crossing(x: edge.x(atRow: j), direction: edge.direction)
        fill[j] += 1
      }
    }

    let evenOdd = fillRule == .evenOdd
    let lastColumn = Double(w - 1)
    for j in 0..<h {
      let range = rowStart[j]..<rowStart[j + 1]
      guard range.count > 1 else { continue }
      crossings[range].sort { $0.x < $1.x }
      var winding: Int32 = 0
      for k in range.lowerBound..<(range.upperBound - 1) {
        winding += crossings[k].direction
        let inside = evenOdd ? winding & 1 != 0 : winding != 0
        guard inside else { continue }
        // Centres i with x_k < i ≤ x_{k+1}; clamped as Doubles before converting, so huge values are safe.
        let lo = Swift.max(crossings[k].x.rounded(.down) + 1, 0)
        let hi = Swift.min(crossings[k + 1].x.rounded(.down), lastColumn)
        guard lo <= hi else { continue }
        let row = j * w
        for i in Int(lo)...Int(hi) { bits[row + i] = 1 }
      }
    }
    return Mask(originX: originX, originY: originY, width: w, height: h, bits: bits)
  }

  private struct Crossing {
    var x: Double
    var direction: Int32
  }

  /// A non-horizontal polygon edge in centre-aligned coordinates, with the rows whose centres it crosses.
  private struct Edge {
    var x0: Double
    var y0: Double
    var dx: Double
    var dy: Double
    var direction: Int32
    var firstRow: Int
    var endRow: Int

    init?(_ a: Point, _ b: Point, shiftX: Double, shiftY: Double, rows: Int) {
      let ax = a.x - shiftX
      let ay = a.y - shiftY
      let bx = b.x - shiftX
      let by = b.y - shiftY
      guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, ay != by else { return nil }
      direction = ay < by ? 1 : -1
      let (top, bottom) = ay < by ? ((ax, ay), (bx, by)) : ((bx, by), (ax, ay))
      x0 = top.0
      y0 = top.1
      dx = bottom.0 - top.0
      dy = bottom.1 - top.1
      // Rows j with y0 ≤ j < y1.
      let limit = Double(rows)
      firstRow = Int(Swift.min(Swift.max(top.1.rounded(.up), 0), limit))
      endRow = Int(Swift.min(Swift.max(bottom.1.rounded(.up), 0), limit))
      if firstRow >= endRow { return nil }
    }

    /// Interpolated by the fraction of the edge's height (never a slope, which overflows for edges that
    /// are nearly horizontal), so the result stays between the edge's ends.
    func x(atRow j: Int) -> Double { x0 + (Double(j) - y0) / dy * dx }
  }
}
