extension GlassCompositor {
  /// The least number of pixels worth a band of their own in the shading passes: below it one core does
  /// the whole shape (waking a second costs more than half a small card's work).
  static let minimumBandPixels = 32_768

  /// The buffers shading one shape needs, from the compositor's pools.
  struct ShadeScratch: @unchecked Sendable {
    // @unchecked: used by one shape's passes at a time (bands write disjoint rows).
    let texels: UnsafeMutableBufferPointer<SIMD4<Float>>
    let kinds: UnsafeMutableBufferPointer<UInt8>
    let records: UnsafeMutableBufferPointer<SIMD4<Float>>
    let columns: UnsafeMutableBufferPointer<GridColumn>
    let counts: UnsafeMutableBufferPointer<SIMD2<Int32>>
  }

  /// Scratch for shading up to `area` pixels, `width` columns, `rows` rows and `texels` toned texels.
  func acquireScratch(area: Int, width: Int, rows: Int, texels: Int) -> ShadeScratch {
    ShadeScratch(
      texels: vectors.acquire(texels), kinds: bytes.acquire(area), records: vectors.acquire(area),
      columns: columns.acquire(width), counts: rowCounts.acquire(rows))
  }

  func release(_ scratch: ShadeScratch) {
    vectors.release(scratch.texels)
    vectors.release(scratch.records)
    bytes.release(scratch.kinds)
    columns.release(scratch.columns)
    rowCounts.release(scratch.counts)
  }

  /// What shading one shape did, for the work counters and the stage times.
  struct ShadeResult: Sendable {
    var pixels = 0
    var interior = 0
    var edges = 0
    var interiorRows = 0
    var texels = 0
    var gridWidth = 0
    /// Wall time of the distance pass, and of the rest (luminance, toning, the shading pass), ms.
    var distanceMilliseconds = 0.0
    var shadingMilliseconds = 0.0

    /// Adds the counters to a frame's statistics: edge pixels read four texels, interior rows
    /// interpolate two rows of texels, the grid is toned from the capture, every pixel is written once.
    func count(into statistics: inout RenderStatistics) {
      statistics.shadedPixels += pixels
      statistics.interiorPixels += interior
      statistics.bytesRead += edges * 64 + interiorRows * gridWidth * 32 + texels * 4
      statistics.bytesWritten += pixels * 4 + texels * 16
    }
  }

  /// The texels a shape's toned grid needs.
  static func texelCount(_ backdrop: DownsampledBackdrop, shapeRect: PixelRect) -> Int {
    let extent = ToneGrid.extent(of: backdrop, within: shapeRect)
    return max(1, extent.columns.count * extent.rows.count)
  }

  /// Resolves an item's look over its backdrop (the tone follows the luminance beneath the shape) and
  /// shades the pixels of `region` into `output` (the region's top-left pixel, `rowPixels` apart) with
  /// `MemberShader`, on up to `threads` cores. Touches nothing shared but its arguments, so several
  /// shapes may be shaded at once, each with its own scratch. Dispatches once on the concrete distance
  /// type so the per-pixel loops are specialised (through the existential it cost a witness call per
  /// evaluation).
  static func shade(
    _ item: GlassItem, _ distance: any GlassDistance, backdrop: DownsampledBackdrop, shapeRect: PixelRect,
    canvas: PixelRect, region: PixelRect, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int,
    scratch: ShadeScratch, threads: Int
  ) -> ShadeResult {
    func run<D: GlassDistance>(_ d: D) -> ShadeResult {
      let start = ContinuousClock.now
      let luminance = backdrop.meanLuminance(inside: d, region: shapeRect.intersection(canvas))
      let shading = GlassShading(
        appearance: item.appearance, lengthScale: item.lengthScale, maximumDepth: d.maximumDepth,
        luminance: luminance, pressed: item.isPressed)
      var result = shadeShape(
        d, shading: shading, backdrop: backdrop, shapeRect: shapeRect, region: region, into: output,
        rowPixels: rowPixels, opacity: 1, scratch: scratch, threads: threads)
      // Everything but the distance pass is shading: the luminance, the look, the grid, the pixels.
      result.shadingMilliseconds =
        StageClock.milliseconds(ContinuousClock.now - start) - result.distanceMilliseconds
      return result
    }
    switch distance {
    case let d as BoxGlassDistance: return run(d)
    case let d as CircleGlassDistance: return run(d)
    case let d as EllipseGlassDistance: return run(d)
    case let d as FieldGlassDistance: return run(d)
    default: return run(distance)
    }
  }

