import Foundation
import Testing
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// Evaluation snapshots: each bundled scene's display list as text, checked in under Snapshots/. They pin
/// what is drawn (order, transforms, resolved glass tiers, warnings) without drawing a pixel, so they do not
/// depend on the rasteriser or the glass kernels. Lines describing text do depend on the text libraries
/// and fonts (`TextStack`): the versions they were recorded with are kept in `Snapshots/text-stack.txt`, and
/// a mismatch says when those differ. `VITRUM_RECORD_GOLDENS=1` re-records them.
@Suite struct DisplayListSnapshotTests {
  static let folder = TestSupport.root.appendingPathComponent("Tests/VitrumRenderTests/Snapshots")
  static let textStackFile = folder.appendingPathComponent("text-stack.txt")

  /// What a failed comparison adds when the text libraries are not the ones the snapshots were made with.
  static func textStackNote() -> String {
    let recorded = (try? String(contentsOf: textStackFile, encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard let recorded, recorded != TextStack.versions else { return "" }
    return "; the snapshots were recorded with \(recorded), this run has \(TextStack.versions): lines "
      + "describing text are expected to differ"
  }

  @Test(arguments: GoldenTests.scenes)
  func displayListMatchesItsSnapshot(name: String) throws {
    let document = try SceneFile.load(
      path: TestSupport.scenePath(name), textMeasurer: TextMeasurers.shaping())
    let text = DisplayListBuilder(scale: 1, mode: .container).build(document.scene).text
      .replacingOccurrences(of: TestSupport.root.path + "/", with: "")
    let url = Self.folder.appendingPathComponent("\(name).txt")
    if GoldenImage.recording {
      try text.write(to: url, atomically: true, encoding: .utf8)
      try (TextStack.versions + "\n").write(to: Self.textStackFile, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == expected,
      "display list of \(name) changed; re-record with Tools/refresh-goldens if intended\(Self.textStackNote())"
    )
  }

  /// A scene without text builds its display list without shaping anything, so its snapshot owes nothing
  /// to Pango, HarfBuzz or the fonts — the half of the claim above that can be checked on this machine.
  @Test func sceneWithoutTextShapesNothing() throws {
    var checked: [String] = []
    for name in GoldenTests.scenes + TimelineSceneTests.scenes {
      let document = try SceneFile.load(
        path: TestSupport.scenePath(name), textMeasurer: TextMeasurers.shaping())
      var hasText = false
      document.scene.forEachNode { if $0 is TextNode { hasText = true } }
      let outliner = TextOutliner()
      _ = DisplayListBuilder(scale: 1, mode: .container, outliner: outliner).build(document.scene)
      if hasText {
        #expect(outliner.shapings > 0, "\(name) has text but shaped none: the check below proves nothing")
      } else {
        #expect(outliner.shapings == 0, "\(name) has no text but shaped \(outliner.shapings) strings")
        checked.append(name)
      }
    }
    #expect(!checked.isEmpty, "no bundled scene without text to check")
  }

  /// The versions file names the libraries of this build's kind, so a note about them can be trusted.
  @Test func textStackNamesItsLibraries() {
    let parts = TextStack.versions.components(separatedBy: ", ").map { $0.split(separator: " ").first ?? "" }
    #expect(parts == ["cairo", "pango", "harfbuzz"])
    #expect(
      TextStack.versions.range(
        of: #"^cairo \d+\.\d+\.\d+, pango \d+\.\d+\.\d+, harfbuzz \d+\.\d+\.\d+$"#,
        options: .regularExpression) != nil)
  }
}
