import Foundation
import Testing
import VitrumGeometry
import VitrumRender
import VitrumScene

@testable import VitrumLab

/// The container's promises checked on generated scene trees rather than on one scene: spacing 0 renders
/// per-node's pixels in every structure a container can sit in, and at spacing > 0 the spacing rule's
/// three properties hold in pixels.
///
/// `VITRUM_PROPERTY_CASES` sets how many scenes each property tries (default 400 in an optimised build —
/// `Tools/test` builds the tests that way, where a scene renders in about 5 ms — and 40 in a debug build,
/// 50 times slower); a failure names the seed, and `StructureGenerator().scene(seed:)` rebuilds that scene.
@Suite struct ContainerPropertyTests {
  static var cases: Int {
    #if DEBUG
      let standard = 40
    #else
      let standard = 400
    #endif
    return ProcessInfo.processInfo.environment["VITRUM_PROPERTY_CASES"].flatMap(Int.init) ?? standard
  }

  static func render(_ scene: Scene, _ mode: RenderMode, threads: Int = 2) throws -> RenderedFrame {
    try CairoRenderer(options: .init(scale: 1, mode: mode, threads: threads)).render(scene)
  }

  /// The contract is max channel delta ≤ 2 on ≤ 0.1 % of pixels; the renderer meets it exactly (the same
  /// bytes), so the test holds it to that, and any drift shows up at once.
  @Test func spacingZeroEqualsPerNodeInEveryStructure() throws {
    let generator = StructureGenerator(spacing: 0)
    var shared = 0
    var fallbacks = 0
    var members = 0
    for seed in 0..<UInt64(Self.cases) {
      let scene = generator.scene(seed: seed)
      let container = try Self.render(scene, .container)
      let perNode = try Self.render(scene, .perNode)
      let c = try #require(ImageComparison(container.surface, perNode.surface))
      #expect(c.maxDelta == 0, "seed \(seed): \(c)")
      #expect(container.statistics.capturedPixels <= perNode.statistics.capturedPixels, "seed \(seed)")
      shared += container.statistics.sharedCaptures
      fallbacks += container.statistics.sharedCaptureFallbacks
      members += container.statistics.sharedCaptureMembers
      if c.maxDelta != 0 { break }
    }
    // The generated structures exercise both paths: members sharing captures, and members kept apart by
    // content drawn between them.
    #expect(shared > Self.cases / 10, "shared captures: \(shared)")
    #expect(members > 2 * shared)
    #expect(fallbacks > 0)
  }

  /// The same scene from one, two and three threads: the same bytes.
  @Test func spacingZeroIsTheSameOnEveryThreadCount() throws {
    let generator = StructureGenerator(spacing: 0)
    for seed in UInt64(1000)..<1020 {
      let scene = generator.scene(seed: seed)
      let one = try Self.render(scene, .container, threads: 1).surface.pixelArray()
      #expect(try Self.render(scene, .container, threads: 3).surface.pixelArray() == one, "seed \(seed)")
    }
  }
}
