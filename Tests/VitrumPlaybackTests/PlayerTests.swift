import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene
import VitrumSceneFile

@testable import VitrumPlayback

/// The player over the bundled scenes with timelines: frames in any order are the same bytes, each frame
/// comes with its damage and statistics, and a static scene plays without redrawing.
@Suite struct PlayerTests {
  static func pixels(_ frame: PlayedFrame) -> [UInt32] { frame.rendered.surface.pixelArray() }

  /// A filmstrip drawn in a shuffled order, each frame over whichever frame came before it, equals the
  /// filmstrip drawn in order — both modes, every bundled scene with a timeline (at 10 fps and scale ½ to
  /// stay quick: every instant differs from its neighbours as much as at 30 fps or more).
  @Test(arguments: TestSupport.animatedScenes, RenderMode.allCases)
  func shuffledFilmstripEqualsInOrder(scene: String, mode: RenderMode) throws {
    let rate = try FrameRate(frames: 10)
    func player() throws -> Player {
      Player(
        document: try TestSupport.load(scene),
        renderer: CairoRenderer(options: .init(scale: 0.5, mode: mode, threads: 2)))
    }
    let duration = try #require(try TestSupport.load(scene).timeline).duration
    let frames = Array(rate.frames(from: 0, to: duration))
    var inOrder: [Int: [UInt32]] = [:]
    var clock = VirtualClock(rate: rate, frames: frames)
    try player().play(&clock) { inOrder[$0.tick.index!] = Self.pixels($0) }
    var random = SeededRandom(seed: 7)
    let shuffled = frames.shuffled(using: &random)
    var shuffledClock = VirtualClock(rate: rate, frames: shuffled)
    var incremental = 0
    try player().play(&shuffledClock) { frame in
      if frame.rendered.redraw.isIncremental { incremental += 1 }
      #expect(Self.pixels(frame) == inOrder[frame.tick.index!], "\(scene) frame \(frame.tick.index!)")
    }
    #expect(inOrder.count == frames.count)
    if !TestSupport.movingBackdrop.contains(scene) {
      #expect(incremental > 0, "some shuffled frames are still drawn over their predecessor")
    }
  }

