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
///   (`BoxColumn`, `EdgeRim`), and the shadow beside a side is a column's word, above or below a row's;
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
  /// The `EdgeRim` of the columns in the sides' outline band (edgeStart ..< plainStart and
  /// plainEnd ..< edgeEnd; the others are not set).
  let rims: UnsafeMutablePointer<EdgeRim>
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

  /// Prepares the shader, filling `columns` (room for `region.width`); nil unless the distance's frame is
  /// axis-aligned.
  init?(
    distance: BoxGlassDistance, shading: GlassShading, grid: ToneGrid, region: PixelRect, opacity: Float = 1,
    columns: UnsafeMutablePointer<GridColumn>
  ) {
    guard distance.frame.isAxisAligned else { return nil }
    let start = ContinuousClock.now
    self.distance = distance
    self.shading = shading
    self.grid = grid
    self.region = region
    self.opacity = opacity
    self.columns = columns
    let light = EdgeLight(shading)
    self.light = light
    let deep = -shading.interiorDepth - 1
    let shadowStart = -shading.shadowRadius * 0.5
    let shadowScale = 1 / (shading.shadowRadius * 1.5)
    self.deep = deep
    self.shadowStart = shadowStart
    self.shadowScale = shadowScale
    shadowed = shading.shadowOpacity > 0
    let width = max(region.width, 0)
    let table = BoxColumnTable(count: width)
    let sides = table.entries
    self.table = table
    self.sides = sides
    qs = table.qs
    gs = table.gs
    rims = table.rims
    cellEnds = table.cellEnds
    shadowWords = table.shadowWords
    shadowCounts = table.shadowCounts
    table.shadowCounts[0] = 0
    grid.prepareColumns(for: region, into: columns)

    let frame = distance.frame
    // Any row: the cross term ic · y is ±0, which leaves the sum's value unchanged.
    let anyY = Float(region.y) + 0.5
    let backdrop = grid.backdrop
    var turn = 0
    var least = Float.infinity
    for c in 0..<width {
      let px = Float(region.x + c) + 0.5
      // `BoxGlassDistance.evaluate`'s own expressions, so the distances are bit for bit its.
      let dx = frame.toShape(px, anyY).0 - distance.cx
      let q = abs(dx) - distance.hx + distance.r
      let d = (q - distance.r) * frame.scale
      let g: Float = dx < 0 ? -1 : 1
      // `MemberShader.shade`'s refracted-column path for a side pixel.
      let sx = px - g * light.shift(depth: fastMax(-d, 0))
      let (x0, tx) = backdrop.column(sx)
      let shadow =
        shading.shadowOpacity > 0
        ? GlassShading.shadowAlpha(d, opacity: shading.shadowOpacity, start: shadowStart, scale: shadowScale)
        : 0
      sides[c] = BoxColumn(
        q: q, d: d, g: g, left: Int32(x0 - grid.columns.lowerBound),
        right: Int32(min(x0 + 1, backdrop.width - 1) - grid.columns.lowerBound), fraction: tx,
        shadow: shadow)
      table.qs[c] = q
      table.gs[c] = g
      table.shadowWords[c] = shadow > 0 ? DownsampledBlur.pack(SIMD4(0, 0, 0, shadow * 255 * opacity)) : 0
      table.shadowCounts[c + 1] = table.shadowCounts[c] + (shadow > 0 ? 1 : 0)
      if q < least {
        least = q
        turn = c
      }
    }
    self.turn = turn

    // The side distance falls monotonically up to `turn` and rises after it: each class is one run.
    let plainDepth = light.plainDepth
    func isPlain(_ d: Float) -> Bool { fastMax(-d, 0) >= plainDepth }
    func first(_ range: Range<Int>, _ test: (Float) -> Bool) -> Int {
      var c = range.lowerBound
      while c < range.upperBound && !test(sides[c].d) { c += 1 }
      return c
    }
    edgeStart = first(0..<turn) { $0 < 0.5 }
    plainStart = max(first(0..<turn, isPlain), edgeStart)
    interiorStart = max(first(0..<turn) { $0 <= deep }, plainStart)
    interiorEnd = first(turn..<width) { $0 > deep }
    plainEnd = max(first(turn..<width) { !isPlain($0) }, interiorEnd)
    edgeEnd = max(first(turn..<width) { $0 >= 0.5 }, plainEnd)
    let f = backdrop.factor
    for c in stride(from: width - 1, through: 0, by: -1) where columns[c].startsCell {
      let next = c + f
      let chained =
        next < width && columns[next].startsCell && columns[next].left == columns[c].left + 1
      table.cellEnds[c] = chained ? table.cellEnds[next] : next
    }
    for c in edgeStart..<plainStart { table.rims[c] = EdgeRim(light, d: sides[c].d) }
    for c in plainEnd..<edgeEnd { table.rims[c] = EdgeRim(light, d: sides[c].d) }
    var opaque = true
    for t in 0..<grid.width * grid.rows.count where grid.texels[t].w != 255 {
      opaque = false
      break
    }
    self.opaque = opaque
    preparationMilliseconds = StageClock.milliseconds(ContinuousClock.now - start)
  }
}

