import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Text shaped by Pango: scripts, right-to-left runs, fallback fonts, wrapping, fixed cells, and the
/// per-glyph distance fields of glass text.
@Suite struct TextShapingTests {
  static func shaped(
    _ text: String, size: Double = 40, family: String = "DejaVu Sans",
    _ direction: LayoutDirection = .leftToRight,
    spacing: TextSpacing = .proportional, wrap: Double? = nil
  ) -> ShapedText {
    TextOutliner().shaped(
      TextContent(
        text, font: Font(family: family, size: size), origin: .zero, spacing: spacing, wrapWidth: wrap),
      layoutDirection: direction)
  }

  /// In a right-to-left run the first character is drawn rightmost.
  @Test func rightToLeftRunsRunFromTheRight() throws {
    let alef = try #require(Self.shaped("א").glyphs.first).outline.key
    let bet = try #require(Self.shaped("ב").glyphs.first).outline.key
    let word = Self.shaped("אב").glyphs
    let xAlef = try #require(word.first { $0.outline.key == alef }).offset.x
    let xBet = try #require(word.first { $0.outline.key == bet }).offset.x
    #expect(xAlef > xBet)
    // In a left-to-right line with a Hebrew run, the Latin before it stays on the left.
    let mixed = Self.shaped("ab אב").glyphs
    #expect(mixed.first.map { $0.offset.x } == 0)
  }

  /// Characters the family lacks come from fallback fonts (CJK from another face than Latin), and Arabic
  /// letters join: the word takes fewer, wider glyph forms than its letters alone.
  @Test func fallbackAndJoining() throws {
    let line = Self.shaped("A液")
    #expect(line.glyphs.count == 2)
    #expect(line.glyphs[0].outline.key.face != line.glyphs[1].outline.key.face)
    let joined = Self.shaped("سلام", family: "Noto Sans Arabic").glyphs.map(\.outline.key.glyph)
    let alone = "سلام".map { Self.shaped(String($0), family: "Noto Sans Arabic").glyphs[0].outline.key.glyph }
    // Four letters, three glyphs: lam and alef join in their ligature; the others take joining forms.
    #expect(joined.count == 3)
    #expect(Set(joined) != Set(alone))
  }

  /// A wrap width breaks lines; each line stays within it.
  @Test func linesBreakWithinTheWidth() {
    let text = Self.shaped("one two three four five six seven eight", size: 20, wrap: 120)
    let lines = Set(text.glyphs.map { $0.offset.y })
    #expect(lines.count >= 3)
    for glyph in text.glyphs { #expect(glyph.offset.x + glyph.outline.path.controlPointBounds.maxX <= 121) }
    #expect(text.layoutBounds.width == 120)
  }

  /// Timer cells come from the shaper too, as the frame draws them: every value a countdown from 99:59
  /// shows is as wide (cells asked at 0.8 and 0.4 em, wider than the font's figures need, so 3.6 em), and
  /// each glyph's ink stays centred in its cell.
  @Test func shapedCellsAreFixed() {
    let outliner = TextOutliner()
    var widths = Set<Double>()
    var worstCentre = 0.0
    for seconds in stride(from: 99 * 60 + 59, through: 0, by: -1) {
      let text = String(format: "%02d:%02d", seconds / 60, seconds % 60)
      let shaped = outliner.shaped(
        TextContent(
          text, font: Font(size: 100), origin: .zero, spacing: .fixedCells(digit: 0.8, separator: 0.4)),
        layoutDirection: .leftToRight)
      widths.insert(shaped.layoutBounds.width)
      // Cell centres: 40, 120, 180 (the colon), 240, 320.
      for (glyph, centre) in zip(shaped.glyphs, [40.0, 120, 180, 240, 320]) {
        let ink = glyph.outline.path.tightBounds.offsetBy(glyph.offset)
        worstCentre = max(worstCentre, abs(ink.midX - shaped.layoutBounds.minX - centre))
      }
    }
    #expect(widths.count == 1)
    #expect(abs((widths.first ?? 0) - 360) < 1e-9)
    #expect(worstCentre < 1e-6, "a glyph's ink is \(worstCentre) pt off its cell's centre")
  }

  /// A digit row pinned left-to-right draws the same glyphs at the same places in a right-to-left scene.
  @Test func pinnedDigitRowIsUnchangedUnderRightToLeft() throws {
    func glyphs(_ direction: LayoutDirection) throws -> [Point] {
      let text = TextNode(
        id: "t", "12:34", font: Font(size: 80), origin: Point(10, 100), spacing: .timerDigits,
        fill: .solid(.white))
      let row = GroupNode(layout: StackLayout(.horizontal))
      row.layoutDirection = .leftToRight
      row.add(text)
      let scene = Scene(size: Size(400, 200), environment: SceneEnvironment(layoutDirection: direction))
      scene.root.add(row)
      let renderer = CairoRenderer()
      let list = renderer.displayList(for: scene)
      guard case .fill(let path, _, _, let transform, _, _)? = list.commands.first(where: { $0.node == "t" })
      else {
        throw TestFailure("no fill")
      }
      return path.applying(transform).elements.compactMap { element in
        if case .move(let p) = element { return p }
        return nil
      }
    }
    #expect(try glyphs(.rightToLeft) == glyphs(.leftToRight))
  }

  struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
  }

