/// The runs of one row that are not interior: the corners pixel by pixel, the sides from the column
/// table, the top and bottom bezel from one shifted line, and the shadow beyond the outline.
extension BoxShader {
  /// Corner pixels from column `from` towards `to` (forward when from < to, else backward from
  /// `from − 1` down to `to`), until the first interior one: returns where the interior begins (forward)
  /// or ends (backward), `to` when none is. The distance falls monotonically on the way in.
  @inline(__always) func corner(
    from: Int, to: Int, _ row: BoxRow, _ py: Float, into out: UnsafeMutablePointer<UInt32>,
    edges: inout Int
  ) -> Int {
    let qy2 = row.qy * row.qy
    let step = from < to ? 1 : -1
    // Backward, column c − 1 is shaded at position c.
    let bias = from < to ? 0 : -1
    var c = from
    while c != to {
      let k = c + bias
      let column = sides[k]
      // `BoxGlassDistance.evaluate`'s corner branch (qx > 0 and qy > 0 here).
      let len = (column.q * column.q + qy2).squareRoot()
      let d = (len - distance.r) * distance.frame.scale
      if d <= deep { return c }
      var shadow: Float = 0
      if shadowed && d > -0.5 { shadow = shadowAlpha(shadowDistance(column.q, row.shadowQ)) }
      if d >= 0.5 {
        out[k] = shadowPixel(shadow)
        if shadow > 0 { edges += 1 }
      } else {
        let gx = column.g < 0 ? -column.q / len : column.q / len
        let gy = row.g < 0 ? -row.qy / len : row.qy / len
        out[k] = light.pixel(
          SIMD4(d, gx, gy, shadow), Float(region.x + k) + 0.5, py, grid: grid, opacity: opacity)
        edges += 1
      }
      c += step
    }
    return to
  }

  /// Pixels beyond the outline (distance ½ or more): the shadow alone, or nothing. Returns how many have
  /// any shadow.
  @inline(__always) func outside(
    _ range: Range<Int>, _ row: BoxRow, into out: UnsafeMutablePointer<UInt32>
  ) -> Int {
    guard shadowed else {
      for c in range { out[c] = 0 }
      return 0
    }
    let qS = row.shadowQ
    // Where the shadow's point has qy ≤ 0 and qx ≥ it, its distance is the side's, (qx − r) × scale;
    // where qx ≤ 0 < qy, it is the row's, (qy − r) × scale.
    let rowShadow = shadowAlpha((qS - distance.r) * distance.frame.scale)
    let rowWord = shadowPixel(rowShadow)
    let rowCount = rowShadow > 0 ? 1 : 0
    var n = 0
    for c in range {
      let column = sides[c]
      if qS <= 0 && column.q >= qS {
        out[c] = column.shadowWord
        n += column.shadow > 0 ? 1 : 0
      } else if qS > 0 && column.q <= 0 {
        out[c] = rowWord
        n += rowCount
      } else {
        let shadow = shadowAlpha(shadowDistance(column.q, qS))
        out[c] = shadowPixel(shadow)
        n += shadow > 0 ? 1 : 0
      }
    }
    return n
  }

  /// Side pixels within the rim, border or anti-aliasing (`EdgeLight.finish` in full): refracted along
  /// the row, from `line` (the row's toned texels).
  @inline(__always) func sideEdges(
    _ range: Range<Int>, _ row: BoxRow, line: UnsafeMutablePointer<SIMD4<Float>>,
    into out: UnsafeMutablePointer<UInt32>
  ) {
    let qS = row.shadowQ
    for c in range {
      let column = sides[c]
      let a = line[Int(column.left)]
      let sample = a + (line[Int(column.right)] - a) * column.fraction
      var shadow: Float = 0
      if shadowed && column.d > -0.5 {
        shadow =
          qS <= 0 && column.q >= qS ? column.shadow : shadowAlpha(shadowDistance(column.q, qS))
      }
      out[c] = light.finish(SIMD4(column.d, column.g, 0, shadow), sample: sample, opacity: opacity)
    }
  }

  /// Side pixels deep enough for the refracted sample alone (`EdgeLight.plainDepth`).
  @inline(__always) func sidePlain(
    _ range: Range<Int>, line: UnsafeMutablePointer<SIMD4<Float>>, into out: UnsafeMutablePointer<UInt32>
  ) {
    for c in range {
      let column = sides[c]
      let a = line[Int(column.left)]
      let v = a + (line[Int(column.right)] - a) * column.fraction
      out[c] = EdgeLight.pack(opacity >= 1 ? v : v * opacity)
    }
  }

