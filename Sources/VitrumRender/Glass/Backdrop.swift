/// Where the glass shader reads the blurred content beneath it.
protocol BackdropSampler {
  /// Bilinear sample at a device-space point, premultiplied RGBA in 0…1.
  func sample(_ x: Float, _ y: Float) -> SIMD4<Float>
}

/// A captured and blurred region of the content layer, sampled by the glass shader.
///
/// Pixels are premultiplied ARGB32 like Cairo's; samples come back as premultiplied RGBA in 0…1.
struct Backdrop: BackdropSampler, @unchecked Sendable {
  // @unchecked: read-only while shaders run; the buffer is owned by the compositor's pool.
  let pixels: UnsafeMutablePointer<UInt32>
  /// The region's top-left corner in device pixels.
  let originX: Int
  let originY: Int
  let width: Int
  let height: Int

  @inline(__always) static func unpack(_ p: UInt32) -> SIMD4<Float> {
    SIMD4<Float>(Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF), Float(p >> 24))
      * (1 / 255)
  }

  /// The pixel at a device position, clamped into the region.
  @inline(__always) func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
    let cx = min(max(x - originX, 0), width - 1)
    let cy = min(max(y - originY, 0), height - 1)
    return Self.unpack(pixels[cy * width + cx])
  }

  /// Bilinear sample at a device-space point (pixel centres at +0.5), clamped into the region.
  @inline(__always) func sample(_ x: Float, _ y: Float) -> SIMD4<Float> {
    // Clamp in float first (a NaN fails both comparisons and lands on 0), then split into cell and
    // fraction; coordinates are non-negative so truncation is floor.
    var fx = x - 0.5 - Float(originX)
    var fy = y - 0.5 - Float(originY)
    fx = fx >= 0 ? min(fx, Float(width - 1)) : 0
    fy = fy >= 0 ? min(fy, Float(height - 1)) : 0
    let x0 = Int(fx)
    let y0 = Int(fy)
    let tx = fx - Float(x0)
    let ty = fy - Float(y0)
    let x1 = min(x0 + 1, width - 1)
    let y1 = min(y0 + 1, height - 1)
    let row0 = pixels + y0 * width
    let row1 = pixels + y1 * width
    let top = Self.unpack(row0[x0]) * (1 - tx) + Self.unpack(row0[x1]) * tx
    let bottom = Self.unpack(row1[x0]) * (1 - tx) + Self.unpack(row1[x1]) * tx
    return top * (1 - ty) + bottom * ty
  }

  /// Mean luminance (Rec. 709 weights, premultiplied — i.e. as seen over black) of the backdrop inside an
  /// outline, from a grid of at most about 1,024 samples: enough to choose a tone, cheap for any size.
  func meanLuminance(inside distance: some GlassDistance, region: PixelRect) -> Float {
    guard !region.isEmpty else { return 0.5 }
    let step = max(1, Int((Double(region.area) / 1024).squareRoot()))
    var total: Float = 0
    var count = 0
    var y = region.y + step / 2
    while y < region.maxY {
      var x = region.x + step / 2
      while x < region.maxX {
        if distance.evaluate(Float(x) + 0.5, Float(y) + 0.5).d < 0 {
          let c = texel(x, y)
          total += 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
          count += 1
        }
        x += step
      }
      y += step
    }
    return count > 0 ? total / Float(count) : 0.5
  }
}

/// Up to four backdrops blurred with different radii, mixed by weights: a bridge between container
/// members of different blur (a regular and a clear member, say) samples both and blends. Four fixed slots
/// rather than an array keep the per-pixel path free of reference counting.
struct BlendedBackdrop: BackdropSampler, Sendable {
  var levels: (Backdrop, Backdrop, Backdrop, Backdrop)
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
