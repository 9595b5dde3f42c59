import Testing
import VitrumGeometry

@testable import VitrumRender

/// `DownsampledBackdrop.meanLuminance` against the plain loop it replaces — a grid of `sample` calls at
/// device pixel centres the outline holds — bit for bit: the tone, and under Increase Contrast the choice
/// of a black or a white fill, follow it.
@Suite struct MeanLuminanceTests {
  /// The plain loop.
  static func reference(
    _ backdrop: DownsampledBackdrop, inside distance: some GlassDistance, region: PixelRect
  )
    -> Float
  {
    guard !region.isEmpty else { return 0.5 }
    let step = max(1, Int((Double(region.area) / 1024).squareRoot()))
    var total: Float = 0
    var count = 0
    var y = region.y + step / 2
    while y < region.maxY {
      var x = region.x + step / 2
      while x < region.maxX {
        let px = Float(x) + 0.5
        let py = Float(y) + 0.5
        if distance.evaluate(px, py).d < 0 {
          let c = backdrop.sample(px, py)
          total += 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
          count += 1
        }
        x += step
      }
      y += step
    }
    return count > 0 ? total / Float(count) : 0.5
  }

  @Test func equalsThePlainLoop() {
    var rng = SeededRandom(seed: 11)
    var compared = 0
    for kind in BlurTestImage.Texture.allCases {
      let image = BlurTestImage(kind, width: 320, height: 240)
      for sigma in [0.7, 2.0, 10.0, 30.0] {
        let (plan, coarse) = image.fastBlur(region: image.bounds, sigma: sigma)
        var pixels = coarse
        pixels.withUnsafeMutableBufferPointer { buffer in
          for _ in 0..<12 {
            let w = Double.random(in: 1...300, using: &rng)
            let h = Double.random(in: 1...220, using: &rng)
            let rect = Rect(
              x: Double.random(in: -40...300, using: &rng), y: Double.random(in: -40...220, using: &rng),
              width: w, height: h)
            let radius = Double.random(in: 0...(min(w, h) / 2), using: &rng)
            // Axis-aligned boxes take the fast test (`LuminanceSamples.insideBox`); a box scaled about a
            // fractional point too; a rotated box and the ellipse the general one.
            let scaled = AffineMatrix(a: 1.5, b: 0, c: 0, d: 1.5, tx: -37.25, ty: -20.5)
            let rotated = AffineMatrix.translation(-rect.midX, -rect.midY).then(.rotation(0.4))
              .then(.translation(rect.midX, rect.midY))
            let shapes: [any GlassDistance] = [
              analyticGlassDistance(shape: .roundedRect(rect, cornerRadius: radius), transform: .identity)!,
              analyticGlassDistance(shape: .roundedRect(rect, cornerRadius: radius), transform: scaled)!,
              analyticGlassDistance(shape: .roundedRect(rect, cornerRadius: radius), transform: rotated)!,
              analyticGlassDistance(shape: .ellipse(rect), transform: .identity)!,
            ]
            let shapeRect = PixelRect(covering: rect).outset(by: 1)
            let backdrop = DownsampledBackdrop(plan, pixels: buffer.baseAddress!).clamped(to: shapeRect)
            let region = shapeRect.intersection(image.bounds)
            for d in shapes {
              let fast = backdrop.meanLuminance(inside: d, region: region)
              let plain = Self.reference(backdrop, inside: d, region: region)
              #expect(fast.bitPattern == plain.bitPattern, "\(kind) σ \(sigma) \(rect): \(fast) vs \(plain)")
              compared += 1
            }
          }
        }
      }
    }
    #expect(compared == BlurTestImage.Texture.allCases.count * 4 * 12 * 4)
  }
}
