import Testing
import VitrumAnimation
import VitrumRender
import VitrumSceneFile

@testable import VitrumPlayback

/// Reduce Motion holds still without flashing (`MotionPolicy`): in every bundled scene with a timeline,
/// played at 30 fps under Reduce Motion, the frame's mean luminance moves by at most 2 levels (of 255)
/// from one frame to the next. A decorative loop replaced by a cross-fade of the backdrop moved it by tens
/// of levels; two large glass pucks faded out and back in at once (`spring-retargeting`) by 2.5, which the
/// dissolve (the old place fading out as the new one fades in) brings under the bound with every other
/// scene. (Scale ½ to stay quick: a mean over the frame hardly depends on the scale.)
@Suite struct ReducedMotionLuminanceTests {
  /// The mean of Rec. 709 luma over a frame, in 8-bit levels (the frame as drawn, over black).
  static func meanLuminance(_ pixels: [UInt32]) -> Double {
    var total = 0.0
    for p in pixels {
      total +=
        0.2126 * Double((p >> 16) & 0xFF) + 0.7152 * Double((p >> 8) & 0xFF) + 0.0722 * Double(p & 0xFF)
    }
    return total / Double(max(pixels.count, 1))
  }

  @Test(arguments: TestSupport.animatedScenes)
  func meanLuminanceStepsStaySmall(scene: String) throws {
    let document = try TestSupport.load(scene)
    let duration = try #require(document.timeline).duration
    let rate = try FrameRate(frames: 30)
    let player = Player(
      document: document, renderer: CairoRenderer(options: .init(scale: 0.5, threads: 2)), reduceMotion: true)
    var clock = VirtualClock(rate: rate, frames: Array(rate.frames(from: 0, to: duration)))
    var means: [Double] = []
    try player.play(&clock) { means.append(Self.meanLuminance($0.rendered.surface.pixelArray())) }
    #expect(means.count >= Int(duration * 30) - 1)
    let steps = zip(means, means.dropFirst()).map { abs($1 - $0) }
    let largest = steps.max() ?? 0
    print("reduce motion \(scene): largest mean-luminance step \(largest) levels")
    #expect(largest <= 2, "\(scene): \(largest) levels at frame \(steps.firstIndex(of: largest) ?? -1)")
  }
}
