import Foundation
import VitrumGeometry
import VitrumLab
import VitrumPlayback
import VitrumRender
import VitrumScene

/// For `Tools/bench-embed`: rendering into a caller's buffer (`PixelBuffer`, what the C library and the
/// Python package do) against rendering into the renderer's own surface, interleaved in one run, which goes
/// first alternating: the 48-card frame at 1080p drawn whole, and the capsule of `IncrementalBenchmark`
/// moving over the cards' backdrop drawn over the previous frame. Prints each way's median, the ratio of
/// medians (buffer over own surface) with its bootstrap 95 % interval, and fails the run when the bytes
/// differ. It never asserts a time.
struct TargetBenchmark {
  /// Frames measured of each kind, after warm-up.
  var runs = 41

  static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    return (ContinuousClock.now - start).inMilliseconds
  }

  func report(_ what: String, own: [Double], buffer: [Double]) {
    let interval = Statistics.ratioInterval(numerator: buffer, denominator: own)
    let o = Statistics.median(own.sorted())
    let b = Statistics.median(buffer.sorted())
    let f = { (v: Double) in String(format: "%.2f", v) }
    let g = { (v: Double) in String(format: "%.3f", v) }
    print(
      "\(what): own surface \(f(o)) ms, caller's buffer \(f(b)) ms (medians of \(own.count)); buffer / own "
        + "\(g(b / o)) (95% CI \(g(interval.lowerBound)) – \(g(interval.upperBound))); identical bytes")
  }

  func run() throws {
    try completeFrames()
    try incrementalFrames()
  }

  func completeFrames() throws {
    let scene = CardsGenerator(count: 48, card: Size(200, 120), blur: 10).makeScene()
    let renderer = CairoRenderer(options: .init(scale: 1))
    let list = renderer.displayList(for: scene)
    let host = UnsafeMutableRawPointer.allocate(byteCount: list.width * list.height * 4, alignment: 64)
    defer { host.deallocate() }
    let buffer = try PixelBuffer(
      base: host, width: list.width, height: list.height, bytesPerRow: list.width * 4)
    var own: [Double] = []
    var into: [Double] = []
    for n in 0..<(3 + runs) {
      var frames: [RenderedFrame?] = [nil, nil]
      var times = [0.0, 0.0]
      for which in (n % 2 == 0 ? [0, 1] : [1, 0]) {
        times[which] = try Self.milliseconds {
          frames[which] =
            which == 0
            ? try renderer.render(list) : try renderer.renderNext(list, into: buffer, complete: true)
        }
      }
      guard frames[0]!.surface.pixelArray() == frames[1]!.surface.pixelArray() else {
        throw BenchFailure("complete frame \(n): the caller's buffer differs from the own surface")
      }
      if n >= 3 {
        own.append(times[0])
        into.append(times[1])
      }
    }
    report("48 cards, 1920×1080, complete frames", own: own, buffer: into)
  }

  func incrementalFrames() throws {
    let moving = IncrementalBenchmark(frames: runs)
    let (sceneA, timelineA, rate) = try moving.scene()
    let (sceneB, timelineB, _) = try moving.scene()
    let ownPlayer = Player(
      scene: sceneA, timeline: timelineA, renderer: CairoRenderer(options: .init(scale: 1)))
    let bufferPlayer = Player(
      scene: sceneB, timeline: timelineB, renderer: CairoRenderer(options: .init(scale: 1)))
    let host = UnsafeMutableRawPointer.allocate(byteCount: 1920 * 1080 * 4, alignment: 64)
    defer { host.deallocate() }
    let buffer = try PixelBuffer(base: host, width: 1920, height: 1080, bytesPerRow: 1920 * 4)
    var own: [Double] = []
    var into: [Double] = []
    for n in 0..<(5 + runs) {
      let tick = PlaybackTick(index: n, time: rate.time(ofFrame: n))
      var played: [PlayedFrame?] = [nil, nil]
      for which in (n % 2 == 0 ? [0, 1] : [1, 0]) {
        played[which] =
          which == 0 ? try ownPlayer.frame(at: tick) : try bufferPlayer.frame(at: tick, into: buffer)
      }
      guard let a = played[0], let b = played[1] else { continue }
      guard a.rendered.surface.pixelArray() == b.rendered.surface.pixelArray() else {
        throw BenchFailure("incremental frame \(n): the caller's buffer differs from the own surface")
      }
      if n >= 5 {
        own.append(a.milliseconds)
        into.append(b.milliseconds)
      }
    }
    report(
      "a 160×64 pt capsule moving over the cards' backdrop, 1920×1080, incremental frames", own: own,
      buffer: into)
  }
}
