import Foundation
import Testing

@testable import VitrumRender

/// The blur by downsampling's arithmetic, with hand-tabulated values: which reduction, which coarse σ,
/// which boxes, where the sampler reads, how pixels convert; and its promises: any σ is safe and bounded,
/// and the output does not depend on the thread count.
@Suite struct DownsampledBlurPlanTests {
  let bounds = PixelRect(x: 0, y: 0, width: 1920, height: 1080)

  /// The largest power of two up to 16 that leaves σ at 2 coarse pixels or more.
  @Test func reductionKeepsTwoCoarsePixels() {
    let table: [(Double, Int)] = [
      (0, 1), (0.5, 1), (2.99, 1), (3.99, 1), (4, 2), (7.99, 2), (8, 4), (10, 4), (15.9, 4), (16, 8),
      (31.9, 8), (32, 16), (1000, 16), (-4, 1), (.nan, 1), (.infinity, 16), (.greatestFiniteMagnitude, 16),
    ]
    for (sigma, f) in table {
      let plan = DownsampledBlur(region: bounds, sigma: sigma, bounds: bounds)
      #expect(plan.factor == f, "σ \(sigma)")
    }
    #expect(DownsampledBlur.reduction(atMost: 5) == 4)
    #expect(DownsampledBlur.reduction(atMost: 0) == 1)
    #expect(DownsampledBlur.reduction(atMost: 99) == 16)
  }

  /// The reduction's own blur, factor²/4 device pixels², is taken off: σ 10 at 2 is √(25 − 0.25).
  @Test func coarseSigmaLeavesRoomForTheReduction() {
    let table: [(Double, Int, Double)] = [(10, 2, 24.75.squareRoot()), (12, 4, 8.75.squareRoot()), (3, 1, 3)]
    for (sigma, f, low) in table {
      let plan = DownsampledBlur(region: bounds, sigma: sigma, bounds: bounds, factor: f)
      #expect(abs(plan.lowSigma - low) < 1e-12)
    }
  }

