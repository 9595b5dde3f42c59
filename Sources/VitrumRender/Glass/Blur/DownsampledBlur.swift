/// A Gaussian blur computed at reduced resolution: the plan for one capture.
///
/// A blur of standard deviation σ removes all detail finer than about σ, so it can be computed on a grid
/// `factor` times coarser in each direction and read back with bilinear filtering: the work drops by
/// factor² and the picture does not change visibly while σ stays at least `minimumLowSigma` coarse
/// pixels. The steps, each over raw buffers (`run`):
///
/// 1. average factor × factor blocks of the source surface (premultiplied ARGB32) into a four-channel
///    float image, one block per pixel; the blocks sit on a grid anchored at device (0, 0), so two
///    captures that overlap average the same blocks;
/// 2. blur that image with `passes` extended-box passes per axis, of total variance `lowSigma`² exactly;
/// 3. write the result as premultiplied ARGB32, which `DownsampledBackdrop` samples with bilinear
///    filtering at device coordinates — there is no upsampling pass.
///
/// The reduction itself blurs: the block average adds variance (factor² − 1)/12 device pixels², the
/// bilinear read-back on average factor²/6 + 1/12, together exactly factor²/4 (averaged over the phases of
/// the device pixels within a block). `lowSigma` is reduced by that much so the total matches σ².
///
/// What is blurred is the surface inside `source`, reflected at its edges (…, p1, p0 | p0, p1, …): a
/// reflected line keeps its mean, so a blur much wider than the capture converges to the capture's mean,
/// which is what a glass over a region smaller than its blur should show. An axis whose σ reaches the
/// line's length is replaced by that mean outright: there the exact reflected Gaussian keeps at most
/// e^(−π²/2) = 0.7 % of any variation along the line. A block cut by the surface's edge is completed by
/// that reflection, and the grid is padded beyond it by the blur's reach (the padding also reflected), so
/// the coarse grid's own edge never falls where the picture is read: without this, a surface whose size
/// is not a multiple of the reduction erred by 17 levels at its edge.
///
/// Work depends on the pixel count alone, never on σ, and the result at a pixel depends only on the
/// pixels within `reach` of it — not on where the capture ends (see `quantum`).
///
/// A compositor uses it as:
///
///     let plan = DownsampledBlur(region: capture, sigma: blur, bounds: canvas)
///     let coarse = buffers.acquire(plan.pixelCount)
///     let scratch = buffers.acquire(plan.scratchCount)
///     content.withPixels { pixels, rowPixels in
///       plan.run(from: pixels, rowPixels: rowPixels, scratch: scratch.baseAddress!,
///                into: coarse.baseAddress!, threads: threads)
///     }
///     let backdrop = DownsampledBackdrop(plan, pixels: coarse.baseAddress!)  // a BackdropSampler
///
/// with `capture` reaching `DownsampledBlur.reach(sigma:)` beyond every pixel the shader samples; the
/// scratch can go back to the pool as soon as `run` returns, the coarse buffer once shading is done.
struct DownsampledBlur: Sendable {
  /// The reductions tried, finest first. 1/16 is the coarsest: beyond it the grid of a small glass shape
  /// would hold too few pixels for its refraction to read.
  static let reductions = [1, 2, 4, 8, 16]

  /// The smallest σ, in coarse pixels, a reduction may leave (Tools/PROFILE.md, "Blur by downsampling":
  /// error against the exact Gaussian for every σ and reduction). At 2 coarse pixels and more the
  /// reduction adds nothing measurable to the box passes' own error (mean ≤ 1.3, max ≤ 4.7 levels of 255
  /// on stripes, noise and a photo-like image; σ 8 at 1/4: 0.56 / 3.1, σ 16 at 1/8: 0.48 / 4.0); at 1.5 the
  /// max grows to 6.7 and at 1 to 13. Two rather than three makes the blur of σ in [4, 6) × 2ᵏ four times
  /// cheaper — the card benchmark's σ 10 is blurred at 1/4 instead of 1/2. The frosted glass of the
  /// Reduce Transparency golden scene (σ 8, now at 1/4) stayed within 2 levels of its full-resolution
  /// box-blur reference in every pixel; at scale 2 (σ 16 at 1/8) its rim, where the refraction magnifies
  /// the blurred backdrop most, was looked at and shows no grid.
  static let minimumLowSigma = 2.0

