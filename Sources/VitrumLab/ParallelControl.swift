import Dispatch
import Synchronization
import VitrumGeometry

/// Controls for a thread speed-up, timed in the same runs as the glass, so that a renderer's speed-up can
/// be read beside what the machine itself gave that many threads at that moment:
///
/// - *arithmetic*: independent vector multiply-adds that touch no memory, split evenly over the threads.
///   Nothing in it waits or shares a cache line: it falls when the threads do not get a core each — the
///   host lends the core to someone else, or runs both virtual CPUs on one core's two hardware threads.
/// - *shared frame*: the calling thread writes a frame-sized buffer, as it draws the content the glass
///   reads, then the threads read a band of it each. Timed per band, without the wake: it also sees what
///   it costs a core to read what another core wrote.
///
/// Why they are there: on a shared machine whole runs of `vitrum bench --threads 2 --against-threads 1`
/// lose much of their speed-up with nothing of ours waiting, and the controls fall with them, while a
/// loop whose every step waits for the last keeps its speed-up (docs/benchmarks.md, *Threads: what the
/// machine gives*). Timed apart, such a run cannot be told from a regression; timed together, it can.
public final class ParallelControl: Sendable {
  /// Rounds of arithmetic in all, split over the threads.
  public let rounds: Int
  // Where each thread's result goes, so that no round can be left out.
  private let sink = Atomic<UInt64>(0)
  /// The shared frame's pixels.
  public let framePixels: Int
  private let frame: UnsafeSendablePointer
  private let writes = Atomic<UInt32>(0)

  /// `rounds` of arithmetic in all; a shared frame of `framePixels` pixels (at least one).
  public init(rounds: Int, framePixels: Int = 1) {
    self.rounds = max(rounds, 1)
    self.framePixels = max(framePixels, 1)
    frame = UnsafeSendablePointer(.allocate(capacity: self.framePixels))
    frame.pointer.initialize(repeating: 0, count: self.framePixels)
  }

  deinit { frame.pointer.deallocate() }

  /// A control whose rounds take one thread about `milliseconds` (timed here, on the best of three; at
  /// least half a millisecond), so that it spans about as long as what it is the control for: a fixed
  /// cost such as waking a thread is then the same share of both.
  public static func calibrated(toMilliseconds milliseconds: Double, framePixels: Int = 1) -> ParallelControl
  {
    let probe = ParallelControl(rounds: 1 << 18)
    let perRound = (0..<3).map { _ in probe.time(threads: 1) }.min()! / Double(probe.rounds)
    let target = milliseconds.isFinite ? max(milliseconds, 0.5) : 0.5
    let rounds = perRound > 0 ? target / perRound : Double(probe.rounds)
    return ParallelControl(rounds: Int(min(max(rounds, 4_096), 1e10)), framePixels: framePixels)
  }

  /// The time, in milliseconds, `threads` threads take to do the rounds between them (`concurrentPerform`,
  /// as the renderer's queue starts its workers).
  public func time(threads: Int) -> Double {
    let threads = max(threads, 1)
    let start = ContinuousClock.now
    if threads == 1 {
      sink.wrappingAdd(Self.spin(rounds, seed: 1), ordering: .relaxed)
    } else {
      DispatchQueue.concurrentPerform(iterations: threads) { i in
        let share = rounds * (i + 1) / threads - rounds * i / threads
        sink.wrappingAdd(Self.spin(share, seed: UInt64(i + 1)), ordering: .relaxed)
      }
    }
    return FrameCopy.milliseconds(since: start)
  }

  /// Writes the shared frame on this thread, then has `threads` threads read a band of it each: the
  /// slowest band's time, in milliseconds (from its own start: the wake is the arithmetic's to see).
  public func sharedFrameTime(threads: Int) -> Double {
    let threads = max(threads, 1)
    let value = writes.wrappingAdd(1, ordering: .relaxed).newValue
    frame.pointer.update(repeating: value, count: framePixels)
    let pixels = framePixels
    let shared = frame
    let slowest = Atomic<UInt64>(0)
    DispatchQueue.concurrentPerform(iterations: threads) { i in
      let start = ContinuousClock.now
      let band = (pixels * i / threads)..<(pixels * (i + 1) / threads)
      sink.wrappingAdd(Self.read(shared.pointer, band), ordering: .relaxed)
      slowest.max(UInt64(max(0, (ContinuousClock.now - start).inNanoseconds)), ordering: .relaxed)
    }
    return Double(slowest.load(ordering: .relaxed)) / 1e6
  }

  /// A sum over `band` of the pixels, each read once.
  @inline(never) static func read(_ pixels: UnsafeMutablePointer<UInt32>, _ band: Range<Int>) -> UInt64 {
    var sum: UInt64 = 0
    for i in band { sum &+= UInt64(pixels[i] ^ UInt32(truncatingIfNeeded: i)) }
    return sum
  }

