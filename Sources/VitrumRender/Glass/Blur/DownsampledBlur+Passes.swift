extension DownsampledBlur {
  /// One extended-box pass along a contiguous line of four-channel floats, `source` to `target` (distinct
  /// buffers), in whole units (see `DownsampledBlur.quantum`), each output rounded to a whole unit. A
  /// running sum: each output costs the same whatever the radius, and the sum is exact (whole numbers
  /// below 2²⁴; the difference entering − leaving is formed first so no partial sum exceeds the
  /// window's). Edges reflect; the radius must be below `count` so that one reflection reaches every read.
  static func boxLine(
    _ source: UnsafeMutablePointer<SIMD4<Float>>, _ target: UnsafeMutablePointer<SIMD4<Float>>, count n: Int,
    box: ExtendedBox
  ) {
    let r = box.radius
    let alpha = box.endWeight
    let scale = box.scale
    @inline(__always) func at(_ k: Int) -> SIMD4<Float> {
      source[k < 0 ? -1 - k : (k >= n ? 2 * n - 1 - k : k)]
    }
    var sum = SIMD4<Float>.zero
    for k in -r...r { sum += at(k) }
    var x = 0
    @inline(__always) func edge(upTo end: Int) {
      while x < end {
        let entering = at(x + r + 1)
        target[x] = rounded((sum + alpha * (at(x - r - 1) + entering)) * scale)
        sum += entering - at(x - r)
        x += 1
      }
    }
    // Positions whose whole window lies inside the line read it directly, without reflecting.
    let interiorEnd = max(r + 1, n - r - 1)
    edge(upTo: min(r + 1, n))
    while x < interiorEnd {
      let entering = source[x &+ r &+ 1]
      target[x] = rounded((sum + alpha * (source[x &- r &- 1] + entering)) * scale)
      sum += entering - source[x &- r]
      x &+= 1
    }
    edge(upTo: n)
  }

  /// `v` rounded to the nearest whole number (ties to even), for 0 ≤ v < 2²³: adding 2²³ leaves no
  /// fraction bits.
  @inline(__always) static func rounded(_ v: SIMD4<Float>) -> SIMD4<Float> { (v + 8_388_608) - 8_388_608 }

  /// Rounds a line to whole units (block means are whole already while the quantum is 2⁻⁸; a coarser
  /// quantum, for radii beyond 128, needs this).
  static func roundLine(_ line: UnsafeMutablePointer<SIMD4<Float>>, count n: Int) {
    for k in 0..<n { line[k] = rounded(line[k]) }
  }

  /// Replaces a contiguous line by its mean (a blur wider than the line), rounded to whole units so a
  /// vertical box pass after it sums exactly.
  static func meanLine(_ line: UnsafeMutablePointer<SIMD4<Float>>, count n: Int) {
    var sum = SIMD4<Float>.zero
    for k in 0..<n { sum += line[k] }
    let mean = rounded(sum * (1 / Float(n)))
    for k in 0..<n { line[k] = mean }
  }

  /// (B, G, R, A) in 0…255 → premultiplied ARGB32, rounded to nearest. Adding 2²³ leaves the rounded
  /// integer in the float's low mantissa bits: two instructions per pixel, where the standard library's
  /// `SIMD4<Int32>(_:rounding:)` went through a generic per-lane path (with it and its integer-to-float
  /// counterpart, the 1080p blur at σ 10 took 30 ms; with these two, 8.9 ms). Blurred values are
  /// weighted means of 0…255 with non-negative weights, so they stay within rounding of that range and no
  /// clamp is needed; every colour stays at or below its alpha (the same weights on both, and rounding is
  /// monotonic).
  @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 {
    let bits = unsafeBitCast(v + 8_388_608, to: SIMD4<UInt32>.self)
    return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
  }

  /// Exact integer-to-float for values below 2²³: the integer becomes the mantissa of 2²³ + v.
  @inline(__always) static func float(_ v: SIMD4<UInt32>) -> SIMD4<Float> {
    unsafeBitCast(v | 0x4B00_0000, to: SIMD4<Float>.self) - 8_388_608
  }
}
