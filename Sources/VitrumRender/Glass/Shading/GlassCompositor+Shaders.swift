extension GlassCompositor {
  /// What shading one shape of a batch did, for the work counters.
  struct ShapeWork {
    var counts: ShadeCounts
    /// Its toned grid's width and size, in texels.
    var gridWidth: Int
    var texels: Int
  }

  /// Resolves every planned shape's look, shades its rows and composites them to `target`, on up to
  /// `threads` cores as one queue (`GlassBatchWork`) that also takes the `queued` captures. The stage
  /// times get the queue's wall time in proportion to the time the cores spent on each stage.
  func shade(
    _ planned: [PlannedShape], captures: [BlurredCapture], queued: [Int], jobs: [CaptureJob],
    content: ImageSurface, onto context: CairoContext, target: GlassTarget, log: inout FrameLog
  ) -> [ShapeWork] {
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    // Samples stay within the shape's own pixels, where a shared capture reads what its own would.
    let backdrops = planned.map { captures[$0.capture].backdrop.clamped(to: $0.shapeRect) }
    let extents = planned.indices.map { ToneGrid.extent(of: backdrops[$0], within: planned[$0].shapeRect) }
    let texels = extents.map { vectors.acquire(max(1, $0.columns.count * $0.rows.count)) }
    let columnTables = planned.map { columns.acquire($0.paintRect.width) }
    defer {
      for t in texels { vectors.release(t) }
      for c in columnTables { columns.release(c) }
    }
    let item = Dictionary(uniqueKeysWithValues: queued.enumerated().map { ($1, $0) })
    let plans = queued.map { jobs[$0].plan }
    let rects = planned.map { $0.paintRect }
    // Each shape's own surface when Cairo composites: flushed once here, untouched until composited.
    let outputs =
      if case .cairo = target { rects.map { surfaces.acquire(width: $0.width, height: $0.height) } } else {
        [ImageSurface?]()
      }
    var bands: [(shape: Int, rows: Range<Int>)] = []
    for (i, r) in rects.enumerated() where i < outputs.count && outputs[i] != nil {
      for top in stride(from: 0, to: r.height, by: Self.stripRows) {
        bands.append((i, top..<min(top + Self.stripRows, r.height)))
      }
    }
    let workers = max(1, threads)
    let blurScratch = (0..<workers).map { _ in buffers.acquire(plans.map { $0.scratchCount }.max() ?? 1) }
    defer { for b in blurScratch { buffers.release(b) } }
    let run = { (frame: UnsafeMutablePointer<UInt32>?, rowPixels: Int, clip: [PixelRect]) -> GlassBatchWork in
      content.withPixels { pixels, contentRowPixels in
        let bounds = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
        let rows: GlassBatchWork.Rows =
          if let frame {
            .frame(
              frame, rowPixels: rowPixels, clip: clip.filter { !$0.intersection(bounds).isEmpty },
              bounds: bounds)
          } else {
            .surfaces(outputs.map { $0.map { s in s.withPixels { ($0, $1) } } }, bands: bands)
          }
        let work = GlassBatchWork(
          planned: planned, canvas: canvas, content: pixels, contentRowPixels: contentRowPixels,
          capturePlans: plans, captureOutputs: queued.map { captures[$0].pixels.baseAddress! },
          blurScratch: blurScratch.map { $0.baseAddress! },
          captureItem: planned.map { item[$0.capture] }, backdrops: backdrops, extents: extents,
          texels: texels.map { $0.baseAddress! }, columns: columnTables.map { $0.baseAddress! }, rows: rows,
          workers: workers)
        work.run()
        return work
      }
    }
    let start = ContinuousClock.now
    let work =
      switch target {
      case .pixels(let surface, let clip): surface.withPixels { run($0, $1, clip) }
      case .cairo: run(nil, 0, [])
      }
    let wall = StageClock.milliseconds(ContinuousClock.now - start)
    let spent = work.spent()
    let busy = GlassStage.allCases.reduce(0) { $0 + spent[$1.index] }
    for stage in GlassStage.allCases {
      log.statistics.stageMilliseconds[stage] +=
        busy > 0 ? wall * spent[stage.index] / busy : (stage == .shading ? wall : 0)
    }
    if case .cairo = target {
      var clock = StageClock()
      for (i, output) in outputs.enumerated() {
        guard let output else { continue }
        output.markDrawnOn()
        context.composite(output, atDeviceX: rects[i].x, y: rects[i].y, alpha: planned[i].item.alpha)
        surfaces.release(output)
      }
      clock.lap(.composite, &log.statistics)
    }
    return work.totals().enumerated().map { i, c in
      ShapeWork(
        counts: c, gridWidth: extents[i].columns.count,
        texels: max(1, extents[i].columns.count * extents[i].rows.count))
    }
  }

  /// One shape's look over `backdrop`: its shading, resolved with the luminance statistics inside it.
  /// Dispatches once on the concrete distance type so the luminance's samples call it directly.
  static func shading(
    for shape: PlannedShape, backdrop: DownsampledBackdrop, canvas: PixelRect
  ) -> GlassShading {
    func resolve<D: GlassDistance>(_ d: D) -> GlassShading {
      let statistics = backdrop.luminanceStatistics(
        inside: d, region: shape.shapeRect.intersection(canvas))
      return GlassShading(
        appearance: shape.item.appearance, lengthScale: shape.item.lengthScale, maximumDepth: d.maximumDepth,
        backdrop: statistics, glow: shape.item.glow)
    }
    switch shape.distance {
    case let d as BoxGlassDistance: return resolve(d)
    case let d as CircleGlassDistance: return resolve(d)
    case let d as EllipseGlassDistance: return resolve(d)
    case let d as FieldGlassDistance: return resolve(d)
    default: return resolve(shape.distance)
    }
  }

  /// One shape's row shader over its toned `grid`, its column table in `columns`. Dispatches once on the
  /// concrete distance type so the per-pixel loops are specialised (through the existential they cost a
  /// witness call per evaluation).
  static func makeShader(
    _ shape: PlannedShape, shading: GlassShading, grid: ToneGrid, columns: UnsafeMutablePointer<GridColumn>
  ) -> ShapeShader {
    func make<D: GlassDistance>(_ d: D) -> MemberShader<D> {
      MemberShader(distance: d, shading: shading, grid: grid, region: shape.paintRect, columns: columns)
    }
    switch shape.distance {
    case let d as BoxGlassDistance:
      if let aligned = BoxShader(
        distance: d, shading: shading, grid: grid, region: shape.paintRect, columns: columns)
      {
        return .alignedBox(aligned)
      }
      return .box(make(d))
    case let d as CircleGlassDistance: return .circle(make(d))
    case let d as EllipseGlassDistance: return .ellipse(make(d))
    case let d as FieldGlassDistance: return .field(make(d))
    default:
      func erased<D: GlassDistance>(_ d: D) -> any GlassRowShader { make(d) }
      return .other(erased(shape.distance))
    }
  }
}
