/// Approximates a Gaussian blur by three box blurs per axis, on premultiplied ARGB32 pixels.
///
/// Three boxes reach within 3 % of a true Gaussian and cost the same per pixel whatever the radius (a
/// running sum), which keeps wide frosted blurs cheap. Box widths follow the standard construction that
/// matches the variance of the Gaussian (Kovesi 2010, "Fast almost-Gaussian filtering"). Edges are clamped:
/// pixels beyond the region repeat the nearest edge pixel.
enum BoxBlur {
  /// The three box radii whose combined variance best matches a Gaussian of standard deviation `sigma`.
  static func radii(sigma: Double) -> [Int] {
    guard sigma > 0.2 else { return [] }
    let n = 3.0
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let wl = Double(lower)
    let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
    return (0..<3).map { i in (Double(i) < m ? lower : upper) / 2 }.filter { $0 > 0 }
  }

  /// Any σ this large gives boxes longer than any line (a canvas side is at most 32,767 pixels), so larger
  /// ones are clamped to it before the radii are computed (whose arithmetic would overflow near 10¹⁵⁴).
  static let largestUsefulSigma = Double(1 << 20)

  /// Box radii up to this use 16-bit fixed-point division (exact to one step for widths up to 255); wider
  /// boxes divide in floating point. A 16-bit reciprocal of a 20,001-pixel box is 3 where 3.28 is meant: an
  /// unscaled frosted blur of σ = 10,000 px came out 8 % darker.
  static let largestFixedPointRadius = 127

  /// Blurs `pixels` (width × height, tightly packed) in place using `scratch` of the same size.
  ///
  /// The cost is bounded by the pixels, never by σ: a box at least as long as a line covers all of it, so
  /// along that axis each line becomes its mean (a σ beyond the capture is a flat mean), and the running
  /// sums' set-up is otherwise shorter than the line. σ that is NaN or at most 0.2 leaves the pixels alone.
  static func blur(
    _ pixels: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt32>,
    width: Int, height: Int, sigma: Double, threads: Int
  ) {
    guard width > 0, height > 0, sigma > 0.2 else { return }
    let radii = radii(sigma: min(sigma, largestUsefulSigma))
    guard let widest = radii.max() else { return }
    let src = SharedPointer(base: pixels)
    let tmp = SharedPointer(base: scratch)
    // Horizontal: three passes per row, ping-ponging between the row and its scratch row.
    forEachBand(count: height, threads: threads) { rows in
      for y in rows {
        let row = src.base + y * width
        if widest >= width {
          fillWithMean(row, count: width, stride: 1)
          continue
        }
        var a = row
        var b = tmp.base + y * width
        for r in radii {
          horizontalPass(from: a, to: b, count: width, radius: r, BoxDivision(width: 2 * r + 1))
          swap(&a, &b)
        }
        if radii.count % 2 == 1 { b.update(from: a, count: width) }
      }
    }
    if widest >= height {
      forEachBand(count: width, threads: threads, minimumBand: 64) { columns in
        for x in columns { fillWithMean(src.base + x, count: height, stride: width) }
      }
      return
    }
    // Vertical: one running sum per column, rows streamed top to bottom (cache-friendly).
    forEachBand(count: width, threads: threads, minimumBand: 64) { columns in
      var inBuffer = src.base
      var outBuffer = tmp.base
      for r in radii {
        verticalPass(
          from: inBuffer, to: outBuffer, width: width, height: height, columns: columns, radius: r,
          BoxDivision(width: 2 * r + 1))
        swap(&inBuffer, &outBuffer)
      }
      if radii.count % 2 == 1 {
        for y in 0..<height {
          (src.base + y * width + columns.lowerBound).update(
            from: inBuffer + y * width + columns.lowerBound, count: columns.count)
        }
      }
    }
  }

  /// Whether a blur of σ over a region is wider than the region along either axis, leaving only means.
  static func isFlat(sigma: Double, width: Int, height: Int) -> Bool {
    guard sigma > 0.2, let widest = radii(sigma: min(sigma, largestUsefulSigma)).max() else { return false }
    return widest >= min(width, height)
  }

