import Foundation
import Testing
import VitrumGeometry

@testable import VitrumRender

/// The capture and blur give the same bytes as before they were made faster (`ReferenceDownsampledBlur`,
/// the frozen copy): the coarse grid `run` writes, the float image `reduce` leaves in the scratch for
/// `blur`, and the scratch and output sizes `scratchCount` and `pixelCount` promise — on seeded random
/// premultiplied images, smooth and noisy, for σ from none to wider than the region, every reduction, one
/// to five passes, regions cut by the surface's edges and padded beyond them, rows wider than the surface
/// and one to three threads.
///
/// Configurations whose box radius reaches the line's length are left out: there the frozen copy reads
/// outside its line (one or two passes of a blur almost as wide as the region; three passes never do).
@Suite struct DownsampledBlurIdentityTests {
  /// A surface of `width` × `height` premultiplied pixels within rows of `rowPixels`, the pixels outside
  /// `bounds` (and past `width` in each row) filled with a pattern the blur must never read.
  struct Surface {
    let width: Int
    let height: Int
    let rowPixels: Int
    let bounds: PixelRect
    var pixels: [UInt32]

    enum Kind: CaseIterable {
      /// Smooth gradients with a little noise: long runs of nearby values.
      case smooth
      /// Independent random pixels: every channel anywhere in 0…alpha.
      case noisy
    }

