/// Straight segments stored as parallel arrays (the layout the distance loops read fastest).
struct SegmentList {
  var ax: [Double] = []
  var ay: [Double] = []
  var bx: [Double] = []
  var by: [Double] = []

  var count: Int { ax.count }

  mutating func append(_ a: Point, _ b: Point) {
    ax.append(a.x)
    ay.append(a.y)
    bx.append(b.x)
    by.append(b.y)
  }

  func start(_ k: Int) -> Point { Point(ax[k], ay[k]) }
  func end(_ k: Int) -> Point { Point(bx[k], by[k]) }
}

/// A uniform grid of square cells over `[0, columns·cellSize] × [0, rows·cellSize]`, listing for each
/// cell the segments that touch it (compressed: the list of cell `c` is
/// `items[offsets[c]..<offsets[c + 1]]`).
struct SegmentGrid {
  let cellSize: Double
  let columns: Int
  let rows: Int
  private(set) var offsets: [Int]
  private(set) var items: [Int32]

  init(_ segments: SegmentList, cellSize: Int, columns: Int, rows: Int) {
    self.cellSize = Double(cellSize)
    self.columns = columns
    self.rows = rows
    var offsets = [Int](repeating: 0, count: columns * rows + 1)
    for k in 0..<segments.count {
      Self.forEachCell(
        touching: segments.start(k), segments.end(k), cellSize: Double(cellSize), columns: columns,
        rows: rows
      ) { cell in offsets[cell + 1] += 1 }
    }
    for c in 0..<(columns * rows) { offsets[c + 1] += offsets[c] }
    var items = [Int32](repeating: 0, count: offsets[columns * rows])
    var fill = offsets
    for k in 0..<segments.count {
      Self.forEachCell(
        touching: segments.start(k), segments.end(k), cellSize: Double(cellSize), columns: columns,
        rows: rows
      ) { cell in
        items[fill[cell]] = Int32(k)
        fill[cell] += 1
      }
    }
    self.offsets = offsets
    self.items = items
  }

  /// The segments listed in a cell.
  func segments(inCell cell: Int) -> ArraySlice<Int32> { items[offsets[cell]..<offsets[cell + 1]] }

  /// Calls `body` with the index `row · columns + column` of every cell whose closed square the segment
  /// from `a` to `b` touches, skipping cells off the grid. Column by column, the segment's y-range
  /// within the column's strip gives the rows, so long segments visit only the cells they cross.
  static func forEachCell(
    touching a: Point, _ b: Point, cellSize: Double, columns: Int, rows: Int, _ body: (Int) -> Void
  ) {
    guard a.isFinite, b.isFinite, columns > 0, rows > 0 else { return }
    let minX = Swift.min(a.x, b.x)
    let maxX = Swift.max(a.x, b.x)
    let lastColumn = Double(columns - 1)
    let lastRow = Double(rows - 1)
    // NaN (only from coordinates near the limits of Double) clamps to 0 instead of trapping in Int().
    func clamp(_ v: Double, _ last: Double) -> Int { v >= 0 ? Int(Swift.min(v, last)) : 0 }
    let firstColumn = clamp((minX / cellSize).rounded(.down), lastColumn)
    let endColumn = clamp((maxX / cellSize).rounded(.down), lastColumn)
    for column in firstColumn...endColumn {
      let stripMin = Swift.max(minX, Double(column) * cellSize)
      let stripMax = Swift.min(maxX, Double(column + 1) * cellSize)
      let y0: Double
      let y1: Double
      if a.x == b.x || stripMin > stripMax {
        // Vertical, or wholly left or right of the grid (clamped into the edge column).
        y0 = a.y
        y1 = b.y
      } else {
        y0 = a.y + (stripMin - a.x) / (b.x - a.x) * (b.y - a.y)
        y1 = a.y + (stripMax - a.x) / (b.x - a.x) * (b.y - a.y)
      }
      let firstRow = clamp((Swift.min(y0, y1) / cellSize).rounded(.down), lastRow)
      let endRow = clamp((Swift.max(y0, y1) / cellSize).rounded(.down), lastRow)
      for row in firstRow...endRow { body(row * columns + column) }
    }
  }
}
