import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Fixed digit cells fit the font (`TextSpacing.fixedCells`): in the bundled fonts, at the weights the
/// bundled scenes draw timers with (bold) and at regular, no two neighbouring digits of the timer's cells
/// come closer than 0.04 em — every pair 00 to 99.
@Suite struct DigitCellTests {
  /// The families the bundled scenes and `Tools/install-deps` provide: DejaVu Sans (the default font,
  /// every timer in Scenes/) and Noto Sans.
  static let families = ["DejaVu Sans", "Noto Sans"]

  /// The least distance between the outlines of the two glyphs of a two-digit text, in em (0 when they
  /// overlap).
  static func gap(_ text: String, family: String, weight: Font.Weight, outliner: TextOutliner) -> Double {
    let size = 100.0
    let content = TextContent(
      text, font: Font(family: family, size: size, weight: weight), origin: .zero, spacing: .timerDigits)
    let glyphs = outliner.shaped(content, layoutDirection: .leftToRight).glyphs
    guard glyphs.count == 2 else { return 0 }
    let outlines = glyphs.map { glyph in
      glyph.outline.path.applying(.translation(glyph.offset.x, glyph.offset.y)).flattened(tolerance: 0.01)
    }
    let paths = glyphs.map { $0.outline.path.applying(.translation($0.offset.x, $0.offset.y)) }
    var best = Double.infinity
    for (mine, theirs) in [(0, 1), (1, 0)] {
      for line in outlines[mine] {
        for p in line.points {
          // A point of one glyph inside the other: they overlap.
          if paths[theirs].controlPointBounds.contains(p) && paths[theirs].contains(p, fillRule: .nonZero) {
            return 0
          }
          for other in outlines[theirs] { best = min(best, other.distance(to: p, closed: other.isClosed)) }
        }
      }
    }
    return best / size
  }

  @Test(arguments: families)
  func everyDigitPairKeepsItsGap(family: String) {
    let outliner = TextOutliner()
    for weight in [Font.Weight.bold, .regular] {
      var least = (gap: Double.infinity, pair: "")
      for pair in 0..<100 {
        let text = String(format: "%02d", pair)
        let gap = Self.gap(text, family: family, weight: weight, outliner: outliner)
        if gap < least.gap { least = (gap, text) }
      }
      #expect(least.gap >= 0.04, "\(family) \(weight): \(least.pair) is \(least.gap) em apart")
    }
  }

  /// The cells widen only when the font needs it: DejaVu Sans Bold's digits advance 0.696 em, wider than
  /// the 0.6 em asked, and its cells are that wide; a cell asked wider than the font's figures stays as
  /// asked.
  @Test func cellsWidenToTheFontsFigures() {
    let outliner = TextOutliner()
    func width(_ spacing: TextSpacing) -> Double {
      let content = TextContent(
        "0000", font: Font(size: 100, weight: .bold), origin: .zero, spacing: spacing)
      return outliner.shaped(content, layoutDirection: .leftToRight).layoutBounds.width
    }
    #expect(abs(width(.timerDigits) - 4 * 69.58) < 0.1)
    #expect(abs(width(.fixedCells(digit: 1.2, separator: 0.3)) - 4 * 120) < 1e-9)
  }
}
