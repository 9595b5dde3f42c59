import Synchronization

/// A batch's work for the cores, as one queue of items taken in order (`forEachItem`): the captures to
/// take, then every shape's look (its luminance, shading and toned grid: its row shader), then the bands
/// of rows of the large toned grids, then the rows — strips of the frame, shaded and composited
/// (`GlassTarget.pixels`), or bands of each shape's own surface (`GlassTarget.cairo`).
///
/// An item waits only for what it reads: a look for its capture, a tone band for its shape's shading, a
/// strip for the looks of the shapes crossing it, in document order. So a core that runs out of captures
/// starts on the looks of shapes already captured while the other finishes its last capture, and strips
/// start while the last looks are made. Run as three phases with a barrier between them, the cores idled a
/// fifth of the capture and look phases on the 48-card frame (busy time against twice the wall time, two
/// threads).
///
/// A grid of more than 2 × `toneBandTexels` texels is toned in bands of rows, by any core, and the core
/// that tones its last band makes the shape's row shader. Toned whole, one large shape's look was one
/// core's work while the other waited: a 948 × 1068 px card at the default blur (a grid at full
/// resolution) tones a million texels, 6–7 ms. In bands, and with its interior packed straight from the
/// texels (`BoxShader.resampleRun` at factor 1), its shading stage fell from 11.1 to 5.5–6.2 ms on two
/// threads.
///
/// Everything an item writes is its own: a capture's coarse buffer, a tone band's rows of a grid, a
/// shape's shading and shader slots, a strip's rows of the frame, a band's rows of a surface, each core's
/// counters. The bytes do not depend on which core runs what.
final class GlassBatchWork: @unchecked Sendable {
  // @unchecked: items write disjoint memory, published to waiting items through `Completions`.

  /// Where the rows go.
  enum Rows {
    /// Strips of `stripRows` frame rows over `bounds` (the shapes' paint rectangles together), each
    /// composited over the frame within `clip`.
    case frame(UnsafeMutablePointer<UInt32>, rowPixels: Int, clip: [PixelRect], bounds: PixelRect)
    /// Per shape, its own surface (nil: none could be made); bands of `stripRows` rows.
    case surfaces(
      [(pixels: UnsafeMutablePointer<UInt32>, rowPixels: Int)?], bands: [(shape: Int, rows: Range<Int>)])
  }

  let planned: [GlassCompositor.PlannedShape]
  let canvas: PixelRect
  /// The content layer's pixels, which captures read.
  let content: UnsafeMutablePointer<UInt32>
  let contentRowPixels: Int
  /// The captures this queue takes, with their output buffers and the worker-sized scratch their blur
  /// needs.
  let capturePlans: [DownsampledBlur]
  let captureOutputs: [UnsafeMutablePointer<UInt32>]
  let blurScratch: [UnsafeMutablePointer<UInt32>]
  /// Per shape, the capture item it waits for (nil: its capture was ready before the queue started).
  let captureItem: [Int?]
  /// Per shape, its backdrop (clamped to its own pixels) and where its toned grid and column table go.
  let backdrops: [DownsampledBackdrop]
  let texels: [UnsafeMutablePointer<SIMD4<Float>>]
  let columns: [UnsafeMutablePointer<GridColumn>]
  /// Per shape, the texels its toned grid covers (`ToneGrid.extent`).
  let extents: [(columns: Range<Int>, rows: Range<Int>)]
  /// The bands of backdrop rows of the grids toned in bands, in shape order; per shape, how many of its
  /// bands are still to tone (0: none, its look tones the grid whole).
  let toneBands: [(shape: Int, rows: Range<Int>)]
  let bandsLeft: UnsafeMutablePointer<Atomic<Int>>
  /// Per shape toned in bands, its shading once its look item has resolved it.
  let shadings: UnsafeMutablePointer<GlassShading?>
  /// Per shape, its row shader once its look is complete (`done`).
  let shaders: UnsafeMutablePointer<ShapeShader?>
  let rows: Rows
  let workers: Int
  let scratch: [ShaderScratch]
  /// Per worker, a strip of shaded pixels and its rows' runs written straight into the frame.
  let strips: [UnsafeMutablePointer<UInt32>]
  let runs: [UnsafeMutablePointer<Range<Int32>>]
  /// Per worker and shape, `counts[worker × shapes + shape]`.
  let counts: UnsafeMutablePointer<ShadeCounts>
  /// Per worker, milliseconds by stage, at `GlassStage.index`.
  let times: UnsafeMutablePointer<SIMD8<Double>>
  /// Capture items, then looks (complete: the row shader is made).
  let done: Completions
  /// Per shape, its shading resolved (what its tone bands wait for).
  let resolved: Completions

  /// Texels per band of a grid toned in bands (about 0.1 ms of toning). Task-local so that a test can
  /// draw the same frame with every grid toned whole and compare.
  @TaskLocal static var toneBandTexels = 16_384

