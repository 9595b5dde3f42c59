/// The runs of one row beyond the interior and the corners: the sides from the column table, the top and
/// bottom bezel from one shifted line, and the shadow beyond the outline.
extension BoxShader {
  /// Pixels beyond the outline (distance ½ or more): the shadow alone, or nothing (see `BoxRowShadow`).
  /// Returns how many have any shadow.
  @inline(__always) func outside(
    _ range: Range<Int>, _ shadow: BoxRowShadow, into out: UnsafeMutablePointer<UInt32>
  ) -> Int {
    guard !range.isEmpty else { return 0 }
    guard shadowed else {
      (out + range.lowerBound).update(repeating: 0, count: range.count)
      return 0
    }
    let lo = range.lowerBound
    let hi = range.upperBound
    let a = min(max(shadow.a, lo), hi)
    let b = min(max(shadow.b, lo), hi)
    (out + a).update(repeating: shadow.word, count: b - a)
    var n = shadow.lit ? b - a : 0
    if shadow.q <= 0 {
      (out + lo).update(from: shadowWords + lo, count: a - lo)
      (out + b).update(from: shadowWords + b, count: hi - b)
      n += (shadowCounts[a] - shadowCounts[lo]) + (shadowCounts[hi] - shadowCounts[b])
    } else {
      n += shadowRun(lo..<a, shadow.q, into: out) + shadowRun(b..<hi, shadow.q, into: out)
    }
    return n
  }

  /// Shadow-only pixels `range` with the shadow's distance computed (`BoxGlassDistance.distance` at the
  /// offset point), four at a time; returns how many have any shadow.
  @inline(__always) func shadowRun(
    _ range: Range<Int>, _ qS: Float, into out: UnsafeMutablePointer<UInt32>
  ) -> Int {
    var n = 0
    var c = range.lowerBound
    while c &+ 4 <= range.upperBound {
      n += shadowFour(UnsafeRawPointer(qs + c).loadUnaligned(as: SIMD4<Float>.self), qS, into: out + c)
      c &+= 4
    }
    while c < range.upperBound {
      let shadow = shadowAlpha(shadowDistance(qs[c], qS))
      out[c] = shadowPixel(shadow)
      if shadow > 0 { n += 1 }
      c &+= 1
    }
    return n
  }

  /// Four shadow-only pixels of columns with `q` at an offset point with `qS`: `shadowDistance`,
  /// `shadowAlpha` and `shadowPixel` lane by lane, the same operations in the same order (selects for
  /// `fastMax` and `fastClamp`). Returns how many have any shadow.
  @inline(__always) func shadowFour(
    _ q: SIMD4<Float>, _ qS: Float, into out: UnsafeMutablePointer<UInt32>
  ) -> Int {
    let raw = UnsafeMutableRawPointer(out)
    guard shadowed else {
      raw.storeBytes(of: SIMD4<UInt32>.zero, as: SIMD4<UInt32>.self)
      return 0
    }
    let qSs = SIMD4<Float>(repeating: qS)
    let most = q.replacing(with: qSs, where: .!(q .> qSs))
    let near = qS > 0 ? (q * q + qS * qS).squareRoot().replacing(with: most, where: .!(q .> 0)) : most
    let ds = (near - distance.r) * distance.frame.scale
    let v = (ds - shadowStart) * shadowScale
    var t = v.replacing(with: 0, where: .!(v .> 0))
    t = t.replacing(with: 1, where: .!(t .< 1))
    let shadow = shading.shadowOpacity * (1 - t * t * (3 - 2 * t))
    let alpha = shadow * 255 * opacity
    // `DownsampledBlur.pack` of (0, 0, 0, alpha): the rounded alpha in the top byte.
    let bits = unsafeBitCast(alpha + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
    let lit = shadow .> 0
    raw.storeBytes(
      of: (bits &<< 24).replacing(with: 0, where: .!lit), as: SIMD4<UInt32>.self)
    return Int(SIMD4<Int32>.zero.replacing(with: 1, where: lit).wrappedSum())
  }

  /// Side pixels within the rim, border or anti-aliasing (`EdgeLight.finish` in full, with the column's
  /// `EdgeTerms`): refracted along the row, from `line` (the row's toned texels).
  @inline(__always) func sideEdges(
    _ range: Range<Int>, _ row: BoxRow, line: ToneRow,
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
      out[c] = rims[c].finish(sample, shadow: shadow, opacity: opacity)
    }
  }

  /// Side pixels deep enough for the refracted sample alone (`EdgeLight.plainDepth`).
  @inline(__always) func sidePlain(
    _ range: Range<Int>, line: ToneRow, into out: UnsafeMutablePointer<UInt32>
  ) {
    for c in range {
      let column = sides[c]
      let a = line[Int(column.left)]
      let v = a + (line[Int(column.right)] - a) * column.fraction
      out[c] = EdgeLight.pack(opacity >= 1 ? v : v * opacity)
    }
  }

  /// A run of the top or bottom bezel: every pixel shares the row's distance and refracts straight up or
  /// down to one height, read there like the interior (`ToneRow`).
  @inline(__always) func bezel(
    _ range: Range<Int>, _ row: BoxRow, _ py: Float, into out: UnsafeMutablePointer<UInt32>
  ) {
    let depth = fastMax(-row.d, 0)
    let shifted = toneRow(at: py - row.g * light.shift(depth: depth))
    if depth >= light.plainDepth {
      resampleRun(PlainPacking.self, shifted, range, into: out)
      return
    }
    let qS = row.shadowQ
    let rowShadow = shadowAlpha((qS - distance.r) * distance.frame.scale)
    let rim = EdgeTerms(light.constants, d: row.d, gx: 0, gy: row.g)
    for c in range {
      let column = columns[c]
      let a = shifted[Int(column.left)]
      let sample = a + (shifted[Int(column.right)] - a) * column.fraction
      var shadow: Float = 0
      if shadowed && row.d > -0.5 {
        // These columns have qx ≤ 0: with qy > 0 at the offset point its distance is the row's.
        shadow = qS > 0 ? rowShadow : shadowAlpha(shadowDistance(sides[c].q, qS))
      }
      out[c] = rim.finish(sample, shadow: shadow, opacity: opacity)
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
