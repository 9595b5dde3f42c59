extension DownsampledBlur {
  /// One coarse row: each coarse pixel is the mean of the device pixels of its block, those outside
  /// `source` reflected into it. Blocks wholly inside take the fast path of their size; the others (cut by
  /// the surface's edge, or padding beyond it) read pixel by pixel through the reflection.
  func reduceRow(
    _ j: Int, from pixels: UnsafeMutablePointer<UInt32>, rowPixels: Int,
    into row: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let f = factor
    let top = (grid.y + j) * f
    // Blocks lower..<upper lie wholly inside the source horizontally.
    let lower = min(max(0, Self.floorDivide(source.x + f - 1, f) - grid.x), grid.width)
    let upper = max(lower, min(grid.width, Self.floorDivide(source.maxX, f) - grid.x))
    let rowsInside = top >= source.y && top + f <= source.maxY
    let scale = units / Float(f * f)
    func reduceReflected(_ range: Range<Int>) {
      for i in range {
        var sum = SIMD4<UInt32>.zero
        for dy in 0..<f {
          let line = pixels + Self.reflect(top + dy, source.y, source.maxY) * rowPixels
          for dx in 0..<f {
            sum &+= Self.channels(line[Self.reflect((grid.x + i) * f + dx, source.x, source.maxX)])
          }
        }
        // A block sums at most 16 × 16 × 255 < 2²³, exact in Float, and units / f² is a whole number
        // while the quantum is 2⁻⁸ (f ≤ 16): the mean is a whole number of units.
        row[i] = Self.float(sum) * scale
      }
    }
    guard rowsInside && lower < upper else {
      reduceReflected(0..<grid.width)
      return
    }
    let line = pixels + top * rowPixels + (grid.x + lower) * f
    let out = row + lower
    switch f {
    case 1: Self.reduceBlocks1(line, count: upper - lower, scale: scale, into: out)
    case 2: Self.reduceBlocks2(line, rowPixels: rowPixels, count: upper - lower, scale: scale, into: out)
    default:
      Self.reduceBlocks(line, factor: f, rowPixels: rowPixels, count: upper - lower, scale: scale, into: out)
    }
    reduceReflected(0..<lower)
    reduceReflected(upper..<grid.width)
  }

  /// The index in lo..<hi that position k reads when the range is reflected at both ends, as often as
  /// needed (padding can reach past a narrow source more than once).
  @inline(__always) static func reflect(_ k: Int, _ lo: Int, _ hi: Int) -> Int {
    if k >= lo && k < hi { return k }
    let n = hi - lo
    let m = ((k - lo) % (2 * n) + 2 * n) % (2 * n)
    return m < n ? lo + m : lo + 2 * n - 1 - m
  }

  /// Blocks of one pixel: each pixel's channels times `scale` (units per level).
  static func reduceBlocks1(
    _ line: UnsafeMutablePointer<UInt32>, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    for i in 0..<count { out[i] = float(channels(line[i])) * scale }
  }

  /// 2 × 2 blocks: both rows' pixel pairs widened to 16-bit lanes and added, then the pair folded.
  static func reduceBlocks2(
    _ line: UnsafeMutablePointer<UInt32>, rowPixels: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let top = UnsafeRawPointer(line)
    let bottom = UnsafeRawPointer(line + rowPixels)
    for i in 0..<count {
      let a = SIMD8<UInt16>(
        truncatingIfNeeded: top.loadUnaligned(fromByteOffset: i &* 8, as: SIMD8<UInt8>.self))
      let b = SIMD8<UInt16>(
        truncatingIfNeeded: bottom.loadUnaligned(fromByteOffset: i &* 8, as: SIMD8<UInt8>.self))
      let s = a &+ b
      out[i] = float(SIMD4<UInt32>(truncatingIfNeeded: s.lowHalf &+ s.highHalf)) * scale
    }
  }

  /// factor × factor blocks, factor 4…16: four pixels at a time into 16-bit lanes (at most
  /// 16 × 4 × 255 = 16,320 per lane), folded once per block.
  static func reduceBlocks(
    _ line: UnsafeMutablePointer<UInt32>, factor f: Int, rowPixels: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let quads = f / 4
    for i in 0..<count {
      var acc = SIMD16<UInt16>.zero
      var rowStart = UnsafeRawPointer(line + i &* f)
      for _ in 0..<f {
        for q in 0..<quads {
          acc &+= SIMD16<UInt16>(
            truncatingIfNeeded: rowStart.loadUnaligned(fromByteOffset: q &* 16, as: SIMD16<UInt8>.self))
        }
        rowStart += rowPixels &* 4
      }
      let eight = acc.lowHalf &+ acc.highHalf
      out[i] = float(SIMD4<UInt32>(truncatingIfNeeded: eight.lowHalf &+ eight.highHalf)) * scale
    }
  }

  /// The four channels of a premultiplied ARGB32 pixel as stored in memory, little-endian: (B, G, R, A).
  @inline(__always) static func channels(_ p: UInt32) -> SIMD4<UInt32> {
    SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
  }
}
