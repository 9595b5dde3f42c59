/// One glass shape, prepared to shade any rows of the pixels it paints: its look resolved, its toned grid
/// and column table built. The glass batch hands rows of many shapes to several cores in any order, so a
/// shader is read-only once made, and every pixel it writes depends only on the pixel's position and the
/// shape — not on which rows it was asked for with, nor on which core.
protocol GlassRowShader: Sendable {
  /// The device pixels the shape paints (its outline, anti-aliasing and shadow, within the canvas and
  /// its clip); row 0 is the top row.
  var region: PixelRect { get }

  /// Shades rows `rows` of `region` into `output`, the first pixel of row `rows.lowerBound`, rows
  /// `rowPixels` apart, with `scratch` as working memory; returns what it did, for the work counters.
  func shade(
    _ rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int, scratch: ShaderScratch
  ) -> ShadeCounts
}

/// What shading some rows did: pixels shaded as plain interior, outline and shadow pixels shaded one by
/// one, and rows holding any interior (each reads two rows of the toned grid), plus the time spent
/// finding which is which (`GlassStage.distance`) when the kernel tells it apart from the shading.
struct ShadeCounts: Sendable {
  var interior = 0
  var edges = 0
  var interiorRows = 0
  var distanceMilliseconds = 0.0

  static func + (a: ShadeCounts, b: ShadeCounts) -> ShadeCounts {
    ShadeCounts(
      interior: a.interior + b.interior, edges: a.edges + b.edges,
      interiorRows: a.interiorRows + b.interiorRows,
      distanceMilliseconds: a.distanceMilliseconds + b.distanceMilliseconds)
  }
}

/// Working memory of one core shading rows: room for `rows` rows of `width` pixels of per-pixel records
/// (the general kernel's distance pass), and for two interpolated rows of a toned grid `gridWidth` wide.
struct ShaderScratch: @unchecked Sendable {
  // @unchecked: each core owns its scratch.
  let rows: Int
  let width: Int
  let gridWidth: Int
  let kinds: UnsafeMutablePointer<UInt8>
  let records: UnsafeMutablePointer<SIMD4<Float>>
  let counts: UnsafeMutablePointer<SIMD2<Int32>>
  /// Two rows of `gridWidth` texels.
  let lines: UnsafeMutablePointer<SIMD4<Float>>

  /// Allocates scratch for up to `rows` × `width` pixels and grids `gridWidth` texels wide.
  static func allocate(rows: Int, width: Int, gridWidth: Int) -> ShaderScratch {
    let rows = max(rows, 1)
    let width = max(width, 1)
    let gridWidth = max(gridWidth, 1)
    return ShaderScratch(
      rows: rows, width: width, gridWidth: gridWidth, kinds: .allocate(capacity: rows * width),
      records: .allocate(capacity: rows * width), counts: .allocate(capacity: rows),
      lines: .allocate(capacity: 2 * gridWidth))
  }

  func deallocate() {
    kinds.deallocate()
    records.deallocate()
    counts.deallocate()
    lines.deallocate()
  }
}
