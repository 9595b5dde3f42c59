import Testing

@testable import VitrumLab

/// The controls `vitrum bench --against-threads` times beside the glass: whatever the thread count, they
/// do all of their work and read every pixel of the shared frame once. (Their times are not tested: they
/// are what the machine gives.)
@Suite struct ParallelControlTests {
  /// The read sums every pixel of its band once: bands that tile the frame add up to the whole.
  @Test func bandsReadEveryPixelOnce() {
    let count = 1_001
    let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
    defer { pixels.deallocate() }
    for i in 0..<count { pixels[i] = UInt32(i * 7 + 3) }
    let whole = (0..<count).reduce(UInt64(0)) { $0 &+ UInt64(UInt32(7 * $1 + 3) ^ UInt32($1)) }
    #expect(ParallelControl.read(pixels, 0..<count) == whole)
    for threads in 1...4 {
      let bands = (0..<threads).map { i in
        ParallelControl.read(pixels, (count * i / threads)..<(count * (i + 1) / threads))
      }
      #expect(bands.reduce(0, &+) == whole, "\(threads) bands")
    }
  }

  /// The arithmetic's result depends on its rounds (none is skipped), and every time is positive and
  /// finite on any thread count.
  @Test func everyThreadCountTimes() {
    #expect(ParallelControl.spin(1_000, seed: 1) != ParallelControl.spin(1_001, seed: 1))
    let control = ParallelControl(rounds: 10_000, framePixels: 64 * 64)
    for threads in 1...3 {
      let arithmetic = control.time(threads: threads)
      let shared = control.sharedFrameTime(threads: threads)
      #expect(arithmetic > 0 && arithmetic.isFinite && shared > 0 && shared.isFinite, "\(threads) threads")
    }
  }

  /// Calibration gives at least the floor's rounds, and copes with a target that is no number.
  @Test func calibration() {
    #expect(ParallelControl.calibrated(toMilliseconds: 0.01).rounds >= 4_096)
    #expect(ParallelControl.calibrated(toMilliseconds: .nan, framePixels: 10).framePixels == 10)
  }
}
