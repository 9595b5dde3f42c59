/// The corner squares, where both `qx` and `qy` are positive: the only pixels whose distance, gradient
/// and refracted sample are computed one by one — four lanes at a time, with the same operations in the
/// same order as `BoxGlassDistance.evaluate`, `EdgeLight.shift` and `ToneGrid.sample` (lane-wise
/// arithmetic rounds as the scalar does; a grid coordinate's `Int(_:)` is taken in floats, exactly).
extension BoxShader {
  /// Corner pixels from column `from` towards `to` (forward when from < to, else backward from
  /// `from − 1` down to `to`), until the first interior one: returns where the interior begins (forward)
  /// or ends (backward), `to` when none is. The distance falls monotonically on the way in, so the pixels
  /// beyond the outline come first: four at a time while all four are (only the shadow to compute), then
  /// four at a time through the outline's band.
  @inline(__always) func corner(
    from: Int, to: Int, _ row: BoxRow, _ py: Float, into out: UnsafeMutablePointer<UInt32>,
    edges: inout Int
  ) -> Int {
    let qy2 = row.qy * row.qy
    let forward = from < to
    let r = distance.r
    let scale = distance.frame.scale
    var c = from
    while forward ? c &+ 4 <= to : c &- 4 >= to {
      let k = forward ? c : c &- 4
      let q = UnsafeRawPointer(qs + k).loadUnaligned(as: SIMD4<Float>.self)
      let d = ((q * q + qy2).squareRoot() - r) * scale
      guard all(d .>= 0.5) else { break }
      edges += shadowFour(q, row.shadowQ, into: out + k)
      c = forward ? c &+ 4 : c &- 4
    }
    let texels = grid.texels - grid.columns.lowerBound
    let gridWidth = grid.width
    let firstRow = grid.rows.lowerBound
    while forward ? c &+ 4 <= to : c &- 4 >= to {
      let k = forward ? c : c &- 4
      let e = cornerLanes(k, row, py)
      for j in 0..<4 {
        let lane = forward ? j : 3 &- j
        let d = e.d[lane]
        if d <= deep { return forward ? k &+ lane : k &+ lane &+ 1 }
        if d >= 0.5 {
          let shadow = shadowed ? shadowAlpha(shadowDistance(qs[k &+ lane], row.shadowQ)) : 0
          if shadow > 0 { edges += 1 }
          out[k &+ lane] = shadowPixel(shadow)
          continue
        }
        edges += 1
        // `ToneGrid.sample` from the lane's cells and fractions.
        let row0 = texels + (Int(e.y0[lane]) &- firstRow) &* gridWidth
        let row1 = texels + (Int(e.y1[lane]) &- firstRow) &* gridWidth
        let x0 = Int(e.x0[lane])
        let x1 = Int(e.x1[lane])
        let ty = e.ty[lane]
        let left = row0[x0] + (row1[x0] - row0[x0]) * ty
        let right = row0[x1] + (row1[x1] - row0[x1]) * ty
        let sample = left + (right - left) * e.tx[lane]
        // Most of the band is plain refraction (`EdgeLight.finish`'s first case, where the shadow is 0).
        if -d >= light.plainDepth {
          out[k &+ lane] = EdgeLight.pack(opacity >= 1 ? sample : sample * opacity)
          continue
        }
        let shadow = shadowed && d > -0.5 ? shadowAlpha(shadowDistance(qs[k &+ lane], row.shadowQ)) : 0
        out[k &+ lane] = light.finish(
          SIMD4(d, e.gx[lane], e.gy[lane], shadow), sample: sample, opacity: opacity)
      }
      c = forward ? c &+ 4 : c &- 4
    }
    // Backward, column c − 1 is shaded at position c.
    let bias = forward ? 0 : -1
    while c != to {
      let k = c &+ bias
      let column = sides[k]
      let len = (column.q * column.q + qy2).squareRoot()
      let d = (len - r) * scale
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
      c = forward ? c &+ 1 : c &- 1
    }
    return to
  }
}

/// Four consecutive corner pixels of a row: their distances and gradients (`BoxGlassDistance.evaluate`'s
/// corner branch), and where their refracted samples read the grid (`EdgeLight.pixel`'s
/// `ToneGrid.sample`: the clamped coarse coordinates split into cell and fraction, lane by lane).
struct CornerLanes {
  let d: SIMD4<Float>
  let gx: SIMD4<Float>
  let gy: SIMD4<Float>
  /// The sample's cell (its columns and rows in the backdrop's grid) and fractions.
  let x0: SIMD4<Int32>
  let x1: SIMD4<Int32>
  let y0: SIMD4<Int32>
  let y1: SIMD4<Int32>
  let tx: SIMD4<Float>
  let ty: SIMD4<Float>

