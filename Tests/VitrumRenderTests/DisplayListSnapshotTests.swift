import Foundation
import Testing
import VitrumSceneFile

@testable import VitrumRender

/// Evaluation snapshots: each bundled scene's display list as text, checked in under Snapshots/. They pin
/// what is drawn (order, transforms, resolved glass tiers, warnings) independently of Cairo's version and of
/// the pixel kernels; `VITRUM_RECORD_GOLDENS=1` re-records them.
@Suite struct DisplayListSnapshotTests {
  static let folder = TestSupport.root.appendingPathComponent("Tests/VitrumRenderTests/Snapshots")

  @Test(arguments: GoldenTests.scenes)
  func displayListMatchesItsSnapshot(name: String) throws {
    let document = try SceneFile.load(path: TestSupport.scenePath(name))
    let text = DisplayListBuilder(scale: 1, mode: .container).build(document.scene).text
      .replacingOccurrences(of: TestSupport.root.path + "/", with: "")
    let url = Self.folder.appendingPathComponent("\(name).txt")
    if GoldenImage.recording {
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == expected, "display list of \(name) changed; re-record with Tools/refresh-goldens if intended")
  }
}
