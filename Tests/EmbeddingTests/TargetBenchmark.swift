import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumLab
import VitrumPlayback
import VitrumRender
import VitrumScene

/// For `Tools/bench-embed`: rendering into a caller's buffer against rendering into the renderer's own
/// surface, interleaved in one run (release build), on the 48-card frame at 1080p drawn whole, and on one
/// glass capsule moving over the cards' backdrop drawn incrementally. Prints each way's median frame time,
/// the ratio of medians (buffer over own surface) with its bootstrap 95 % interval, and checks the bytes are
/// the same. Runs only with VITRUM_BENCH=1; it prints and never asserts a time.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["VITRUM_BENCH"] == "1"), .serialized)
struct TargetBenchmark {
  static let runs = Int(ProcessInfo.processInfo.environment["RUNS"] ?? "") ?? 41

  static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
  }

  static func report(_ what: String, own: [Double], buffer: [Double], identical: Int) {
    let o = own.sorted()
    let b = buffer.sorted()
    let interval = Statistics.ratioInterval(numerator: buffer, denominator: own)
    let f = { (v: Double) in String(format: "%.2f", v) }
    print(
      "bench-embed: \(what): own surface \(f(Statistics.median(o))) ms, caller's buffer "
        + "\(f(Statistics.median(b))) ms (medians of \(own.count)); buffer / own \(String(format: "%.3f", Statistics.median(b) / Statistics.median(o))) "
        + "(95% CI \(String(format: "%.3f", interval.lowerBound)) – \(String(format: "%.3f", interval.upperBound))); "
        + "identical bytes on \(identical) of \(own.count)")
  }

  @Test func completeFrames() throws {
    let scene = CardsGenerator(count: 48, card: Size(200, 120), blur: 10).makeScene()
    let renderer = CairoRenderer(options: .init(scale: 1))
    let list = renderer.displayList(for: scene)
    let host = UnsafeMutableRawPointer.allocate(byteCount: list.width * list.height * 4, alignment: 64)
    defer { host.deallocate() }
    let buffer = try PixelBuffer(
      base: host, width: list.width, height: list.height, bytesPerRow: list.width * 4)
    var own: [Double] = []
    var into: [Double] = []
    var identical = 0
    for n in 0..<(3 + Self.runs) {
      var ownFrame: [UInt32] = []
      var bufferFrame: [UInt32] = []
      for which in (n % 2 == 0 ? [0, 1] : [1, 0]) {
        if which == 0 {
          var frame: RenderedFrame?
          let t = try Self.milliseconds { frame = try renderer.render(list) }
          if n >= 3 { own.append(t) }
          ownFrame = frame!.surface.pixelArray()
        } else {
          var frame: RenderedFrame?
          let t = try Self.milliseconds {
            frame = try renderer.render(list, damage: Damage(isFull: true), into: buffer, complete: true)
          }
          if n >= 3 { into.append(t) }
          bufferFrame = frame!.surface.pixelArray()
        }
      }
      if n >= 3 && ownFrame == bufferFrame { identical += 1 }
    }
    Self.report("48 cards, 1920×1080, complete frames", own: own, buffer: into, identical: identical)
    #expect(identical == Self.runs)
  }

  @Test func incrementalFrames() throws {
    func moving() throws -> (Scene, Timeline) {
      let scene = CardsGenerator(count: 1, card: Size(160, 64), layout: .grid).makeScene()
      let card = try #require(scene.node(withID: "card-0"))
      card.translation = Point(-300, -400)
      let timeline = Timeline(scene: scene)
      let seconds = Double(Self.runs + 10) / 60
      try timeline.set(
        .translation, of: card, to: Point(-300 + 720 * seconds, -400 + 300 * seconds), at: 0,
        animation: .linear(seconds))
      return (scene, timeline)
    }
    let (sceneA, timelineA) = try moving()
    let (sceneB, timelineB) = try moving()
    let ownPlayer = Player(
      scene: sceneA, timeline: timelineA, renderer: CairoRenderer(options: .init(scale: 1)))
    let bufferPlayer = Player(
      scene: sceneB, timeline: timelineB, renderer: CairoRenderer(options: .init(scale: 1)))
    let host = UnsafeMutableRawPointer.allocate(byteCount: 1920 * 1080 * 4, alignment: 64)
    defer { host.deallocate() }
    let buffer = try PixelBuffer(base: host, width: 1920, height: 1080, bytesPerRow: 1920 * 4)
    let rate = try FrameRate(frames: 60)
    var own: [Double] = []
    var into: [Double] = []
    var identical = 0
    for n in 0..<(5 + Self.runs) {
      let tick = PlaybackTick(index: n, time: rate.time(ofFrame: n))
      var a: PlayedFrame?
      var b: PlayedFrame?
      for which in (n % 2 == 0 ? [0, 1] : [1, 0]) {
        if which == 0 {
          a = try ownPlayer.frame(at: tick)
        } else {
          b = try bufferPlayer.frame(at: tick, into: buffer)
        }
      }
      guard n >= 5, let a, let b else { continue }
      own.append(a.milliseconds)
      into.append(b.milliseconds)
      if a.rendered.surface.pixelArray() == b.rendered.surface.pixelArray() { identical += 1 }
    }
    Self.report(
      "a 160×64 pt capsule moving over the cards' backdrop, 1920×1080, incremental frames", own: own,
      buffer: into,
      identical: identical)
    #expect(identical == Self.runs)
  }
}
