/// A blurred capture on a coarse grid (`DownsampledBlur`), sampled at device coordinates.
///
/// Coarse pixel (i, j) is the block of device pixels starting at (i·factor, j·factor), so its centre is at
/// device ((i + 0.5)·factor, (j + 0.5)·factor): a device point p reads the grid at p / factor − 0.5. The
/// bilinear filter is the upsampling; no full-resolution image is ever made.
struct DownsampledBackdrop: BackdropSampler, @unchecked Sendable {
  // @unchecked: read-only while shaders run; the buffer is owned by the compositor's pool.
  /// The coarse grid, row by row, premultiplied ARGB32.
  let pixels: UnsafeMutablePointer<UInt32>
  /// The grid's top-left coarse pixel, in coarse coordinates (device / factor).
  let originX: Int
  let originY: Int
  let width: Int
  let height: Int
  /// 1 / factor (exact: factors are powers of two).
  let inverseFactor: Float
  /// Device pixels per coarse pixel.
  let factor: Int
  /// Sample points are clamped into this device rectangle first (see `clamped(to:)`); unbounded unless
  /// asked for.
  private(set) var bounds = SIMD4<Float>(
    -.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .greatestFiniteMagnitude, .greatestFiniteMagnitude)

  /// The sampler of `blur`'s output `pixels`.
  init(_ blur: DownsampledBlur, pixels: UnsafeMutablePointer<UInt32>) {
    self.pixels = pixels
    originX = blur.grid.x
    originY = blur.grid.y
    width = blur.grid.width
    height = blur.grid.height
    factor = blur.factor
    inverseFactor = 1 / Float(blur.factor)
  }

  /// The same sampler reading no farther than the centres of `rect`'s edge pixels: a shape's samples
  /// clamped into its own pixels read the same values from any capture that reaches
  /// `DownsampledBlur.reach` beyond them, so a member reading a capture shared with others sees exactly
  /// what its own capture would show, wherever its refraction points.
  func clamped(to rect: PixelRect) -> DownsampledBackdrop {
    var copy = self
    copy.bounds = SIMD4(
      Float(rect.x) + 0.5, Float(rect.y) + 0.5, Float(rect.maxX) - 0.5, Float(rect.maxY) - 0.5)
    return copy
  }

  /// A device point → the grid cell to its upper left and the fractions towards the next (clamped).
  @inline(__always) func cell(_ x: Float, _ y: Float) -> (x0: Int, y0: Int, tx: Float, ty: Float) {
    // Clamp in float first (`fastClamp` sends a NaN to the lower bound), then split into cell and
    // fraction; coordinates are non-negative so truncation is floor.
    let (x0, tx) = column(x)
    let sy = fastClamp(y, bounds.y, bounds.w)
    let fy = fastClamp(sy * inverseFactor - 0.5 - Float(originY), 0, Float(height - 1))
    let y0 = Int(fy)
    return (x0, y0, tx, fy - Float(y0))
  }

  /// The horizontal half of `cell`: the grid column to the left of device `x` and the fraction.
  @inline(__always) func column(_ x: Float) -> (x0: Int, tx: Float) {
    let sx = fastClamp(x, bounds.x, bounds.z)
    let fx = fastClamp(sx * inverseFactor - 0.5 - Float(originX), 0, Float(width - 1))
    let x0 = Int(fx)
    return (x0, fx - Float(x0))
  }

  /// (B, G, R, A) as stored, in 0…255. The bytes are taken apart with shifts: the widening conversion
  /// `SIMD4<UInt32>(truncatingIfNeeded: SIMD4<UInt8>)` was left as a call of the generic initialiser here
  /// (7 M instructions of the 48-card frame's luminance and toning, under callgrind).
  @inline(__always) static func texel(_ p: UInt32) -> SIMD4<Float> {
    DownsampledBlur.float(SIMD4(p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24))
  }

  /// Bilinear sample at a device-space point (pixel centres at +0.5), clamped into the grid; premultiplied
  /// RGBA in 0…1.
  @inline(__always) func sample(_ x: Float, _ y: Float) -> SIMD4<Float> {
    let (x0, y0, tx, ty) = cell(x, y)
    let x1 = min(x0 + 1, width - 1)
    let y1 = min(y0 + 1, height - 1)
    let row0 = pixels + y0 * width
    let row1 = pixels + y1 * width
    // Down first, then across, as `ToneGrid` interpolates.
    let left = Self.texel(row0[x0]) + (Self.texel(row1[x0]) - Self.texel(row0[x0])) * ty
    let right = Self.texel(row0[x1]) + (Self.texel(row1[x1]) - Self.texel(row0[x1])) * ty
    let bgra = (left + (right - left) * tx) * (1 / 255)
    return SIMD4(bgra.z, bgra.y, bgra.x, bgra.w)
  }
}
