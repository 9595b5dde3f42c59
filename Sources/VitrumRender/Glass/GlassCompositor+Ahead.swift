import Dispatch

/// A glass shape shaded before its turn: its pixels over `rect`, composited when it draws.
struct ShadedAhead {
  let surface: ImageSurface
  let rect: PixelRect
}

/// What a member of a spacing-0 group draws from: the group's capture (nil when the member has no
/// distance and nothing was captured) and, when it was shaded with others ahead of its turn, its pixels.
struct SharedDraw {
  var capture: BlurredCapture?
  var ahead: ShadedAhead?
}

extension GlassCompositor {
  /// Most pixels shaded ahead at once: 16 M pixels (64 MB of surfaces), two 4K frames; a group painting
  /// more is shaded in batches of this size as its members come up.
  static let maximumAheadPixels = 16 << 20

  /// Shades several members of a spacing-0 group from their shared capture at once, one member per core
  /// at a time, and returns their surfaces by display-list index.
  ///
  /// Exact: a member's pixels depend on the capture (taken once for all), its own item and where it
  /// paints — not on when or on which core they are computed — so each surface holds the bytes the
  /// member's own turn would shade (`draw` checks that it covers what the member paints under the clip it
  /// then has). Small shapes are single-core work (`minimumBandPixels`), and a grid of cards drawn one by
  /// one used one core of two; shading the group's members side by side uses both. Where the stage times
  /// cannot be told apart (the members' passes overlap on several cores), the phase's wall time is split
  /// between distance and shading in proportion to the time the members spent in each.
  func shadeAhead(
    _ members: [SharedCapturePlan.Ahead], capture: BlurredCapture, content: ImageSurface, log: inout FrameLog
  ) -> [Int: ShadedAhead] {
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    struct Job {
      var command: Int
      var item: GlassItem
      var distance: any GlassDistance
      var shapeRect: PixelRect
      var paintRect: PixelRect
      var backdrop: DownsampledBackdrop
      var surface: ImageSurface
      var texels: Int
    }
    var clock = StageClock()
    var jobs: [Job] = []
    for m in members {
      let paintRect = Self.paintRect(for: m.item, canvas: canvas, clip: m.clip)
      guard !paintRect.isEmpty, !Self.captureRect(for: m.item, canvas: canvas).isEmpty,
        let distance = distance(
          for: m.item, margin: Self.shadowReach(for: m.item) + 2, canvas: canvas, log: &log),
        let surface = surfaces.acquire(width: paintRect.width, height: paintRect.height)
      else { continue }
      let shapeRect = Self.shapeRect(for: m.item)
      let backdrop = capture.backdrop.clamped(to: shapeRect)
      jobs.append(
        Job(
          command: m.command, item: m.item, distance: distance, shapeRect: shapeRect, paintRect: paintRect,
          backdrop: backdrop, surface: surface, texels: Self.texelCount(backdrop, shapeRect: shapeRect)))
    }
    clock.lap(.distance, &log.statistics)
    guard !jobs.isEmpty else { return [:] }
    let cores = min(threads, jobs.count)
    let scratch = (0..<cores).map { _ in
      acquireScratch(
        area: jobs.map(\.paintRect.area).max()!, width: jobs.map(\.paintRect.width).max()!,
        rows: jobs.map(\.paintRect.height).max()!, texels: jobs.map(\.texels).max()!)
    }
    defer { for s in scratch { release(s) } }
    let results = SharedPointer(base: UnsafeMutablePointer<ShadeResult>.allocate(capacity: jobs.count))
    results.base.initialize(repeating: ShadeResult(), count: jobs.count)
    defer { results.base.deallocate() }
    let start = ContinuousClock.now
    let all = jobs
    let run = { @Sendable (core: Int) in
      for j in stride(from: core, to: all.count, by: cores) {
        let job = all[j]
        results.base[j] = job.surface.withPixels { pixels, rowPixels in
          Self.shade(
            job.item, job.distance, backdrop: job.backdrop, shapeRect: job.shapeRect, canvas: canvas,
            region: job.paintRect, into: pixels, rowPixels: rowPixels, scratch: scratch[core], threads: 1)
        }
      }
    }
    if cores == 1 {
      run(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: cores, execute: run)
    }
    let wall = StageClock.milliseconds(ContinuousClock.now - start)
    var distanceTime = 0.0
    var shadingTime = 0.0
    var shaded: [Int: ShadedAhead] = [:]
    for (j, job) in jobs.enumerated() {
      let r = results.base[j]
      r.count(into: &log.statistics)
      distanceTime += r.distanceMilliseconds
      shadingTime += r.shadingMilliseconds
      shaded[job.command] = ShadedAhead(surface: job.surface, rect: job.paintRect)
    }
    let busy = distanceTime + shadingTime
    log.statistics.stageMilliseconds[.distance] += busy > 0 ? wall * distanceTime / busy : 0
    log.statistics.stageMilliseconds[.shading] += busy > 0 ? wall * shadingTime / busy : wall
    return shaded
  }
}
