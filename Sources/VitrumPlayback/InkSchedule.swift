import VitrumAnimation
import VitrumRender
import VitrumScene

/// Decides the inks of a scene's adaptive foregrounds (`Fill.adaptive`) over its timeline, so that the
/// frame at any time shows the ink a viewer watching from the start would see, whatever order frames are
/// drawn in.
///
/// Decisions are made at fixed ticks, `tickRate` a second, each from a reading of the pixels beneath the
/// foreground at that tick (`InkReading`, taken by rendering the scene there) and the decision before it
/// (`InkChooser`'s hysteresis). A frame at time t shows the decision of the last tick before t; when that
/// decision changed the ink within the last `MotionPolicy.crossFadeDuration` seconds, the frame shows the
/// cross-fade between the two, and under Reduce Motion the new ink at once. Before the first tick
/// (t ≤ 0) no decision is written and the renderer decides from the frame's own pixels, which is what the
/// first tick decides too.
///
/// A tick whose reading leaves no doubt (`InkChooser.isDecisive`) decides alone, so a decision needs the
/// ticks back to the last such reading, at most `memoryTicks` of them: the ink remembers that much of its
/// past, and a tick further back plays no part. Ticks where the timeline stands still share one reading
/// (`Timeline.changeSpans`), so a scene at rest costs one render to decide, of what the readings see alone
/// (`CairoRenderer.readInks(of:)`). Readings and decisions are kept per motion policy and environment.
///
/// The schedule seeks the timeline to the ticks it reads and back: call `present(at:policy:)` after
/// seeking to the frame's time and before collecting the scene's damage and drawing.
public final class InkSchedule {
  /// Decisions a second: ten keeps a decision within 0.1 s of what lies beneath, a third of a 30 fps
  /// frame's ticks, and falls on frames of 10, 20, 30, 60 and 120 fps.
  public static let tickRate = 10.0
  /// How many ticks back a decision may depend on (10 s).
  public static let memoryTicks = 100

  public let scene: Scene
  /// The timeline it follows (nil: a static scene, whose inks the renderer decides from each frame).
  public var timeline: Timeline? {
    didSet { if timeline !== oldValue { reset() } }
  }
  /// Renders the scene at the ticks it reads.
  let measurer: CairoRenderer
  private var caches: [CacheKey: Cache] = [:]
  /// Whether the timeline was moved from the frame's time (to read a tick, or by compiling it).
  private var sought = false

  struct CacheKey: Hashable {
    var policy: MotionPolicy
    var environment: SceneEnvironment
  }

  /// What is known under one policy and environment.
  struct Cache {
    /// The timeline's change spans (sorted by start), which decide where it stands still.
    var spans: [(start: Double, end: Double)]
    var readings: [StateKey: [NodeID: InkReport]] = [:]
    var tones: [Int: [NodeID: InkTone]] = [:]
  }

  /// One state of the scene: a tick while something moves, or a stretch in which nothing does.
  enum StateKey: Hashable {
    case tick(Int)
    case rest(Int)
  }

  /// A schedule for a scene and its timeline, reading with a renderer of `options` (use those of the
  /// frames: readings depend on scale and mode).
  public init(scene: Scene, timeline: Timeline?, options: CairoRenderer.Options) {
    self.scene = scene
    self.timeline = timeline
    self.measurer = CairoRenderer(options: options)
  }

  /// Forgets every reading and decision (after a change of the scene that the timeline does not make).
  public func reset() { caches = [:] }

  /// The options of the renderer it reads with. Readings depend on scale and mode, so changing either
  /// forgets them: a host that redraws at another scale must take its inks from readings at that scale.
  public var options: CairoRenderer.Options {
    get { measurer.options }
    set {
      let changes = newValue.scale != measurer.options.scale || newValue.mode != measurer.options.mode
      measurer.options = newValue
      if changes { reset() }
    }
  }

  /// The time of tick `k`.
  static func time(ofTick k: Int) -> Double { Double(k) / tickRate }

  /// The last tick strictly before `time` (−1 for none).
  static func tick(before time: Double) -> Int {
    guard time > 0, time.isFinite else { return -1 }
    var k = Int((time * tickRate).rounded(.down))
    while k >= 0 && Self.time(ofTick: k) >= time { k -= 1 }
    while Self.time(ofTick: k + 1) < time { k += 1 }
    return k
  }

