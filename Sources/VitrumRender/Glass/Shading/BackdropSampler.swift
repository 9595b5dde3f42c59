/// Where the glass shader reads the blurred content beneath it.
protocol BackdropSampler {
  /// Bilinear sample at a device-space point, premultiplied RGBA in 0…1.
  func sample(_ x: Float, _ y: Float) -> SIMD4<Float>
}

/// Up to four backdrops blurred with different radii, mixed by weights: a bridge between container
/// members of different blur (a regular and a clear member, say) samples both and blends. Four fixed slots
/// rather than an array keep the per-pixel path free of reference counting.
struct BlendedBackdrop: BackdropSampler, Sendable {
  var levels: (DownsampledBackdrop, DownsampledBackdrop, DownsampledBackdrop, DownsampledBackdrop)
  var weights: SIMD4<Float>

  @inline(__always) func sample(_ x: Float, _ y: Float) -> SIMD4<Float> {
    var total = SIMD4<Float>(repeating: 0)
    if weights[0] > 0 { total += levels.0.sample(x, y) * weights[0] }
    if weights[1] > 0 { total += levels.1.sample(x, y) * weights[1] }
    if weights[2] > 0 { total += levels.2.sample(x, y) * weights[2] }
    if weights[3] > 0 { total += levels.3.sample(x, y) * weights[3] }
    return total
  }
}
