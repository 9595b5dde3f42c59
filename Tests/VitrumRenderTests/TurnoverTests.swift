import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// The return timer's digits turning over (`TextChange`): every glyph keeps its own outline, so the glass
/// of a digit cell never breaks into more pieces than the two glyphs it moves between have.
@Suite struct TurnoverTests {
  /// One frame's glass over each digit cell of the timer: the pieces it has, and the most it may have
  /// (the pieces of the old glyph and of the new one in that cell, each on its own).
  struct Cell: CustomStringConvertible {
    var time: Double
    var index: Int
    var pieces: Int
    var allowed: Int
    var description: String { "t=\(time) cell \(index): \(pieces) pieces, at most \(allowed)" }
  }

  static func cells(at times: [Double]) throws -> [Cell] {
    let document = try ReturnTimerTests.load()
    let timer = try ReturnTimerTests.node(document, "timer", as: TextNode.self)
    let renderer = CairoRenderer(options: .init(scale: 2, threads: 1))
    let compositor = GlassCompositor(threads: 1)
    var result: [Cell] = []
    var glyphPieces: [GlyphKey: Int] = [:]
    for time in times {
      try document.timeline?.seek(to: time, policy: .standard)
      let list = renderer.displayList(for: document.scene)
      let coverage = GlassCoverage(list, compositor: compositor) { $0.nodeID == timer.id }
      let toDevice = timer.sceneTransform.then(.scale(2, 2))
      func glyphs(_ text: String) -> [PlacedGlyph] {
        var content = timer.content
        content.text = text
        return renderer.outliner.shaped(content, layoutDirection: .leftToRight).glyphs
      }
      let new = glyphs(timer.text)
      let old = glyphs(timer.textChange?.previous ?? timer.text)
      let template = try #require(
        list.commands.lazy.compactMap { command -> GlassItem? in
          if case .glass(let item) = command, item.nodeID == timer.id { return item }
          return nil
        }.first)
      /// The pieces one glyph's glass has on its own, at rest.
      func pieces(_ glyph: PlacedGlyph) -> Int {
        if let known = glyphPieces[glyph.outline.key] { return known }
        var item = template
        item.glyphs = [glyph]
        item.shape = .path(
          glyph.outline.path.applying(.translation(glyph.offset.x, glyph.offset.y)), fillRule: .nonZero)
        item.alpha = 1
        item.edgeSoftness = 0
        item.transform = toDevice
        let alone = GlassCoverage(
          DisplayList(width: list.width, height: list.height, commands: [.glass(item)], warnings: []),
          compositor: compositor
        ) { _ in true }
        let count = alone.pieces(in: PixelRect(x: 0, y: 0, width: list.width, height: list.height))
        glyphPieces[glyph.outline.key] = count
        return count
      }
      func ink(_ glyph: PlacedGlyph) -> Rect {
        toDevice.apply(glyph.outline.path.tightBounds.offsetBy(glyph.offset))
      }
      // Cells split in the middle of the gaps between neighbouring glyphs' inks (old and new alike, which
      // share their cells), the whole canvas high (turning glyphs travel above and below their places;
      // the reflection's glass is another node's).
      let inks = new.map { glyph in
        old.map(ink).filter { abs($0.midX - ink(glyph).midX) < 1 }.reduce(ink(glyph)) { $0.union($1) }
      }
      for (index, glyph) in new.enumerated() {
        let left = index == 0 ? 0 : (inks[index - 1].maxX + inks[index].minX) / 2
        let right =
          index == new.count - 1 ? Double(list.width) : (inks[index].maxX + inks[index + 1].minX) / 2
        let rect = PixelRect(
          x: Int(left.rounded()), y: 0, width: Int(right.rounded()) - Int(left.rounded()), height: list.height
        )
        let before = old.first { abs(ink($0).midX - ink(glyph).midX) < 1 }
        var allowed = pieces(glyph)
        if let before, before != glyph { allowed += pieces(before) }
        result.append(Cell(time: time, index: index, pieces: coverage.pieces(in: rect), allowed: allowed))
      }
    }
    return result
  }

  /// Every frame of the scene at 30 fps.
  @Test func everyFrameAtThirtyFramesASecond() throws {
    let cells = try Self.cells(at: (0..<180).map { Double($0) / 30 })
    #expect(cells.count >= 180 * 4)
    for cell in cells { #expect(cell.pieces <= cell.allowed, "\(cell)") }
    // The countdown's digits are one piece each: a turning cell may show two.
    #expect(cells.contains { $0.pieces == 2 })
  }

  /// Every frame at 240 fps across the turnover at 1 s (05:00 → 04:59, three cells turning).
  @Test func everyFrameOfOneTurnoverAtTwoHundredFortyFramesASecond() throws {
    let cells = try Self.cells(at: (236..<280).map { Double($0) / 240 })
    for cell in cells { #expect(cell.pieces <= cell.allowed, "\(cell)") }
  }
}