  var shapeCount: Int { planned.count }
  var captureCount: Int { capturePlans.count }
  var rowItems: Int {
    switch rows {
    case .frame(_, _, _, let bounds):
      (bounds.height + GlassCompositor.stripRows - 1) / GlassCompositor.stripRows
    case .surfaces(_, let bands): bands.count
    }
  }
  var itemCount: Int { captureCount + shapeCount + toneBands.count + rowItems }

  init(
    planned: [GlassCompositor.PlannedShape], canvas: PixelRect, content: UnsafeMutablePointer<UInt32>,
    contentRowPixels: Int, capturePlans: [DownsampledBlur], captureOutputs: [UnsafeMutablePointer<UInt32>],
    blurScratch: [UnsafeMutablePointer<UInt32>], captureItem: [Int?], backdrops: [DownsampledBackdrop],
    extents: [(columns: Range<Int>, rows: Range<Int>)], texels: [UnsafeMutablePointer<SIMD4<Float>>],
    columns: [UnsafeMutablePointer<GridColumn>], rows: Rows, workers: Int
  ) {
    self.planned = planned
    self.canvas = canvas
    self.content = content
    self.contentRowPixels = contentRowPixels
    self.capturePlans = capturePlans
    self.captureOutputs = captureOutputs
    self.blurScratch = blurScratch
    self.captureItem = captureItem
    self.backdrops = backdrops
    self.extents = extents
    self.texels = texels
    self.columns = columns
    self.rows = rows
    self.workers = workers
    let width = planned.map { $0.paintRect.width }.max() ?? 1
    var bands: [(shape: Int, rows: Range<Int>)] = []
    bandsLeft = .allocate(capacity: max(planned.count, 1))
    for (i, extent) in extents.enumerated() {
      let texels = extent.columns.count * extent.rows.count
      var count = 0
      let bandTexels = Self.toneBandTexels
      if texels / 2 > bandTexels {
        let step = max(1, bandTexels / max(1, extent.columns.count))
        for top in stride(from: extent.rows.lowerBound, to: extent.rows.upperBound, by: step) {
          bands.append((i, top..<min(top + step, extent.rows.upperBound)))
          count += 1
        }
      }
      (bandsLeft + i).initialize(to: Atomic(count))
    }
    toneBands = bands
    shadings = .allocate(capacity: max(planned.count, 1))
    shadings.initialize(repeating: nil, count: planned.count)
    shaders = .allocate(capacity: max(planned.count, 1))
    shaders.initialize(repeating: nil, count: planned.count)
    let gridWidth = extents.map { $0.columns.count }.max() ?? 1
    scratch = (0..<workers).map { _ in
      ShaderScratch.allocate(rows: GlassCompositor.stripRows, width: width, gridWidth: gridWidth)
    }
    strips = (0..<workers).map { _ in .allocate(capacity: GlassCompositor.stripRows * max(width, 1)) }
    runs = (0..<workers).map { _ in .allocate(capacity: GlassCompositor.stripRows) }
    counts = .allocate(capacity: max(workers * planned.count, 1))
    counts.initialize(repeating: ShadeCounts(), count: workers * planned.count)
    times = .allocate(capacity: workers)
    times.initialize(repeating: .zero, count: workers)
    done = Completions(count: capturePlans.count + planned.count)
    resolved = Completions(count: planned.count)
  }

  deinit {
    shaders.deinitialize(count: planned.count)
    shaders.deallocate()
    shadings.deinitialize(count: planned.count)
    shadings.deallocate()
    bandsLeft.deinitialize(count: planned.count)
    bandsLeft.deallocate()
    for s in scratch { s.deallocate() }
    for s in strips { s.deallocate() }
    for r in runs { r.deallocate() }
    counts.deallocate()
    times.deallocate()
  }

  /// Runs every item on the workers.
  func run() {
    forEachItem(count: itemCount, workers: workers) { item, worker in
      if item < self.captureCount {
        self.capture(item, worker)
      } else if item < self.captureCount + self.shapeCount {
        self.look(item - self.captureCount, worker)
      } else if item < self.captureCount + self.shapeCount + self.toneBands.count {
        self.tone(self.toneBands[item - self.captureCount - self.shapeCount], worker)
      } else {
        let row = item - self.captureCount - self.shapeCount - self.toneBands.count
        switch self.rows {
        case .frame(let frame, let rowPixels, let clip, let bounds):
          self.strip(row, worker, frame, rowPixels, clip, bounds)
        case .surfaces(let surfaces, let bands):
          self.band(bands[row], worker, surfaces)
        }
      }
    }
  }

  /// Capture item `k`: reduce and blur, on this core alone.
  func capture(_ k: Int, _ worker: Int) {
    let plan = capturePlans[k]
    let t0 = ContinuousClock.now
    plan.reduce(from: content, rowPixels: contentRowPixels, scratch: blurScratch[worker], threads: 1)
    let t1 = ContinuousClock.now
    plan.blur(scratch: blurScratch[worker], into: captureOutputs[k], threads: 1)
    let t2 = ContinuousClock.now
    times[worker][GlassStage.capture.index] += StageClock.milliseconds(t1 - t0)
    times[worker][GlassStage.blur.index] += StageClock.milliseconds(t2 - t1)
    done.finish(k)
  }

