extension DownsampledBlur {
  /// The capture: averages the blocks of every coarse row into the four-channel float image in `scratch`
  /// (see `run`).
  func reduce(
    from pixels: UnsafePointer<UInt32>, rowPixels: Int, scratch: UnsafeMutablePointer<UInt32>, threads: Int
  ) {
    guard !grid.isEmpty else { return }
    scratch.withMemoryRebound(to: SIMD4<Float>.self, capacity: grid.area) { image in
      let image = SharedPointer(base: image)
      let source = SharedPointer(base: UnsafeMutablePointer(mutating: pixels))
      let rowBand = Self.band(perLine: grid.width * factor * factor, minimum: 8)
      forEachBand(count: grid.height, threads: threads, minimumBand: rowBand) { rows in
        for j in rows {
          let row = image.base + j * self.grid.width
          self.reduceRow(j, from: source.base, rowPixels: rowPixels, into: row)
          if self.quantum > 1.0 / 256 && self.horizontal != .mean {
            Self.roundLine(row, count: self.grid.width)
          }
        }
      }
    }
  }

  /// One coarse row: each coarse pixel is the mean of the device pixels of its block, those outside
  /// `source` reflected into it. Blocks wholly inside take the kernel of their size (`reduceBlocks`); the others (cut by
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
    Self.reduceBlocks(
      line, factor: f, rowPixels: rowPixels, count: upper - lower, scale: scale, into: row + lower)
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

  /// The four channels of a premultiplied ARGB32 pixel as stored in memory, little-endian: (B, G, R, A).
  /// Shifts and masks, not `SIMD4<UInt32>(truncatingIfNeeded:)`: the optimiser can leave that generic
  /// conversion as a call.
  @inline(__always) static func channels(_ p: UInt32) -> SIMD4<UInt32> {
    SIMD4(p & 0xFF, (p &>> 8) & 0xFF, (p &>> 16) & 0xFF, p &>> 24)
  }
}
