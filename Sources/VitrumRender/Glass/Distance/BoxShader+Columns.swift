extension BoxShader {
  /// Prepares the shader, filling `columns` (room for `region.width`); nil unless the distance's frame is
  /// axis-aligned. `opaque`, when given, stands for scanning the whole grid: false where no direct write
  /// is ever offered (the container kernel makes a shader per tile over its member's whole grid).
  init?(
    distance: BoxGlassDistance, shading: GlassShading, grid: ToneGrid, region: PixelRect, opacity: Float = 1,
    columns: UnsafeMutablePointer<GridColumn>, opaque known: Bool? = nil
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
    for c in edgeStart..<plainStart {
      table.rims[c] = EdgeTerms(light.constants, d: sides[c].d, gx: sides[c].g, gy: 0)
    }
    for c in plainEnd..<edgeEnd {
      table.rims[c] = EdgeTerms(light.constants, d: sides[c].d, gx: sides[c].g, gy: 0)
    }
    var opaque = known ?? true
    for t in 0..<(known == nil ? grid.width * grid.rows.count : 0) where grid.texels[t].w != 255 {
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
  let rims: UnsafeMutablePointer<EdgeTerms>
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
      reserve(Int.self, count + 1), reserve(EdgeTerms.self, n), reserve(Int.self, n)
    )
    storage = .allocate(byteCount: end, alignment: MemoryLayout<SIMD4<Float>>.alignment)
    entries = (storage + offsets.0).bindMemory(to: BoxColumn.self, capacity: n)
    qs = (storage + offsets.1).bindMemory(to: Float.self, capacity: n)
    gs = (storage + offsets.2).bindMemory(to: Float.self, capacity: n)
    shadowWords = (storage + offsets.3).bindMemory(to: UInt32.self, capacity: n)
    shadowCounts = (storage + offsets.4).bindMemory(to: Int.self, capacity: count + 1)
    rims = (storage + offsets.5).bindMemory(to: EdgeTerms.self, capacity: n)
    cellEnds = (storage + offsets.6).bindMemory(to: Int.self, capacity: n)
  }

  deinit { storage.deallocate() }
}
