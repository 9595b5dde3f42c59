extension GlassCompositor {
  /// Shades every row of a batch's shapes and composites them to `target`, on up to `threads` cores;
  /// returns each shape's counts. The stage times get the phase's wall time in proportion to the time
  /// the cores spent finding pixels' kinds (distance), shading and compositing.
  func shadeRows(
    _ looks: PreparedLooks, _ planned: [PlannedShape], onto context: CairoContext, target: GlassTarget,
    log: inout FrameLog
  ) -> [ShadeCounts] {
    switch target {
    case .pixels(let surface, let clip):
      return compositeRows(looks, planned, into: surface, clip: clip, log: &log)
    case .cairo:
      return shadeSurfaces(looks, planned, onto: context, log: &log)
    }
  }

  /// Per-core memory of the rows phase.
  private struct RowWorkers {
    let scratch: [ShaderScratch]
    /// A strip of shaded pixels per core.
    let strips: [SharedPointer<UInt32>]
    /// Per core, a strip's rows' runs written straight into the frame (`DirectWrite.runs`).
    let runs: [SharedPointer<Range<Int32>>]
    /// Counts per core and shape, `counts[core × shapes + shape]`.
    let counts: SharedPointer<ShadeCounts>
    /// Milliseconds per core: distance, shading, composite.
    let times: SharedPointer<SIMD4<Double>>
    let shapes: Int

    init(workers: Int, shapes: Int, width: Int, gridWidth: Int) {
      scratch = (0..<workers).map { _ in
        ShaderScratch.allocate(rows: GlassCompositor.stripRows, width: width, gridWidth: gridWidth)
      }
      strips = (0..<workers).map { _ in
        SharedPointer(base: .allocate(capacity: GlassCompositor.stripRows * max(width, 1)))
      }
      runs = (0..<workers).map { _ in SharedPointer(base: .allocate(capacity: GlassCompositor.stripRows)) }
      counts = SharedPointer(base: .allocate(capacity: workers * shapes))
      counts.base.initialize(repeating: ShadeCounts(), count: workers * shapes)
      times = SharedPointer(base: .allocate(capacity: workers))
      times.base.initialize(repeating: .zero, count: workers)
      self.shapes = shapes
    }

    func deallocate() {
      for s in scratch { s.deallocate() }
      for s in strips { s.base.deallocate() }
      for r in runs { r.base.deallocate() }
      counts.base.deallocate()
      times.base.deallocate()
    }

    /// Each shape's counts summed over the cores (integers: the same for any split).
    func totals() -> [ShadeCounts] {
      (0..<shapes).map { i in
        (0..<scratch.count).reduce(ShadeCounts()) { $0 + counts.base[$1 * shapes + i] }
      }
    }

    /// The cores' time by stage, summed.
    func spent() -> SIMD4<Double> { (0..<scratch.count).reduce(.zero) { $0 + times.base[$1] } }
  }

  /// Splits a phase's wall time between the stages in proportion to `spent` (distance, shading,
  /// composite); all of it to shading when nothing was timed.
  private static func assign(wall: Double, spent: SIMD4<Double>, to statistics: inout RenderStatistics) {
    let busy = spent.x + spent.y + spent.z
    guard busy > 0 else {
      statistics.stageMilliseconds[.shading] += wall
      return
    }
    statistics.stageMilliseconds[.distance] += wall * spent.x / busy
    statistics.stageMilliseconds[.shading] += wall * spent.y / busy
    statistics.stageMilliseconds[.composite] += wall * spent.z / busy
  }

  /// The frame's rows in strips of `stripRows`, each strip on one core: the shapes crossing it in
  /// document order, each shaded into the core's strip buffer and composited over the frame within the
  /// clip's rectangles (`PixelOver`). Rows that no clip rectangle reaches are not shaded.
  private func compositeRows(
    _ looks: PreparedLooks, _ planned: [PlannedShape], into surface: ImageSurface, clip: [PixelRect],
    log: inout FrameLog
  ) -> [ShadeCounts] {
    let rects = planned.map(\.paintRect)
    let bounds = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
    let clip = clip.filter { !$0.intersection(bounds).isEmpty }
    let strips = (bounds.height + Self.stripRows - 1) / Self.stripRows
    let workers = RowWorkers(
      workers: min(threads, strips), shapes: planned.count, width: rects.map(\.width).max()!,
      gridWidth: looks.gridWidths.max()!)
    defer { workers.deallocate() }
    let shaders = looks.shaders
    let start = ContinuousClock.now
    surface.withPixels { frame, rowPixels in
      let frame = SharedPointer(base: frame)
      forEachItem(count: strips, workers: workers.scratch.count) { s, w in
        let top = bounds.y + s * Self.stripRows
        let bottom = min(top + Self.stripRows, bounds.maxY)
        let strip = workers.strips[w].base
        var spent = SIMD4<Double>.zero
        for (i, r) in rects.enumerated() {
          let lo = max(top, r.y)
          let hi = min(bottom, r.maxY)
          guard lo < hi,
            clip.contains(where: { $0.y < hi && $0.maxY > lo && $0.x < r.maxX && $0.maxX > r.x })
          else { continue }
          let t0 = ContinuousClock.now
          // Opaque runs may go straight to the frame where one clip rectangle holds the whole shape.
          let runs = workers.runs[w].base
          runs.initialize(repeating: 0..<0, count: hi - lo)
          let direct =
            clip.contains { $0.intersection(r) == r }
            ? DirectWrite(frame: frame.base + lo * rowPixels + r.x, rowPixels: rowPixels, runs: runs) : nil
          let counts = shaders[i].shade(
            (lo - r.y)..<(hi - r.y), into: strip, rowPixels: r.width, scratch: workers.scratch[w],
            direct: direct)
          let t1 = ContinuousClock.now
          for y in lo..<hi {
            let row = strip + (y - lo) * r.width
            let written = runs[y - lo]
            for c in clip where c.y <= y && y < c.maxY {
              let x0 = max(c.x, r.x)
              let x1 = min(c.maxX, r.maxX)
              guard x0 < x1 else { continue }
              // Around the run written straight to the frame, if any.
              let skip0 = written.isEmpty ? x1 : r.x + Int(written.lowerBound)
              let skip1 = written.isEmpty ? x1 : r.x + Int(written.upperBound)
              let before = min(x1, skip0)
              if x0 < before {
                PixelOver.composite(
                  row + (x0 - r.x), onto: frame.base + y * rowPixels + x0, count: before - x0)
              }
              let after = max(x0, skip1)
              if after < x1 {
                PixelOver.composite(
                  row + (after - r.x), onto: frame.base + y * rowPixels + after, count: x1 - after)
              }
            }
          }
          let t2 = ContinuousClock.now
          let slot = workers.counts.base + w * planned.count + i
          slot.pointee = slot.pointee + counts
          let shading = StageClock.milliseconds(t1 - t0)
          spent += SIMD4(
            counts.distanceMilliseconds, shading - counts.distanceMilliseconds,
            StageClock.milliseconds(t2 - t1),
            0)
        }
        workers.times.base[w] += spent
      }
    }
    Self.assign(
      wall: StageClock.milliseconds(ContinuousClock.now - start), spent: workers.spent(), to: &log.statistics)
    return workers.totals()
  }

  /// Each shape shaded into a surface of its own (rows of all shapes side by side on the cores), then
  /// composited by Cairo in document order through the context's clip, layers and the shape's opacity.
  private func shadeSurfaces(
    _ looks: PreparedLooks, _ planned: [PlannedShape], onto context: CairoContext, log: inout FrameLog
  ) -> [ShadeCounts] {
    let rects = planned.map(\.paintRect)
    let outputs = rects.map { surfaces.acquire(width: $0.width, height: $0.height) }
    // Flushed once here; nothing else touches the surfaces until they are composited.
    let pixels = outputs.map { surface in surface.map { s in s.withPixels { (SharedPointer(base: $0), $1) } }
    }
    var bands: [(shape: Int, rows: Range<Int>)] = []
    for (i, r) in rects.enumerated() where outputs[i] != nil {
      for top in stride(from: 0, to: r.height, by: Self.stripRows) {
        bands.append((i, top..<min(top + Self.stripRows, r.height)))
      }
    }
    let workers = RowWorkers(
      workers: min(threads, max(bands.count, 1)), shapes: planned.count, width: rects.map(\.width).max()!,
      gridWidth: looks.gridWidths.max()!)
    defer { workers.deallocate() }
    let shaders = looks.shaders
    let work = bands
    let start = ContinuousClock.now
    forEachItem(count: work.count, workers: workers.scratch.count) { b, w in
      let (i, rows) = work[b]
      let (out, rowPixels) = pixels[i]!
      let t0 = ContinuousClock.now
      let counts = shaders[i].shade(
        rows, into: out.base + rows.lowerBound * rowPixels, rowPixels: rowPixels, scratch: workers.scratch[w])
      let shading = StageClock.milliseconds(ContinuousClock.now - t0)
      let slot = workers.counts.base + w * planned.count + i
      slot.pointee = slot.pointee + counts
      workers.times.base[w] += SIMD4(counts.distanceMilliseconds, shading - counts.distanceMilliseconds, 0, 0)
    }
    Self.assign(
      wall: StageClock.milliseconds(ContinuousClock.now - start), spent: workers.spent(), to: &log.statistics)
    var clock = StageClock()
    for (i, output) in outputs.enumerated() {
      guard let output else { continue }
      output.markDrawnOn()
      context.composite(output, atDeviceX: rects[i].x, y: rects[i].y, alpha: planned[i].item.alpha)
      surfaces.release(output)
    }
    clock.lap(.composite, &log.statistics)
    return workers.totals()
  }
}