  /// Shape `i`'s shader, waiting for its look.
  func shader(_ i: Int) -> ShapeShader {
    done.wait(for: captureCount + i)
    return shaders[i].unsafelyUnwrapped
  }

  /// Strip `s` of the frame: the shapes crossing it in document order, each shaded into the core's
  /// strip buffer (opaque interior runs straight into the frame where one clip rectangle holds the shape)
  /// and composited over the frame within the clip's rectangles (`PixelOver`). Rows that no clip
  /// rectangle reaches are not shaded.
  func strip(
    _ s: Int, _ worker: Int, _ frame: UnsafeMutablePointer<UInt32>, _ rowPixels: Int, _ clip: [PixelRect],
    _ bounds: PixelRect
  ) {
    let top = bounds.y + s * GlassCompositor.stripRows
    let bottom = min(top + GlassCompositor.stripRows, bounds.maxY)
    let strip = strips[worker]
    let runs = runs[worker]
    var spent = SIMD8<Double>.zero
    for i in 0..<shapeCount {
      let r = planned[i].paintRect
      let lo = max(top, r.y)
      let hi = min(bottom, r.maxY)
      guard lo < hi,
        clip.contains(where: { $0.y < hi && $0.maxY > lo && $0.x < r.maxX && $0.maxX > r.x })
      else { continue }
      let shader = shader(i)
      let t0 = ContinuousClock.now
      runs.initialize(repeating: 0..<0, count: hi - lo)
      let direct =
        clip.contains { $0.intersection(r) == r }
        ? DirectWrite(frame: frame + lo * rowPixels + r.x, rowPixels: rowPixels, runs: runs) : nil
      let counts = shader.shade(
        (lo - r.y)..<(hi - r.y), into: strip, rowPixels: r.width, scratch: scratch[worker], direct: direct)
      let t1 = ContinuousClock.now
      for y in lo..<hi {
        let row = strip + (y - lo) * r.width
        let written = runs[y - lo]
        for c in clip where c.y <= y && y < c.maxY {
          let x0 = max(c.x, r.x)
          let x1 = min(c.maxX, r.maxX)
          guard x0 < x1 else { continue }
          // Around the run written straight into the frame, if any.
          let before = written.isEmpty ? x1 : min(x1, r.x + Int(written.lowerBound))
          let after = written.isEmpty ? x1 : max(x0, r.x + Int(written.upperBound))
          if x0 < before {
            PixelOver.composite(row + (x0 - r.x), onto: frame + y * rowPixels + x0, count: before - x0)
          }
          if after < x1 {
            PixelOver.composite(row + (after - r.x), onto: frame + y * rowPixels + after, count: x1 - after)
          }
        }
      }
      let t2 = ContinuousClock.now
      add(counts, worker: worker, shape: i)
      let shading = StageClock.milliseconds(t1 - t0)
      spent[GlassStage.distance.index] += counts.distanceMilliseconds
      spent[GlassStage.shading.index] += shading - counts.distanceMilliseconds
      spent[GlassStage.composite.index] += StageClock.milliseconds(t2 - t1)
    }
    times[worker] += spent
  }

  /// A band of one shape's rows into its own surface.
  func band(
    _ band: (shape: Int, rows: Range<Int>), _ worker: Int,
    _ surfaces: [(pixels: UnsafeMutablePointer<UInt32>, rowPixels: Int)?]
  ) {
    guard let (pixels, rowPixels) = surfaces[band.shape] else { return }
    let shader = shader(band.shape)
    let t0 = ContinuousClock.now
    let counts = shader.shade(
      band.rows, into: pixels + band.rows.lowerBound * rowPixels, rowPixels: rowPixels,
      scratch: scratch[worker])
    let shading = StageClock.milliseconds(ContinuousClock.now - t0)
    add(counts, worker: worker, shape: band.shape)
    times[worker][GlassStage.distance.index] += counts.distanceMilliseconds
    times[worker][GlassStage.shading.index] += shading - counts.distanceMilliseconds
  }

  private func add(_ c: ShadeCounts, worker: Int, shape: Int) {
    let slot = counts + worker * shapeCount + shape
    slot.pointee = slot.pointee + c
  }

  /// Each shape's counts summed over the workers (integers: the same for any split).
  func totals() -> [ShadeCounts] {
    (0..<shapeCount).map { i in
      (0..<workers).reduce(ShadeCounts()) { $0 + counts[$1 * shapeCount + i] }
    }
  }

  /// The workers' busy time by stage (capture, blur, distance, shading, composite), summed.
  func spent() -> SIMD8<Double> { (0..<workers).reduce(.zero) { $0 + times[$1] } }
}
