import Foundation
import Testing
import VitrumGeometry
import VitrumRender
import VitrumScene
import VitrumSceneFile

@testable import VitrumLab

/// `CairoRenderer.readInks(of:)` leaves out of its frame what the readings cannot see; its reports must be
/// a complete frame's, reading for reading. Checked on generated scene trees (`StructureGenerator`: glass
/// in and out of containers, clips, masks, layers, transforms) whose content nodes are turned adaptive at
/// random, merging and not, and on every bundled scene with adaptive inks over its timeline.
@Suite struct InkReadingRenderTests {
  static var cases: Int {
    #if DEBUG
      let standard = 8
    #else
      let standard = 30
    #endif
    return ProcessInfo.processInfo.environment["VITRUM_PROPERTY_CASES"].flatMap(Int.init) ?? standard
  }

  /// A generated scene with one to four painted nodes that are not glass given adaptive fills or strokes.
  static func scene(seed: UInt64, spacing: Double) -> Scene {
    let scene = StructureGenerator(size: Size(160, 120), spacing: spacing).scene(seed: seed)
    var random = SeededRandom(seed: seed &+ 977)
    var painted: [PaintedNode] = []
    scene.forEachNode { node in
      if let node = node as? PaintedNode, node.glass == nil { painted.append(node) }
    }
    for _ in 0..<min(painted.count, 1 + random.index(4)) {
      let node = painted[random.index(painted.count)]
      let level: AdaptiveInk.Level = random.unit() < 0.5 ? .primary : .secondary
      if node.stroke != nil, random.unit() < 0.3 {
        node.stroke?.fill = .adaptive(AdaptiveInk(level))
      } else {
        node.fill = .adaptive(AdaptiveInk(level))
      }
    }
    return scene
  }

  @Test func generatedScenesReadAsTheirCompleteFrames() throws {
    var compared = 0
    for seed in 0..<UInt64(Self.cases) {
      let spacing = seed % 3 == 2 ? 6.0 : 0
      let scene = Self.scene(seed: seed, spacing: spacing)
      for mode in [RenderMode.container, .perNode] {
        let renderer = CairoRenderer(options: .init(scale: 1.5, mode: mode, threads: 2))
        let complete = try renderer.render(scene).inks
        let read = try renderer.readInks(of: scene)
        #expect(read == complete, "seed \(seed), \(mode)")
        compared += complete.count
      }
    }
    #expect(compared > Self.cases, "only \(compared) readings compared")
  }

  /// The bundled scenes whose timelines move adaptive foregrounds over glass and a drifting backdrop, at
  /// instants across their timelines.
  @Test(arguments: ["return-timer", "return-timer-rtl", "hud-overlays", "hud-controls"])
  func bundledScenesReadAsTheirCompleteFrames(_ name: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let renderer = CairoRenderer(options: .init(scale: 1.5, threads: 2))
    let document = try SceneFile.load(
      path: root.appendingPathComponent("Scenes/\(name).json").path, textMeasurer: renderer.textMeasurer)
    for time in stride(from: 0.0, through: 5.5, by: 0.7) {
      _ = try document.timeline?.seek(to: time, policy: .standard)
      let complete = try renderer.render(document.scene).inks
      #expect(try renderer.readInks(of: document.scene) == complete, "\(name) at \(time) s")
    }
  }
}
