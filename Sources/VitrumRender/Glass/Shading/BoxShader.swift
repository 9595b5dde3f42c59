/// The kernel of one axis-aligned rounded rectangle (a rectangle, rounded card or capsule under translation
/// and uniform scale: most interface glass), writing exactly the bytes of `MemberShader`'s per-pixel rules
/// without deciding pixel by pixel what each pixel is.
///
/// Under such a frame the shape-space x of a pixel depends on its column alone and y on its row alone
/// (`SimilarityFrame.toShape`'s cross terms are ±0), so `BoxGlassDistance.evaluate`'s `qx` is a table of
/// columns and `qy` a number per row, computed by the very expressions `evaluate` uses. Along a row `qx`
/// falls and then rises (float rounding keeps the order), so the columns `qx` decides (the sides, or the
/// corners where both are positive) are a prefix and a suffix, and the middle shares the row's distance;
/// the distance itself falls to its least and rises again, so the interior is one run with the outline's
/// band and the shadow on either side. So:
///
/// - an interior run is a straight resample of the toned grid at the row's height (`resampleRun`, whole
///   coarse cells four pixels a step);
/// - a top or bottom bezel row refracts straight up or down: one height per row, then a resample;
/// - a left or right bezel column keeps its distance, refracted texels and rim down the whole side
///   (`BoxColumn`, `EdgeTerms`), and the shadow beside a side is a column's word, above or below a row's;
/// - only the corner squares compute distance, gradient and sample position per pixel, four lanes at a
///   time (`CornerLanes`).
///
/// Every pixel depends only on its position: the same bytes for any split of the rows into calls.
///
/// Per pixel it runs about 3.5× faster than `MemberShader` on a rounded card: the top and bottom most,
/// the interior least, where both resample the same texels (docs/benchmarks.md, *Shading: the box kernel
/// against the general one*).
struct BoxShader: GlassRowShader, @unchecked Sendable {
  // @unchecked: the grid, the column tables and the output are read-only or written by disjoint rows.

  let distance: BoxGlassDistance
  let shading: GlassShading
  let grid: ToneGrid
  /// The pixels painted, device coordinates.
  let region: PixelRect
  /// Multiplies every pixel (a container member's opacity; 1 when the compositor applies it).
  let opacity: Float
  let light: EdgeLight
  /// Where each column of `region` reads the toned grid unrefracted (`ToneGrid.prepareColumns`), in
  /// memory the caller owns.
  let columns: UnsafeMutablePointer<GridColumn>
  /// The side's view of each column of `region` (`BoxColumn`), and beside it each column's `q`, its
  /// shadow-only pixel and the count of shadowed columns before it; owned by `table`.
  let sides: UnsafeMutablePointer<BoxColumn>
  let qs: UnsafeMutablePointer<Float>
  let gs: UnsafeMutablePointer<Float>
  let shadowWords: UnsafeMutablePointer<UInt32>
  let shadowCounts: UnsafeMutablePointer<Int>
  /// The `EdgeTerms` of the columns in the sides' outline band (edgeStart ..< plainStart and
  /// plainEnd ..< edgeEnd; the others are not set).
  let rims: UnsafeMutablePointer<EdgeTerms>
  /// For a column starting a whole coarse cell (`GridColumn.startsCell`), where the chain of whole cells
  /// reading consecutive texels from it ends.
  let cellEnds: UnsafeMutablePointer<Int>
  let table: BoxColumnTable
  /// Wall time of building the column tables, ms (the shader's only distance work outside `shade`).
  let preparationMilliseconds: Double
  /// Whether every texel of the toned grid is opaque (alpha exactly 255), so that every interior pixel
  /// is: interpolating between 255 and 255 gives 255.
  let opaque: Bool

  /// A pixel at least this far inside (signed distance at most `deep`) is interior.
  let deep: Float
  let shadowed: Bool
  /// `GlassShading.shadowAlpha`'s ramp with its division folded, as `MemberShader.classify` folds it.
  let shadowStart: Float
  let shadowScale: Float

  /// The column where `qx` is least (the first such): it falls up to here and rises from here.
  let turn: Int
  /// Left of `turn`, the first column whose side distance is inside the anti-aliasing ramp (< ½), the
  /// first deep enough to be plain refraction (`EdgeLight.plainDepth`) and the first interior one
  /// (`turn` where none is).
  let edgeStart: Int
  let plainStart: Int
  let interiorStart: Int
  /// From `turn` on, the first column past the interior, past the plain part and past the anti-aliasing
  /// ramp (`region.width` where none is).
  let interiorEnd: Int
  let plainEnd: Int
  let edgeEnd: Int
}
