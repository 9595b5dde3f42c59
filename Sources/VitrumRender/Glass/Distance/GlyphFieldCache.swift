import VitrumGeometry

/// Distance fields of glass text, composed from one cached field per glyph: when a timer changes a digit,
/// only a glyph never seen at that place is measured, instead of the whole line.
///
/// A glyph's field depends on the glyph, the linear part of its device transform and the sub-pixel
/// phase of its position; the whole-pixel part only moves the grid. So each glyph field is cached under
/// (glyph, linear part, phase, margin) and reused wherever the glyph recurs at that phase — every cell of
/// a fixed-cell timer keeps its phase as its digits change, and a digit turning over moves by whole
/// device pixels (`DisplayListBuilder.turningGlyphs`).
///
/// The phase is taken to `phaseSteps` steps of the pixel, and the field measured at that step: a glyph
/// moved by whole pixels arrives at its phase only up to the rounding of the arithmetic that moved it
/// (a few 10⁻¹⁴ px; for about one origin in five at 2× or 3×), which as an exact key missed the cache and
/// measured the turning glyph again in every frame of its turnover. Measured at the step, the field is
/// the same whichever phase of the step asked first, so frames keep their bytes whatever was drawn
/// before them.
///
/// The text's field is the minimum of its glyphs' fields, capped at `margin`: a pixel outside every
/// glyph's grid (the glyph's bounds grown by `margin`) is at least `margin` from every outline, so the
/// composed field equals `min(d, margin)` for the true distance d of glyphs that do not overlap — the
/// whole line's field wherever it is below the margin, which is all the shading reads (the shadow fades
/// out within its radius, less than the margin). Where glyphs overlap (joined scripts, stacked marks) the
/// sign stays exact and the depth inside the overlap is the deeper glyph's, not the union's. A test holds
/// the composed field to the whole line's field.
///
/// A new string's field is composed some 30× faster than measuring the line whole, so the frame in which
/// a digit turns over costs what the frames around it cost (docs/benchmarks.md, *Text caches*).
struct GlyphFieldCache {
  struct Key: Hashable {
    var glyph: GlyphKey
    var a, b, c, d: Double
    var phaseX, phaseY: Double
    var margin: Double
  }

  /// A line as composed: its glyphs where they sit, and what else shapes its field.
  struct LineKey: Hashable {
    var glyphs: [GlyphKey]
    var offsets: [Point]
    var transform: AffineMatrix
    var margin: Double
    var region: Rect
    var maxPixels: Int
  }

  /// Steps of a pixel the phase is taken to: 2¹⁶, so a glyph's glass sits at most 2⁻¹⁷ px (8 × 10⁻⁶) from
  /// its outline's place, far below what a pixel's 8-bit coverage resolves, and the rounding of moves by
  /// whole pixels (10⁻¹⁴) falls in the same step but once in some 10⁸ phases.
  static let phaseSteps = 65536.0

  private var entries: [Key: DistanceField] = [:]
  private var order: [Key] = []
  private var pixels = 0
  private(set) var hits = 0
  private(set) var misses = 0
  /// Lines composed lately: a text that does not change is drawn frame after frame, and its field is
  /// then found whole rather than composed again.
  /// Each with its inscribed radius, measured once rather than on every frame that draws the line.
  private var lines: [LineKey: FieldGlassDistance] = [:]
  private var lineOrder: [LineKey] = []

  /// The field pixels kept (4 bytes each): 8 M pixels is 32 MB, some 100 glyphs of 120 pt at scale 2
  /// with a 30 px margin (about 70 k pixels each). The oldest field is evicted first.
  static let capacityPixels = 8 << 20

  /// Composed lines kept, the oldest evicted first: a HUD's few glass texts.
  static let lineCapacity = 8

  /// Field pixels held now by the glyphs' fields, and by the composed lines'.
  var heldPixels: (glyphs: Int, lines: Int) {
    (pixels, lines.values.reduce(0) { $0 + $1.field.width * $1.field.height })
  }

  /// The field of a line of glyphs under `transform` (node → device), covering only what meets `region`,
  /// grown by `margin`; nil when no glyph meets the region or the field would exceed `maxPixels`.
  mutating func field(
    glyphs: [PlacedGlyph], transform: AffineMatrix, margin: Double, region: Rect, maxPixels: Int
  ) -> DistanceField? {
    distance(glyphs: glyphs, transform: transform, margin: margin, region: region, maxPixels: maxPixels)?
      .field
  }