  /// `rounds` steps of eight independent chains of four-lane multiply-adds: enough independent work to
  /// keep a core's vector units busy, so that a core shared with another thread shows. (One chain whose
  /// every step waits for the last, as a generator's does, leaves the units idle for the other thread and
  /// kept 1.9 × on runs where this fell to 1.5 ×.)
  @inline(never) static func spin(_ rounds: Int, seed: UInt64) -> UInt64 {
    let m = SIMD4<Float>(repeating: 0.999_999)
    let c = SIMD4<Float>(repeating: 1e-6)
    let s = SIMD4<Float>(repeating: Float(seed % 7))
    var (a0, a1, a2, a3) = (s, s + 1, s + 2, s + 3)
    var (a4, a5, a6, a7) = (s + 4, s + 5, s + 6, s + 7)
    for _ in 0..<rounds {
      a0 = a0 * m + c
      a1 = a1 * m + c
      a2 = a2 * m + c
      a3 = a3 * m + c
      a4 = a4 * m + c
      a5 = a5 * m + c
      a6 = a6 * m + c
      a7 = a7 * m + c
    }
    return UInt64(((a0 + a1 + a2 + a3) + (a4 + a5 + a6 + a7)).sum().bitPattern)
  }
}

/// The controls' times over a benchmark's runs, on its thread count and on the baseline's.
struct ControlSamples {
  let control: ParallelControl
  let threads: Int
  let baselineThreads: Int
  private var arithmetic: [Double] = []
  private var arithmeticBaseline: [Double] = []
  private var shared: [Double] = []
  private var sharedBaseline: [Double] = []

  init(control: ParallelControl, threads: Int, baselineThreads: Int) {
    self.control = control
    self.threads = threads
    self.baselineThreads = baselineThreads
  }

  /// Times both controls on both thread counts, in the reverse order when `reversed` (as the renderers
  /// alternate theirs, so drift falls on all alike).
  mutating func sample(reversed: Bool) {
    if reversed {
      sharedBaseline.append(control.sharedFrameTime(threads: baselineThreads))
      shared.append(control.sharedFrameTime(threads: threads))
      arithmeticBaseline.append(control.time(threads: baselineThreads))
      arithmetic.append(control.time(threads: threads))
    } else {
      arithmetic.append(control.time(threads: threads))
      arithmeticBaseline.append(control.time(threads: baselineThreads))
      shared.append(control.sharedFrameTime(threads: threads))
      sharedBaseline.append(control.sharedFrameTime(threads: baselineThreads))
    }
  }

  var summary: ThreadControl {
    ThreadControl(
      threads: threads, baselineThreads: baselineThreads, rounds: control.rounds,
      framePixels: control.framePixels, time: TimingSummary(samples: arithmetic),
      baseline: TimingSummary(samples: arithmeticBaseline),
      speedupInterval: Statistics.ratioInterval(numerator: arithmeticBaseline, denominator: arithmetic),
      sharedFrame: TimingSummary(samples: shared),
      sharedFrameBaseline: TimingSummary(samples: sharedBaseline),
      sharedFrameInterval: Statistics.ratioInterval(numerator: sharedBaseline, denominator: shared))
  }
}

/// The controls (`ParallelControl`) on the benchmark's thread count and on the baseline's, timed in the
/// same runs as the glass: the speed-ups the machine itself gave that many threads meanwhile.
public struct ThreadControl: Sendable {
  public var threads: Int
  public var baselineThreads: Int
  /// The arithmetic's rounds, calibrated to take one thread about as long as the baseline's glass.
  public var rounds: Int
  /// The shared frame's pixels: the frame's.
  public var framePixels: Int
  /// The arithmetic on the benchmark's thread count and on the baseline's.
  public var time: TimingSummary
  public var baseline: TimingSummary
  /// The bootstrap 95 % interval of `speedup`.
  public var speedupInterval: ClosedRange<Double>
  /// The shared-frame read's slowest band, on the benchmark's thread count and on the baseline's.
  public var sharedFrame: TimingSummary
  public var sharedFrameBaseline: TimingSummary
  /// The bootstrap 95 % interval of `sharedFrameSpeedup`.
  public var sharedFrameInterval: ClosedRange<Double>

  /// The arithmetic's baseline median over the benchmark's thread count's.
  public var speedup: Double { baseline.median / time.median }
  /// The same for the shared-frame read.
  public var sharedFrameSpeedup: Double { sharedFrameBaseline.median / sharedFrame.median }
}

/// The shared frame's pixels: written by the calling thread, then only read by the control's threads.
private struct UnsafeSendablePointer: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<UInt32>
  init(_ pointer: UnsafeMutablePointer<UInt32>) { self.pointer = pointer }
}
