extension GlassCompositor {
  /// The least number of pixels worth a band of their own in the shading passes: below it one core does
  /// the whole shape (waking a second costs more than half a small card's work).
  static let minimumBandPixels = 32_768

  /// Resolves an item's look over its backdrop (the tone follows the luminance beneath the shape) and
  /// shades the pixels of `region` into `output` (the region's top-left pixel, `rowPixels` apart) with
  /// `MemberShader`. Dispatches once on the concrete distance type so the per-pixel loops are specialised
  /// (through the existential it cost a witness call per evaluation).
  func shade(
    _ item: GlassItem, _ distance: any GlassDistance, backdrop: DownsampledBackdrop, shapeRect: PixelRect,
    canvas: PixelRect, region: PixelRect, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int,
    log: inout FrameLog
  ) {
    func run<D: GlassDistance>(_ d: D, _ log: inout FrameLog) {
      var clock = StageClock()
      let luminance = backdrop.meanLuminance(inside: d, region: shapeRect.intersection(canvas))
      let shading = GlassShading(
        appearance: item.appearance, lengthScale: item.lengthScale, maximumDepth: d.maximumDepth,
        luminance: luminance, pressed: item.isPressed)
      clock.lap(.shading, &log.statistics)
      shadeMember(
        d, shading: shading, backdrop: backdrop, shapeRect: shapeRect, region: region, into: output,
        rowPixels: rowPixels, opacity: 1, log: &log)
    }
    switch distance {
    case let d as BoxGlassDistance: run(d, &log)
    case let d as CircleGlassDistance: run(d, &log)
    case let d as EllipseGlassDistance: run(d, &log)
    case let d as FieldGlassDistance: run(d, &log)
    default: run(distance, &log)
    }
  }

  func shadeMember<D: GlassDistance>(
    _ distance: D, shading: GlassShading, backdrop: DownsampledBackdrop, shapeRect: PixelRect,
    region: PixelRect, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int, opacity: Float,
    log: inout FrameLog
  ) {
    guard !region.isEmpty else { return }
    var clock = StageClock()
    let extent = ToneGrid.extent(of: backdrop, within: shapeRect)
    let texelCount = max(1, extent.columns.count * extent.rows.count)
    let area = region.area
    let texels = vectors.acquire(texelCount)
    let kinds = bytes.acquire(area)
    let records = vectors.acquire(area)
    let table = columns.acquire(region.width)
    defer {
      vectors.release(texels)
      vectors.release(records)
      bytes.release(kinds)
      columns.release(table)
    }
    let out = SharedPointer(base: output)
    let band = max(1, (Self.minimumBandPixels + region.width - 1) / region.width)
    let threads = area >= 2 * Self.minimumBandPixels ? self.threads : 1
    let grid = ToneGrid(
      backdrop: backdrop, columns: extent.columns, rows: extent.rows, shading: shading,
      texels: texels.baseAddress!)
    let shader = MemberShader(
      distance: distance, shading: shading, grid: grid, region: region, opacity: opacity)
    let buffers = MemberBuffers(
      kinds: kinds.baseAddress!, records: records.baseAddress!, columns: table.baseAddress!)
    shader.prepareColumns(buffers.columns)
    clock.lap(.shading, &log.statistics)
    forEachBand(count: region.height, threads: threads, minimumBand: band) { rows in
      shader.classify(rows, buffers)
    }
    clock.lap(.distance, &log.statistics)
    forEachBand(count: region.height, threads: threads, minimumBand: band) { rows in
      shader.shade(rows, buffers, into: out.base, rowPixels: rowPixels)
    }
    clock.lap(.shading, &log.statistics)
    let stats = MemberShader<D>.count(kinds: buffers.kinds, records: buffers.records, region: region)
    log.statistics.interiorPixels += stats.interior
    // Edge pixels read four texels, interior rows interpolate two rows of texels, and the grid is toned
    // from the capture; every pixel is written once.
    log.statistics.bytesRead += stats.edges * 64 + stats.interiorRows * grid.width * 32 + texelCount * 4
    log.statistics.bytesWritten += area * 4 + texelCount * 16
    log.statistics.shadedPixels += area
  }
}

/// Times consecutive steps of the glass work into `RenderStatistics.stageMilliseconds`.
struct StageClock {
  private var start = ContinuousClock.now

  /// Adds the time since the last lap (or the start) to `stage` and starts the next lap.
  mutating func lap(_ stage: GlassStage, _ statistics: inout RenderStatistics) {
    let now = ContinuousClock.now
    let d = now - start
    statistics.stageMilliseconds[stage] +=
      Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    start = now
  }

  /// Starts the next lap now, leaving the time since the last one unassigned.
  mutating func restart() { start = ContinuousClock.now }
}