  /// Writes the inks of the frame at `time` into `scene.inkDecisions` (empty when the renderer is to
  /// decide from the frame's pixels). The timeline must stand at `time` under `policy`; it is put back
  /// there after reading other ticks.
  public func present(at time: Double, policy: MotionPolicy) throws(RenderError) {
    let k = Self.tick(before: time)
    guard let timeline, !timeline.isEmpty, k >= 0, Self.hasAdaptiveInk(scene) else {
      scene.inkDecisions = [:]
      return
    }
    let key = CacheKey(policy: policy, environment: scene.environment)
    if caches[key] == nil {
      // Compiling the timeline for the policy puts its model back into the nodes.
      caches[key] = Cache(spans: timeline.changeSpans(policy: policy).sorted { $0.start < $1.start })
      sought = true
    }
    defer {
      // The time is finite (its tick is), and a finite time is the one thing a seek accepts always.
      if sought { _ = try? timeline.seek(to: time, policy: policy) }
      sought = false
    }
    let now = try tones(at: k, key)
    let before = k >= 1 ? try tones(at: k - 1, key) : [:]
    let earlier = k >= 2 ? try tones(at: k - 2, key) : [:]
    let reports = try reading(at: k, key)
    var decisions: [NodeID: InkDecision] = [:]
    for (id, tone) in now {
      var reason = "decided at \(Self.format(Self.time(ofTick: k))) s"
      if let report = reports[id] {
        reason += ": " + InkChooser.choose(report.level, report.reading, previous: before[id]?.side).reason
      }
      var decision = InkDecision(tone: tone, reason: reason)
      // The last change: at tick k or k − 1 (one at k − 2 has finished its fade by any time after k).
      var change: (tick: Int, from: InkTone)?
      if let previous = before[id], previous != tone {
        change = (k, previous)
      } else if before[id] == tone, let previous = earlier[id], previous != tone {
        change = (k - 1, previous)
      }
      if let change, !policy.reduceMotion {
        let start = Self.time(ofTick: change.tick)
        let progress = (time - start) / MotionPolicy.crossFadeDuration
        if progress < 1 {
          decision.fadingFrom = change.from
          decision.progress = progress
          decision.reason += "; cross-fading from \(change.from) since \(Self.format(start)) s"
        }
      }
      decisions[id] = decision
    }
    scene.inkDecisions = decisions
  }

  /// The ink decided at tick `k` for every foreground read there.
  func tones(at k: Int, _ key: CacheKey) throws(RenderError) -> [NodeID: InkTone] {
    if let known = caches[key]!.tones[k] { return known }
    let here = try reading(at: k, key)
    // Back to the last tick whose reading decides each foreground alone, or where it was not drawn yet.
    var starts: [NodeID: Int] = [:]
    let floor = max(0, k - Self.memoryTicks)
    var readings: [Int: [NodeID: InkReport]] = [:]
    var i = k
    while true {
      let reports = try reading(at: i, key)
      readings[i] = reports
      for id in here.keys where starts[id] == nil {
        if let report = reports[id] {
          if InkChooser.isDecisive(report.reading) { starts[id] = i }
        } else {
          starts[id] = i + 1
        }
      }
      if starts.count == here.count || i == floor { break }
      i -= 1
    }
    var result: [NodeID: InkTone] = [:]
    for (id, report) in here {
      var side: InkSide?
      var tone = InkTone(side: .light)
      for j in (starts[id] ?? floor)...k {
        guard let read = readings[j]?[id] else { continue }
        tone = InkChooser.choose(report.level, read.reading, previous: side).tone
        side = tone.side
      }
      result[id] = tone
    }
    caches[key]!.tones[k] = result
    return result
  }

  /// The reports of a render at tick `k` (shared by every tick of a stretch where nothing moves).
  func reading(at k: Int, _ key: CacheKey) throws(RenderError) -> [NodeID: InkReport] {
    let t = Self.time(ofTick: k)
    let state = Self.state(at: t, tick: k, spans: caches[key]!.spans)
    if let known = caches[key]!.readings[state] { return known }
    let decided = scene.inkDecisions
    scene.inkDecisions = [:]
    // A tick's time is finite, which a seek accepts always.
    _ = try? timeline?.seek(to: t, policy: key.policy)
    sought = true
    let inks = try measurer.readInks(of: scene)
    scene.inkDecisions = decided
    caches[key]!.readings[state] = inks
    return inks
  }

  /// Which state the scene is in at a tick: the tick itself while a change runs across it, else the
  /// stretch between changes it falls in, named by how many changes started at or before it. The instant
  /// a change starts belongs to the change: an insertion shows its node there at the transition's start,
  /// neither absent as before nor settled as after.
  static func state(at t: Double, tick k: Int, spans: [(start: Double, end: Double)]) -> StateKey {
    var started = 0
    for span in spans {
      guard span.start <= t else { break }
      if t < span.end { return .tick(k) }
      started += 1
    }
    return .rest(started)
  }

  /// Whether any node paints with an adaptive ink.
  static func hasAdaptiveInk(_ scene: Scene) -> Bool {
    var found = false
    scene.forEachNode { node in
      guard !found, let painted = node as? PaintedNode else { return }
      if painted.fill?.adaptiveInk != nil || painted.stroke?.fill.adaptiveInk != nil { found = true }
    }
    return found
  }

  static func format(_ t: Double) -> String {
    let rounded = (t * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
