/// How a run of resampled pixels is packed: the interior as `ToneGrid.resample` packs it, the bezel's
/// plain refraction as `EdgeLight.finish` does (its colours clamped to the alpha). A type parameter, so
/// each run's loop is compiled for one packing, with no branch per pixel.
protocol BoxRunPacking {
  static func pack(_ v: SIMD4<Float>) -> UInt32
  /// `pack` of four pixels into `out`.
  static func packFour(_ v: SIMD16<Float>, into out: UnsafeMutablePointer<UInt32>)
}

extension BoxRunPacking {
  @inline(__always) static func packFour(_ v: SIMD16<Float>, into out: UnsafeMutablePointer<UInt32>) {
    out[0] = pack(v.lowHalf.lowHalf)
    out[1] = pack(v.lowHalf.highHalf)
    out[2] = pack(v.highHalf.lowHalf)
    out[3] = pack(v.highHalf.highHalf)
  }
}

enum InteriorPacking: BoxRunPacking {
  @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 { DownsampledBlur.pack(v) }
  @inline(__always) static func packFour(_ v: SIMD16<Float>, into out: UnsafeMutablePointer<UInt32>) {
    DownsampledBlur.packFour(v, into: out)
  }
}

enum PlainPacking: BoxRunPacking {
  @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 { EdgeLight.pack(v) }
  /// `EdgeLight.pack`'s clamps on each pixel, then one four-pixel pack.
  @inline(__always) static func packFour(_ v: SIMD16<Float>, into out: UnsafeMutablePointer<UInt32>) {
    DownsampledBlur.packFour(
      SIMD16(
        lowHalf: SIMD8(
          lowHalf: EdgeLight.clamped(v.lowHalf.lowHalf), highHalf: EdgeLight.clamped(v.lowHalf.highHalf)),
        highHalf: SIMD8(
          lowHalf: EdgeLight.clamped(v.highHalf.lowHalf), highHalf: EdgeLight.clamped(v.highHalf.highHalf))),
      into: out)
  }
}

extension BoxShader {
  /// Pixels `range` of a row read unrefracted from `line` (the toned grid at the row's height): each
  /// the line interpolated across at its column's entry, times `opacity` — `ToneGrid.resample`'s bytes,
  /// packed by `P`. Consecutive whole coarse cells (`GridColumn.startsCell`: `factor` columns reading
  /// one pair of texels at fractions (j + ½) / factor, exact in binary) go four pixels per step with
  /// those fractions as constants, reading the column table once per chain of cells. The factors are 1,
  /// 2, 4, 8 and 16 (`DownsampledBlur.reductions`).
  @inline(__always) func resampleRun<P: BoxRunPacking>(
    _: P.Type, _ line: ToneRow, _ range: Range<Int>,
    into out: UnsafeMutablePointer<UInt32>
  ) {
    let f = grid.backdrop.factor
    let end = range.upperBound
    let scaled = opacity < 1
    let opacity = self.opacity
    // `ToneGrid.interiorCell`'s fractions: four pixels' worth, then the next four 4 / f further on.
    let step = 1 / Float(f)
    let first =
      SIMD16<Float>(0.5, 0.5, 0.5, 0.5, 1.5, 1.5, 1.5, 1.5, 2.5, 2.5, 2.5, 2.5, 3.5, 3.5, 3.5, 3.5) * step
    // Up to sixteen pixels a cell (the largest reduction); only the first f / 4 are used. Any other
    // factor goes pixel by pixel.
    let cells = f == 2 || f == 4 || f == 8 || f == 16
    let w = (first, first + 4 * step, first + 8 * step, first + 12 * step)
    var c = range.lowerBound
    if f == 1 && line.ty == 0 {
      // On a row of texel centres (every row at factor 1, where the default blur of 2 pt runs) a column
      // of fraction 0 is its texel: a + (b − a) × 0 is a for finite texels, so the pixel is the texel
      // packed. The same bytes without three interpolations a pixel (the interior of a 948 × 1068 px card
      // at factor 1 was a fifth of its glass time).
      let row = line.row0
      while c < end {
        let column = columns[c]
        let v: SIMD4<Float>
        if column.fraction == 0 {
          v = row[Int(column.left)]
        } else {
          let a = row[Int(column.left)]
          v = a + (row[Int(column.right)] - a) * column.fraction
        }
        out[c] = P.pack(scaled ? v * opacity : v)
        c += 1
      }
      return
    }
    while c < end {
      let column = columns[c]
      if cells && column.startsCell && c + f <= end {
        // A chain of whole cells reads consecutive texel pairs (`cellEnds`): each texel is interpolated
        // down once, and the table is not read again until the chain ends.
        let n = (min(cellEnds[c], end) - c) / f
        var i = Int(column.left)
        var a = line[i]
        switch f {
        case 2:
          for _ in 0..<n {
            let b = line[i &+ 1]
            let d = b - a
            var v =
              SIMD8(lowHalf: a, highHalf: a) + SIMD8(lowHalf: d, highHalf: d)
              * SIMD8(0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75)
            if scaled { v *= opacity }
            out[c] = P.pack(v.lowHalf)
            out[c &+ 1] = P.pack(v.highHalf)
            (a, c, i) = (b, c &+ 2, i &+ 1)
          }
        case 4:
          for _ in 0..<n {
            let b = line[i &+ 1]
            Self.fourPixels(P.self, a, b - a, w.0, scaled: scaled, opacity: opacity, into: out + c)
            (a, c, i) = (b, c &+ 4, i &+ 1)
          }
        case 8:
          for _ in 0..<n {
            let b = line[i &+ 1]
            let d = b - a
            Self.fourPixels(P.self, a, d, w.0, scaled: scaled, opacity: opacity, into: out + c)
            Self.fourPixels(P.self, a, d, w.1, scaled: scaled, opacity: opacity, into: out + (c &+ 4))
            (a, c, i) = (b, c &+ 8, i &+ 1)
          }
        default:
          for _ in 0..<n {
            let b = line[i &+ 1]
            let d = b - a
            Self.fourPixels(P.self, a, d, w.0, scaled: scaled, opacity: opacity, into: out + c)
            Self.fourPixels(P.self, a, d, w.1, scaled: scaled, opacity: opacity, into: out + (c &+ 4))
            Self.fourPixels(P.self, a, d, w.2, scaled: scaled, opacity: opacity, into: out + (c &+ 8))
            Self.fourPixels(P.self, a, d, w.3, scaled: scaled, opacity: opacity, into: out + (c &+ 12))
            (a, c, i) = (b, c &+ 16, i &+ 1)
          }
        }
        continue
      }
      let a = line[Int(column.left)]
      let v = a + (line[Int(column.right)] - a) * column.fraction
      out[c] = P.pack(scaled ? v * opacity : v)
      c += 1
    }
  }