  /// Every bundled scene plays its whole timeline (a static one, one second) without error, in both modes
  /// and under Reduce Motion, at 4 fps and a quarter scale; the scenes with a timeline are all among them.
  @Test(arguments: TestSupport.bundledScenes, RenderMode.allCases)
  func everyBundledScenePlays(scene: String, mode: RenderMode) throws {
    #expect(TestSupport.bundledScenes.count >= 17)
    #expect(Set(TestSupport.animatedScenes).isSubset(of: TestSupport.bundledScenes))
    for reduceMotion in [false, true] {
      let document = try TestSupport.load(scene)
      let rate = try FrameRate(frames: 4)
      let player = Player(
        document: document, renderer: CairoRenderer(options: .init(scale: 0.25, mode: mode, threads: 2)),
        reduceMotion: reduceMotion)
      let frames = rate.frames(from: 0, to: max(document.timeline?.duration ?? 0, 1))
      var clock = VirtualClock(rate: rate, frames: Array(frames))
      var warnings = 0
      let statistics = try player.play(&clock) { warnings += $0.rendered.warnings.count }
      #expect(
        statistics.frames == frames.count && statistics.frames > 0, "\(scene) reduce motion \(reduceMotion)")
      #expect(warnings == 0, "\(scene): a bundled scene draws without the renderer changing anything")
    }
  }

  /// Each frame reports how it was drawn over the previous one and what it cost.
  @Test func framesComeWithRedrawAndStatistics() throws {
    let player = Player(
      document: try TestSupport.load("spring-retargeting"),
      renderer: CairoRenderer(options: .init(scale: 0.5, threads: 2)))
    var clock = VirtualClock(rate: try FrameRate(frames: 10), frames: [0, 1, 1, 2])
    var played: [PlayedFrame] = []
    let statistics = try player.play(&clock) { played.append($0) }
    #expect(played.map(\.tick.index) == [0, 1, 1, 2])
    #expect(played[0].rendered.redraw.kind == .full(.noPreviousFrame))
    #expect(played[1].rendered.redraw.kind == .incremental && played[1].rendered.redraw.pixels > 0)
    // Seeking again to the same instant changes nothing.
    #expect(played[2].rendered.redraw.kind == .unchanged)
    #expect(played.allSatisfy { $0.milliseconds > 0 && $0.seek != nil })
    #expect(statistics.frames == 4 && statistics.unchanged == 1 && statistics.full == 1)
    #expect(statistics.incremental == 2)
    #expect(statistics.frameMilliseconds.count == 4 && statistics.wallSeconds > 0)
  }

  /// A player asked for Reduce Motion seeks under it without changing the document it was given, and
  /// never sets the scene's text measurer.
  @Test func playerLeavesTheDocumentAsGiven() throws {
    let document = try TestSupport.load("hud-overlays")
    let environment = document.scene.environment
    let measurer = document.scene.textMeasurer
    #expect(!environment.reduceMotion)
    let player = Player(
      document: document, renderer: CairoRenderer(options: .init(scale: 0.25, threads: 1)), reduceMotion: true
    )
    #expect(player.policy == .reduced)
    var clock = VirtualClock(rate: try FrameRate(frames: 10), frames: 0..<3)
    try player.play(&clock) { _ in }
    #expect(document.scene.environment == environment)
    #expect(document.scene.textMeasurer === measurer)
  }

  /// A scene without a timeline plays the same frame at every instant, drawn once.
  @Test func staticScenePlaysWithoutRedrawing() throws {
    let document = try TestSupport.load("glass-gallery")
    #expect(document.timeline == nil)
    let player = Player(document: document, renderer: CairoRenderer(options: .init(scale: 0.25, threads: 2)))
    var clock = VirtualClock(rate: try FrameRate(frames: 30), frames: 0..<5)
    let statistics = try player.play(&clock) { #expect($0.seek == nil) }
    #expect(statistics.full == 1 && statistics.unchanged == 4)
  }

  @Test func stopsWhenAsked() throws {
    let player = Player(
      document: try TestSupport.load("hud-overlays"), renderer: CairoRenderer(options: .init(scale: 0.25)))
    var clock = VirtualClock(rate: try FrameRate(frames: 30), frames: 0..<100)
    var drawn = 0
    let statistics = try player.play(&clock, shouldStop: { drawn == 3 }) { _ in drawn += 1 }
    #expect(drawn == 3 && statistics.frames == 3)
  }

  /// Drawing every frame from scratch gives the same bytes, and says so in each frame's redraw.
  @Test func completeFrameRendererDrawsEverythingAlike() throws {
    let rate = try FrameRate(frames: 10)
    let a = Player(
      document: try TestSupport.load("morph-by-id"), renderer: CairoRenderer(options: .init(scale: 0.5)))
    let b = Player(
      document: try TestSupport.load("morph-by-id"),
      renderer: CompleteFrameRenderer(CairoRenderer(options: .init(scale: 0.5))))
    for n in [0, 5, 6, 18, 19] {
      let tick = PlaybackTick(index: n, time: rate.time(ofFrame: n))
      let fa = try a.frame(at: tick)
      let fb = try b.frame(at: tick)
      #expect(Self.pixels(fa) == Self.pixels(fb), "frame \(n)")
      #expect(fb.rendered.redraw.kind == .full(.requested))
    }
  }
}

/// A tick whose time is not a number is refused with a typed error, as a seek to it is, instead of showing
/// the model silently.
@Suite struct PlayerTimeTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity]) func timeThatIsNotANumberThrows(time: Double) throws {
    let player = Player(
      document: try TestSupport.load("morph-by-id"), renderer: CairoRenderer(options: .init(scale: 0.25)))
    #expect {
      try player.frame(at: PlaybackTick(index: nil, time: time))
    } throws: { error in
      (error as? PlaybackError)?.code == .invalidArgument
    }
    _ = try player.frame(at: PlaybackTick(index: 0, time: 0))
  }
}
