import VitrumScene

extension GlassCompositor {
  /// A shape of a batch once planned: what it reads and where it paints. A class: the batch's loops and
  /// items pass shapes around, and a copy of the item and the distance's box was a tenth of the time the
  /// batch spends outside its queue (perf, one thread).
  final class PlannedShape: Sendable {
    let item: GlassItem
    let distance: any GlassDistance
    let shapeRect: PixelRect
    let paintRect: PixelRect
    /// Index of the capture it reads among the batch's.
    let capture: Int

    init(
      item: GlassItem, distance: any GlassDistance, shapeRect: PixelRect, paintRect: PixelRect, capture: Int
    ) {
      self.item = item
      self.distance = distance
      self.shapeRect = shapeRect
      self.paintRect = paintRect
      self.capture = capture
    }
  }

  /// A capture a batch reads: taken and blurred by the batch, or already taken for a spacing-0 group
  /// whose earlier members drew in an earlier batch.
  struct CaptureJob {
    var plan: DownsampledBlur
    /// The spacing-0 group's capture (`SharedCapturePlan.captures`) this is, if shared.
    var shared: Int?
    var taken: BlurredCapture?
    /// The kept capture it reads or fills (`KeptCaptures`): its buffer outlives the frame.
    var kept: KeptCapture? = nil
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
    var plannedCommands: [Int] = []
    var jobs: [CaptureJob] = []
    var jobOfShared: [Int: Int] = [:]
    var jobOfBackdrop: [Double: Int] = [:]
    var unplanned: [(node: NodeID, command: Int, job: Int)] = []
    let keeping = keeping
    for shape in shapes {
      let item = shape.item
      let paintRect = Self.paintRect(for: item, canvas: canvas, clip: shape.clip)
      let captureRect = Self.captureRect(for: item, canvas: canvas)
      guard !paintRect.isEmpty, !captureRect.isEmpty,
        let distance = distance(for: item, margin: Self.shadowReach(for: item) + 2, canvas: canvas, log: &log)
      else {
        // Glass that draws nothing now may move onto the canvas: it keeps the batch's backdrop.
        if let keeping, keeping.keepable.contains(shape.command),
          let backdrop = backdropJob(
            for: item, canvas: canvas, keeping: keeping, jobs: &jobs, backdrops: &jobOfBackdrop, log: &log)
        {
          unplanned.append((item.nodeID, shape.command, backdrop))
        }
        continue
      }
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
      } else if let keeping, keeping.keepable.contains(shape.command) {
        job = keptCaptureJob(
          for: shape, captureRect: captureRect, canvas: canvas, keeping: keeping, jobs: &jobs,
          backdrops: &jobOfBackdrop, log: &log)
      } else {
        let plan = capturePlan(
          captureRect, sigma: Self.blurSigma(for: item), canvas: canvas, for: item.nodeID, log: &log)
        jobs.append(CaptureJob(plan: plan, shared: nil, taken: nil))
        job = jobs.count - 1
      }
      plannedCommands.append(shape.command)
      planned.append(
        PlannedShape(
          item: item, distance: distance, shapeRect: Self.shapeRect(for: item), paintRect: paintRect,
          capture: job))
    }
    clock.lap(.distance, &log.statistics)
    guard !planned.isEmpty else {
      if let keeping, !jobs.isEmpty {
        takeCaptures(
          jobs.map(\.plan), into: jobs.map { $0.kept!.pixels.baseAddress! }, from: content, log: &log)
        for shape in unplanned {
          keeping.record(shape.node, command: shape.command, capture: jobs[shape.job].kept!)
        }
      }
      return
    }
    // Every capture's coarse buffer from the pool (those taken for an earlier batch are ready).
    let pending = jobs.indices.filter { jobs[$0].taken == nil }
    var coarse: [Int: UnsafeMutableBufferPointer<UInt32>] = [:]
    for j in pending { coarse[j] = jobs[j].kept?.pixels ?? buffers.acquire(jobs[j].plan.pixelCount) }
    let captures = jobs.indices.map { j in
      jobs[j].taken
        ?? BlurredCapture(
          plan: jobs[j].plan, pixels: coarse[j]!,
          backdrop: DownsampledBackdrop(jobs[j].plan, pixels: coarse[j]!.baseAddress!))
    }
    for (j, job) in jobs.enumerated() where job.shared != nil && job.taken == nil {
      shared?.keep(job.shared!, captures[j])
    }
    defer {
      for (j, job) in jobs.enumerated() where job.shared == nil && job.kept == nil {
        buffers.release(captures[j].pixels)
      }
    }
    // Fewer captures than cores go first, each on every core by row bands; the others join the queue,
    // one per core at a time.
    let queued = pending.count >= threads ? pending : []
    if queued.isEmpty && !pending.isEmpty {
      takeCaptures(
        pending.map { jobs[$0].plan }, into: pending.map { coarse[$0]!.baseAddress! }, from: content,
        log: &log)
    }
    let counts = shade(
      planned, captures: captures, queued: queued, jobs: jobs, content: content, onto: context,
      target: target, log: &log)
    if let keeping {
      // Captures taken afresh are kept for the next frame; those read again are carried already.
      for (shape, command) in zip(planned, plannedCommands) {
        guard let kept = jobs[shape.capture].kept, jobs[shape.capture].taken == nil else { continue }
        keeping.record(shape.item.nodeID, command: command, capture: kept)
      }
      for shape in unplanned {
        keeping.record(shape.node, command: shape.command, capture: jobs[shape.job].kept!)
      }
    }
    for (i, shape) in planned.enumerated() {
      let c = counts[i].counts
      let area = shape.paintRect.area
      log.statistics.shadedPixels += area
      log.statistics.interiorPixels += c.interior
      // Edge pixels read four texels, interior rows interpolate two rows of texels, the grid is toned
      // from the capture, every pixel is written once; compositing reads it and the frame, writes the frame.
      log.statistics.bytesRead +=
        c.edges * 64 + c.interiorRows * counts[i].gridWidth * 32 + counts[i].texels * 4 + area * 8
      log.statistics.bytesWritten += area * 4 + counts[i].texels * 16 + area * 4
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

  /// Takes and blurs captures one after another, each on every core by row bands, into `outputs`; the
  /// capture and blur stages get their wall times.
  func takeCaptures(
    _ plans: [DownsampledBlur], into outputs: [UnsafeMutablePointer<UInt32>], from content: ImageSurface,
    log: inout FrameLog
  ) {
    let scratch = buffers.acquire(plans.map { $0.scratchCount }.max()!)
    defer { buffers.release(scratch) }
    content.withPixels { pixels, rowPixels in
      for (plan, output) in zip(plans, outputs) {
        var clock = StageClock()
        plan.reduce(from: pixels, rowPixels: rowPixels, scratch: scratch.baseAddress!, threads: threads)
        clock.lap(.capture, &log.statistics)
        plan.blur(scratch: scratch.baseAddress!, into: output, threads: threads)
        clock.lap(.blur, &log.statistics)
      }
    }
  }
}
