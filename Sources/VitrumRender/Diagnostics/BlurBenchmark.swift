import Foundation

/// Blur timings for `Tools/bench-blur`: the blur by downsampling on one and two threads, at the sizes of
/// the card benchmark, measured interleaved in one run, beside the time to copy one 1080p frame.
/// It prints and never asserts a time (`vitrum-bench blur`).
package enum BlurBenchmark {
  /// Median milliseconds of `runs` timings of each body, interleaved run by run.
  static func medians(runs: Int, _ bodies: [() -> Void]) -> [Double] {
    interleavedMedianMilliseconds(runs: runs, bodies)
  }

  struct Case {
    let name: String
    let region: PixelRect
    let sigma: Double
  }

  /// The card benchmark's sizes: a whole 1080p frame, and one 200 × 120 pt card with the compositor's
  /// capture margin (`DownsampledBlur.reach`, plus the shape's 1 px outset), blur 10 pt at scale 1 and 2.
  static let cases = [
    Case(name: "1080p, σ 10", region: PixelRect(x: 0, y: 0, width: 1920, height: 1080), sigma: 10),
    Case(name: "1080p, σ 20", region: PixelRect(x: 0, y: 0, width: 1920, height: 1080), sigma: 20),
    Case(
      name: "card @1x, σ 10",
      region: PixelRect(x: 300, y: 200, width: 200, height: 120).outset(
        by: 1 + DownsampledBlur.reach(sigma: 10)),
      sigma: 10),
    Case(
      name: "card @2x, σ 20",
      region: PixelRect(x: 600, y: 400, width: 400, height: 240).outset(
        by: 1 + DownsampledBlur.reach(sigma: 20)),
      sigma: 20),
  ]

  /// Prints the frame copy (`copy`: one 1920 × 1080 ARGB32 frame in cache and from memory, medians in ms,
  /// measured by the caller), then per case both thread counts' times.
  package static func speed(
    runs: Int = 31, copy: (inCache: Double, fromMemory: Double), emit: (String) -> Void
  ) {
    let frame = BlurTestImage(.photo, width: 1920, height: 1080)
    let floor = copy.inCache
    emit(
      String(
        format:
          "frame copy 1920×1080 ARGB32, median of %d: %.3f ms in cache (L3), %.3f ms from memory",
        runs, copy.inCache, copy.fromMemory))
    emit(
      "case | f | downsampled 1t ms | downsampled 2t ms | 1t / 2t | 2t / frame copy")
    for c in Self.cases {
      let plan = DownsampledBlur(region: c.region, sigma: c.sigma, bounds: frame.bounds)
      let low = UnsafeMutablePointer<UInt32>.allocate(capacity: plan.pixelCount)
      let lowScratch = UnsafeMutablePointer<UInt32>.allocate(capacity: plan.scratchCount)
      defer {
        for p in [low, lowScratch] { p.deallocate() }
      }
      frame.pixels.withUnsafeBufferPointer { source in
        let pixels = source.baseAddress!
        let fast = { (threads: Int) in
          { plan.run(from: pixels, rowPixels: 1920, scratch: lowScratch, into: low, threads: threads) }
        }
        let m = Self.medians(runs: runs, [fast(1), fast(2)])
        emit(
          String(
            format: "%@ | %d | %.3f | %.3f | %.2f× | %.1f×", c.name, plan.factor, m[0], m[1],
            m[0] / m[1], m[1] / floor))
      }
    }
  }

  /// The downsampled blur's steps timed alone on one thread, 1080p: reading and averaging the blocks (the
  /// capture stage), the horizontal passes, and the vertical passes with the packing (the blur stage).
  package static func steps(runs: Int = 31, emit: (String) -> Void) {
    let frame = BlurTestImage(.photo, width: 1920, height: 1080)
    emit("steps, 1080p, 1 thread | f | reduce ms | horizontal ms | vertical + pack ms")
    for sigma in [10.0, 20] {
      let plan = DownsampledBlur(region: frame.bounds, sigma: sigma, bounds: frame.bounds)
      let low = UnsafeMutablePointer<UInt32>.allocate(capacity: plan.pixelCount)
      let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: plan.scratchCount)
      defer {
        low.deallocate()
        scratch.deallocate()
      }
      frame.pixels.withUnsafeBufferPointer { source in
        let pixels = source.baseAddress!
        scratch.withMemoryRebound(to: SIMD4<Float>.self, capacity: plan.pixelCount) { image in
          let m = Self.medians(
            runs: runs,
            [
              { plan.reduce(from: pixels, rowPixels: 1920, scratch: scratch, threads: 1) },
              { plan.blurRows(0..<plan.grid.height, of: image) },
              { plan.blurColumns(0..<plan.grid.width, of: image, into: low) },
            ])
          emit(
            String(format: "σ %g | %d | %.3f | %.3f | %.3f", sigma, plan.factor, m[0], m[1], m[2])
          )
        }
      }
    }
  }

  /// Error against the exact Gaussian for every σ of the unit tests, every reduction that leaves σ at one
  /// coarse pixel or more, and 3, 4 or 5 box passes: the measurements behind `minimumLowSigma` and
  /// `defaultPasses`. Worst texture per cell.
  package static func errors(emit: (String) -> Void) {
    let passes = [3, 4, 5]
    emit("σ | f | σ/f | " + passes.map { "\($0) passes mean / max" }.joined(separator: " | "))
    for sigma in [0.5, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64] {
      let (w, h) = BlurTestImage.side(sigma)
      let images = BlurTestImage.Texture.allCases.map { BlurTestImage($0, width: w, height: h) }
      for f in DownsampledBlur.reductions where f == 1 || sigma / Double(f) >= 1 {
        var cells: [String] = []
        for p in passes {
          var mean = 0.0
          var worst = 0.0
          for image in images {
            let e = image.error(sigma: sigma, factor: f, passes: p)
            mean = max(mean, e.mean)
            worst = max(worst, e.max)
          }
          cells.append(String(format: "%.2f / %.1f", mean, worst))
        }
        let auto = DownsampledBlur.reduction(for: sigma) == f ? " *" : ""
        emit(
          String(format: "%g | %d | %.2f | ", sigma, f, sigma / Double(f))
            + cells.joined(separator: " | ") + auto)
      }
    }
  }
}
