/// For each cell of a grid over the outline, the outline pieces that touch the 3 × 3 cells around it,
/// copied into contiguous arrays, list after list, so the per-pixel loop reads them in order. A pixel
/// measured against its own cell's list sees every piece within one cell side of it.
struct CellCandidates {
  /// The list of cell `c` is entries `start[c]..<start[c + 1]` (empty far from the outline).
  private var start: [Int]
  private let pieces: PieceVectors
  /// The index of each entry's piece in the outline.
  private var segment: [Int32] = []

  init(_ outline: SegmentList, columns: Int, rows: Int, cellSize: Int) {
    let grid = SegmentGrid(outline, cellSize: cellSize, columns: columns, rows: rows)
    var start = [Int](repeating: 0, count: columns * rows + 1)
    var entries = SegmentList()
    var lastCell = [Int](repeating: -1, count: outline.count)
    for cell in 0..<(columns * rows) {
      start[cell] = entries.count
      let cx = cell % columns
      let cy = cell / columns
      for ny in Swift.max(cy - 1, 0)...Swift.min(cy + 1, rows - 1) {
        for nx in Swift.max(cx - 1, 0)...Swift.min(cx + 1, columns - 1) {
          for item in grid.segments(inCell: ny * columns + nx) where lastCell[Int(item)] != cell {
            let k = Int(item)
            lastCell[k] = cell
            entries.append(outline.start(k), outline.end(k))
            segment.append(Int32(k))
          }
        }
      }
    }
    start[columns * rows] = entries.count
    self.start = start
    self.pieces = PieceVectors(entries)
  }

  /// Unsafe views of the lists for the duration of `withBuffers`.
  struct Buffers {
    fileprivate let start: UnsafeBufferPointer<Int>
    /// The entries' geometry.
    let pieces: PieceBuffers
    /// The index of each entry's piece in the outline.
    let segment: UnsafeBufferPointer<Int32>

    /// The entries of a cell's list.
    @inline(__always) func list(_ cell: Int) -> Range<Int> { start[cell]..<start[cell + 1] }
  }

  func withBuffers<R>(_ body: (Buffers) -> R) -> R {
    start.withUnsafeBufferPointer { start in
      segment.withUnsafeBufferPointer { segment in
        pieces.withBuffers { pieces in body(Buffers(start: start, pieces: pieces, segment: segment)) }
      }
    }
  }
}
