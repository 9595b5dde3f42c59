import Foundation

/// The exact Gaussian blur the fast blur kernels are measured against: separable, in Double, with
/// straightforward loops, edges reflected (…, p1, p0 | p0, p1, …) as the fast kernels reflect them.
///
/// The kernel is the sampled Gaussian exp(−k² / 2σ²) over |k| ≤ ⌈4σ⌉, normalised: the tails beyond 4σ
/// hold 6 × 10⁻⁵ of the weight, below 0.02 of a level on a full-range edge.
enum GaussianReference {
  /// Blurs premultiplied ARGB32 `pixels` (`width` × `height`, row by row) with standard deviation `sigma`
  /// pixels. Returns each pixel's (R, G, B, A) in 0…255, unrounded.
  static func blur(_ pixels: [UInt32], width: Int, height: Int, sigma: Double) -> [SIMD4<Double>] {
    var channels = (0..<4).map { c in
      pixels.map { Double(($0 >> UInt32([16, 8, 0, 24][c])) & 0xFF) }
    }
    if sigma > 0 {
      for c in 0..<4 {
        channels[c] = blurAxis(channels[c], count: width, lines: height, step: 1, lineStep: width, sigma)
        channels[c] = blurAxis(channels[c], count: height, lines: width, step: width, lineStep: 1, sigma)
      }
    }
    return (0..<pixels.count).map { i in
      SIMD4(channels[0][i], channels[1][i], channels[2][i], channels[3][i])
    }
  }

  /// One axis. A reflected line is periodic (period 2n), and the Gaussian scales its k-th harmonic by
  /// exp(−π²k²σ²/2n²): from σ = 8n on that is below 10⁻¹³⁷ and the result is the line's mean, computed
  /// directly rather than with 8n taps per pixel.
  static func blurAxis(
    _ values: [Double], count n: Int, lines: Int, step: Int, lineStep: Int, _ sigma: Double
  ) -> [Double] {
    guard sigma < 8 * Double(n) else {
      var out = values
      for line in 0..<lines {
        let mean = (0..<n).map { values[line * lineStep + $0 * step] }.reduce(0, +) / Double(n)
        for i in 0..<n { out[line * lineStep + i * step] = mean }
      }
      return out
    }
    return blurLines(values, count: n, lines: lines, step: step, lineStep: lineStep, kernel(sigma: sigma))
  }

  /// Weights for offsets −K…K, K = ⌈4σ⌉, summing to 1.
  static func kernel(sigma: Double) -> [Double] {
    let k = Int((4 * sigma).rounded(.up))
    let raw = (-k...k).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
    let total = raw.reduce(0, +)
    return raw.map { $0 / total }
  }

  /// The index a position outside 0..<n reads, reflecting as often as needed.
  static func reflect(_ k: Int, _ n: Int) -> Int {
    let m = ((k % (2 * n)) + 2 * n) % (2 * n)
    return m < n ? m : 2 * n - 1 - m
  }

  static func blurLines(
    _ values: [Double], count n: Int, lines: Int, step: Int, lineStep: Int, _ weights: [Double]
  ) -> [Double] {
    var out = values
    let k = weights.count / 2
    // Position i + j of a line reads index[i + j + k] (reflected once, up front: the debug build is slow).
    let index = (-k..<(n + k)).map { reflect($0, n) * step }
    values.withUnsafeBufferPointer { values in
      weights.withUnsafeBufferPointer { weights in
        index.withUnsafeBufferPointer { index in
          out.withUnsafeMutableBufferPointer { out in
            for line in 0..<lines {
              let base = line * lineStep
              for i in 0..<n {
                var sum = 0.0
                for j in 0..<weights.count { sum += weights[j] * values[base + index[i + j]] }
                out[base + i * step] = sum
              }
            }
          }
        }
      }
    }
    return out
  }
}
