import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

@Suite struct TextOutlineTests {
  /// Every visible character of a long line has an outline: Cairo 1.16 silently drops glyphs when a line
  /// is accumulated in one path, which the outliner avoids.
  @Test func everyGlyphOfALongLineHasAnOutline() {
    let outliner = TextOutliner()
    let text = "The quick brown fox jumps over the lazy dog 0123456789 SPHINX OF BLACK QUARTZ"
    let line = outliner.outline(
      of: TextNode(text, font: Font(size: 20), origin: .zero), layoutDirection: .leftToRight)
    var alone = 0
    for ch in text where ch != " " {
      let glyph = outliner.outline(
        of: TextNode(String(ch), font: Font(size: 20), origin: .zero), layoutDirection: .leftToRight)
      #expect(glyph.elements.count > 2, "no outline for \(ch)")
      alone += glyph.elements.count
    }
    #expect(line.elements.count == alone)
    // The line reaches past the 70th character.
    #expect(line.controlPointBounds.maxX > 700)
  }

  /// Timer digits sit in fixed cells: changing a digit never moves its neighbours. The cells are asked
  /// wider than the font's figures need (0.8 and 0.4 em), so they stay as asked.
  @Test func fixedCellsKeepNeighboursStill() {
    let outliner = TextOutliner()
    func colon(_ text: String) -> Rect {
      let path = outliner.outline(
        of: TextNode(
          text, font: Font(size: 100), origin: .zero, spacing: .fixedCells(digit: 0.8, separator: 0.4)),
        layoutDirection: .leftToRight)
      // The colon's two dots are the only subpaths whose bounds lie between the digit cells 160 and 200.
      var colonBounds = Rect.null
      var subpath = Path()
      func flush() {
        let b = subpath.controlPointBounds
        if b.minX >= 160 && b.maxX <= 200 { colonBounds = colonBounds.union(b) }
        subpath = Path()
      }
      for element in path.elements {
        if case .move = element { flush() }
        subpath = Path(elements: subpath.elements + [element])
      }
      flush()
      return colonBounds
    }
    let a = colon("11:11")
    let b = colon("88:88")
    #expect(!a.isEmpty)
    #expect(abs(a.midX - b.midX) < 1e-9)
    #expect(abs(a.midX - 180) < 0.5)  // two digit cells (2 × 80) then the middle of a 40-wide colon cell
  }

  @Test func alignmentFollowsLayoutDirection() {
    let outliner = TextOutliner()
    let node = TextNode("Label", font: Font(size: 20), origin: Point(100, 50), alignment: .leading)
    let ltr = outliner.outline(of: node, layoutDirection: .leftToRight).controlPointBounds
    let rtl = outliner.outline(of: node, layoutDirection: .rightToLeft).controlPointBounds
    #expect(ltr.minX >= 99 && ltr.minX < 104)
    #expect(rtl.maxX <= 101 && rtl.maxX > 95)
  }

  @Test func emptyAndSpaceOnlyTextHaveNoOutline() {
    let outliner = TextOutliner()
    #expect(
      outliner.outline(of: TextNode("", font: Font(size: 20), origin: .zero), layoutDirection: .leftToRight)
        .isEmpty)
    #expect(
      outliner.outline(
        of: TextNode("   ", font: Font(size: 20), origin: .zero), layoutDirection: .leftToRight
      ).isEmpty)
  }
}