  /// Glass text's field, composed from per-glyph fields, equals the whole line's field below the margin
  /// (digits do not overlap) within the flattening, and recurring glyphs hit the cache.
  @Test func composedGlyphFieldMatchesTheWholeLine() throws {
    let outliner = TextOutliner()
    let content = TextContent(
      "10:01", font: Font(size: 60, weight: .bold), origin: Point(20.3, 80.6), spacing: .timerDigits)
    let shaped = outliner.shaped(content, layoutDirection: .leftToRight)
    let transform = AffineMatrix.scale(2, 2)
    let margin = 12.0
    let region = Rect(x: -300, y: -300, width: 1200, height: 900)
    var cache = GlyphFieldCache()
    let made = cache.field(
      glyphs: shaped.glyphs, transform: transform, margin: margin, region: region, maxPixels: 1 << 24)
    let composed = try #require(made)
    let whole = try #require(
      DistanceField.make(
        path: shaped.path, fillRule: .nonZero, transform: transform, margin: margin, maxPixels: 1 << 24,
        region: region))
    var compared = 0
    var worst: Float = 0
    for j in 0..<whole.height {
      for i in 0..<whole.width {
        let w = whole.values[j * whole.width + i]
        guard w < Float(margin) - 1 else { continue }
        let x = Double(whole.originX + i) + 0.5
        let y = Double(whole.originY + j) + 0.5
        worst = max(worst, abs(composed.sample(x: x, y: y) - w))
        compared += 1
      }
    }
    #expect(compared > 10_000)
    // Each field is exact to its own flattening of the outline, 0.02 px from the curve
    // (`DistanceField.flatteningTolerance`); a glyph flattened at its own sub-pixel phase and the whole line
    // flattened at once may lie on either side of it, so the two fields agree within twice that.
    #expect(worst < 0.04, "largest difference \(worst) px over \(compared) pixels")
    // The same line again is the composed field itself, measuring nothing.
    let misses = cache.misses
    let again = cache.field(
      glyphs: shaped.glyphs, transform: transform, margin: margin, region: region, maxPixels: 1 << 24)
    #expect(cache.misses == misses)
    #expect(again?.values == composed.values && again?.originX == composed.originX)
    // The next second of a countdown: four of its five cells hold the glyphs they held, at the same
    // phases, and only the last cell's glyph can be new there.
    let next = outliner.shaped(
      TextContent("10:00", font: content.font, origin: content.origin, spacing: .timerDigits),
      layoutDirection: .leftToRight)
    let hits = cache.hits
    let nextField = cache.field(
      glyphs: next.glyphs, transform: transform, margin: margin, region: region, maxPixels: 1 << 24)
    let changed = try #require(nextField)
    #expect(cache.hits - hits >= 4)
    #expect(cache.misses - misses <= 1)
    #expect(changed.values != composed.values)
  }
}