  /// Shades `region` for one shape with a resolved look: tones its grid, runs the distance pass, then the
  /// shading pass, each over row bands when the shape is large enough to be worth a second core.
  static func shadeShape<D: GlassDistance>(
    _ distance: D, shading: GlassShading, backdrop: DownsampledBackdrop, shapeRect: PixelRect,
    region: PixelRect, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int, opacity: Float,
    scratch: ShadeScratch, threads: Int
  ) -> ShadeResult {
    guard !region.isEmpty else { return ShadeResult() }
    let start = ContinuousClock.now
    let extent = ToneGrid.extent(of: backdrop, within: shapeRect)
    let area = region.area
    let out = SharedPointer(base: output)
    let band = max(1, (minimumBandPixels + region.width - 1) / region.width)
    let threads = area >= 2 * minimumBandPixels ? threads : 1
    let grid = ToneGrid(
      backdrop: backdrop, columns: extent.columns, rows: extent.rows, shading: shading,
      texels: scratch.texels.baseAddress!)
    let shader = MemberShader(
      distance: distance, shading: shading, grid: grid, region: region, opacity: opacity,
      columns: scratch.columns.baseAddress!)
    let buffers = MemberBuffers(
      kinds: scratch.kinds.baseAddress!, records: scratch.records.baseAddress!,
      counts: scratch.counts.baseAddress!)
    let toned = ContinuousClock.now
    // The passes take turns by blocks of rows, so a block's records are still in the cache when the
    // shading pass reads them (a card's records, 500 kB, are as large as the second-level cache). Each
    // block's two passes are timed apart; the sums go to the row that starts the band.
    let times = SharedPointer(base: UnsafeMutablePointer<SIMD2<Double>>.allocate(capacity: region.height))
    times.base.initialize(repeating: .zero, count: region.height)
    defer { times.base.deallocate() }
    forEachBand(count: region.height, threads: threads, minimumBand: band) { rows in
      var spent = SIMD2<Double>.zero
      for start in stride(from: rows.lowerBound, to: rows.upperBound, by: rowsPerBlock) {
        let block = start..<min(start + rowsPerBlock, rows.upperBound)
        let t0 = ContinuousClock.now
        shader.classify(block, buffers)
        let t1 = ContinuousClock.now
        shader.shade(block, buffers, into: out.base, rowPixels: rowPixels)
        let t2 = ContinuousClock.now
        spent += SIMD2(StageClock.milliseconds(t1 - t0), StageClock.milliseconds(t2 - t1))
      }
      times.base[rows.lowerBound] = spent
    }
    let passes = ContinuousClock.now
    // The bands' sums, and how they split the passes' wall time (the same when one core ran them all).
    var spent = SIMD2<Double>.zero
    for r in 0..<region.height { spent += times.base[r] }
    let wall = StageClock.milliseconds(passes - toned)
    let busy = spent.x + spent.y
    let distanceShare = busy > 0 ? wall * spent.x / busy : 0
    let stats = MemberShader<D>.count(buffers, rows: region.height)
    let end = ContinuousClock.now
    return ShadeResult(
      pixels: area, interior: stats.interior, edges: stats.edges, interiorRows: stats.interiorRows,
      texels: extent.columns.count * extent.rows.count, gridWidth: grid.width,
      distanceMilliseconds: distanceShare,
      shadingMilliseconds: StageClock.milliseconds((toned - start) + (end - toned)) - distanceShare)
  }

  /// Rows a block of the passes holds: 16 rows of a 222-pixel card's records are 57 kB.
  static let rowsPerBlock = 16
}

/// Times consecutive steps of the glass work into `RenderStatistics.stageMilliseconds`.
struct StageClock {
  private var start = ContinuousClock.now

  /// Adds the time since the last lap (or the start) to `stage` and starts the next lap.
  mutating func lap(_ stage: GlassStage, _ statistics: inout RenderStatistics) {
    let now = ContinuousClock.now
    statistics.stageMilliseconds[stage] += Self.milliseconds(now - start)
    start = now
  }

  /// Starts the next lap now, leaving the time since the last one unassigned.
  mutating func restart() { start = ContinuousClock.now }

  static func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
  }
}
