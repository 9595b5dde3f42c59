import Dispatch

/// A glass shape with its own capture, prepared before its turn: its pixels, or nothing to draw (its
/// distance could not be built, with a warning already logged).
enum PreparedGlass {
  case shaded(ShadedAhead)
  case nothing
}

extension GlassCompositor {
  /// Captures, blurs and shades several glass shapes that each read their own capture (per-node
  /// rendering) at once, one shape per core at a time, and returns them by display-list index.
  ///
  /// Exact when nothing is drawn into `content` between the first of them and the last, which the caller
  /// ensures by passing only consecutive glass commands (glass composites onto the frame, never into the
  /// content layer): a shape's capture then reads the pixels its own turn would, and its pixels depend on
  /// that capture, its item and where it paints — not on when or on which core they are computed. Each
  /// shape's `clip` must be the clip its draw will have; `draw` still checks that the surface covers what
  /// the shape paints. A card is single-core work (below `minimumBandPixels` per band), and a grid of
  /// cards drawn one by one used one core of two; shading them side by side uses both.
  ///
  /// Warnings and counters are logged in document order, as the shapes' own turns would log them. The
  /// parallel phase's wall time is split between capture, blur, distance and shading in proportion to the
  /// time the shapes spent in each.
  func prepareOwnCaptures(
    _ members: [SharedCapturePlan.Ahead], content: ImageSurface, log: inout FrameLog
  ) -> [Int: PreparedGlass] {
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    struct Job {
      var command: Int
      var item: GlassItem
      var distance: any GlassDistance
      var shapeRect: PixelRect
      var paintRect: PixelRect
      var plan: DownsampledBlur
      var surface: ImageSurface
    }
    var clock = StageClock()
    var prepared: [Int: PreparedGlass] = [:]
    var jobs: [Job] = []
    for m in members {
      let paintRect = Self.paintRect(for: m.item, canvas: canvas, clip: m.clip)
      let captureRect = Self.captureRect(for: m.item, canvas: canvas)
      // As `draw`: nothing painted or nothing to capture draws nothing and logs nothing.
      guard !paintRect.isEmpty, !captureRect.isEmpty else { continue }
      guard
        let distance = distance(
          for: m.item, margin: Self.shadowReach(for: m.item) + 2, canvas: canvas, log: &log)
      else {
        prepared[m.command] = .nothing
        continue
      }
      guard let surface = surfaces.acquire(width: paintRect.width, height: paintRect.height) else { continue }
      let plan = capturePlan(
        captureRect, sigma: Self.blurSigma(for: m.item), canvas: canvas, for: m.item.nodeID, log: &log)
      jobs.append(
        Job(
          command: m.command, item: m.item, distance: distance, shapeRect: Self.shapeRect(for: m.item),
          paintRect: paintRect, plan: plan, surface: surface))
    }
    clock.lap(.distance, &log.statistics)
    guard !jobs.isEmpty else { return prepared }
    let cores = min(threads, jobs.count)
    // Each shape to the core with the fewest pixels so far: cards cut by the canvas's edge are smaller.
    var load = [Int](repeating: 0, count: cores)
    var queues = [[Int]](repeating: [], count: cores)
    for (j, job) in jobs.enumerated() {
      let core = load.indices.min { load[$0] < load[$1] }!
      queues[core].append(j)
      load[core] += job.paintRect.area + job.plan.source.area / 2
    }
    let coarse = (0..<cores).map { _ in buffers.acquire(jobs.map(\.plan.pixelCount).max()!) }
    let blurScratch = (0..<cores).map { _ in buffers.acquire(jobs.map(\.plan.scratchCount).max()!) }
    let texels = jobs.map { job in
      Self.texelCount(
        DownsampledBackdrop(job.plan, pixels: coarse[0].baseAddress!).clamped(to: job.shapeRect),
        shapeRect: job.shapeRect)
    }
    let scratch = (0..<cores).map { _ in
      acquireScratch(
        area: jobs.map(\.paintRect.area).max()!, width: jobs.map(\.paintRect.width).max()!,
        rows: jobs.map(\.paintRect.height).max()!, texels: texels.max()!)
    }
    defer {
      for s in scratch { release(s) }
      for b in coarse { buffers.release(b) }
      for b in blurScratch { buffers.release(b) }
    }
    struct Outcome {
      var shade = ShadeResult()
      var capture = 0.0
      var blur = 0.0
    }
    let results = SharedPointer(base: UnsafeMutablePointer<Outcome>.allocate(capacity: jobs.count))
    results.base.initialize(repeating: Outcome(), count: jobs.count)
    defer { results.base.deallocate() }
    let start = ContinuousClock.now
    let all = jobs
    let lists = queues
    let coarsePointers = coarse.map { SharedPointer(base: $0.baseAddress!) }
    let blurPointers = blurScratch.map { SharedPointer(base: $0.baseAddress!) }
    content.withPixels { pixels, rowPixels in
      let source = SharedPointer(base: pixels)
      let run = { @Sendable (core: Int) in
        let coarsePixels = coarsePointers[core].base
        let blurPixels = blurPointers[core].base
        for j in lists[core] {
          let job = all[j]
          let t0 = ContinuousClock.now
          job.plan.reduce(from: source.base, rowPixels: rowPixels, scratch: blurPixels, threads: 1)
          let t1 = ContinuousClock.now
          job.plan.blur(scratch: blurPixels, into: coarsePixels, threads: 1)
          let t2 = ContinuousClock.now
          let backdrop = DownsampledBackdrop(job.plan, pixels: coarsePixels).clamped(to: job.shapeRect)
          let shade = job.surface.withPixels { out, outRowPixels in
            Self.shade(
              job.item, job.distance, backdrop: backdrop, shapeRect: job.shapeRect, canvas: canvas,
              region: job.paintRect, into: out, rowPixels: outRowPixels, scratch: scratch[core], threads: 1)
          }
          results.base[j] = Outcome(
            shade: shade, capture: StageClock.milliseconds(t1 - t0), blur: StageClock.milliseconds(t2 - t1))
        }
      }
      if cores == 1 {
        run(0)
      } else {
        DispatchQueue.concurrentPerform(iterations: cores, execute: run)
      }
    }
    let wall = StageClock.milliseconds(ContinuousClock.now - start)
    var spent = (capture: 0.0, blur: 0.0, distance: 0.0, shading: 0.0)
    for (j, job) in jobs.enumerated() {
      let r = results.base[j]
      r.shade.count(into: &log.statistics)
      spent.capture += r.capture
      spent.blur += r.blur
      spent.distance += r.shade.distanceMilliseconds
      spent.shading += r.shade.shadingMilliseconds
      prepared[job.command] = .shaded(ShadedAhead(surface: job.surface, rect: job.paintRect))
    }
    let busy = spent.capture + spent.blur + spent.distance + spent.shading
    let share = { (part: Double) in busy > 0 ? wall * part / busy : 0 }
    log.statistics.stageMilliseconds[.capture] += share(spent.capture)
    log.statistics.stageMilliseconds[.blur] += share(spent.blur)
    log.statistics.stageMilliseconds[.distance] += share(spent.distance)
    log.statistics.stageMilliseconds[.shading] += busy > 0 ? share(spent.shading) : wall
    return prepared
  }
}