/// One column of a box's region as the box's left or right side sees it: what every pixel of the column
/// that the side decides (`qx > qy`) shares, whatever its row.
struct BoxColumn {
  /// `BoxGlassDistance.evaluate`'s `qx`: |x − cx| − hx + r in shape units.
  var q: Float
  /// The side's signed distance, (q − r) × scale, and its gradient's x (−1 left of the centre, 1 right).
  var d: Float
  var g: Float
  /// The side's refracted sample (`EdgeLight.shift` at depth −d, along −g): texels of a
  /// `ToneGrid.row` and the fraction between them.
  var left: Int32
  var right: Int32
  var fraction: Float
  /// The shadow's opacity at `d`: the shadow of any pixel of the column whose offset point the side also
  /// decides.
  var shadow: Float
}

/// Owns a `BoxShader`'s column table: the shader is a value copied to every core shading its rows, and
/// the table lives as long as any copy.
final class BoxColumnTable: @unchecked Sendable {
  // @unchecked: written only while the shader is made, read-only after.
  let entries: UnsafeMutablePointer<BoxColumn>
  /// The entries' `q` and `g` side by side, for loading four at a time.
  let qs: UnsafeMutablePointer<Float>
  let gs: UnsafeMutablePointer<Float>
  /// Each column's shadow-only pixel from its `shadow` (0 without shadow), and how many columns before
  /// each have a shadow (`count` + 1 entries): a run of them is copied and counted without a branch.
  let shadowWords: UnsafeMutablePointer<UInt32>
  let shadowCounts: UnsafeMutablePointer<Int>
  let rims: UnsafeMutablePointer<EdgeRim>
  let cellEnds: UnsafeMutablePointer<Int>

  /// One allocation holds every array (carved in `init`): a frame makes and frees a table per box.
  private let storage: UnsafeMutableRawPointer

  init(count: Int) {
    let n = max(count, 1)
    var end = 0
    func reserve<T>(_: T.Type, _ count: Int) -> Int {
      let align = MemoryLayout<T>.alignment
      let offset = (end + align - 1) / align * align
      end = offset + MemoryLayout<T>.stride * count
      return offset
    }
    let offsets = (
      reserve(BoxColumn.self, n), reserve(Float.self, n), reserve(Float.self, n), reserve(UInt32.self, n),
      reserve(Int.self, count + 1), reserve(EdgeRim.self, n), reserve(Int.self, n)
    )
    storage = .allocate(byteCount: end, alignment: MemoryLayout<SIMD4<Float>>.alignment)
    entries = (storage + offsets.0).bindMemory(to: BoxColumn.self, capacity: n)
    qs = (storage + offsets.1).bindMemory(to: Float.self, capacity: n)
    gs = (storage + offsets.2).bindMemory(to: Float.self, capacity: n)
    shadowWords = (storage + offsets.3).bindMemory(to: UInt32.self, capacity: n)
    shadowCounts = (storage + offsets.4).bindMemory(to: Int.self, capacity: count + 1)
    rims = (storage + offsets.5).bindMemory(to: EdgeRim.self, capacity: n)
    cellEnds = (storage + offsets.6).bindMemory(to: Int.self, capacity: n)
  }

  deinit { storage.deallocate() }
}
