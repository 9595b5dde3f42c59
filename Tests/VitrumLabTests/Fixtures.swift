import Testing
import VitrumGeometry
import VitrumRender
import VitrumScene

@testable import VitrumLab

/// Reports with chosen numbers, for tests of what is drawn and written from them.
enum Fixtures {
  /// A report whose runs all take `container` and `perNode` ms, of which `containerGlass` and
  /// `perNodeGlass` are glass (all of it shading, the one stage of the fixture): every median, interval and percentile is then that number.
  static func report(
    container: Double, perNode: Double, containerGlass: Double, perNodeGlass: Double, runs: Int = 9,
    warnings: [ModeWarning] = []
  ) -> ABReport {
    func summary(_ ms: Double) -> TimingSummary { TimingSummary(samples: Array(repeating: ms, count: runs)) }
    var statistics = RenderStatistics()
    statistics.captures = 3
    statistics.glassDraws = 3
    return ABReport(
      scene: "fixture <scene>", runs: runs, warmup: 1, scale: 1, threads: 2, width: 64, height: 48,
      container: summary(container), perNode: summary(perNode), containerGlass: summary(containerGlass),
      perNodeGlass: summary(perNodeGlass),
      containerStages: [StageTiming(stage: .glass(.shading), summary: summary(containerGlass))],
      perNodeStages: [StageTiming(stage: .glass(.shading), summary: summary(perNodeGlass))],
      speedup: perNode / container,
      speedupCI95: Statistics.ratioInterval(
        numerator: Array(repeating: perNode, count: runs),
        denominator: Array(repeating: container, count: runs)),
      pixels: ImageComparison([1, 2], [1, 3]),
      pixelsBeyondRounding: ImageComparison([1, 2], [1, 3], threshold: 1),
      containerStatistics: statistics, perNodeStatistics: statistics, warnings: warnings, frames: nil)
  }
}

extension Fixtures {
  /// A scene the renderer draws differently from what it asks: glass as a mask, left out.
  static func sceneWithAWarning(id: NodeID = "card<1>") -> Scene {
    let masked = GroupNode(id: "masked") {
      ShapeNode(.rect(Rect(x: 0, y: 0, width: 48, height: 24)), fill: .solid(.white))
    }
    masked.mask = ShapeNode(id: id, .capsule(Rect(x: 4, y: 4, width: 40, height: 16)), glass: .regular)
    let scene = Scene(size: Size(48, 24), background: .solid(.black))
    scene.root.add(masked)
    return scene
  }

  /// The warning the renderer gives for `sceneWithAWarning`.
  static func maskWarning() throws -> RenderWarning {
    let frame = try CairoRenderer(options: .init(scale: 1, threads: 1)).render(sceneWithAWarning())
    return try #require(frame.warnings.first)
  }
}
