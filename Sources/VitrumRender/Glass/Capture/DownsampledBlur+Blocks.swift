extension DownsampledBlur {
  /// The means of `count` consecutive f × f blocks lying wholly inside the surface, the first at `line`
  /// (its top-left pixel), each its channels' sum times `scale` (units per level over f²).
  ///
  /// One straight-line kernel per reduction: every load of a block (of two blocks at 1/4) is issued in
  /// one iteration, with no inner loop to branch on, so the core keeps many cache lines in flight.
  ///
  /// The generic kernel this replaced (loops of run-time length over the block) issued one load per inner
  /// iteration and stalled on it, more so as the windows narrowed and the data left the caches; these
  /// kernels made the capture stage about three times faster (docs/benchmarks.md, *Capture: one
  /// straight-line kernel per reduction*).
  ///
  /// The sums are exact integers in any order (a 16-bit lane adds at most 64 bytes, 16,320), so every
  /// kernel gives the same block sums as the pixel-by-pixel definition.
  @inline(__always)
  static func reduceBlocks(
    _ line: UnsafeMutablePointer<UInt32>, factor f: Int, rowPixels: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let raw = UnsafeRawPointer(line)
    let rowBytes = rowPixels &* 4
    switch f {
    case 1: reduceBlocks1(raw, count: count, scale: scale, into: out)
    case 2: reduceBlocks2(raw, rowBytes: rowBytes, count: count, scale: scale, into: out)
    case 4: reduceBlocks4(raw, rowBytes: rowBytes, count: count, scale: scale, into: out)
    case 8: reduceBlocks8(raw, rowBytes: rowBytes, count: count, scale: scale, into: out)
    default: reduceBlocks16(raw, rowBytes: rowBytes, count: count, scale: scale, into: out)
    }
  }

  /// Sixteen bytes (four pixels) at `offset`, as eight 16-bit lanes: the even bytes (blue, red) are
  /// `lanes & 0xFF`, the odd ones (green, alpha) `lanes >> 8`. Splitting bytes with a mask and a shift
  /// keeps every kernel free of the standard library's generic SIMD conversions, which the optimiser left
  /// as calls here (`SIMD16<UInt16>(truncatingIfNeeded:)`, one per load).
  @inline(__always) static func lanes(_ p: UnsafeRawPointer, _ offset: Int) -> SIMD8<UInt16> {
    p.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
  }

  /// Per-column channel sums of a block in 16-bit lanes: `even` holds (B, R) and `odd` (G, A) of each of
  /// four pixel columns.
  struct BlockSums {
    var even = SIMD8<UInt16>.zero
    var odd = SIMD8<UInt16>.zero

    @inline(__always) mutating func add(_ v: SIMD8<UInt16>) {
      even &+= v & 0x00FF
      odd &+= v &>> 8
    }

    /// (B, G, R, A) of the four columns together. In 32-bit lanes each column is B + R·2¹⁶ (and
    /// G + A·2¹⁶); a block's channel sum is at most 16 × 16 × 255 < 2¹⁶, so the columns add up without a
    /// carry between the two.
    @inline(__always) func total() -> SIMD4<UInt32> {
      let e = unsafeBitCast(even, to: SIMD4<UInt32>.self)
      let o = unsafeBitCast(odd, to: SIMD4<UInt32>.self)
      let p = SIMD4(e[0], o[0], e[1], o[1]) &+ SIMD4(e[2], o[2], e[3], o[3])
      let q = p &+ SIMD4(p[2], p[3], p[0], p[1])
      let low = q & 0xFFFF
      let high = q &>> 16
      return SIMD4(low[0], low[1], high[0], high[1])
    }
  }

  /// Blocks of one pixel, four per iteration.
  static func reduceBlocks1(
    _ line: UnsafeRawPointer, count: Int, scale: Float, into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    var i = 0
    while i &+ 4 <= count {
      let v = lanes(line, i &* 4)
      let e = unsafeBitCast(v & 0x00FF, to: SIMD4<UInt32>.self)
      let o = unsafeBitCast(v &>> 8, to: SIMD4<UInt32>.self)
      let (be, bo, re, ro) = (e & 0xFFFF, o & 0xFFFF, e &>> 16, o &>> 16)
      // Pixel k is (B, G, R, A) = (be[k], bo[k], re[k], ro[k]).
      let low = SIMD4(be[0], bo[0], be[1], bo[1])
      let high = SIMD4(re[0], ro[0], re[1], ro[1])
      let low2 = SIMD4(be[2], bo[2], be[3], bo[3])
      let high2 = SIMD4(re[2], ro[2], re[3], ro[3])
      out[i] = float(SIMD4(low[0], low[1], high[0], high[1])) * scale
      out[i &+ 1] = float(SIMD4(low[2], low[3], high[2], high[3])) * scale
      out[i &+ 2] = float(SIMD4(low2[0], low2[1], high2[0], high2[1])) * scale
      out[i &+ 3] = float(SIMD4(low2[2], low2[3], high2[2], high2[3])) * scale
      i &+= 4
    }
    while i < count {
      out[i] = float(channels(line.load(fromByteOffset: i &* 4, as: UInt32.self))) * scale
      i &+= 1
    }
  }

  /// 2 × 2 blocks, two per iteration: both rows' four pixels added, then each pair of columns.
  static func reduceBlocks2(
    _ line: UnsafeRawPointer, rowBytes: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    var i = 0
    while i &+ 2 <= count {
      let o = i &* 8
      var sums = BlockSums()
      sums.add(lanes(line, o))
      sums.add(lanes(line, o &+ rowBytes))
      let e = unsafeBitCast(sums.even, to: SIMD4<UInt32>.self)
      let d = unsafeBitCast(sums.odd, to: SIMD4<UInt32>.self)
      // Blocks 0 and 1: columns 0 + 1 and 2 + 3, as (B + R·2¹⁶, G + A·2¹⁶) each.
      let p = SIMD4(e[0], d[0], e[2], d[2]) &+ SIMD4(e[1], d[1], e[3], d[3])
      let low = p & 0xFFFF
      let high = p &>> 16
      out[i] = float(SIMD4(low[0], low[1], high[0], high[1])) * scale
      out[i &+ 1] = float(SIMD4(low[2], low[3], high[2], high[3])) * scale
      i &+= 2
    }
    if i < count {
      let o = i &* 8
      let top =
        channels(line.load(fromByteOffset: o, as: UInt32.self))
        &+ channels(line.load(fromByteOffset: o &+ 4, as: UInt32.self))
      let bottom =
        channels(line.load(fromByteOffset: o &+ rowBytes, as: UInt32.self))
        &+ channels(line.load(fromByteOffset: o &+ rowBytes &+ 4, as: UInt32.self))
      out[i] = float(top &+ bottom) * scale
    }
  }

  /// 4 × 4 blocks, two per iteration: eight loads of four pixels in flight.
  static func reduceBlocks4(
    _ line: UnsafeRawPointer, rowBytes: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    var i = 0
    while i &+ 2 <= count {
      var a = BlockSums()
      var b = BlockSums()
      var row = line + i &* 16
      for _ in 0..<4 {
        a.add(lanes(row, 0))
        b.add(lanes(row, 16))
        row += rowBytes
      }
      out[i] = float(a.total()) * scale
      out[i &+ 1] = float(b.total()) * scale
      i &+= 2
    }
    if i < count {
      var a = BlockSums()
      var row = line + i &* 16
      for _ in 0..<4 {
        a.add(lanes(row, 0))
        row += rowBytes
      }
      out[i] = float(a.total()) * scale
    }
  }

  /// 8 × 8 blocks, one per iteration: two loads of four pixels per row.
  static func reduceBlocks8(
    _ line: UnsafeRawPointer, rowBytes: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    for i in 0..<count {
      var sums = BlockSums()
      var row = line + i &* 32
      for _ in 0..<8 {
        sums.add(lanes(row, 0))
        sums.add(lanes(row, 16))
        row += rowBytes
      }
      out[i] = float(sums.total()) * scale
    }
  }

  /// 16 × 16 blocks, one per iteration: four loads of four pixels per row.
  static func reduceBlocks16(
    _ line: UnsafeRawPointer, rowBytes: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    for i in 0..<count {
      var sums = BlockSums()
      var row = line + i &* 64
      for _ in 0..<16 {
        sums.add(lanes(row, 0))
        sums.add(lanes(row, 16))
        sums.add(lanes(row, 32))
        sums.add(lanes(row, 48))
        row += rowBytes
      }
      out[i] = float(sums.total()) * scale
    }
  }
}
