import VitrumAnimation
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// Plays a scene and its timeline: for each tick of a clock it seeks the timeline (writing the presented
/// values into the retained nodes), collects the scene's damage since the previous frame, and has the
/// renderer draw — over the previous frame where little changed — handing back each frame with its damage
/// and statistics. The renderer sees a scene, never time.
///
///     let player = Player(document: try SceneFile.load(path: "Scenes/hud-overlays.json"),
///                         renderer: CairoRenderer(options: .init(scale: 1)))
///     var clock = VirtualClock(rate: try FrameRate(frames: 30), frames: 0..<120)
///     try player.play(&clock) { frame in try frame.rendered.writePNG(to: "f\(frame.tick.index!).png") }
///
/// A player is used from one thread at a time, and owns its scene while it plays: any mutation between
/// frames is fine, the next frame shows it (its damage included).
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
    renderer.adopt(scene)
    self.policy = policy ?? MotionPolicy(environment: scene.environment)
  }

  /// A player of a scene file's scene and timeline; `reduceMotion` turns Reduce Motion on in its
  /// environment.
  public convenience init(document: SceneDocument, renderer: any FrameRenderer, reduceMotion: Bool = false) {
    if reduceMotion { document.scene.environment.reduceMotion = true }
    self.init(scene: document.scene, timeline: document.timeline, renderer: renderer)
  }

  /// Draws the scene at a tick's time; throws `PlaybackError.invalidArgument` for a time that is not a
  /// finite number.
  public func frame(at tick: PlaybackTick) throws(PlaybackError) -> PlayedFrame {
    let start = ContinuousClock.now
    guard tick.time.isFinite else {
      throw PlaybackError(
        .invalidArgument,
        "frame \(tick.index.map(String.init) ?? "at \(tick.time) s"): the time must be a finite number")
    }
    let seek = try? timeline?.seek(to: tick.time, policy: policy)
    let damage = scene.collectDamage()
    let rendered: RenderedFrame
    do {
      rendered = try renderer.render(renderer.prepare(scene), damage: damage)
    } catch {
      throw PlaybackError(.render, "frame \(tick.index.map(String.init) ?? "at \(tick.time) s"): \(error)")
    }
    let elapsed = ContinuousClock.now - start
    return PlayedFrame(
      tick: tick, rendered: rendered, damage: damage, seek: seek,
      milliseconds: Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
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
      let d = ContinuousClock.now - start
      statistics.wallSeconds = Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
    return statistics
  }
}
