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
  /// The scene's motion; nil for a static scene until pointer input (`press(at:time:)`) gives it one to
  /// hold its presses.
  public internal(set) var timeline: Timeline? {
    didSet { inks.timeline = timeline }
  }
  public let renderer: any FrameRenderer
  /// The motion policy the timeline is sought under: the one given at creation, or else the one the
  /// scene's environment asks for at each frame (so turning Reduce Motion on takes effect at once).
  public var policy: MotionPolicy { fixedPolicy ?? MotionPolicy(environment: scene.environment) }
  let fixedPolicy: MotionPolicy?
  /// The node a pointer press went to, until its release.
  var pressedNode: PaintedNode?
  /// The inks of the scene's adaptive foregrounds over time (see `InkSchedule`).
  public let inks: InkSchedule

  /// A player of a scene and its timeline (nil: a static scene, drawn the same at every instant), under
  /// `policy` (default: the one the scene's environment asks for).
  public init(
    scene: Scene, timeline: Timeline?, renderer: any FrameRenderer, policy: MotionPolicy? = nil
  ) {
    self.scene = scene
    self.timeline = timeline
    self.renderer = renderer
    self.inks = InkSchedule(scene: scene, timeline: timeline, options: renderer.options)
    self.fixedPolicy = policy
    if let renderer = renderer as? CairoRenderer { inks.measurer.sharePaintSurfaces(of: renderer) }
  }

  /// A player of a scene file's scene and timeline; `reduceMotion` seeks it under Reduce Motion whatever
  /// its environment says (the document is not changed).
  public convenience init(document: SceneDocument, renderer: any FrameRenderer, reduceMotion: Bool = false) {
    self.init(
      scene: document.scene, timeline: document.timeline, renderer: renderer,
      policy: reduceMotion ? .reduced : nil)
  }

  /// Draws the scene at a tick's time; throws `PlaybackError.invalidArgument` for a time that is not a
  /// finite number.
  public func frame(at tick: PlaybackTick) throws(PlaybackError) -> PlayedFrame {
    try frame(at: tick) { list throws(RenderError) in try renderer.renderNext(list) }
  }

  /// Draws the scene at a tick's time into a caller's buffer, over the frame drawn into the same buffer
  /// last unless `complete` (see `CairoRenderer.renderNext(_:into:complete:)`): the frame's
  /// `rendered.redraw.rects` are the pixels that changed in the buffer.
  public func frame(at tick: PlaybackTick, into buffer: PixelBuffer, complete: Bool = false)
    throws(PlaybackError) -> PlayedFrame
  {
    try frame(at: tick) { list throws(RenderError) in
      try renderer.renderNext(list, into: buffer, complete: complete)
    }
  }

  private func frame(
    at tick: PlaybackTick, drawing draw: (DisplayList) throws(RenderError) -> RenderedFrame
  ) throws(PlaybackError) -> PlayedFrame {
    let start = ContinuousClock.now
    guard tick.time.isFinite else {
      throw PlaybackError(
        .invalidArgument,
        "frame \(tick.index.map(String.init) ?? "at \(tick.time) s"): the time must be a finite number")
    }
    let seek = try? timeline?.seek(to: tick.time, policy: policy)
    let rendered: RenderedFrame
    do {
      // The inks are read at the scale and mode the frame is drawn at, which a host may change.
      inks.options = renderer.options
      try inks.present(at: tick.time, policy: policy)
      rendered = try draw(renderer.prepare(scene))
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
