import Foundation
import Testing
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumLab
@testable import VitrumRender

/// Glass inside a masked layer is shaded only where the mask lets it through (`prepareMask`): frames must
/// be byte for byte those shaded whole, on generated scene trees (masks around and inside containers,
/// clips, opacity) and on the bundled scenes with a reflection over their timelines, complete and drawn
/// over the frame before.
@Suite struct MaskedGlassNarrowingTests {
  static var cases: Int {
    #if DEBUG
      let standard = 8
    #else
      let standard = 40
    #endif
    return ProcessInfo.processInfo.environment["VITRUM_PROPERTY_CASES"].flatMap(Int.init) ?? standard
  }

  static func pixels(_ scene: Scene, narrowing: Bool, mode: RenderMode, scale: Double) throws -> [UInt32] {
    let renderer = CairoRenderer(options: .init(scale: scale, mode: mode, threads: 2))
    renderer.narrowsMaskedGlass = narrowing
    return try renderer.render(scene).surface.pixelArray()
  }

  @Test func generatedScenesAreTheFramesShadedWhole() throws {
    var masked = 0
    for seed in 0..<UInt64(Self.cases) {
      let spacing = seed % 3 == 2 ? 6.0 : 0
      let scene = StructureGenerator(size: Size(160, 120), spacing: spacing).scene(seed: seed)
      let list = CairoRenderer(options: .init(scale: 1.5)).displayList(for: scene)
      if list.commands.contains(where: { if case .pushLayer(_, .some) = $0 { true } else { false } }) {
        masked += 1
      }
      for mode in [RenderMode.container, .perNode] {
        let narrowed = try Self.pixels(scene, narrowing: true, mode: mode, scale: 1.5)
        let whole = try Self.pixels(scene, narrowing: false, mode: mode, scale: 1.5)
        #expect(narrowed == whole, "seed \(seed), \(mode)")
      }
    }
    #expect(masked >= Self.cases / 4, "only \(masked) scenes with masks")
  }

  @Test(arguments: ["return-timer", "return-timer-rtl", "mirror"])
  func bundledScenesAreTheFramesShadedWhole(_ name: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let narrowing = CairoRenderer(options: .init(scale: 1.5, threads: 2))
    let whole = CairoRenderer(options: .init(scale: 1.5, threads: 2))
    whole.narrowsMaskedGlass = false
    let document = try SceneFile.load(
      path: root.appendingPathComponent("Scenes/\(name).json").path, textMeasurer: narrowing.textMeasurer)
    for time in stride(from: 0.0, through: 5.5, by: 0.55) {
      _ = try document.timeline?.seek(to: time, policy: .standard)
      let list = narrowing.displayList(for: document.scene)
      let next = try narrowing.renderNext(list).surface.pixelArray()
      let complete = try whole.render(list).surface.pixelArray()
      #expect(next == complete, "\(name) at \(time) s")
    }
  }
}
