import Foundation
import VitrumAnimation
import VitrumGeometry
import VitrumLab
import VitrumPlayback
import VitrumRender
import VitrumScene

/// For `Tools/bench-incremental`: one small glass capsule moving over a still, textured backdrop at 1080p
/// (the card benchmark's: a gradient, stripes, 259 dots), each frame drawn over the previous one and from
/// scratch, interleaved frame by frame in one run, reporting the incremental frame time as a share of the
/// complete one. It prints and never asserts a time; frames that differ are reported and fail the run.
struct IncrementalBenchmark {
  /// Frames measured, after five warm-up frames.
  var frames = 90
  /// Cores each renderer's kernels may use (nil: all). One makes an instruction profile of a frame the
  /// same from run to run, whatever else the machine runs.
  var threads: Int?

  /// The scene and its timeline: a 160 × 64 pt capsule crossing the canvas diagonally, 12 px right and
  /// 5 px down a frame at 60 fps.
  func scene() throws -> (Scene, Timeline, FrameRate) {
    let scene = CardsGenerator(count: 1, card: Size(160, 64), layout: .grid).makeScene()
    guard let card = scene.node(withID: "card-0") else { throw BenchFailure("the card scene has no card-0") }
    let rate = try FrameRate(frames: 60)
    // From the top left towards the bottom right, linearly.
    card.translation = Point(-300, -400)
    let timeline = Timeline(scene: scene)
    let seconds = Double(frames + 10) / 60
    try timeline.set(
      .translation, of: card, to: Point(-300 + 12 * 60 * seconds, -400 + 5 * 60 * seconds), at: 0,
      animation: .linear(seconds))
    return (scene, timeline, rate)
  }

  static func quartiles(_ values: [Double]) -> (Double, Double, Double) {
    let s = values.sorted()
    return (s[s.count / 4], s[s.count / 2], s[3 * s.count / 4])
  }

  /// Plays both, interleaved, and prints the times and the ratio; throws when a frame's bytes differ.
  func run() throws {
    let (sceneA, timelineA, rate) = try scene()
    let (sceneB, timelineB, _) = try scene()
    let incremental = Player(
      scene: sceneA, timeline: timelineA, renderer: CairoRenderer(options: .init(scale: 1, threads: threads)))
    let complete = Player(
      scene: sceneB, timeline: timelineB,
      renderer: CompleteFrameRenderer(CairoRenderer(options: .init(scale: 1, threads: threads))))
    let canvas = 1920.0 * 1080
    var times: [[Double]] = [[], []]
    var ratios: [Double] = []
    var redrawn: [Double] = []
    var kinds: [String: Int] = [:]
    var identical = 0
    var captured = 0
    // Five warm-up frames (pools filled, the gradient painted, code paged in), then the measured ones.
    for n in 0..<(5 + frames) {
      let tick = PlaybackTick(index: n, time: rate.time(ofFrame: n))
      // Alternate which goes first, so that neither always runs on a warmer cache.
      let order = n % 2 == 0 ? [0, 1] : [1, 0]
      var played: [PlayedFrame?] = [nil, nil]
      for which in order {
        played[which] = try (which == 0 ? incremental : complete).frame(at: tick)
      }
      if n == 0, let a = played[0], let b = played[1] {
        print(
          "first frame (complete both ways; the incremental renderer's takes the backdrops it keeps): "
            + "\(String(format: "%.1f", a.milliseconds)) ms against \(String(format: "%.1f", b.milliseconds)) ms"
        )
      }
      guard n >= 5, let a = played[0], let b = played[1] else { continue }
      times[0].append(a.milliseconds)
      times[1].append(b.milliseconds)
      ratios.append(a.milliseconds / b.milliseconds)
      redrawn.append(Double(a.rendered.redraw.pixels) / canvas)
      kinds["\(a.rendered.redraw.kind)", default: 0] += 1
      if a.rendered.statistics.captures > 0 { captured += 1 }
      if ProcessInfo.processInfo.environment["VITRUM_BENCH_TRACE"] != nil {
        print(n, a.rendered.redraw, a.rendered.statistics.captures, a.rendered.statistics.capturedPixels)
      }
      if a.rendered.surface.pixelArray() == b.rendered.surface.pixelArray() { identical += 1 }
    }
    let i = Self.quartiles(times[0])
    let c = Self.quartiles(times[1])
    let r = Self.quartiles(ratios)
    let f = { (v: Double) in String(format: "%.1f", v) }
    let g = { (v: Double) in String(format: "%.3f", v) }
    print(
      "1920×1080 px, scale 1: a 160×64 pt glass capsule moving 12 px right and 5 px down a "
        + "frame over the card benchmark's backdrop (gradient, 80 stripes, 259 dots)")
    print("\(frames) frames drawn both ways, interleaved frame by frame")
    print("complete     median \(f(c.1)) ms (quartiles \(f(c.0)) – \(f(c.2)))")
    print(
      "incremental  median \(f(i.1)) ms (quartiles \(f(i.0)) – \(f(i.2))), redrawing "
        + "\(String(format: "%.1f", Self.quartiles(redrawn).1 * 100)) % of the canvas (median)")
    print(
      "incremental / complete: ratio of medians \(g(i.1 / c.1)), per-frame ratio median "
        + "\(g(r.1)) (quartiles \(g(r.0)) – \(g(r.2)))")
    print(
      "frames \(kinds), identical bytes on \(identical) of \(frames); glass captured afresh on \(captured) "
        + "(the others read captures kept from earlier frames)")
    if identical != frames {
      throw BenchFailure(
        "incremental frames differ from complete ones on \(frames - identical) of \(frames) frames")
    }
  }
}
