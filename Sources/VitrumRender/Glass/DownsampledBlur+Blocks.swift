extension DownsampledBlur {
  /// The means of `count` consecutive f × f blocks lying wholly inside the surface, the first at `line`
  /// (its top-left pixel), each its channels' sum times `scale` (units per level over f²).
  ///
  /// One straight-line kernel per reduction: every load of a block is issued in one iteration, with no
  /// inner loop to branch on, so the core keeps many cache lines in flight. The in-frame capture is bound
  /// by memory, not arithmetic: the frame's content layer was copied long before and is read from L3 or
  /// memory, in windows of a few hundred pixels, so what decides the speed is how many reads are under
  /// way at once (the generic kernel this replaced spent 75 % of its samples waiting on its one load
  /// per inner iteration; `perf record -e cpu-clock`, cards48, container mode).
  ///
  /// The sums are exact integers in any order (16-bit lanes hold at most 64 bytes each, 16,320), so every
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

  /// Sixteen bytes (four pixels) widened to 16-bit lanes.
  @inline(__always) static func widened(_ p: UnsafeRawPointer, _ offset: Int) -> SIMD16<UInt16> {
    SIMD16<UInt16>(truncatingIfNeeded: p.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
  }

  /// The four pixels' channels of 16-bit lanes added up: (B, G, R, A) of their sum, as floats in units.
  @inline(__always) static func folded(_ acc: SIMD16<UInt16>, scale: Float) -> SIMD4<Float> {
    let eight = acc.lowHalf &+ acc.highHalf
    return float(SIMD4<UInt32>(truncatingIfNeeded: eight.lowHalf &+ eight.highHalf)) * scale
  }

  /// Blocks of one pixel, four per iteration.
  static func reduceBlocks1(
    _ line: UnsafeRawPointer, count: Int, scale: Float, into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    var i = 0
    while i &+ 4 <= count {
      let a = widened(line, i &* 4)
      out[i] = float(SIMD4<UInt32>(truncatingIfNeeded: a.lowHalf.lowHalf)) * scale
      out[i &+ 1] = float(SIMD4<UInt32>(truncatingIfNeeded: a.lowHalf.highHalf)) * scale
      out[i &+ 2] = float(SIMD4<UInt32>(truncatingIfNeeded: a.highHalf.lowHalf)) * scale
      out[i &+ 3] = float(SIMD4<UInt32>(truncatingIfNeeded: a.highHalf.highHalf)) * scale
      i &+= 4
    }
    while i < count {
      out[i] = float(channels(line.load(fromByteOffset: i &* 4, as: UInt32.self))) * scale
      i &+= 1
    }
  }

  /// 2 × 2 blocks, two per iteration: both rows' four pixels widened and added, then each pair folded.
  static func reduceBlocks2(
    _ line: UnsafeRawPointer, rowBytes: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    var i = 0
    while i &+ 2 <= count {
      let o = i &* 8
      let s = widened(line, o) &+ widened(line, o &+ rowBytes)
      out[i] = float(SIMD4<UInt32>(truncatingIfNeeded: s.lowHalf.lowHalf &+ s.lowHalf.highHalf)) * scale
      out[i &+ 1] =
        float(SIMD4<UInt32>(truncatingIfNeeded: s.highHalf.lowHalf &+ s.highHalf.highHalf)) * scale
      i &+= 2
    }
    if i < count {
      let o = i &* 8
      let a = SIMD8<UInt16>(truncatingIfNeeded: line.loadUnaligned(fromByteOffset: o, as: SIMD8<UInt8>.self))
      let b = SIMD8<UInt16>(
        truncatingIfNeeded: line.loadUnaligned(fromByteOffset: o &+ rowBytes, as: SIMD8<UInt8>.self))
      let s = a &+ b
      out[i] = float(SIMD4<UInt32>(truncatingIfNeeded: s.lowHalf &+ s.highHalf)) * scale
    }
  }

  /// 4 × 4 blocks, two per iteration: eight loads of four pixels in flight.
  static func reduceBlocks4(
    _ line: UnsafeRawPointer, rowBytes: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let r1 = rowBytes
    let r2 = rowBytes &* 2
    let r3 = rowBytes &* 3
    var i = 0
    while i &+ 2 <= count {
      let o = i &* 16
      let p = o &+ 16
      let a =
        (widened(line, o) &+ widened(line, o &+ r1)) &+ (widened(line, o &+ r2) &+ widened(line, o &+ r3))
      let b =
        (widened(line, p) &+ widened(line, p &+ r1)) &+ (widened(line, p &+ r2) &+ widened(line, p &+ r3))
      out[i] = folded(a, scale: scale)
      out[i &+ 1] = folded(b, scale: scale)
      i &+= 2
    }
    if i < count {
      let o = i &* 16
      let a =
        (widened(line, o) &+ widened(line, o &+ r1)) &+ (widened(line, o &+ r2) &+ widened(line, o &+ r3))
      out[i] = folded(a, scale: scale)
    }
  }

  /// 8 × 8 blocks, one per iteration: sixteen loads of four pixels, two rows at a time.
  static func reduceBlocks8(
    _ line: UnsafeRawPointer, rowBytes: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    for i in 0..<count {
      var row = line + i &* 32
      var acc = SIMD16<UInt16>.zero
      for _ in 0..<4 {
        acc &+=
          (widened(row, 0) &+ widened(row, 16)) &+ (widened(row, rowBytes) &+ widened(row, rowBytes &+ 16))
        row += rowBytes &* 2
      }
      out[i] = folded(acc, scale: scale)
    }
  }

  /// 16 × 16 blocks, one per iteration: four loads of four pixels per row.
  static func reduceBlocks16(
    _ line: UnsafeRawPointer, rowBytes: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    for i in 0..<count {
      var row = line + i &* 64
      var acc = SIMD16<UInt16>.zero
      for _ in 0..<16 {
        acc &+= (widened(row, 0) &+ widened(row, 16)) &+ (widened(row, 32) &+ widened(row, 48))
        row += rowBytes
      }
      out[i] = folded(acc, scale: scale)
    }
  }
}
