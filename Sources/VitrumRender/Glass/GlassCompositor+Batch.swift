import VitrumScene

extension GlassCompositor {
  /// A shape of a batch once planned: what it reads and where it paints.
  struct PlannedShape: Sendable {
    var item: GlassItem
    var distance: any GlassDistance
    var shapeRect: PixelRect
    var paintRect: PixelRect
    /// Index of the capture it reads among the batch's.
    var capture: Int
  }

  /// A capture a batch reads: taken and blurred by the batch, or already taken for a spacing-0 group
  /// whose earlier members drew in an earlier batch.
  struct CaptureJob {
    var plan: DownsampledBlur
    /// The spacing-0 group's capture (`SharedCapturePlan.captures`) this is, if shared.
    var shared: Int?
    var taken: BlurredCapture?
  }

  /// Draws a run of glass shapes (see `GlassBatchShape`): plans them in document order (distances,
  /// captures, with their warnings and counters in the order the shapes' own turns would give them),
  /// captures and blurs every backdrop they read side by side, resolves every look side by side, then
  /// shades and composites the rows (`shadeRows`).
  ///
  /// Captures of spacing-0 groups are kept in `shared` for the group's later members and released after
  /// its last; the shapes' own captures are released here.
  func drawBatch(
    _ shapes: [GlassBatchShape], content: ImageSurface, onto context: CairoContext, target: GlassTarget,
    shared: SharedBackdrops?, log: inout FrameLog
  ) {
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    var clock = StageClock()
    var planned: [PlannedShape] = []
    var jobs: [CaptureJob] = []
    var jobOfShared: [Int: Int] = [:]
    for shape in shapes {
      let item = shape.item
      let paintRect = Self.paintRect(for: item, canvas: canvas, clip: shape.clip)
      let captureRect = Self.captureRect(for: item, canvas: canvas)
      guard !paintRect.isEmpty, !captureRect.isEmpty,
        let distance = distance(for: item, margin: Self.shadowReach(for: item) + 2, canvas: canvas, log: &log)
      else { continue }
      let job: Int
      if let group = shape.sharedCapture, let shared {
        if let known = jobOfShared[group] {
          job = known
        } else {
          if let taken = shared.taken(group) {
            jobs.append(CaptureJob(plan: taken.plan, shared: group, taken: taken))
          } else {
            let capture = shared.plan.captures[group]
            let plan = capturePlan(
              capture.rect, sigma: capture.sigma, canvas: canvas, for: item.nodeID, log: &log)
            log.statistics.sharedCaptures += 1
            log.statistics.sharedCaptureMembers += capture.memberCount
            jobs.append(CaptureJob(plan: plan, shared: group, taken: nil))
          }
          job = jobs.count - 1
          jobOfShared[group] = job
        }
      } else {
        let plan = capturePlan(
          captureRect, sigma: Self.blurSigma(for: item), canvas: canvas, for: item.nodeID, log: &log)
        jobs.append(CaptureJob(plan: plan, shared: nil, taken: nil))
        job = jobs.count - 1
      }
      planned.append(
        PlannedShape(
          item: item, distance: distance, shapeRect: Self.shapeRect(for: item), paintRect: paintRect,
          capture: job))
    }
    clock.lap(.distance, &log.statistics)
    guard !planned.isEmpty else { return }
    let captures = takeCaptures(jobs, content: content, log: &log)
    for (j, job) in jobs.enumerated() where job.shared != nil && job.taken == nil {
      shared?.keep(job.shared!, captures[j])
    }
    defer {
      for (j, job) in jobs.enumerated() where job.shared == nil { buffers.release(captures[j].pixels) }
    }
    clock.restart()
    let looks = prepareShaders(planned, captures: captures, canvas: canvas)
    defer { release(looks) }
    clock.lap(.shading, &log.statistics)
    let counts = shadeRows(looks, planned, onto: context, target: target, log: &log)
    for (i, shape) in planned.enumerated() {
      let c = counts[i]
      let area = shape.paintRect.area
      log.statistics.shadedPixels += area
      log.statistics.interiorPixels += c.interior
      // Edge pixels read four texels, interior rows interpolate two rows of texels, the grid is toned
      // from the capture, every pixel is written once; compositing reads it and the frame, writes the frame.
      log.statistics.bytesRead +=
        c.edges * 64 + c.interiorRows * looks.gridWidths[i] * 32 + looks.texels[i].count * 4 + area * 8
      log.statistics.bytesWritten += area * 4 + looks.texels[i].count * 16 + area * 4
      log.statistics.glassDraws += 1
    }
  }