  /// The same field as a glass distance, its inscribed radius measured when the line was composed.
  mutating func distance(
    glyphs: [PlacedGlyph], transform: AffineMatrix, margin: Double, region: Rect, maxPixels: Int
  ) -> FieldGlassDistance? {
    guard transform.isFinite, margin.isFinite else { return nil }
    let lineKey = LineKey(
      glyphs: glyphs.map(\.outline.key), offsets: glyphs.map(\.offset), transform: transform, margin: margin,
      region: region, maxPixels: maxPixels)
    if let line = lines[lineKey] { return line }
    let grow = max(margin, 0)
    var parts: [DistanceField] = []
    var x0 = Int.max
    var y0 = Int.max
    var x1 = Int.min
    var y1 = Int.min
    for glyph in glyphs {
      let toDevice = AffineMatrix.translation(glyph.offset.x, glyph.offset.y).then(transform)
      let bounds = toDevice.apply(glyph.outline.path.controlPointBounds).outset(by: grow)
      guard bounds.isFinite, bounds.intersects(region) else { continue }
      let field: DistanceField?
      if bounds.minX >= region.minX, bounds.minY >= region.minY, bounds.maxX <= region.maxX,
        bounds.maxY <= region.maxY
      {
        field = cachedField(glyph.outline, toDevice: toDevice, margin: grow, maxPixels: maxPixels)
      } else {
        // A glyph across the region's edge is measured within the region, as a whole line would be.
        field = DistanceField.make(
          path: glyph.outline.path, fillRule: .nonZero, transform: toDevice, margin: grow,
          maxPixels: maxPixels,
          region: region)
      }
      guard let field else { continue }
      parts.append(field)
      x0 = min(x0, field.originX)
      y0 = min(y0, field.originY)
      x1 = max(x1, field.originX + field.width)
      y1 = max(y1, field.originY + field.height)
    }
    guard !parts.isEmpty else { return nil }
    let width = x1 - x0
    let height = y1 - y0
    guard width.multipliedReportingOverflow(by: height).partialValue <= maxPixels, width * height <= maxPixels
    else { return nil }
    let cap = Float(grow)
    var values = [Float](repeating: cap, count: width * height)
    values.withUnsafeMutableBufferPointer { out in
      for part in parts {
        part.values.withUnsafeBufferPointer { source in
          for row in 0..<part.height {
            let target = (part.originY - y0 + row) * width + (part.originX - x0)
            let from = row * part.width
            for column in 0..<part.width {
              let v = source[from + column]
              if v < out[target + column] { out[target + column] = v }
            }
          }
        }
      }
    }
    let line = FieldGlassDistance(
      field: DistanceField(originX: x0, originY: y0, width: width, height: height, values: values))
    lines[lineKey] = line
    lineOrder.append(lineKey)
    if lineOrder.count > Self.lineCapacity { lines[lineOrder.removeFirst()] = nil }
    return line
  }

  /// A glyph's field at its place: built once per (glyph, linear part, phase step, margin) at its phase
  /// step, then moved by whole pixels.
  private mutating func cachedField(
    _ outline: GlyphOutline, toDevice: AffineMatrix, margin: Double, maxPixels: Int
  ) -> DistanceField? {
    let wholeX = toDevice.tx.rounded(.down)
    let wholeY = toDevice.ty.rounded(.down)
    guard abs(wholeX) < 1e9, abs(wholeY) < 1e9 else { return nil }
    let phaseX = ((toDevice.tx - wholeX) * Self.phaseSteps).rounded() / Self.phaseSteps
    let phaseY = ((toDevice.ty - wholeY) * Self.phaseSteps).rounded() / Self.phaseSteps
    let key = Key(
      glyph: outline.key, a: toDevice.a, b: toDevice.b, c: toDevice.c, d: toDevice.d, phaseX: phaseX,
      phaseY: phaseY, margin: margin)
    let field: DistanceField
    if let hit = entries[key] {
      hits += 1
      field = hit
    } else {
      misses += 1
      let atPhase = AffineMatrix(
        a: toDevice.a, b: toDevice.b, c: toDevice.c, d: toDevice.d, tx: phaseX, ty: phaseY)
      guard
        let made = DistanceField.make(
          path: outline.path, fillRule: .nonZero, transform: atPhase, margin: margin, maxPixels: maxPixels)
      else { return nil }
      field = made
      store(made, for: key)
    }
    return DistanceField(
      originX: field.originX + Int(wholeX), originY: field.originY + Int(wholeY), width: field.width,
      height: field.height, values: field.values)
  }

  private mutating func store(_ field: DistanceField, for key: Key) {
    let size = field.width * field.height
    guard size <= Self.capacityPixels else { return }
    entries[key] = field
    order.append(key)
    pixels += size
    while pixels > Self.capacityPixels, !order.isEmpty {
      let oldest = order.removeFirst()
      if let evicted = entries.removeValue(forKey: oldest) { pixels -= evicted.width * evicted.height }
    }
  }
}
