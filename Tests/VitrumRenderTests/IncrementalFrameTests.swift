import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// Incremental frames equal complete frames, byte for byte: every frame of every bundled scene with a
/// timeline, in both modes, drawn over the frame before it by one renderer and from scratch by another.
@Suite struct IncrementalFrameTests {
  static let scenes = TimelineSceneTests.scenes
  /// Scenes whose textured backdrop moves on every frame (the return timer's, and its four panels in the
  /// accessibility sheet): most of the canvas changes each frame, so every frame is drawn whole.
  static let movingBackdrop: Set<String> = ["return-timer", "return-timer-rtl", "accessibility"]

  /// The first differing pixel of two surfaces, or nil when they are identical.
  static func firstDifference(_ a: ImageSurface, _ b: ImageSurface) -> (x: Int, y: Int, a: UInt32, b: UInt32)?
  {
    guard a.width == b.width, a.height == b.height else { return (-1, -1, 0, 0) }
    let pa = a.pixelArray()
    let pb = b.pixelArray()
    guard pa != pb else { return nil }
    let i = pa.indices.first { pa[$0] != pb[$0] }!
    return (i % a.width, i / a.width, pa[i], pb[i])
  }

  @Test(arguments: scenes, RenderMode.allCases)
  func everyFrameEqualsACompleteFrame(scene: String, mode: RenderMode) throws {
    let document = try TimelineSceneTests.load(scene)
    let timeline = try #require(document.timeline)
    let rate = try FrameRate(frames: 30)
    // Told nothing: it finds every change by itself, from the display lists.
    let incremental = CairoRenderer(options: .init(scale: 1, mode: mode, threads: 2))
    let complete = CairoRenderer(options: .init(scale: 1, mode: mode, threads: 2))
    let policy = MotionPolicy(environment: document.scene.environment)
    var redrawn = 0
    var counts: [FrameRedraw.Kind: Int] = [:]
    for n in 0..<rate.frameCount(through: timeline.duration) {
      try timeline.seek(to: rate.time(ofFrame: n), policy: policy)
      let frame = try incremental.renderNext(incremental.prepare(document.scene))
      let reference = try complete.render(document.scene)
      counts[frame.redraw.kind, default: 0] += 1
      if frame.redraw.isIncremental { redrawn += 1 }
      if let d = Self.firstDifference(frame.surface, reference.surface) {
        let message =
          "\(scene) \(mode.rawValue) frame \(n) (\(frame.redraw)): pixel (\(d.x), \(d.y)) is "
          + "\(String(d.a, radix: 16)), a complete frame has \(String(d.b, radix: 16))"
        Issue.record(Comment(rawValue: message))
        return
      }
    }
    print("incremental \(scene) \(mode.rawValue): \(counts)")
    // Only the first frame is drawn whole for want of a previous one.
    #expect(counts[.full(.noPreviousFrame)] == 1)
    if Self.movingBackdrop.contains(scene) {
      #expect(
        counts.keys.allSatisfy { [.full(.noPreviousFrame), .full(.mostOfTheCanvasChanged)].contains($0) })
    } else {
      #expect(redrawn > 0)
    }
  }
}
