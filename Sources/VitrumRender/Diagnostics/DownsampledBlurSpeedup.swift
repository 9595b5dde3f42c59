import Foundation

/// The capture and blur against the frozen copy they replaced (`ReferenceDownsampledBlur`), timed
/// interleaved in one run so that drift on a shared machine hits both alike:
///
///     vitrum-bench kernels        # or Tools/bench-kernels
///
/// Two conditions. In cache: a whole 1080p frame captured again and again, as `Tools/bench-blur` times it.
/// From memory: the card benchmark's captures (`vitrum generate cards --count 48 --card 200 120 --blur 10
/// --spacing 0`) — a container's shared capture of 1384 × 192 px and a card's own of 272 × 192 — out of a
/// 1080p frame evicted from the caches before each run, as the frame's content layer is by the time the
/// glass reads it. It prints and never asserts a time.
package enum DownsampledBlurSpeedup {
  /// Medians in ms of `runs` timings of each body, interleaved run by run; `prepare` runs untimed before
  /// every body.
  static func medians(runs: Int, prepare: () -> Void, _ bodies: [() -> Void]) -> [Double] {
    interleavedMedianMilliseconds(runs: runs, prepare: prepare, bodies)
  }

  /// Reads 64 MB, twice the L3 of the machine measured, so that the frame is read from memory after it.
  final class Evictor {
    let count = 16 << 20
    let buffer: UnsafeMutablePointer<UInt32>
    var sink: UInt32 = 0
    init() {
      buffer = .allocate(capacity: count)
      buffer.initialize(repeating: 1, count: count)
    }
    deinit { buffer.deallocate() }
    func evict() {
      var s: UInt32 = 0
      for i in stride(from: 0, to: count, by: 16) { s &+= buffer[i] }
      sink &+= s
    }
  }

  struct Case {
    let name: String
    let region: PixelRect
    let cold: Bool
  }

  static let cases = [
    Case(name: "1080p in cache", region: PixelRect(x: 0, y: 0, width: 1920, height: 1080), cold: false),
    Case(
      name: "shared capture 1384×192, from memory",
      region: PixelRect(x: 268, y: 444, width: 1384, height: 192), cold: true),
    Case(
      name: "card capture 272×192, from memory", region: PixelRect(x: 828, y: 444, width: 272, height: 192),
      cold: true),
  ]

  /// Prints, per case, σ and step, both versions' times and their ratio.
  package static func run(runs: Int = 31, emit: (String) -> Void) {
    let frame = BlurTestImage(.photo, width: 1920, height: 1080)
    let evictor = Evictor()
    emit("case | σ | f | step | before ms | after ms | before / after")
    for c in Self.cases {
      for sigma in [8.0, 10, 20] {
        let plan = DownsampledBlur(region: c.region, sigma: sigma, bounds: frame.bounds)
        let reference = ReferenceDownsampledBlur(plan: plan)
        let low = UnsafeMutablePointer<UInt32>.allocate(capacity: plan.pixelCount)
        let scratch = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: plan.pixelCount)
        let saved = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: plan.pixelCount)
        defer {
          low.deallocate()
          scratch.deallocate()
          saved.deallocate()
        }
        let words = UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: UInt32.self)
        frame.pixels.withUnsafeBufferPointer { source in
          let pixels = source.baseAddress!
          let prepare = { if c.cold { evictor.evict() } }
          let reduce = Self.medians(
            runs: runs, prepare: prepare,
            [
              { reference.reduce(from: pixels, rowPixels: 1920, scratch: words, threads: 1) },
              { plan.reduce(from: pixels, rowPixels: 1920, scratch: words, threads: 1) },
            ])
          // The blur starts from the reduced image each time (it works in the scratch).
          plan.reduce(from: pixels, rowPixels: 1920, scratch: words, threads: 1)
          saved.update(from: scratch, count: plan.pixelCount)
          let blur = Self.medians(
            runs: runs, prepare: { scratch.update(from: saved, count: plan.pixelCount) },
            [
              { reference.blur(scratch: words, into: low, threads: 1) },
              { plan.blur(scratch: words, into: low, threads: 1) },
            ])
          // The blur's two halves alone: the horizontal passes (in place), then the vertical passes and
          // packing from the image they leave.
          let horizontal = Self.medians(
            runs: runs, prepare: { scratch.update(from: saved, count: plan.pixelCount) },
            [
              { reference.blurRows(0..<plan.grid.height, of: scratch) },
              { plan.blurRows(0..<plan.grid.height, of: scratch) },
            ])
          plan.blurRows(0..<plan.grid.height, of: scratch)
          let vertical = Self.medians(
            runs: runs, prepare: {},
            [
              { reference.blurColumns(0..<plan.grid.width, of: scratch, into: low) },
              { plan.blurColumns(0..<plan.grid.width, of: scratch, into: low) },
            ])
          for (step, m) in [
            ("capture (reduce)", reduce), ("blur", blur), ("  horizontal", horizontal),
            ("  vertical + pack", vertical),
          ] {
            emit(
              String(
                format: "%@ | %g | %d | %@ | %.3f | %.3f | %.2f×", c.name, sigma, plan.factor,
                step,
                m[0], m[1], m[0] / m[1]))
          }
        }
      }
    }
  }
}
