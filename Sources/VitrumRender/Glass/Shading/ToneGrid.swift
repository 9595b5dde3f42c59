/// A shape's look applied to its blurred capture on the capture's coarse grid: the toned backdrop
/// (`GlassShading.toned`, and the press glow at the coarse pixel's centre) at every coarse pixel the shape
/// can sample, read with bilinear filtering at device coordinates.
///
/// Toning the coarse pixels and then interpolating, instead of interpolating and then toning each device
/// pixel, does the colour work once per coarse pixel (1/16 of the device pixels at a reduction of 4). The
/// tone is affine in the colour except where saturation or the tint's colour blend clips to the gamut, so
/// the two orders agree except across those clips (`MemberShaderTests` bounds the difference).
///
/// Texels are four floats in the order of the pixels' bytes in memory (B, G, R, A), premultiplied, in
/// levels 0…255: what `DownsampledBlur.pack` turns into an ARGB32 word without a shuffle. Sample points are
/// clamped as by the backdrop's `DownsampledBackdrop.cell`, then interpolated down before across, as the
/// backdrop does, so an interior row (`row(_:into:)`) and a point sample give the same value.
struct ToneGrid: @unchecked Sendable {
  // @unchecked: read-only while shaders run; the texels are owned by the compositor's pool.
  let texels: UnsafeMutablePointer<SIMD4<Float>>
  /// The backdrop's clamping and grid, which the texels cover in part.
  let backdrop: DownsampledBackdrop
  /// The backdrop's coarse columns and rows the texels hold: backdrop cell (i, j) is texel
  /// (i − columns.lowerBound, j − rows.lowerBound).
  let columns: Range<Int>
  let rows: Range<Int>

  /// Texels needed to sample `backdrop` anywhere within its bounds, which the caller has clamped to the
  /// shape's pixels.
  static func extent(of backdrop: DownsampledBackdrop, within rect: PixelRect) -> (
    columns: Range<Int>, rows: Range<Int>
  ) {
    let low = backdrop.cell(Float(rect.x) + 0.5, Float(rect.y) + 0.5)
    let high = backdrop.cell(Float(rect.maxX) - 0.5, Float(rect.maxY) - 0.5)
    return (
      low.x0..<min(high.x0 + 2, backdrop.width), low.y0..<min(high.y0 + 2, backdrop.height)
    )
  }

  /// Tones `backdrop`'s pixels in `columns` × `rows` into `texels` (room for their product).
  init(
    backdrop: DownsampledBackdrop, columns: Range<Int>, rows: Range<Int>, shading: GlassShading,
    texels: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    self.init(backdrop: backdrop, columns: columns, rows: rows, texels: texels)
    tone(rows, shading: shading)
  }

  /// A grid over `columns` × `rows` whose texels are toned later (`tone(_:shading:)`), in bands of rows
  /// on several cores when the grid is large.
  init(
    backdrop: DownsampledBackdrop, columns: Range<Int>, rows: Range<Int>,
    texels: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    self.texels = texels
    self.backdrop = backdrop
    self.columns = columns
    self.rows = rows
  }

  /// Tones the texels of backdrop rows `band` (within `rows`): each row's bytes depend on that row alone,
  /// so any split of the rows gives the same grid. A press glow is added at each texel's centre.
  func tone(_ band: Range<Int>, shading: GlassShading) {
    var out = texels + (band.lowerBound - rows.lowerBound) * width
    let glowing = shading.glowIntensity > 0
    let factor = Float(backdrop.factor)
    for j in band {
      let line = UnsafeRawPointer(backdrop.pixels + j * backdrop.width)
      let y = (Float(j + backdrop.originY) + 0.5) * factor
      let rowStart = out
      var i = columns.lowerBound
      // Four texels at a time (`ColourLanes`), the same arithmetic as one at a time below.
      while i + 4 <= columns.upperBound {
        let t = shading.toned(
          ColourLanes(pixels: line.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)))
        for k in 0..<4 { out[k] = SIMD4(t.b[k], t.g[k], t.r[k], t.a[k]) * 255 }
        out += 4
        i += 4
      }
      while i < columns.upperBound {
        let bgra = DownsampledBackdrop.texel(line.load(fromByteOffset: i * 4, as: UInt32.self)) * (1 / 255)
        let t = shading.toned(SIMD4(bgra.z, bgra.y, bgra.x, bgra.w))
        out.pointee = SIMD4(t.z, t.y, t.x, t.w) * 255
        out += 1
        i += 1
      }
      if glowing {
        for k in 0..<width {
          let x = (Float(columns.lowerBound + k + backdrop.originX) + 0.5) * factor
          let g = shading.glow(x, y)
          if g > 0 { rowStart[k] = rowStart[k] + (SIMD4(repeating: rowStart[k].w) - rowStart[k]) * g }
        }
      }
    }
  }

  var width: Int { columns.count }

  /// Bilinear sample at a device point, B, G, R, A in 0…255.
  @inline(__always) func sample(_ x: Float, _ y: Float) -> SIMD4<Float> {
    let (x0, y0, tx, ty) = backdrop.cell(x, y)
    let x1 = min(x0 + 1, backdrop.width - 1)
    let y1 = min(y0 + 1, backdrop.height - 1)
    let row0 = texels + (y0 - rows.lowerBound) * width - columns.lowerBound
    let row1 = texels + (y1 - rows.lowerBound) * width - columns.lowerBound
    let left = row0[x0] + (row1[x0] - row0[x0]) * ty
    let right = row0[x1] + (row1[x1] - row0[x1]) * ty
    return left + (right - left) * tx
  }

  /// The texels of device row `y` (at its pixel centres) interpolated down, one per column of the grid,
  /// into `line` (room for `width`); a point sample on that row is then `line` interpolated across.
  @inline(__always) func row(_ y: Int, into line: UnsafeMutablePointer<SIMD4<Float>>) {
    row(at: Float(y) + 0.5, into: line)
  }

  /// The same for any device height `y`: a point sample at (x, y) is `line` interpolated across, the
  /// same arithmetic as `sample(x, y)`.
  @inline(__always) func row(at y: Float, into line: UnsafeMutablePointer<SIMD4<Float>>) {
    let (_, y0, _, ty) = backdrop.cell(backdrop.bounds.x, y)
    let y1 = min(y0 + 1, backdrop.height - 1)
    let row0 = texels + (y0 - rows.lowerBound) * width
    let row1 = texels + (y1 - rows.lowerBound) * width
    for i in 0..<width { line[i] = row0[i] + (row1[i] - row0[i]) * ty }
  }
}
