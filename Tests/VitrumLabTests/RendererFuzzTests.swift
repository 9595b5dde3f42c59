import Foundation
import Testing
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
      let (scene, spacingZero) = data.withUnsafeBytes { raw in
        StructureGenerator.scene(fromFuzzInput: raw.bindMemory(to: UInt8.self))
      }
      #expect(RenderCheck.check(scene, spacingZero: spacingZero) == nil, "\(file)")
    }
  }
}