  /// Extended-box passes per axis. Three: at σ ≥ 2 px four and five passes err less (max 4.1 and 3.2
  /// levels against 4.7) for a third and two thirds more pass work, and at σ = 1 they err more (5.7 and
  /// 7.1 against 2.4).
  static let defaultPasses = 3

  /// How each axis of the coarse image is blurred.
  enum AxisBlur: Equatable, Sendable {
    /// Nothing to do: σ ≈ 0 or a line of one pixel.
    case identity
    /// σ reaches the line's length: every pixel becomes the line's mean.
    case mean
    /// `passes` passes of this box.
    case boxes(ExtendedBox)
  }

  /// Device pixels per coarse pixel, along each axis.
  let factor: Int
  /// The coarse pixels, in coarse coordinates: pixel (i, j) averages the device pixels
  /// [i·factor, (i + 1)·factor) × [j·factor, (j + 1)·factor), those outside `source` reflected into it.
  let grid: PixelRect
  /// The device pixels read: the region widened to whole blocks, clipped to the surface.
  let source: PixelRect
  /// σ of the blur applied on the coarse grid, coarse pixels.
  let lowSigma: Double
  /// Box passes per axis.
  let passes: Int
  let horizontal: AxisBlur
  let vertical: AxisBlur
  /// The float image counts in units of this many levels (2⁻⁸ for radii up to 128 coarse pixels, coarser
  /// beyond) and every pass rounds its output to whole units, so the running sums of the box passes are
  /// whole numbers below 2²⁴, exact in Float: a sum then holds exactly the values in its window, whichever
  /// position the line started from. Two overlapping captures give the same bytes where both are read away
  /// from their edges — container and per-node rendering can agree byte for byte. (With unrounded floats
  /// the sums carried the line's history: 5 of 9,000 samples differed between two captures at σ 2.5 in
  /// `samplesDoNotDependOnWhereTheCaptureEnds`.) Counting in units rather than levels makes the rounding
  /// two instructions, `(v + 2²³) − 2²³`, where rounding to multiples of 2⁻⁸ takes four.
  let quantum: Float
  /// 1 / quantum: units per level.
  var units: Float { 1 / quantum }

  /// Plans a blur of standard deviation `sigma` device pixels over `region` of a surface covering
  /// `bounds`. Any σ is accepted: NaN or negative is no blur, huge is the region's mean. `factor`
  /// overrides the reduction (tests compare every reduction); it is rounded down to one of `reductions`.
  init(
    region: PixelRect, sigma: Double, bounds: PixelRect, factor forced: Int? = nil,
    passes: Int = DownsampledBlur.defaultPasses
  ) {
    // Clamped before any arithmetic: 1e9 px is far beyond any surface, so the axis is a mean anyway.
    let sigma = sigma.isNaN ? 0 : min(max(sigma, 0), 1e9)
    let f = forced.map(Self.reduction(atMost:)) ?? Self.reduction(for: sigma)
    factor = f
    self.passes = min(max(1, passes), 8)
    lowSigma = Self.lowSigma(sigma, factor: f)
    let r = region.intersection(bounds)
    guard !r.isEmpty else {
      grid = PixelRect(x: 0, y: 0, width: 0, height: 0)
      source = grid
      (horizontal, vertical, quantum) = (.identity, .identity, 1.0 / 256)
      return
    }
    let (x0, y0, x1, y1) = Self.blocks(r, factor: f)
    let s = Self.source(r, factor: f, bounds: bounds)
    source = s
    let h = Self.axis(sigma: lowSigma, length: x1 - x0, passes: self.passes)
    let v = Self.axis(sigma: lowSigma, length: y1 - y0, passes: self.passes)
    horizontal = h
    vertical = v
    // Pad the sides where the surface cuts a block.
    let padX = Self.padding(h, passes: self.passes)
    let padY = Self.padding(v, passes: self.passes)
    let left = x0 * f < s.x ? padX : 0
    let right = x1 * f > s.maxX ? padX : 0
    let top = y0 * f < s.y ? padY : 0
    let bottom = y1 * f > s.maxY ? padY : 0
    grid = PixelRect(x: x0 - left, y: y0 - top, width: x1 - x0 + left + right, height: y1 - y0 + top + bottom)
    var radius = 0
    for axis in [h, v] { if case .boxes(let box) = axis { radius = max(radius, box.radius) } }
    quantum = Self.quantum(radius: radius)
  }