    init(_ kind: Kind, width: Int, height: Int, rowPixels: Int, bounds: PixelRect? = nil, seed: UInt64) {
      self.width = width
      self.height = height
      self.rowPixels = rowPixels
      let bounds = bounds ?? PixelRect(x: 0, y: 0, width: width, height: height)
      self.bounds = bounds
      var rng = SeededRandom(seed: seed)
      var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: rowPixels * height)
      let phase = (0..<4).map { _ in rng.uniform(0...6.3) }
      for y in bounds.y..<bounds.maxY {
        for x in bounds.x..<bounds.maxX {
          let alpha: UInt32
          var colour = [UInt32](repeating: 0, count: 3)
          switch kind {
          case .smooth:
            let u = Double(x) / Double(max(1, width))
            let v = Double(y) / Double(max(1, height))
            let a = 0.5 + 0.5 * sin(3 * u + 2 * v + phase[3])
            alpha = min(255, UInt32(a * 255) + UInt32(rng.index(2)))
            for c in 0..<3 {
              let s = 0.5 + 0.5 * sin(Double(c + 2) * u - Double(c + 1) * v + phase[c])
              colour[c] = min(alpha, UInt32(s * Double(alpha)) + UInt32(rng.index(3)))
            }
          case .noisy:
            alpha = UInt32(rng.index(256))
            for c in 0..<3 { colour[c] = UInt32(rng.index(Int(alpha) + 1)) }
          }
          pixels[y * rowPixels + x] = alpha << 24 | colour[0] << 16 | colour[1] << 8 | colour[2]
        }
      }
      self.pixels = pixels
    }
  }

  /// A word the buffers are filled with beyond what `run` may write.
  static let guardWord: UInt32 = 0xA5A5_5A5A
  static let guardWords = 64

  /// Runs the current and the frozen blur on the same plan; records any difference in the output, the
  /// reduced image or the guard words past either buffer. Returns false when the plan is left out.
  @discardableResult
  static func compare(
    _ surface: Surface, region: PixelRect, sigma: Double, factor: Int?, passes: Int, threads: Int,
    _ label: String
  ) -> Bool {
    let plan = DownsampledBlur(
      region: region, sigma: sigma, bounds: surface.bounds, factor: factor, passes: passes)
    for (axis, length) in [(plan.horizontal, plan.grid.width), (plan.vertical, plan.grid.height)] {
      if case .boxes(let box) = axis, box.radius >= length { return false }
    }
    let reference = ReferenceDownsampledBlur(plan: plan)
    // SIMD4<Float> keeps the scratch 16-byte aligned, as `run` asks.
    let scratchVectors = (plan.scratchCount + 3) / 4 + guardWords / 4
    let fill = SIMD4<Float>(repeating: Float(bitPattern: guardWord))
    var scratch = [[SIMD4<Float>]](repeating: .init(repeating: fill, count: scratchVectors), count: 2)
    var output = [[UInt32]](
      repeating: .init(repeating: guardWord, count: plan.pixelCount + guardWords), count: 2)
    var reduced = [[UInt32]](repeating: [], count: 2)
    surface.pixels.withUnsafeBufferPointer { source in
      for k in 0..<2 {
        scratch[k].withUnsafeMutableBytes { raw in
          let words = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
          output[k].withUnsafeMutableBufferPointer { out in
            if k == 0 {
              plan.reduce(
                from: source.baseAddress!, rowPixels: surface.rowPixels, scratch: words, threads: threads)
              reduced[k] = Array(UnsafeBufferPointer(start: words, count: plan.scratchCount))
              plan.blur(scratch: words, into: out.baseAddress!, threads: threads)
            } else {
              reference.reduce(
                from: source.baseAddress!, rowPixels: surface.rowPixels, scratch: words, threads: threads)
              reduced[k] = Array(UnsafeBufferPointer(start: words, count: plan.scratchCount))
              reference.blur(scratch: words, into: out.baseAddress!, threads: threads)
            }
          }
        }
      }
    }
    let what =
      "\(label), σ \(sigma), f \(plan.factor), \(passes) passes, \(threads) threads, grid \(plan.grid)"
    // Booleans, not the arrays, go into the expectations: a failure names the plan, not 10⁵ words.
    let sameReduced = reduced[0] == reduced[1]
    let sameOutput = output[0] == output[1]
    let scratchKept = scratch[0].withUnsafeBytes { raw in
      raw.bindMemory(to: UInt32.self)[plan.scratchCount...].allSatisfy { $0 == guardWord }
    }
    let outputKept = output[0][plan.pixelCount...].allSatisfy { $0 == guardWord }
    #expect(sameReduced, "reduced image differs: \(what)")
    #expect(sameOutput, "output differs: \(what) (first at \(firstDifference(output[0], output[1])))")
    #expect(scratchKept, "scratch written past scratchCount: \(what)")
    #expect(outputKept, "output written past pixelCount: \(what)")
    return true
  }

  static func firstDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
    zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
  }

  static let sigmas = [0, 0.3, 1, 2, 3.7, 8, 10, 20, 64, 500]

  /// The σ, reductions and pass counts compared include boxes of end weight 0 and 1, which the passes
  /// take as plain boxes (`BoxSweep.plainWindow`), and boxes of other end weights, which they do not.
  @Test func plainAndExtendedBoxesAreBothCompared() {
    var weights = Set<Float>()
    var plain = 0
    var extended = 0
    for sigma in Self.sigmas {
      for factor in [nil] + DownsampledBlur.reductions {
        for passes in 1...5 {
          let plan = DownsampledBlur(
            region: PixelRect(x: 0, y: 0, width: 91, height: 67), sigma: sigma,
            bounds: PixelRect(x: 0, y: 0, width: 91, height: 67), factor: factor, passes: passes)
          guard case .boxes(let box) = plan.horizontal else { continue }
          if DownsampledBlur.BoxSweep.plainWindow(box, units: plan.units) != nil {
            weights.insert(box.endWeight)
            plain += 1
          } else {
            extended += 1
          }
        }
      }
    }
    #expect(weights == [0, 1], "plain boxes of end weights \(weights)")
    #expect(plain >= 5 && extended >= 100, "plain \(plain), extended \(extended)")
  }

  /// Every σ, reduction and pass count over a small surface whose size is no multiple of any reduction,
  /// stored in rows wider than it: the whole surface, a region cut by its top-left corner, one cut by its
  /// bottom-right corner, and one inside it.
  @Test(arguments: Surface.Kind.allCases)
  func smallRegionsGiveTheSameBytes(kind: Surface.Kind) {
    let surface = Surface(kind, width: 91, height: 67, rowPixels: 97, seed: 11)
    let regions = [
      PixelRect(x: 0, y: 0, width: 91, height: 67), PixelRect(x: -9, y: -5, width: 40, height: 33),
      PixelRect(x: 57, y: 38, width: 60, height: 50), PixelRect(x: 13, y: 9, width: 50, height: 41),
    ]
    var compared = 0
    for sigma in Self.sigmas {
      for factor in [nil] + DownsampledBlur.reductions {
        for passes in 1...5 {
          for (i, region) in regions.enumerated()
          where Self.compare(
            surface, region: region, sigma: sigma, factor: factor, passes: passes, threads: 1,
            "\(kind) region \(i)")
          {
            compared += 1
          }
        }
      }
    }
    print("identity: small regions, \(kind): \(compared) plans compared")
    #expect(compared >= 1_000, "compared \(compared)")
  }

  /// A surface whose bounds do not start at device (0, 0) and are no multiple of the reduction on any
  /// side: blocks cut on all four sides, padded on all four.
  @Test(arguments: Surface.Kind.allCases)
  func offsetBoundsGiveTheSameBytes(kind: Surface.Kind) {
    let bounds = PixelRect(x: 5, y: 3, width: 70, height: 51)
    let surface = Surface(kind, width: 80, height: 57, rowPixels: 83, bounds: bounds, seed: 5)
    var compared = 0
    for sigma in Self.sigmas {
      for factor in [nil] + DownsampledBlur.reductions {
        for passes in [1, 3, 4]
        where Self.compare(
          surface, region: bounds.outset(by: 4), sigma: sigma, factor: factor, passes: passes, threads: 1,
          "\(kind) offset bounds")
        {
          compared += 1
        }
      }
    }
    print("identity: offset bounds, \(kind): \(compared) plans compared")
    #expect(compared >= 150, "compared \(compared)")
  }

  /// Regions large enough to be split into bands, on one, two and three threads: the bytes are the same
  /// as the frozen copy's on one.
  @Test(arguments: [1, 2, 3])
  func bandsGiveTheSameBytes(threads: Int) {
    let surface = Surface(.noisy, width: 731, height: 457, rowPixels: 768, seed: 3)
    let regions = [
      PixelRect(x: 0, y: 0, width: 731, height: 457), PixelRect(x: 100, y: 60, width: 520, height: 300),
    ]
    var compared = 0
    for sigma in [2, 10, 20, 64.0] {
      for factor in [nil, 1, 4] {
        for region in regions
        where Self.compare(
          surface, region: region, sigma: sigma, factor: factor, passes: 3, threads: threads, "bands")
        {
          compared += 1
        }
      }
    }
    print("identity: bands, \(threads) threads: \(compared) plans compared")
    #expect(compared == 24, "compared \(compared)")
  }

  /// Boxes wider than 127 coarse pixels, whose passes count in quanta coarser than 2⁻⁸ (`quantum`): the
  /// reduction's means are rounded, and plain boxes must stay below 2²⁴ of the coarser units.
  @Test func coarseQuantaGiveTheSameBytes() {
    let surface = Surface(.smooth, width: 640, height: 600, rowPixels: 640, seed: 13)
    var quanta = Set<Float>()
    var compared = 0
    for sigma in [240.0, 330, 480] {
      for factor in [1, 2] {
        for passes in 1...5 {
          let region = PixelRect(x: 0, y: 0, width: 640, height: 600)
          let plan = DownsampledBlur(
            region: region, sigma: sigma, bounds: surface.bounds, factor: factor, passes: passes)
          if Self.compare(
            surface, region: region, sigma: sigma, factor: factor, passes: passes, threads: 2, "coarse quanta"
          ) {
            quanta.insert(plan.quantum)
            compared += 1
          }
        }
      }
    }
    print("identity: coarse quanta \(quanta.sorted()): \(compared) plans compared")
    #expect(quanta.contains { $0 > 1.0 / 256 }, "quanta \(quanta)")
    #expect(compared >= 20, "compared \(compared)")
  }

  /// Narrow and short regions: lines of one to a few coarse pixels, where every read reflects.
  @Test func thinRegionsGiveTheSameBytes() {
    let surface = Surface(.noisy, width: 64, height: 64, rowPixels: 64, seed: 9)
    var compared = 0
    var skipped = 0
    for sigma in [0.3, 1, 2, 3.7, 8, 20.0] {
      for factor in DownsampledBlur.reductions {
        for (w, h) in [(1, 40), (40, 1), (3, 17), (17, 3), (7, 7)] {
          for passes in 1...5 {
            if Self.compare(
              surface, region: PixelRect(x: 20, y: 20, width: w, height: h), sigma: sigma, factor: factor,
              passes: passes, threads: 1, "thin \(w)×\(h)")
            {
              compared += 1
            } else {
              skipped += 1
            }
          }
        }
      }
    }
    print("identity: thin regions: \(compared) plans compared, \(skipped) left out")
    #expect(compared >= 600, "compared \(compared)")
  }
}