  /// The grid is anchored at device (0, 0): a region is widened to whole blocks, then cut by the surface.
  @Test func gridCoversTheRegionInWholeBlocks() {
    let small = PixelRect(x: 0, y: 0, width: 101, height: 71)
    let plan = DownsampledBlur(
      region: PixelRect(x: 13, y: -5, width: 80, height: 30), sigma: 13, bounds: small, factor: 4)
    #expect(plan.grid == PixelRect(x: 3, y: 0, width: 21, height: 7))
    #expect(plan.source == PixelRect(x: 12, y: 0, width: 84, height: 28))
    let edge = DownsampledBlur(
      region: PixelRect(x: 90, y: 60, width: 40, height: 40), sigma: 13, bounds: small, factor: 4)
    // The surface cuts the last block column (x 100…103, one pixel inside): the grid is padded by the
    // passes' reach, 3 × (radius 2 + 1) + 1 = 10 coarse pixels. Vertically σ (3.2 coarse) spans the
    // three rows, so that axis is a mean and needs no padding.
    #expect(edge.grid == PixelRect(x: 22, y: 15, width: 14, height: 3))
    #expect(edge.vertical == .mean)
    #expect(edge.source == PixelRect(x: 88, y: 60, width: 13, height: 11))
    #expect(
      DownsampledBlur(region: PixelRect(x: 200, y: 0, width: 5, height: 5), sigma: 3, bounds: small)
        .pixelCount == 0)
  }

  /// Variance exact for any request; the end weight reaches 1 exactly where the next whole box begins.
  @Test func extendedBoxesHaveTheVarianceAskedFor() {
    #expect(ExtendedBox(variance: 2.0 / 3) == ExtendedBox(variance: 2.0 / 3))
    let plain = ExtendedBox(variance: 2.0 / 3)  // the 3-wide box
    #expect(plain.radius == 1 && plain.endWeight == 0 && plain.scale == 1.0 / 3)
    let sixth = ExtendedBox(variance: 1)  // 3 × (2/3 − 1) / (2 × (1 − 4)) = 1/6
    #expect(sixth.radius == 1 && abs(sixth.endWeight - 1.0 / 6) < 1e-7 && abs(sixth.scale - 0.3) < 1e-7)
    for i in 0...400 {
      let v = 0.01 * pow(1.03, Double(i))
      let box = ExtendedBox(variance: v)
      #expect(abs(box.variance - v) <= 1e-5 * v, "variance \(v)")
      #expect(box.endWeight >= 0 && box.endWeight <= 1)
    }
    #expect(ExtendedBox(variance: .nan).radius == 0)
    #expect(ExtendedBox(variance: 1e300).radius > 0)
  }

  /// Coarse pixel i of a grid at reduction 2 is centred on device x = 2i + 1.
  @Test func samplerReadsCoarseCentres() {
    var pixels: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_FFFF]  // 2 × 2: black, white
    let plan = DownsampledBlur(
      region: PixelRect(x: 10, y: 0, width: 4, height: 4), sigma: 0, bounds: bounds, factor: 2)
    #expect(plan.grid == PixelRect(x: 5, y: 0, width: 2, height: 2))
    pixels.withUnsafeMutableBufferPointer { buffer in
      let sampler = DownsampledBackdrop(plan, pixels: buffer.baseAddress!)
      let table: [(Float, Float)] = [
        (11, 0), (13, 1), (12, 0.5), (12.5, 0.75), (10.2, 0), (99, 1), (.nan, 0),
      ]
      for (x, red) in table {
        let s = sampler.sample(x, 1.7)
        #expect(abs(s.x - red) < 1e-6 && abs(s.w - 1) < 1e-6, "x \(x): \(s)")
      }
    }
  }

  @Test func conversionsAreExact() {
    for v in stride(from: UInt32(0), through: 65_535, by: 7) {
      #expect(DownsampledBlur.float(SIMD4(repeating: v)) == SIMD4(repeating: Float(v)))
    }
    let table: [(Float, UInt8)] = [
      (0, 0), (-0.0001, 0), (0.49, 0), (0.51, 1), (127.4, 127), (254.6, 255), (255, 255),
    ]
    for (value, byte) in table {
      let packed = DownsampledBlur.pack(SIMD4(value, 0, 0, 255))
      #expect(packed == 0xFF00_0000 | UInt32(byte), "\(value)")
    }
    #expect(DownsampledBlur.pack(SIMD4(1, 2, 3, 4)) == 0x0403_0201)  // (B, G, R, A) → ARGB32
  }

  /// No σ traps or loops over its radius: zero, negative and NaN copy the region; huge σ is the mean.
  @Test func anySigmaIsSafe() throws {
    let image = BlurTestImage(.noise, width: 64, height: 48)
    for sigma in [0.0, -1, .nan, -.infinity] {
      let (plan, output) = image.fastBlur(region: image.bounds, sigma: sigma)
      #expect(plan.horizontal == .identity && plan.vertical == .identity)
      #expect(output == image.pixels)
    }
    let mean =
      image.pixels.reduce(SIMD4<Double>.zero) { total, p in
        total + SIMD4(Double((p >> 16) & 255), Double((p >> 8) & 255), Double(p & 255), Double(p >> 24))
      } / Double(image.pixels.count)
    for sigma in [1e7, 1e300, .infinity] {
      let (plan, output) = image.fastBlur(region: image.bounds, sigma: sigma)
      #expect(plan.horizontal == .mean && plan.vertical == .mean && plan.lowSigma.isFinite)
      let p = try #require(output.first)
      let c = SIMD4(Double((p >> 16) & 255), Double((p >> 8) & 255), Double(p & 255), Double(p >> 24))
      #expect(((c - mean) * (c - mean)).max() <= 0.25, "σ \(sigma): \(c) vs \(mean)")
      #expect(output.allSatisfy { $0 == p })
    }
  }

  /// Blurring keeps premultiplied pixels valid: no colour above its alpha.
  @Test func colourNeverExceedsAlpha() {
    let image = BlurTestImage(.noise, width: 96, height: 64, seed: 11)
    for sigma in [0.7, 5, 19] {
      let (_, output) = image.fastBlur(region: image.bounds, sigma: sigma)
      for p in output {
        let a = p >> 24
        #expect((p >> 16) & 255 <= a && (p >> 8) & 255 <= a && p & 255 <= a)
      }
    }
  }

  /// Every line is blurred whole by one band, in the same order: the bytes are the same on any number
  /// of threads (regions large enough to be split: 350 k pixels).
  @Test(arguments: [0.8, 4.5, 10, 40])
  func outputIsTheSameOnAnyThreadCount(sigma: Double) {
    let image = BlurTestImage(.photo, width: 700, height: 500, seed: 4)
    let region = PixelRect(x: 3, y: 5, width: 690, height: 490)
    let (_, one) = image.fastBlur(region: region, sigma: sigma, threads: 1)
    for threads in [2, 3, 8] {
      let (_, many) = image.fastBlur(region: region, sigma: sigma, threads: threads)
      #expect(many == one, "σ \(sigma), \(threads) threads")
    }
  }

  /// A sample depends only on the pixels within `reach` of it: two overlapping captures give the same
  /// bytes there, so container and per-node rendering can agree exactly. Exact running sums make this
  /// hold; rounding in floating point made the sums carry each line's history.
  @Test(arguments: [2.5, 7, 10, 26, 70])
  func samplesDoNotDependOnWhereTheCaptureEnds(sigma: Double) {
    let image = BlurTestImage(.photo, width: 600, height: 420, seed: 9)
    let reach = DownsampledBlur.reach(sigma: sigma)
    let inner = PixelRect(x: 230, y: 170, width: 90, height: 50)
    let small = inner.outset(by: reach)
    let large = PixelRect(x: 7, y: 3, width: 590, height: 410)
    let (a, pa) = image.fastBlur(region: small, sigma: sigma)
    let (b, pb) = image.fastBlur(region: large, sigma: sigma)
    #expect(a.factor == b.factor)
    var pa2 = pa
    var pb2 = pb
    pa2.withUnsafeMutableBufferPointer { ba in
      pb2.withUnsafeMutableBufferPointer { bb in
        let sa = DownsampledBackdrop(a, pixels: ba.baseAddress!)
        let sb = DownsampledBackdrop(b, pixels: bb.baseAddress!)
        var differing = 0
        for y in inner.y..<inner.maxY {
          for x in inner.x..<inner.maxX {
            for (dx, dy) in [(0.5, 0.5), (0.13, 0.71)] as [(Float, Float)] {
              if sa.sample(Float(x) + dx, Float(y) + dy) != sb.sample(Float(x) + dx, Float(y) + dy) {
                differing += 1
              }
            }
          }
        }
        #expect(differing == 0, "σ \(sigma), reach \(reach)")
      }
    }
  }
}