  /// A run of the top or bottom bezel: every pixel shares the row's distance and refracts straight up or
  /// down to one height, whose toned line is interpolated into `shifted` once.
  @inline(__always) func bezel(
    _ range: Range<Int>, _ row: BoxRow, _ py: Float, shifted: UnsafeMutablePointer<SIMD4<Float>>,
    into out: UnsafeMutablePointer<UInt32>
  ) {
    let depth = fastMax(-row.d, 0)
    grid.row(at: py - row.g * light.shift(depth: depth), into: shifted)
    if depth >= light.plainDepth {
      plainResample(shifted, range, into: out)
      return
    }
    let qS = row.shadowQ
    let rowShadow = shadowAlpha((qS - distance.r) * distance.frame.scale)
    for c in range {
      let column = columns[c]
      let a = shifted[Int(column.left)]
      let sample = a + (shifted[Int(column.right)] - a) * column.fraction
      var shadow: Float = 0
      if shadowed && row.d > -0.5 {
        // These columns have qx ≤ 0: with qy > 0 at the offset point its distance is the row's.
        shadow = qS > 0 ? rowShadow : shadowAlpha(shadowDistance(sides[c].q, qS))
      }
      out[c] = light.finish(SIMD4(row.d, 0, row.g, shadow), sample: sample, opacity: opacity)
    }
  }

  /// `ToneGrid.resample` with the outline's packing (`EdgeLight.pack`, which clamps the colours to the
  /// alpha): the bezel's pixels deep enough for the refracted sample alone, `EdgeLight.finish`'s result.
  @inline(__always) func plainResample(
    _ line: UnsafeMutablePointer<SIMD4<Float>>, _ range: Range<Int>, into out: UnsafeMutablePointer<UInt32>
  ) {
    let f = grid.backdrop.factor
    var c = range.lowerBound
    let end = range.upperBound
    while c < end {
      let column = columns[c]
      let a = line[Int(column.left)]
      if column.startsCell && c + f <= end {
        Self.plainCell(a, line[Int(column.right)], factor: f, opacity: opacity, into: out + c)
        c += f
        continue
      }
      let v = a + (line[Int(column.right)] - a) * column.fraction
      out[c] = EdgeLight.pack(opacity >= 1 ? v : v * opacity)
      c += 1
    }
  }

  /// `ToneGrid.interiorCell`'s arithmetic (the same bytes as pixel by pixel) with `EdgeLight.pack`.
  @inline(__always) static func plainCell(
    _ a: SIMD4<Float>, _ b: SIMD4<Float>, factor: Int, opacity: Float, into out: UnsafeMutablePointer<UInt32>
  ) {
    let d = b - a
    if factor == 1 {
      out.pointee = EdgeLight.pack(opacity >= 1 ? a : a * opacity)
      return
    }
    if factor == 2 {
      let a8 = SIMD8(lowHalf: a, highHalf: a)
      let d8 = SIMD8(lowHalf: d, highHalf: d)
      var v = a8 + d8 * SIMD8(0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75)
      if opacity < 1 { v *= opacity }
      out[0] = EdgeLight.pack(v.lowHalf)
      out[1] = EdgeLight.pack(v.highHalf)
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
      out[j] = EdgeLight.pack(v.lowHalf.lowHalf)
      out[j &+ 1] = EdgeLight.pack(v.lowHalf.highHalf)
      out[j &+ 2] = EdgeLight.pack(v.highHalf.lowHalf)
      out[j &+ 3] = EdgeLight.pack(v.highHalf.highHalf)
      w += 4 * step
      j &+= 4
    }
  }

  /// `BoxGlassDistance.distance` from the column's `qx` and the offset point's `qy`.
  @inline(__always) func shadowDistance(_ qx: Float, _ qy: Float) -> Float {
    if qx > 0 && qy > 0 { return ((qx * qx + qy * qy).squareRoot() - distance.r) * distance.frame.scale }
    return (fastMax(qx, qy) - distance.r) * distance.frame.scale
  }

  @inline(__always) func shadowAlpha(_ ds: Float) -> Float {
    GlassShading.shadowAlpha(ds, opacity: shading.shadowOpacity, start: shadowStart, scale: shadowScale)
  }

  /// The shadow-only pixel (0 without shadow).
  @inline(__always) func shadowPixel(_ shadow: Float) -> UInt32 {
    shadow > 0 ? DownsampledBlur.pack(SIMD4(0, 0, 0, shadow * 255 * opacity)) : 0
  }
}
