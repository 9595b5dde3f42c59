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
/// Measured with `VITRUM_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter
/// BoxShaderBenchmark` (one thread, median of 201 runs interleaved with MemberShader's, all rows in
/// calls of 16; the 200 × 120 pt card of radius 21.6, regular glass with blur 10 and its shadow, over a
/// photo-like backdrop; a 2-core machine shared with other work, four runs):
///
/// | scale | pixels  | MemberShader ns/px | BoxShader ns/px | speed-up  |
/// |-------|---------|--------------------|-----------------|-----------|
/// | 1     | 31,524  | 6.08–7.00          | 1.71–1.88       | 3.5–3.7×  |
/// | 2     | 124,644 | 5.09–5.44          | 1.43–1.49       | 3.6–3.7×  |
///
/// By part (`BoxShaderBenchmark` prints them): the top and bottom 5.5–6×, the sides 3.5–4×, the corner
/// squares 2.5–3× (their outline band, ~1,000 pixels at scale 1, costs ~10 ns a pixel: distance, gradient,
/// refraction and a bilinear sample each) and the interior 1.1–1.4× (both resample the same texels; the
/// stores of the output dominate). Building the tables costs ~4 µs at scale 1 (`preparationMilliseconds`).
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
