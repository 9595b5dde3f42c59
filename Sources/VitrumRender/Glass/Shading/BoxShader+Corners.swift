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
    // The outline's lit pixels wait here, four at a time (`EdgeLight.finishFour`).
    var quad = EdgeQuad()
    while forward ? c &+ 4 <= to : c &- 4 >= to {
      let k = forward ? c : c &- 4
      let e = cornerLanes(k, row, py)
      for j in 0..<4 {
        let lane = forward ? j : 3 &- j
        let d = e.d[lane]
        if d <= deep {
          light.flush(&quad, opacity: opacity, into: out)
          return forward ? k &+ lane : k &+ lane &+ 1
        }
        if d >= 0.5 {
          let shadow = shadowed ? shadowAlpha(shadowDistance(qs[k &+ lane], row.shadowQ)) : 0
          if shadow > 0 { edges += 1 }
          out[k &+ lane] = shadowPixel(shadow)
          continue
        }
        edges += 1
        let sample = grid.sample(e.cells, lane: lane)
        // Most of the band is plain refraction (`EdgeLight.finish`'s first case, where the shadow is 0).
        if -d >= light.plainDepth {
          out[k &+ lane] = EdgeLight.pack(opacity >= 1 ? sample : sample * opacity)
          continue
        }
        let shadow = shadowed && d > -0.5 ? shadowAlpha(shadowDistance(qs[k &+ lane], row.shadowQ)) : 0
        if quad.append(SIMD4(d, e.gx[lane], e.gy[lane], shadow), sample: sample, at: k &+ lane) {
          light.flush(&quad, opacity: opacity, into: out)
        }
      }
      c = forward ? c &+ 4 : c &- 4
    }
    light.flush(&quad, opacity: opacity, into: out)
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
/// `ToneGrid.sample`, lane by lane: `GridCells`).
struct CornerLanes {
  let d: SIMD4<Float>
  let gx: SIMD4<Float>
  let gy: SIMD4<Float>
  let cells: GridCells
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
    let depth = (-d).replacing(with: 0, where: .!(-d .> 0))
    let shift = light.shifts(depth: depth)
    let x = Float(region.x &+ k)
    let px = SIMD4<Float>(x, x + 1, x + 2, x + 3) + 0.5
    return CornerLanes(d: d, gx: gx, gy: gy, cells: grid.cells(x: px - gx * shift, y: py - gy * shift))
  }
}