  /// Draws one glass shape reading its own capture: a batch of one.
  func draw(
    _ item: GlassItem, content: ImageSurface, onto context: CairoContext, clip: PixelRect,
    target: GlassTarget,
    log: inout FrameLog
  ) {
    drawBatch(
      [GlassBatchShape(command: -1, item: item, clip: clip, sharedCapture: nil)], content: content,
      onto: context, target: target, shared: nil, log: &log)
  }

  /// Takes and blurs the captures not taken yet, side by side (one capture per core; a lone capture uses
  /// every core by row bands), into buffers from the pool. The capture and blur stages get the phase's
  /// wall time in proportion to the time the captures spent in each.
  func takeCaptures(_ jobs: [CaptureJob], content: ImageSurface, log: inout FrameLog) -> [BlurredCapture] {
    let pending = jobs.indices.filter { jobs[$0].taken == nil }
    var outputs: [Int: UnsafeMutableBufferPointer<UInt32>] = [:]
    if !pending.isEmpty {
      let plans = pending.map { jobs[$0].plan }
      let coarseBuffers = plans.map { buffers.acquire($0.pixelCount) }
      let coarse = coarseBuffers.map { SharedPointer(base: $0.baseAddress!) }
      let workers = min(threads, plans.count)
      let scratchBuffers = (0..<workers).map { _ in buffers.acquire(plans.map(\.scratchCount).max()!) }
      defer { for s in scratchBuffers { buffers.release(s) } }
      let scratch = scratchBuffers.map { SharedPointer(base: $0.baseAddress!) }
      let times = SharedPointer(base: UnsafeMutablePointer<SIMD2<Double>>.allocate(capacity: plans.count))
      defer { times.base.deallocate() }
      let inner = plans.count == 1 ? threads : 1
      let start = ContinuousClock.now
      content.withPixels { pixels, rowPixels in
        let source = SharedPointer(base: pixels)
        forEachItem(count: plans.count, workers: workers) { k, worker in
          let plan = plans[k]
          let t0 = ContinuousClock.now
          plan.reduce(from: source.base, rowPixels: rowPixels, scratch: scratch[worker].base, threads: inner)
          let t1 = ContinuousClock.now
          plan.blur(scratch: scratch[worker].base, into: coarse[k].base, threads: inner)
          let t2 = ContinuousClock.now
          times.base[k] = SIMD2(StageClock.milliseconds(t1 - t0), StageClock.milliseconds(t2 - t1))
        }
      }
      let wall = StageClock.milliseconds(ContinuousClock.now - start)
      var spent = SIMD2<Double>.zero
      for k in plans.indices { spent += times.base[k] }
      let busy = spent.x + spent.y
      log.statistics.stageMilliseconds[.capture] += busy > 0 ? wall * spent.x / busy : wall
      log.statistics.stageMilliseconds[.blur] += busy > 0 ? wall * spent.y / busy : 0
      for (k, j) in pending.enumerated() { outputs[j] = coarseBuffers[k] }
    }
    return jobs.indices.map { j in
      if let taken = jobs[j].taken { return taken }
      let pixels = outputs[j]!
      return BlurredCapture(
        plan: jobs[j].plan, pixels: pixels,
        backdrop: DownsampledBackdrop(jobs[j].plan, pixels: pixels.baseAddress!))
    }
  }
}
