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
  /// `rowPixels` apart). Needs no scratch: rows of the toned grid are interpolated where they are read
  /// (`ToneRow`).
  func shade(
    _ rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int, scratch: ShaderScratch,
    direct: DirectWrite?
  ) -> ShadeCounts {
    var counts = ShadeCounts()
    guard region.width > 0 else { return counts }
    var out = output
    // Where the last row's runs split: the next row's lie a column or two away.
    var splits = BoxSplits(middle: (turn, turn + 1), shadow: (turn, turn + 1))
    // Interior runs go straight to the frame when every texel they read is opaque (so is every pixel
    // between them, and OVER copies it).
    let frame = opaque && opacity >= 1 ? direct : nil
    for r in rows {
      let k = r - rows.lowerBound
      let n = shadeRow(
        r, into: out, splits: &splits, direct: frame.map { ($0.frame + k * $0.rowPixels, $0.runs + k) })
      counts.interior += n.interior
      counts.edges += n.edges
      if n.interior > 0 { counts.interiorRows += 1 }
      out += rowPixels
    }
    return counts
  }

  /// Row `r` of the region into `out` (its first pixel): its interior and its edge and shadow pixels.
  @inline(__always) func shadeRow(
    _ r: Int, into out: UnsafeMutablePointer<UInt32>, splits: inout BoxSplits,
    direct: (row: UnsafeMutablePointer<UInt32>, run: UnsafeMutablePointer<Range<Int32>>)? = nil
  ) -> (interior: Int, edges: Int) {
    let width = region.width
    let y = region.y + r
    let py = Float(y) + 0.5
    let row = BoxRow(distance, x: Float(region.x) + 0.5, py: py, shadowOffset: shading.shadowOffset)
    // The row's own y decides columns a..<b: where qx ≤ qy, or ≤ 0 when qy > 0 (beyond it, the corners).
    let (a, b) = middle(row.qy > 0 ? 0 : row.qy, near: &splits.middle)
    let shadow = rowShadow(row, near: &splits.shadow)
    // The row's distance is the least along it: a row beyond the outline is the shadow alone.
    if row.d >= 0.5 { return (0, outside(0..<width, shadow, into: out)) }
    var edges = 0
    // The interior is one run, inside lo..<hi: the sides shade everything outside it.
    var lo: Int
    var hi: Int
    let line = toneRow(at: py)
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
      edges += outside(0..<l0, shadow, into: out) + outside(r0..<width, shadow, into: out)
      if l0 < l1 || r1 < r0 {
        sideEdges(l0..<lp, row, line: line, into: out)
        sidePlain(lp..<l1, line: line, into: out)
        sidePlain(r1..<rp, line: line, into: out)
        sideEdges(rp..<r0, row, line: line, into: out)
        edges += (l1 - l0) + (r0 - r1)
      }
      lo = l1
      hi = r1
    }
    var interior = 0
    if a < b && row.d > deep {
      if row.d >= 0.5 {
        edges += outside(a..<b, shadow, into: out)
      } else {
        bezel(a..<b, row, py, into: out)
        edges += b - a
      }
      // The sides' distances are at least the row's: neither holds interior (kept for rounding's sake).
      if lo < a || b < hi {
        resampleRun(InteriorPacking.self, line, lo..<a, into: out)
        resampleRun(InteriorPacking.self, line, b..<hi, into: out)
        interior = (a - lo) + (hi - b)
      }
    } else if lo < hi {
      // The middle is interior (or empty), and the run reaches into the sides as far as they found.
      if let direct {
        resampleRun(InteriorPacking.self, line, lo..<hi, into: direct.row)
        direct.run.pointee = Int32(lo)..<Int32(hi)
      } else {
        resampleRun(InteriorPacking.self, line, lo..<hi, into: out)
      }
      interior = hi - lo
    }
    return (interior, edges)
  }

  /// The columns the row's y decides, for the row's `qy` (or 0 when it is positive): the run a ..< b
  /// where qx ≤ t, around `turn` (qx falls to it and rises after); empty at `turn` when there is none.
  /// Walks from `hint` (the last row's), which it updates: a binary search's unpredictable branches cost
  /// about 50 ns a search, several a row.
  @inline(__always) func middle(_ t: Float, near hint: inout (Int, Int)) -> (Int, Int) {
    guard qs[turn] <= t else { return (turn, turn) }
    let width = region.width
    // The first column from 0 with q ≤ t (at most `turn`).
    var a = min(max(hint.0, 0), turn)
    if qs[a] <= t {
      while a > 0 && qs[a &- 1] <= t { a &-= 1 }
    } else {
      while qs[a] > t { a &+= 1 }
    }
    // The first column after `turn` with q > t, or the width.
    var b = min(max(hint.1, turn &+ 1), width)
    if b > turn &+ 1 && qs[b &- 1] > t {
      while b > turn &+ 1 && qs[b &- 1] > t { b &-= 1 }
    } else {
      while b < width && qs[b] <= t { b &+= 1 }
    }
    hint = (a, b)
    return (a, b)
  }
}

/// Where the previous row's runs split (`BoxShader.middle`), to start the next row's walks from.
struct BoxSplits {
  var middle: (Int, Int)
  var shadow: (Int, Int)
}

/// The shadow of a row's pixels beyond the outline, measured at the offset point (whose `qy` is the
/// row's `shadowQ`): columns a ..< b (q ≤ max(shadowQ, 0)) share the row's distance and shadow; where
/// shadowQ ≤ 0 the others have their side's (the table's words); where it is positive the others are the
/// shadow's corners.
struct BoxRowShadow {
  let q: Float
  let a: Int
  let b: Int
  let word: UInt32
  let lit: Bool
}

extension BoxShader {
  /// Row `row`'s `BoxRowShadow` (a method, not an initializer taking the shader: an initializer's
  /// arguments are passed owned, and the shader was copied — its table retained — per call).
  @inline(__always) func rowShadow(_ row: BoxRow, near hint: inout (Int, Int)) -> BoxRowShadow {
    let q = row.shadowQ
    guard shadowed else { return BoxRowShadow(q: q, a: turn, b: turn, word: 0, lit: false) }
    let shadow = shadowAlpha((q - distance.r) * distance.frame.scale)
    let (a, b) = middle(q > 0 ? 0 : q, near: &hint)
    return BoxRowShadow(q: q, a: a, b: b, word: shadowPixel(shadow), lit: shadow > 0)
  }
}
