import Foundation
import VitrumGeometry

/// Textured premultiplied ARGB32 images for blur tests, and the error of a fast blur against the exact
/// Gaussian on them.
struct BlurTestImage {
  enum Texture: String, CaseIterable, Sendable {
    /// Hard-edged translucent stripes in two directions over a colour ramp: the blur's worst case for
    /// shape (every edge is a full step).
    case stripes
    /// Independent random pixels (colour at most alpha): the worst case for the reduction's aliasing.
    case noise
    /// Smooth gradients, soft discs and a few hard-edged opaque blocks, like a photograph's mix.
    case photo
  }

  let width: Int
  let height: Int

  /// A test image's size for blur σ: wide enough for the blur to act, small enough to blur exactly.
  static func side(_ sigma: Double) -> (Int, Int) {
    let w = min(256, max(64, Int(8 * sigma) / 16 * 16))
    return (w, max(48, w * 2 / 3 / 16 * 16))
  }
  var pixels: [UInt32]

  init(_ texture: Texture, width: Int, height: Int, seed: UInt64 = 1) {
    self.width = width
    self.height = height
    var rng = SeededRandom(seed: seed)
    var pixels = [UInt32](repeating: 0, count: width * height)
    let discs = (0..<6).map { _ in
      (
        x: rng.uniform(0...Double(width)), y: rng.uniform(0...Double(height)),
        r: rng.uniform(4...Double(max(8, width / 4))), c: SIMD4(rng.unit(), rng.unit(), rng.unit(), 1.0)
      )
    }
    let blocks = (0..<4).map { _ in
      PixelRect(
        x: rng.index(width), y: rng.index(height), width: 1 + rng.index(max(1, width / 3)),
        height: 1 + rng.index(max(1, height / 3)))
    }
    for y in 0..<height {
      for x in 0..<width {
        let u = Double(x) / Double(max(1, width - 1))
        let v = Double(y) / Double(max(1, height - 1))
        var c: SIMD4<Double>  // straight RGBA in 0…1
        switch texture {
        case .stripes:
          c = SIMD4(0.1 + 0.8 * u, 0.3, 0.9 - 0.8 * u, 1)
          if x % 24 < 8 { c = c * 0.6 + SIMD4(1, 1, 1, 1) * 0.4 }
          if y % 14 < 5 { c = SIMD4(c.x * 0.3, c.y * 0.3, c.z * 0.3, 0.55) }
        case .noise:
          c = SIMD4(rng.unit(), rng.unit(), rng.unit(), rng.unit())
        case .photo:
          c = SIMD4(0.2 + 0.6 * u * v, 0.5 + 0.4 * sin(6 * u), 0.8 - 0.5 * v, 1)
          for d in discs {
            let dist = ((Double(x) - d.x) * (Double(x) - d.x) + (Double(y) - d.y) * (Double(y) - d.y))
              .squareRoot()
            let w = max(0, min(1, (d.r - dist) / (0.3 * d.r)))
            c = c * (1 - w) + d.c * w
          }
          for (i, b) in blocks.enumerated() where b.contains(x, y) {
            c = i % 2 == 0 ? SIMD4(0.05, 0.05, 0.1, 1) : SIMD4(1, 0.95, 0.8, 1)
          }
        }
        pixels[y * width + x] = Self.premultiplied(c)
      }
    }
    self.pixels = pixels
  }

  static func premultiplied(_ c: SIMD4<Double>) -> UInt32 {
    let a = max(0, min(1, c.w))
    func byte(_ v: Double) -> UInt32 { UInt32((max(0, min(1, v)) * a * 255).rounded()) }
    return UInt32((a * 255).rounded()) << 24 | byte(c.x) << 16 | byte(c.y) << 8 | byte(c.z)
  }

  var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// Runs the fast blur over `region` and returns its sampler with the buffers it reads (the caller keeps
  /// them alive while sampling).
  func fastBlur(
    region: PixelRect, sigma: Double, factor: Int? = nil, passes: Int = DownsampledBlur.defaultPasses,
    threads: Int = 1
  ) -> (DownsampledBlur, [UInt32]) {
    let plan = DownsampledBlur(region: region, sigma: sigma, bounds: bounds, factor: factor, passes: passes)
    var output = [UInt32](repeating: 0, count: max(1, plan.pixelCount))
    // SIMD4<Float> scratch keeps the 16-byte alignment `run` asks for.
    var scratch = [SIMD4<Float>](repeating: .zero, count: max(1, plan.pixelCount))
    pixels.withUnsafeBufferPointer { source in
      scratch.withUnsafeMutableBytes { raw in
        let words = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
        output.withUnsafeMutableBufferPointer { out in
          plan.run(
            from: source.baseAddress!, rowPixels: width, scratch: words, into: out.baseAddress!,
            threads: threads)
        }
      }
    }
    return (plan, output)
  }

  /// Mean and maximum channel difference, in levels of 255, between the fast blur sampled at every device
  /// pixel of its source and the exact Gaussian of the same region.
  func error(
    sigma: Double, factor: Int? = nil, passes: Int = DownsampledBlur.defaultPasses, region: PixelRect? = nil
  ) -> (mean: Double, max: Double, f: Int) {
    let region = region ?? bounds
    let (plan, output) = fastBlur(region: region, sigma: sigma, factor: factor, passes: passes)
    let s = plan.source
    let sub = (0..<s.height).flatMap { y in (0..<s.width).map { x in pixels[(s.y + y) * width + s.x + x] } }
    let exact = GaussianReference.blur(sub, width: s.width, height: s.height, sigma: sigma)
    var total = 0.0
    var worst = 0.0
    var copy = output
    copy.withUnsafeMutableBufferPointer { buffer in
      let sampler = DownsampledBackdrop(plan, pixels: buffer.baseAddress!)
      for y in 0..<s.height {
        for x in 0..<s.width {
          let fast = sampler.sample(Float(s.x + x) + 0.5, Float(s.y + y) + 0.5)
          let d = SIMD4<Double>(fast) * 255 - exact[y * s.width + x]
          let a = SIMD4(abs(d.x), abs(d.y), abs(d.z), abs(d.w))
          total += a.sum()
          worst = max(worst, a.max())
        }
      }
    }
    return (total / Double(4 * s.area), worst, plan.factor)
  }
}

extension PixelRect {
  func contains(_ px: Int, _ py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
}
