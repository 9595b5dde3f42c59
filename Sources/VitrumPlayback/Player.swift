import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// Plays a scene and its timeline: for each tick of a clock it seeks the timeline (writing the presented
/// values into the retained nodes) and has the renderer draw — over the previous frame, redrawing what
/// changed — handing back each frame with how it was drawn and its statistics. The renderer sees a scene,
/// never time.
///
///     let renderer = CairoRenderer(options: .init(scale: 1))
///     let document = try SceneFile.load(
///       path: "Scenes/hud-overlays.json", textMeasurer: renderer.textMeasurer)
///     let player = Player(document: document, renderer: renderer)
///     var clock = VirtualClock(rate: try FrameRate(frames: 30), frames: 0..<120)
///     try player.play(&clock) { frame in try frame.rendered.writePNG(to: "f\(frame.tick.index!).png") }
///
/// A player is used from one thread at a time. Seeking writes the presented values into the scene's
/// nodes, as a timeline does; nothing else of the scene or the document changes (the motion policy is the
/// player's own). Any mutation between frames is fine: the next frame shows it.
public final class Player {
  public let scene: Scene
  public let timeline: Timeline?
  public let renderer: any FrameRenderer
  /// The motion policy the timeline is sought under.
  public let policy: MotionPolicy

  /// A player of a scene and its timeline (nil: a static scene, drawn the same at every instant), under
  /// `policy` (default: the one the scene's environment asks for).
  public init(
    scene: Scene, timeline: Timeline?, renderer: any FrameRenderer, policy: MotionPolicy? = nil
  ) {
    self.scene = scene
    self.timeline = timeline
    self.renderer = renderer
    self.policy = policy ?? MotionPolicy(environment: scene.environment)
  }

  /// A player of a scene file's scene and timeline; `reduceMotion` seeks it under Reduce Motion whatever
  /// its environment says (the document is not changed).
  public convenience init(document: SceneDocument, renderer: any FrameRenderer, reduceMotion: Bool = false) {
    self.init(
      scene: document.scene, timeline: document.timeline, renderer: renderer,
      policy: reduceMotion ? .reduced : nil)
  }

  /// Draws the scene at a tick's time.
  public func frame(at tick: PlaybackTick) throws(PlaybackError) -> PlayedFrame {
    let start = ContinuousClock.now
    let seek = timeline?.seek(to: tick.time, policy: policy)
    let rendered: RenderedFrame
    do {
      rendered = try renderer.renderNext(renderer.prepare(scene))
    } catch {
      throw PlaybackError(.render, "frame \(tick.index.map(String.init) ?? "at \(tick.time) s"): \(error)")
    }
    let elapsed = ContinuousClock.now - start
    return PlayedFrame(
      tick: tick, rendered: rendered, seek: seek,
      milliseconds: elapsed.inMilliseconds)
  }

  /// Plays a clock: one frame per tick, handed to `body` (which writes it, shows it, or keeps it), until
  /// the clock ends or `shouldStop` — asked before each frame — says to stop. Returns what the frames cost.
  /// Throws a `PlaybackError` for a frame that cannot be drawn, and whatever `body` throws.
  @discardableResult
  public func play(
    _ clock: inout some PlaybackClock, shouldStop: () -> Bool = { false },
    _ body: (PlayedFrame) throws -> Void
  ) throws -> PlaybackStatistics {
    var statistics = PlaybackStatistics()
    let start = ContinuousClock.now
    while !shouldStop(), let tick = clock.next() {
      let frame = try self.frame(at: tick)
      statistics.record(frame)
      try body(frame)
      statistics.wallSeconds = (ContinuousClock.now - start).inSeconds
    }
    return statistics
  }
}
