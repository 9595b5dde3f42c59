import Foundation
import Testing
import VitrumHost
import VitrumPlayback
import VitrumRender
import VitrumSceneFile

/// The screen that only ever receives damage rectangles shows, at every frame of a played timeline with a
/// press and a release in it, the complete frame of that instant.
@Suite struct HostWindowTests {
  static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes")

  @Test func blittingOnlyTheDamageShowsEveryFrame() throws {
    let path = Self.scenes.appendingPathComponent("hud-overlays.json").path
    let window = try HostWindow(scenePath: path, scale: 0.5)
    let reference = Player(
      document: try SceneFile.load(path: path),
      renderer: CompleteFrameRenderer(CairoRenderer(options: .init(scale: 0.5))))
    let frames = 30
    for n in 0..<frames {
      let time = Double(n) / 10
      if n == 12 {
        // The stop button appears at one second; press it where a pointer would.
        #expect(window.hitTest(atPixel: 190, 87.5).glass == "stop-glass")
        let press = try window.press(atPixel: 190, 87.5, time: time)
        #expect(press?.node == "stop-glass")
        _ = try reference.press(at: .init(380, 175), time: time)
      }
      if n == 20 {
        #expect(try window.release(atPixel: 190, 87.5, time: time)?.isInside == true)
        _ = try reference.release(at: .init(380, 175), time: time)
      }
      try window.show(time: time)
      let expected = try reference.frame(at: PlaybackTick(index: n, time: time)).rendered.surface.pixelArray()
      #expect(window.screenPixels == expected, "frame \(n) at \(time) s")
    }
    // Most frames sent only part of the window.
    #expect(window.blittedPixels < frames * window.width * window.height / 2)
  }
}