  /// Replaces a line of pixels (`count` pixels, `stride` apart) by their mean, rounded.
  static func fillWithMean(_ line: UnsafeMutablePointer<UInt32>, count: Int, stride: Int) {
    var sum = SIMD4<Int64>(repeating: 0)
    for i in 0..<count {
      let p = unpack(line[i * stride])
      sum &+= SIMD4<Int64>(Int64(p[0]), Int64(p[1]), Int64(p[2]), Int64(p[3]))
    }
    let n = Int64(count)
    let mean = (sum &* 2 &+ n) / (n &* 2)
    let packed = UInt32(mean[0]) | UInt32(mean[1]) << 8 | UInt32(mean[2]) << 16 | UInt32(mean[3]) << 24
    for i in 0..<count { line[i * stride] = packed }
  }

  @inline(__always) static func unpack(_ p: UInt32) -> SIMD4<Int32> {
    SIMD4<Int32>(Int32(p & 0xFF), Int32((p >> 8) & 0xFF), Int32((p >> 16) & 0xFF), Int32(p >> 24))
  }

  static func horizontalPass(
    from src: UnsafeMutablePointer<UInt32>, to dst: UnsafeMutablePointer<UInt32>, count: Int, radius: Int,
    _ division: BoxDivision
  ) {
    let last = count - 1
    var sum = unpack(src[0]) &* Int32(radius + 1)
    for i in 1...radius { sum &+= unpack(src[min(i, last)]) }
    for x in 0..<count {
      dst[x] = division.pack(sum)
      sum &+= unpack(src[min(x + radius + 1, last)]) &- unpack(src[max(x - radius, 0)])
    }
  }

  static func verticalPass(
    from src: UnsafeMutablePointer<UInt32>, to dst: UnsafeMutablePointer<UInt32>,
    width: Int, height: Int, columns: Range<Int>, radius: Int, _ division: BoxDivision
  ) {
    let last = height - 1
    var sums = [SIMD4<Int32>](repeating: .zero, count: columns.count)
    sums.withUnsafeMutableBufferPointer { sums in
      for (i, x) in columns.enumerated() {
        var s = unpack(src[x]) &* Int32(radius + 1)
        for j in 1...radius { s &+= unpack(src[min(j, last) * width + x]) }
        sums[i] = s
      }
      for y in 0..<height {
        let addRow = src + min(y + radius + 1, last) * width
        let subRow = src + max(y - radius, 0) * width
        let outRow = dst + y * width
        for (i, x) in columns.enumerated() {
          outRow[x] = division.pack(sums[i])
          sums[i] &+= unpack(addRow[x]) &- unpack(subRow[x])
        }
      }
    }
  }
}

/// How a box pass turns a window's channel sums into the window's mean pixel.
///
/// Narrow boxes multiply by a 16-bit fixed-point reciprocal: vector integer division has no hardware
/// instruction and cost 4 scalar divisions per pixel per pass; this is one multiply, and for widths up to
/// 255 (sums up to 255 × width) the result is within one step of exact rounding and the same on every
/// machine (pure integer arithmetic; the unit test bounds the error). Wider boxes divide in single
/// precision: sums stay below 2²⁴ (255 × 65,535), so they convert exactly, and the product is within 10⁻⁷
/// of the mean. (One concrete type with a branch rather than a generic pass: the branch is the same for a
/// whole pass, so it predicts perfectly.)
struct BoxDivision {
  let reciprocal: Int32
  let floatReciprocal: Float
  let usesFloat: Bool

  init(width: Int) {
    let n = Int32(width)
    reciprocal = (65536 + n / 2) / n
    floatReciprocal = 1 / Float(width)
    usesFloat = width > 2 * BoxBlur.largestFixedPointRadius + 1
  }

  @inline(__always) func pack(_ sum: SIMD4<Int32>) -> UInt32 {
    let c: SIMD4<Int32>
    if usesFloat {
      let q = (SIMD4<Float>(sum) * floatReciprocal).rounded(.toNearestOrAwayFromZero)
      c = SIMD4<Int32>(q.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255)))
    } else {
      let q = (sum &* reciprocal &+ 32768) &>> 16
      c = q.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
    }
    return UInt32(c[0]) | UInt32(c[1]) << 8 | UInt32(c[2]) << 16 | UInt32(c[3]) << 24
  }
}
