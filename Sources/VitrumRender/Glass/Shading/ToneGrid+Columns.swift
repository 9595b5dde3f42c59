/// Where a device column reads the toned grid: texel indices into a `ToneGrid.row` and the fraction.
struct GridColumn {
  var left: Int32
  var right: Int32
  var fraction: Float
  /// Whether this column and the next factor − 1 read one cell, `left` and `left + 1`, at fractions
  /// (j + ½)/factor: the whole cell is then interpolated at once (`ToneGrid.interiorCell`). Only cells cut
  /// by the grid's edge, where the sample clamps, are not.
  var startsCell: Bool
}

extension ToneGrid {
  /// Fills `columns` (room for `region.width`) with where each device column of `region` reads a row
  /// of this grid (`row(_:into:)`): interpolating that row across at a column's entry is the grid's
  /// point sample at the column's centre, the arithmetic of `sample(_:_:)`.
  func prepareColumns(for region: PixelRect, into columns: UnsafeMutablePointer<GridColumn>) {
    let y = backdrop.bounds.y
    for c in 0..<region.width {
      let cell = backdrop.cell(Float(region.x + c) + 0.5, y)
      let right = min(cell.x0 + 1, backdrop.width - 1)
      columns[c] = GridColumn(
        left: Int32(cell.x0 - self.columns.lowerBound), right: Int32(right - self.columns.lowerBound),
        fraction: cell.tx, startsCell: false)
    }
    let f = backdrop.factor
    var c = 0
    while c + f <= region.width {
      let first = columns[c]
      var whole = first.right == first.left + 1
      for j in 0..<f where whole {
        let column = columns[c + j]
        whole =
          column.left == first.left && column.right == first.right
          && column.fraction == (Float(j) + 0.5) / Float(f)
      }
      columns[c].startsCell = whole
      c += whole ? f : 1
    }
  }

  /// Pixels `range` of a row whose samples lie on the row itself, unrefracted: `line` (the grid
  /// interpolated down to the row's height, `row(at:into:)`) interpolated across at each column's entry,
  /// times `opacity`, into `out` (indexed like `columns`). Whole cells go four pixels at a time
  /// (`interiorCell`); the bytes are those of the pixel-by-pixel expression.
  @inline(__always) func resample(
    _ line: UnsafePointer<SIMD4<Float>>, columns: UnsafePointer<GridColumn>, _ range: Range<Int>,
    opacity: Float, into out: UnsafeMutablePointer<UInt32>
  ) {
    let f = backdrop.factor
    var c = range.lowerBound
    let end = range.upperBound
    while c < end {
      let column = columns[c]
      let a = line[Int(column.left)]
      if column.startsCell && c + f <= end {
        Self.interiorCell(a, line[Int(column.right)], factor: f, opacity: opacity, into: out + c)
        c += f
        continue
      }
      let v = a + (line[Int(column.right)] - a) * column.fraction
      out[c] = DownsampledBlur.pack(opacity >= 1 ? v : v * opacity)
      c += 1
    }
  }

  /// One whole cell of a resampled run: the `factor` pixels from `out` interpolated between texels `a`
  /// and `b` at fractions (j + ½)/factor, four pixels (sixteen lanes) per step. The same arithmetic as
  /// the pixel-by-pixel loop, `a + (b − a) × fraction`, lane by lane, so the bytes are the same.
  @inline(__always) static func interiorCell(
    _ a: SIMD4<Float>, _ b: SIMD4<Float>, factor: Int, opacity: Float, into out: UnsafeMutablePointer<UInt32>
  ) {
    let d = b - a
    if factor == 1 {
      out.pointee = DownsampledBlur.pack(opacity >= 1 ? a : a * opacity)
      return
    }
    // Packed pixel by pixel: `SIMD16<UInt8>(truncatingIfNeeded:)` was left as a call of a generic
    // conversion; the four-lane one inlines to two instructions a pixel.
    if factor == 2 {
      let a8 = SIMD8(lowHalf: a, highHalf: a)
      let d8 = SIMD8(lowHalf: d, highHalf: d)
      var v = a8 + d8 * SIMD8(0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75)
      if opacity < 1 { v *= opacity }
      out[0] = DownsampledBlur.pack(v.lowHalf)
      out[1] = DownsampledBlur.pack(v.highHalf)
      return
    }
    let a16 = SIMD16(lowHalf: SIMD8(lowHalf: a, highHalf: a), highHalf: SIMD8(lowHalf: a, highHalf: a))
    let d16 = SIMD16(lowHalf: SIMD8(lowHalf: d, highHalf: d), highHalf: SIMD8(lowHalf: d, highHalf: d))
    let step = 1 / Float(factor)
    var w =
      SIMD16<Float>(
        0.5, 0.5, 0.5, 0.5, 1.5, 1.5, 1.5, 1.5, 2.5, 2.5, 2.5, 2.5, 3.5, 3.5, 3.5, 3.5) * step
    var j = 0
    while j < factor {
      var v = a16 + d16 * w
      if opacity < 1 { v *= opacity }
      out[j] = DownsampledBlur.pack(v.lowHalf.lowHalf)
      out[j &+ 1] = DownsampledBlur.pack(v.lowHalf.highHalf)
      out[j &+ 2] = DownsampledBlur.pack(v.highHalf.lowHalf)
      out[j &+ 3] = DownsampledBlur.pack(v.highHalf.highHalf)
      w += 4 * step
      j &+= 4
    }
  }
}
