import Foundation
import Testing
import VitrumAnimation
import VitrumRender
import VitrumScene
import VitrumSceneFile

@testable import VitrumPlayback

/// A player's ink readings draw gradients and resampled images from the surfaces its frames painted
/// (`CairoRenderer.sharePaintSurfaces(of:)`): the inks decided must be those of a schedule reading on its
/// own, frame by frame, on the bundled scene whose backdrop and blobs drift under adaptive labels and icons.
@Suite struct SharedPaintReadingTests {
  @Test func sharedSurfacesDecideTheSameInks() throws {
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 2))
    let shared = try SceneFile.load(
      path: TestSupport.scenePath("return-timer"), textMeasurer: renderer.textMeasurer)
    let alone = try SceneFile.load(
      path: TestSupport.scenePath("return-timer"), textMeasurer: renderer.textMeasurer)
    let player = Player(document: shared, renderer: renderer)
    let schedule = InkSchedule(scene: alone.scene, timeline: alone.timeline, options: renderer.options)
    let rate = try FrameRate(frames: 30)
    var decided = 0
    for n in stride(from: 0, to: 180, by: 7) {
      let time = rate.time(ofFrame: n)
      _ = try player.frame(at: PlaybackTick(index: n, time: time))
      try alone.timeline?.seek(to: time, policy: .standard)
      try schedule.present(at: time, policy: .standard)
      #expect(shared.scene.inkDecisions == alone.scene.inkDecisions, "frame \(n)")
      decided += shared.scene.inkDecisions.count
    }
    #expect(decided > 0)
  }
}
