import Testing
import VitrumGeometry

@testable import VitrumScene

/// A reflection of text mirrors about where the text's glyphs rest: a turnover under way (`TextChange`)
/// moves glyphs above and below their places, but the floor they are reflected in stays put.
@Suite struct ReflectionTurnoverTests {
  /// Generated texts, previous texts and progresses: the reflection's mirror and the bounds it mirrors
  /// are the ones the text has at rest, so it neither jumps when a change starts nor drifts while it runs.
  /// (The paint bounds do grow: the turning glyphs reach above and below their places.)
  @Test func turnoverLeavesTheMirrorWhereItRests() throws {
    var random = SeededRandom(seed: 28)
    let digits = Array("0123456789:")
    func text(_ count: Int) -> String {
      String((0..<count).map { _ in digits.randomElement(using: &random)! })
    }
    for case_ in 0..<60 {
      let node = TextNode(
        id: "t", text(Int.random(in: 1...6, using: &random)),
        font: Font(size: Double.random(in: 8...120, using: &random)),
        origin: Point(Double.random(in: 0...50, using: &random), Double.random(in: 20...90, using: &random)),
        spacing: Bool.random(using: &random) ? .timerDigits : .proportional)
      let row = GroupNode(id: "row")
      row.add(node)
      let reflection = ReflectionNode(id: "m", of: row)
      let scene = Scene(size: Size(400, 400)) {
        row
        reflection
      }
      scene.updateLayout()
      let resting = try #require(reflection.placement, "case \(case_)")
      for _ in 0..<4 {
        node.textChange = TextChange(
          previous: text(Int.random(in: 1...6, using: &random)),
          progress: Double.random(in: 0..<1, using: &random))
        scene.updateLayout()
        let turning = try #require(reflection.placement)
        #expect(turning.mirror == resting.mirror, "case \(case_): \(node.textChange!)")
        #expect(turning.drawnBounds == resting.drawnBounds, "case \(case_): \(node.textChange!)")
      }
      node.textChange = nil
      scene.updateLayout()
      #expect(reflection.placement == resting, "case \(case_)")
    }
  }
}
