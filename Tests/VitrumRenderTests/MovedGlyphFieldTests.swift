import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Glyph fields of digits turning over: moved by whole device pixels, they are the fields of the glyphs
/// in place, moved, and are measured once.
struct MovedGlyphFieldTests {
  static let region = Rect(x: -4000, y: -4000, width: 12000, height: 12000)

  /// Over generated texts, sizes, scales and sub-pixel origins: glyphs moved vertically by whole device
  /// pixels the way a turnover moves them (`DisplayListBuilder.turningGlyphs`: the move in points rounded
  /// to device pixels through the scale) measure nothing new, and their field is the field in place with
  /// its grid moved by those pixels, value for value.
  @Test func glyphsMovedByWholePixelsReuseTheirFields() throws {
    let outliner = TextOutliner()
    var random = SeededRandom(seed: 28)
    for _ in 0..<6 {
      let size = random.uniform(30...120)
      let scale = [1.0, 2, 3][random.index(3)]
      let origin = Point(random.uniform(0...200), random.uniform(0...200))
      let text = String((0..<4).map { _ in Character(String(random.index(10))) })
      let content = TextContent(
        text, font: Font(size: size, weight: .bold), origin: origin, spacing: .timerDigits)
      let glyphs = outliner.shaped(content, layoutDirection: .leftToRight).glyphs
      let transform = AffineMatrix.scale(scale, scale)
      var cache = GlyphFieldCache()
      let made = cache.field(
        glyphs: glyphs, transform: transform, margin: 12, region: Self.region, maxPixels: 1 << 24)
      let inPlace = try #require(made)
      let misses = cache.misses
      for step in 1...5 {
        let em = 0.3 * Double(step) / 5 * (step % 2 == 0 ? 1 : -1)
        let dy = (em * size * scale).rounded() / scale
        let moved = glyphs.map { PlacedGlyph(outline: $0.outline, offset: $0.offset + Point(0, dy)) }
        let again = cache.field(
          glyphs: moved, transform: transform, margin: 12, region: Self.region, maxPixels: 1 << 24)
        let field = try #require(again)
        #expect(cache.misses == misses, "\(text) at \(size) pt × \(scale), moved \(dy) pt")
        #expect(field.originX == inPlace.originX)
        #expect(field.originY == inPlace.originY + Int((dy * scale).rounded()))
        #expect(field.values.map(\.bitPattern) == inPlace.values.map(\.bitPattern))
      }
    }
  }

  /// The field depends only on the glyphs and where they are, not on what the cache held: a phase
  /// asked after another one of the same step gets the bytes it gets asked first, so a frame drawn alone
  /// or after others has the same bytes.
  @Test func fieldDoesNotDependOnWhatTheCacheHeld() throws {
    let outliner = TextOutliner()
    let font = Font(size: 40, weight: .bold)
    func glyphs(_ y: Double) -> [PlacedGlyph] {
      outliner.shaped(
        TextContent("42", font: font, origin: Point(10.25, y), spacing: .timerDigits),
        layoutDirection: .leftToRight
      ).glyphs
    }
    var warm = GlyphFieldCache()
    for y in [30.7 + 1e-9, 30.7 - 1e-9, 30.2, 31.7] {
      _ = warm.field(
        glyphs: glyphs(y), transform: .scale(2, 2), margin: 10, region: Self.region, maxPixels: 1 << 22)
    }
    let misses = warm.misses
    var cold = GlyphFieldCache()
    let coldField = cold.field(
      glyphs: glyphs(30.7), transform: .scale(2, 2), margin: 10, region: Self.region, maxPixels: 1 << 22)
    let warmField = warm.field(
      glyphs: glyphs(30.7), transform: .scale(2, 2), margin: 10, region: Self.region, maxPixels: 1 << 22)
    let first = try #require(coldField)
    let second = try #require(warmField)
    #expect(warm.misses == misses)
    #expect(first.originX == second.originX && first.originY == second.originY)
    #expect(first.values.map(\.bitPattern) == second.values.map(\.bitPattern))
  }
}
