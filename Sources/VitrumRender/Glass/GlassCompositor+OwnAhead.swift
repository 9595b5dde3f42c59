import Dispatch

/// A glass shape with its own capture, prepared before its turn: being captured, blurred and shaded on
/// other cores (job `job` of `batch`), or nothing to draw (its distance could not be built, with a warning
/// already logged).
enum PreparedGlass {
  case pending(PreparedBatch, job: Int)
  case nothing
}

/// One shape of a `PreparedBatch`: what its worker reads and where its pixels go.
struct PreparedJob {
  var command: Int
  var item: GlassItem
  var distance: any GlassDistance
  var shapeRect: PixelRect
  var paintRect: PixelRect
  var plan: DownsampledBlur
  var surface: ImageSurface
}

/// Glass shapes captured, blurred and shaded on worker threads while the frame composites the ones before
/// them (`GlassCompositor.prepareOwnCaptures`): each is awaited at its own turn.
final class PreparedBatch: @unchecked Sendable {
  // @unchecked: each worker writes only its own jobs' outcomes, read by the frame after the job's
  // semaphore; everything else is set before the workers start and read-only until `finish`.
  struct Outcome {
    var shade = GlassCompositor.ShadeResult()
    var capture = 0.0
    var blur = 0.0
  }

  let jobs: [PreparedJob]
  private let done: [DispatchSemaphore]
  private let group = DispatchGroup()
  private let outcomes: UnsafeMutablePointer<Outcome>
  private var taken: [Bool]
  private var release: (() -> Void)?

  /// Starts one worker per queue of job indices; `work(core, job)` computes a job's outcome. `release`
  /// runs once every worker has finished.
  init(
    jobs: [PreparedJob], queues: [[Int]], release: @escaping () -> Void,
    work: @escaping @Sendable (_ core: Int, _ job: Int) -> Outcome
  ) {
    self.jobs = jobs
    done = jobs.map { _ in DispatchSemaphore(value: 0) }
    outcomes = .allocate(capacity: jobs.count)
    outcomes.initialize(repeating: Outcome(), count: jobs.count)
    taken = [Bool](repeating: false, count: jobs.count)
    self.release = release
    // The workers hold neither the batch nor its owner: the batch's last release (which waits for them)
    // must come from the frame, never from a worker.
    let results = SharedPointer(base: outcomes)
    let signals = done
    for (core, queue) in queues.enumerated() where !queue.isEmpty {
      DispatchQueue.global().async(group: group) {
        for j in queue {
          results.base[j] = work(core, j)
          signals[j].signal()
        }
      }
    }
  }

  deinit {
    finish()
    outcomes.deallocate()
  }

  /// Waits for job `j` and hands over its pixels; logs its counters, and the time the frame waited for it
  /// split between capture, blur, distance and shading as the job's own time was.
  func take(_ j: Int, log: inout FrameLog) -> ShadedAhead {
    let start = ContinuousClock.now
    done[j].wait()
    let waited = StageClock.milliseconds(ContinuousClock.now - start)
    taken[j] = true
    let r = outcomes[j]
    r.shade.count(into: &log.statistics)
    let busy = r.capture + r.blur + r.shade.distanceMilliseconds + r.shade.shadingMilliseconds
    let share = { (part: Double) in busy > 0 ? waited * part / busy : 0 }
    log.statistics.stageMilliseconds[.capture] += share(r.capture)
    log.statistics.stageMilliseconds[.blur] += share(r.blur)
    log.statistics.stageMilliseconds[.distance] += share(r.shade.distanceMilliseconds)
    log.statistics.stageMilliseconds[.shading] += busy > 0 ? share(r.shade.shadingMilliseconds) : waited
    if !taken.contains(false) { finish() }
    return ShadedAhead(surface: jobs[j].surface, rect: jobs[j].paintRect)
  }

  /// Waits for every worker and returns the scratch buffers (once).
  func finish() {
    guard let release else { return }
    group.wait()
    release()
    self.release = nil
  }

  /// Waits for every worker and returns the surfaces of the shapes whose turn never came.
  func discardUntaken(to surfaces: SurfacePool) {
    finish()
    for j in jobs.indices where !taken[j] {
      taken[j] = true
      surfaces.release(jobs[j].surface)
    }
  }
}

extension GlassCompositor {
  /// Starts capturing, blurring and shading several glass shapes that each read their own capture
  /// (per-node rendering) on worker threads, one shape per core at a time, and returns them by
  /// display-list index; the frame composites each at its turn, as soon as its pixels are done, while the
  /// workers go on with the next.
  ///
  /// Exact when nothing is drawn into `content` between the first of them and the last, which the caller
  /// ensures by passing only consecutive glass commands (glass composites onto the frame, never into the
  /// content layer) and finishing the batch before any other command: a shape's capture then reads the
  /// pixels its own turn would, and its pixels depend on that capture, its item and where it paints — not
  /// on when or on which core they are computed. Each shape's `clip` must be the clip its draw will have;
  /// `draw` still checks that the surface covers what the shape paints. A card is single-core work (below
  /// `minimumBandPixels` per band), and a grid of cards drawn one by one used one core of two; shading
  /// them side by side uses both.
  ///
  /// Warnings are logged now, in document order, as the shapes' own turns would log them.
  func prepareOwnCaptures(
    _ members: [SharedCapturePlan.Ahead], content: ImageSurface, log: inout FrameLog
  ) -> [Int: PreparedGlass] {
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    var clock = StageClock()
    var prepared: [Int: PreparedGlass] = [:]
    var jobs: [PreparedJob] = []
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
        PreparedJob(
          command: m.command, item: m.item, distance: distance, shapeRect: Self.shapeRect(for: m.item),
          paintRect: paintRect, plan: plan, surface: surface))
    }
    guard !jobs.isEmpty else {
      clock.lap(.distance, &log.statistics)
      return prepared
    }
    let cores = min(threads, jobs.count)
    // Each shape, in document order, to the core with the fewest pixels so far: the frame takes them in
    // that order, and cards cut by the canvas's edge are smaller.
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
    let coarsePointers = coarse.map { SharedPointer(base: $0.baseAddress!) }
    let blurPointers = blurScratch.map { SharedPointer(base: $0.baseAddress!) }
    // Flushed once here; nothing writes the content layer until the batch is finished.
    let (pixels, rowPixels) = content.withPixels { ($0, $1) }
    let source = SharedPointer(base: pixels)
    let all = jobs
    clock.lap(.distance, &log.statistics)
    let batch = PreparedBatch(
      jobs: jobs, queues: queues,
      release: { [self] in
        for s in scratch { release(s) }
        for b in coarse { buffers.release(b) }
        for b in blurScratch { buffers.release(b) }
      },
      work: { core, j in
        let job = all[j]
        let coarsePixels = coarsePointers[core].base
        let blurPixels = blurPointers[core].base
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
        return PreparedBatch.Outcome(
          shade: shade, capture: StageClock.milliseconds(t1 - t0), blur: StageClock.milliseconds(t2 - t1))
      })
    for (j, job) in jobs.enumerated() { prepared[job.command] = .pending(batch, job: j) }
    return prepared
  }
}
