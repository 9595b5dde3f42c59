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
  /// With `direct`, a kernel may write runs it knows opaque straight into the frame instead, and says
  /// which (see `DirectWrite`).
  func shade(
    _ rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int, scratch: ShaderScratch,
    direct: DirectWrite?
  ) -> ShadeCounts
}

extension GlassRowShader {
  /// Every pixel into `output`.
  func shade(
    _ rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int, scratch: ShaderScratch
  ) -> ShadeCounts {
    shade(rows, into: output, rowPixels: rowPixels, scratch: scratch, direct: nil)
  }
}

/// Where a row shader may write pixels straight into the frame: runs it knows opaque, which OVER would
/// copy unchanged (a shape's interior over an opaque backdrop), so they skip the strip and the composite.
/// The compositor offers it only where nothing clips the shape's pixels.
struct DirectWrite {
  /// The frame's pixel at the region's column 0 in row `rows.lowerBound` of the call; rows `rowPixels`
  /// apart.
  let frame: UnsafeMutablePointer<UInt32>
  let rowPixels: Int
  /// Per row of the call, the region's columns written into the frame (an empty range: none). The
  /// caller sets every row to empty before the call and composites the rest of each row.
  let runs: UnsafeMutablePointer<Range<Int32>>
}

/// A shape's row shader as a closed set of concrete kernels. Called through `any GlassRowShader`, the
/// generic `MemberShader` ran its unspecialised code — a witness call for every distance evaluated (the
/// distance and shading stages took twice as long); switching here calls each kind's specialised code.
enum ShapeShader: GlassRowShader {
  /// An axis-aligned box, by rows and columns rather than pixel by pixel (`BoxShader`).
  case alignedBox(BoxShader)
  /// A box under a rotation (`BoxShader` declines it).
  case box(MemberShader<BoxGlassDistance>)
  case circle(MemberShader<CircleGlassDistance>)
  case ellipse(MemberShader<EllipseGlassDistance>)
  case field(MemberShader<FieldGlassDistance>)
  /// Morphs and other rare kinds, through the existential.
  case other(any GlassRowShader)

  var region: PixelRect {
    switch self {
    case .alignedBox(let s): s.region
    case .box(let s): s.region
    case .circle(let s): s.region
    case .ellipse(let s): s.region
    case .field(let s): s.region
    case .other(let s): s.region
    }
  }

  /// Milliseconds the kernel spent on distance work while it was made (the box kernel's column tables).
  var preparationMilliseconds: Double {
    if case .alignedBox(let s) = self { return s.preparationMilliseconds }
    return 0
  }

  /// `GlassRowShader.shade` of the kernel.
  func shade(
    _ rows: Range<Int>, into output: UnsafeMutablePointer<UInt32>, rowPixels: Int, scratch: ShaderScratch,
    direct: DirectWrite?
  ) -> ShadeCounts {
    switch self {
    case .alignedBox(let s):
      s.shade(rows, into: output, rowPixels: rowPixels, scratch: scratch, direct: direct)
    case .box(let s): s.shade(rows, into: output, rowPixels: rowPixels, scratch: scratch, direct: direct)
    case .circle(let s): s.shade(rows, into: output, rowPixels: rowPixels, scratch: scratch, direct: direct)
    case .ellipse(let s): s.shade(rows, into: output, rowPixels: rowPixels, scratch: scratch, direct: direct)
    case .field(let s): s.shade(rows, into: output, rowPixels: rowPixels, scratch: scratch, direct: direct)
    case .other(let s): s.shade(rows, into: output, rowPixels: rowPixels, scratch: scratch, direct: direct)
    }
  }
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