  /// The device pixels a plan of `region` at `sigma` reads (its `source`), without the rest of the plan:
  /// a glass shape's capture rectangle is asked for every frame.
  static func source(region: PixelRect, sigma: Double, bounds: PixelRect) -> PixelRect {
    let sigma = sigma.isNaN ? 0 : min(max(sigma, 0), 1e9)
    let r = region.intersection(bounds)
    guard !r.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    return source(r, factor: reduction(for: sigma), bounds: bounds)
  }

  /// The coarse blocks covering `r` (within the bounds): columns x0 ..< x1, rows y0 ..< y1.
  private static func blocks(_ r: PixelRect, factor f: Int) -> (Int, Int, Int, Int) {
    (floorDivide(r.x, f), floorDivide(r.y, f), floorDivide(r.maxX + f - 1, f), floorDivide(r.maxY + f - 1, f))
  }

  /// Those blocks' device pixels within the bounds.
  private static func source(_ r: PixelRect, factor f: Int, bounds: PixelRect) -> PixelRect {
    let (x0, y0, x1, y1) = blocks(r, factor: f)
    return PixelRect(x: x0 * f, y: y0 * f, width: (x1 - x0) * f, height: (y1 - y0) * f).intersection(bounds)
  }

  /// The largest reduction that keeps σ at `minimumLowSigma` coarse pixels or more.
  static func reduction(for sigma: Double) -> Int {
    reductions.last { sigma / Double($0) >= minimumLowSigma } ?? 1
  }

  static func reduction(atMost f: Int) -> Int { reductions.last { $0 <= f } ?? 1 }

  static func axis(sigma: Double, length: Int, passes: Int) -> AxisBlur {
    // Below 0.01 px the passes' end weights round to nothing in 8 bits.
    if length <= 1 || sigma < 0.01 { return .identity }
    if sigma >= Double(length) { return .mean }
    return .boxes(ExtendedBox(variance: sigma * sigma / Double(passes)))
  }

  /// Coarse pixels beyond a cut block whose values reach it through the passes.
  static func padding(_ axis: AxisBlur, passes: Int) -> Int {
    guard case .boxes(let box) = axis else { return 0 }
    return passes * (box.radius + 1) + 1
  }

  /// 2⁻ᵠ for the largest q ≤ 8 with (2r + 1) × 255 × 2^q < 2²⁴: a window's sum of multiples of 2⁻ᵠ is
  /// then an integer number of quanta below 2²⁴, exact in Float.
  static func quantum(radius r: Int) -> Float {
    var q = 8
    while q > 0 && (2 * r + 1) * 255 << q >= 1 << 24 { q -= 1 }
    return 1 / Float(1 << q)
  }

  static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

  /// Device pixels a capture must extend beyond every pixel sampled from it for those samples not to
  /// depend on where the capture ends: the passes' reach, the bilinear neighbour and the block alignment.
  /// Captures with at least this margin give identical samples wherever they overlap.
  static func reach(sigma: Double, passes: Int = defaultPasses) -> Int {
    // A plan's own `factor`, `passes` and `lowSigma`, without the rest of a plan (asked for every glass
    // shape of every frame).
    let sigma = sigma.isNaN ? 0 : min(max(sigma, 0), 1e9)
    let f = reduction(for: sigma)
    let passes = min(max(1, passes), 8)
    let low = lowSigma(sigma, factor: f)
    let radius = ExtendedBox(variance: low * low / Double(passes)).radius
    return (passes * (radius + 1) + 2) * f
  }

  /// σ on the coarse grid of a reduction by `f`, the block mean's own blur taken off (see above).
  static func lowSigma(_ sigma: Double, factor f: Int) -> Double {
    let coarse = sigma / Double(f)
    return f == 1 ? sigma : max(0, coarse * coarse - 0.25).squareRoot()
  }

  /// Coarse pixels: the size of the output buffer `run` fills.
  var pixelCount: Int { grid.area }
  /// The scratch `run` needs, in 32-bit words: one four-channel Float image of the coarse grid.
  var scratchCount: Int { grid.area * 4 }
}