  /// `Int(_:)` of clamped grid coordinates (0 ≤ v < 2²³), lane by lane, as floats: the value rounded
  /// to an integer by adding 2²³ (to nearest), less one where that rounded up.
  @inline(__always) static func truncate(_ v: SIMD4<Float>) -> SIMD4<Float> {
    let r = (v + 8_388_608) - 8_388_608
    return r.replacing(with: r - 1, where: r .> v)
  }

  /// Whole floats below 2²³ as integers: the integer is the mantissa of 2²³ + v.
  @inline(__always) static func integers(_ v: SIMD4<Float>) -> SIMD4<Int32> {
    unsafeBitCast(v + 8_388_608, to: SIMD4<Int32>.self) &- 0x4B00_0000
  }

  /// `fastClamp` lane by lane: `fastMin(fastMax(v, lo), hi)`, unordered lanes to `lo`.
  @inline(__always) static func clamp(_ v: SIMD4<Float>, _ lo: Float, _ hi: Float) -> SIMD4<Float> {
    let low = v.replacing(with: lo, where: .!(v .> lo))
    return low.replacing(with: hi, where: .!(low .< hi))
  }
}

extension BoxShader {
  /// Columns k ..< k + 4 of the row `row` (device height `py`) as `CornerLanes` (a method rather than an
  /// initializer taking the shader, whose arguments are passed owned: the shader was copied per call).
  @inline(__always) func cornerLanes(_ k: Int, _ row: BoxRow, _ py: Float) -> CornerLanes {
    let q = UnsafeRawPointer(qs + k).loadUnaligned(as: SIMD4<Float>.self)
    let g = UnsafeRawPointer(gs + k).loadUnaligned(as: SIMD4<Float>.self)
    let len = (q * q + row.qy * row.qy).squareRoot()
    let d = (len - distance.r) * distance.frame.scale
    // −q / len is −(q / len): division rounds symmetrically.
    let qx = q / len
    let gx = qx.replacing(with: -qx, where: g .< 0)
    let qy = row.qy / len
    let gy = row.g < 0 ? -qy : qy
    // `EdgeLight.shift` at depth fastMax(−d, 0); lanes past the profile (or without displacement) get 0,
    // and x − g · 0 is x: the scalar path's unshifted sample.
    let light = light
    let depth = (-d).replacing(with: 0, where: .!(-d .> 0))
    let t = depth * light.profileScale
    var shift = SIMD4<Float>.zero
    if light.displacement > 0 {
      for j in 0..<4 where t[j] < light.steps {
        let i = Int(t[j])
        let f = t[j] - Float(i)
        shift[j] = light.displacement * (light.profile[i] + (light.profile[i &+ 1] - light.profile[i]) * f)
      }
    }
    let x = Float(region.x &+ k)
    let px = SIMD4<Float>(x, x + 1, x + 2, x + 3) + 0.5
    let b = grid.backdrop
    // `DownsampledBackdrop.cell`: clamped into the bounds, then into the grid (`fastClamp` as selects).
    let fx = CornerLanes.clamp(
      CornerLanes.clamp(px - gx * shift, b.bounds.x, b.bounds.z) * b.inverseFactor - 0.5 - Float(b.originX),
      0,
      Float(b.width - 1))
    let fy = CornerLanes.clamp(
      CornerLanes.clamp(py - gy * shift, b.bounds.y, b.bounds.w) * b.inverseFactor - 0.5 - Float(b.originY),
      0,
      Float(b.height - 1))
    // `ToneGrid.sample`'s cell: x0 = Int(fx), tx = fx − Float(x0), x1 = min(x0 + 1, width − 1).
    let x0 = CornerLanes.truncate(fx)
    let y0 = CornerLanes.truncate(fy)
    let lastX = SIMD4<Float>(repeating: Float(b.width - 1))
    let lastY = SIMD4<Float>(repeating: Float(b.height - 1))
    let x1 = (x0 + 1).replacing(with: lastX, where: .!(x0 + 1 .< lastX))
    let y1 = (y0 + 1).replacing(with: lastY, where: .!(y0 + 1 .< lastY))
    return CornerLanes(
      d: d, gx: gx, gy: gy, x0: CornerLanes.integers(x0), x1: CornerLanes.integers(x1),
      y0: CornerLanes.integers(y0), y1: CornerLanes.integers(y1), tx: fx - x0, ty: fy - y0)
  }
}