  /// Four pixels of a whole cell between texels `a` and `a + d`, at fractions `w` (four lanes each).
  @inline(__always) static func fourPixels<P: BoxRunPacking>(
    _: P.Type, _ a: SIMD4<Float>, _ d: SIMD4<Float>, _ w: SIMD16<Float>, scaled: Bool, opacity: Float,
    into out: UnsafeMutablePointer<UInt32>
  ) {
    let a8 = SIMD8(lowHalf: a, highHalf: a)
    let d8 = SIMD8(lowHalf: d, highHalf: d)
    var v = SIMD16(lowHalf: a8, highHalf: a8) + SIMD16(lowHalf: d8, highHalf: d8) * w
    if scaled { v *= opacity }
    P.packFour(v, into: out)
  }
}

/// Two rows of the toned grid and the fraction between them: `ToneGrid.row(at:into:)` without writing
/// the line — a texel is interpolated down where it is read, by the same expression. Making the line
/// cost about 40 ns a row on the benchmark card (a quarter of its texels are never read: the shadow's
/// columns).
struct ToneRow {
  let row0: UnsafeMutablePointer<SIMD4<Float>>
  let row1: UnsafeMutablePointer<SIMD4<Float>>
  let ty: Float

  @inline(__always) subscript(_ i: Int) -> SIMD4<Float> { row0[i] + (row1[i] - row0[i]) * ty }
}

extension BoxShader {
  /// The toned grid at device height `y` (`ToneGrid.row(at:into:)`'s rows and fraction, from
  /// `DownsampledBackdrop.cell`'s vertical half).
  @inline(__always) func toneRow(at y: Float) -> ToneRow {
    let b = grid.backdrop
    let sy = fastClamp(y, b.bounds.y, b.bounds.w)
    let fy = fastClamp(sy * b.inverseFactor - 0.5 - Float(b.originY), 0, Float(b.height - 1))
    let y0 = Int(fy)
    let y1 = min(y0 + 1, b.height - 1)
    return ToneRow(
      row0: grid.texels + (y0 - grid.rows.lowerBound) * grid.width,
      row1: grid.texels + (y1 - grid.rows.lowerBound) * grid.width, ty: fy - Float(y0))
  }
}
