import Foundation
import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumLab

@Suite struct ABExperimentTests {
  func report(_ scene: Scene) throws -> ABReport {
    try ABExperiment(runs: 3, warmup: 1, scale: 1, threads: 1).run(scene, name: "test")
  }

  /// A scene without glass has no glass time: the glass ratio is 0/0, written as null, not an empty file.
  @Test func reportOfASceneWithoutGlassIsValidJSON() throws {
    let scene = Scene(size: Size(40, 30), background: .solid(.white))
    let data = try report(scene).json()
    #expect(!data.isEmpty)
    let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["glass_speedup"] is NSNull)
    #expect((object["pixels"] as? [String: Any])?["max_delta"] as? Int == 0)
  }

  /// The modes are compared on the same scene: without containers they draw the same pixels.
  @Test func modesAgreeWithoutContainers() throws {
    let scene = Scene(size: Size(60, 40), background: .solid(.black)) {
      ShapeNode(.capsule(Rect(x: 5, y: 5, width: 50, height: 20)), glass: .regular)
    }
    let r = try report(scene)
    #expect(r.pixels.maxDelta == 0)
    #expect(r.container.samples.count == 3 && r.perNode.samples.count == 3)
    #expect(r.containerStatistics.glassDraws == 1 && r.perNodeStatistics.glassDraws == 1)
    #expect(r.csv().split(separator: "\n").count == 7)
  }
}
