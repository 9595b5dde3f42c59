import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene
import VitrumSceneFile

@testable import VitrumLab

/// The renderer fuzz target's checks on every run: generated scenes with parameters at the edges of their
/// legal ranges render in both modes without error and, at spacing 0, to the same bytes; and every input
/// the fuzzer once found (Tests/VitrumLabTests/RendererFindings) stays fixed.
@Suite struct RendererFuzzTests {
  static let findings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("RendererFindings")

  @Test func extremeScenesRenderAndKeepTheirPromises() throws {
    let count = max(20, ContainerPropertyTests.cases / 4)
    for seed in 0..<UInt64(count) {
      let spacingZero = seed % 4 != 3
      let generator = StructureGenerator(
        size: Size(96, 72), spacing: spacingZero ? 0 : 12, maximumDepth: 4, extremes: true)
      let scene = generator.scene(seed: seed)
      #expect(RenderCheck.check(scene, spacingZero: spacingZero) == nil, "seed \(seed)")
    }
  }

  /// The fuzz target's animated cases, from seeds: timelines with springs over the whole accepted range of
  /// their constants, stepping and repeating curves, keyframes and chains of morphs by glass id render at
  /// every instant chosen, each under its motion policy, and keep spacing 0 equal to per-node rendering.
  @Test func animatedScenesRenderAndKeepTheirPromises() throws {
    var morphs = 0
    for seed in UInt64(0)..<60 {
      let spacingZero = seed % 4 != 3
      let generator = StructureGenerator(
        size: Size(96, 72), spacing: spacingZero ? 0 : 12, maximumDepth: 4, extremes: seed % 2 == 0)
      var random = SeededRandom(seed: seed)
      let scene = generator.scene(using: &random)
      let animated = AnimatedStructure.make(scene: scene, spacingZero: spacingZero, using: &random)
      #expect(AnimatedStructure.check(animated) == nil, "seed \(seed)")
      morphs += animated.timeline.events.filter { $0.attribute == "insert" }.count
    }
    #expect(morphs > 10, "the seeds morph glass by id")
  }

  /// Extreme scenes are legal: they write as scene files, read back, and write again to the same bytes,
  /// with the same nodes.
  @Test func extremeScenesAreLegal() throws {
    for seed in UInt64(0)..<30 {
      let scene = StructureGenerator(extremes: true).scene(seed: seed)
      let data = try SceneFile.encode(scene)
      let decoded = try SceneFile.decode(data, baseDirectory: "/nonexistent").scene
      let again = try SceneFile.encode(decoded)
      #expect(again == data, "seed \(seed): decoding and encoding again changed it")
      var kinds: [[String]] = [[], []]
      for (k, s) in [scene, decoded].enumerated() { s.forEachNode { kinds[k].append($0.kindName) } }
      #expect(kinds[0] == kinds[1], "seed \(seed)")
      #expect(decoded.size == scene.size && decoded.environment == scene.environment)
    }
  }

  @Test func findingsStayFixed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.findings.path).sorted()
    #expect(!files.isEmpty)
    for file in files {
      let data = try Data(contentsOf: Self.findings.appendingPathComponent(file))
      let (scene, spacingZero, animation) = data.withUnsafeBytes { raw in
        StructureGenerator.fuzzCase(fromFuzzInput: raw.bindMemory(to: UInt8.self))
      }
      if let animation {
        #expect(AnimatedStructure.check(animation) == nil, "\(file)")
      } else {
        #expect(RenderCheck.check(scene, spacingZero: spacingZero) == nil, "\(file)")
      }
    }
  }
}
