/// What one row of a box's region shares: `BoxGlassDistance.evaluate`'s `qy` with the sign of the
/// gradient's y, the distance wherever the row's own y decides it (the top and bottom bezel, the middle of
/// the row), and `qy` at the shadow's offset point.
struct BoxRow {
  let qy: Float
  let g: Float
  let d: Float
  let shadowQ: Float

  @inline(__always) init(_ distance: BoxGlassDistance, x: Float, py: Float, shadowOffset: Float) {
    let frame = distance.frame
    // Any column: the cross term ib · x is ±0, which leaves the sum's value unchanged.
    let dy = frame.toShape(x, py).1 - distance.cy
    qy = abs(dy) - distance.hy + distance.r
    g = dy < 0 ? -1 : 1
    d = (qy - distance.r) * frame.scale
    shadowQ = abs(frame.toShape(x, py - shadowOffset).1 - distance.cy) - distance.hy + distance.r
  }
}

extension BoxShader {
  /// Shades rows `rows` of `region` into `output` (the first pixel of row `rows.lowerBound`, rows
  /// `rowPixels` apart), with `scratch.lines` (two rows of the grid) for the row's toned line and the
  /// bezel's shifted one.
  func shade(
    _ rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int, scratch: ShaderScratch
  ) -> ShadeCounts {
    precondition(grid.width <= scratch.gridWidth, "shader scratch too small")
    var counts = ShadeCounts()
    guard region.width > 0 else { return counts }
    var out = output
    for r in rows {
      let n = shadeRow(r, into: out, lines: scratch.lines)
      counts.interior += n.interior
      counts.edges += n.edges
      if n.interior > 0 { counts.interiorRows += 1 }
      out += rowPixels
    }
    return counts
  }

  /// Row `r` of the region into `out` (its first pixel): its interior and its edge and shadow pixels.
  @inline(__always) func shadeRow(
    _ r: Int, into out: UnsafeMutablePointer<UInt32>, lines: UnsafeMutablePointer<SIMD4<Float>>
  ) -> (interior: Int, edges: Int) {
    let width = region.width
    let y = region.y + r
    let py = Float(y) + 0.5
    let row = BoxRow(distance, x: Float(region.x) + 0.5, py: py, shadowOffset: shading.shadowOffset)
    // The row's own y decides columns a..<b: where qx ≤ qy, or ≤ 0 when qy > 0 (beyond it, the corners).
    let (a, b) = middle(row.qy > 0 ? 0 : row.qy)
    var edges = 0
    // The interior is one run, inside lo..<hi: the sides shade everything outside it.
    var lo: Int
    var hi: Int
    var lineReady = false
    if row.qy > 0 {
      lo = corner(from: 0, to: a, row, py, into: out, edges: &edges)
      hi = corner(from: width, to: b, row, py, into: out, edges: &edges)
    } else {
      let l0 = min(edgeStart, a)
      let lp = min(plainStart, a)
      let l1 = min(interiorStart, a)
      let r1 = max(interiorEnd, b)
      let rp = max(plainEnd, b)
      let r0 = max(edgeEnd, b)
      edges += outside(0..<l0, row, into: out) + outside(r0..<width, row, into: out)
      if l0 < l1 || r1 < r0 {
        grid.row(y, into: lines)
        lineReady = true
        sideEdges(l0..<lp, row, line: lines, into: out)
        sidePlain(lp..<l1, line: lines, into: out)
        sidePlain(r1..<rp, line: lines, into: out)
        sideEdges(rp..<r0, row, line: lines, into: out)
        edges += (l1 - l0) + (r0 - r1)
      }
      lo = l1
      hi = r1
    }
    var interior = 0
    if a < b && row.d > deep {
      if row.d >= 0.5 {
        edges += outside(a..<b, row, into: out)
      } else {
        bezel(a..<b, row, py, shifted: lines + max(grid.width, 1), into: out)
        edges += b - a
      }
      // The sides' distances are at least the row's: neither holds interior (kept for rounding's sake).
      if lo < a || b < hi {
        if !lineReady { grid.row(y, into: lines) }
        resampleRun(InteriorPacking.self, lines, lo..<a, into: out)
        resampleRun(InteriorPacking.self, lines, b..<hi, into: out)
        interior = (a - lo) + (hi - b)
      }
    } else if lo < hi {
      // The middle is interior (or empty), and the run reaches into the sides as far as they found.
      if !lineReady { grid.row(y, into: lines) }
      resampleRun(InteriorPacking.self, lines, lo..<hi, into: out)
      interior = hi - lo
    }
    return (interior, edges)
  }

  /// The columns the row's y decides, for the row's `qy` (or 0 when it is positive): the run where
  /// qx ≤ t, around `turn` (qx falls to it and rises after); empty at `turn` when there is none.
  @inline(__always) func middle(_ t: Float) -> (Int, Int) {
    guard sides[turn].q <= t else { return (turn, turn) }
    var lo = 0
    var hi = turn
    while lo < hi {
      let m = (lo + hi) >> 1
      if sides[m].q <= t { hi = m } else { lo = m + 1 }
    }
    var lo2 = turn + 1
    var hi2 = region.width
    while lo2 < hi2 {
      let m = (lo2 + hi2) >> 1
      if sides[m].q > t { hi2 = m } else { lo2 = m + 1 }
    }
    return (lo, lo2)
  }
}
