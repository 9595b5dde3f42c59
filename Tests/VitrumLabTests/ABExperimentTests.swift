import Foundation
import Testing
import VitrumGeometry
import VitrumRender
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
    #expect((object["warnings"] as? [Any])?.isEmpty == true)
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
    #expect(r.threads == 1)
    let frames = try #require(r.frames)
    #expect(frames.container.width == 60 && frames.perNode.height == 40)
  }

  /// Each measured stage has one sample per timed run, and the rest of the frame is what they leave.
  @Test func stagesAreTimedPerRun() throws {
    let scene = Scene(size: Size(60, 40), background: .solid(.black)) {
      ShapeNode(.capsule(Rect(x: 5, y: 5, width: 50, height: 20)), glass: .regular)
    }
    let r = try report(scene)
    for mode in [RenderMode.container, .perNode] {
      #expect(r.stages(mode).map(\.stage) == FrameStage.allCases)
      #expect(r.stages(mode).allSatisfy { $0.summary.samples.count == 3 })
      let staged = r.stages(mode).reduce(0) { $0 + $1.summary.median }
      #expect(abs(r.restMedian(mode) - max(0, r.timing(mode).median - staged)) < 1e-12)
    }
    // Run by run, the glass stages and the glass work no stage covers add up to the glass time.
    for mode in [RenderMode.container, .perNode] {
      let glass = mode == .container ? r.containerGlass : r.perNodeGlass
      for run in 0..<3 {
        let total = r.stages(mode).reduce(0) { $0 + $1.summary.samples[run] }
        #expect(abs(total - glass.samples[run]) < 1e-9 || total > glass.samples[run])
      }
    }
    let json = try #require(JSONSerialization.jsonObject(with: r.json()) as? [String: Any])
    let modes = try #require(json["modes"] as? [String: [String: Any]])
    let stages = try #require(modes["container"]?["stages"] as? [String: Any])
    #expect(Set(stages.keys) == Set(FrameStage.allCases.map(\.rawValue)))
    let work = try #require(modes["per-node"]?["work"] as? [String: Int])
    #expect(work["captures"] == 1 && work["shaded_pixels"] == r.perNodeStatistics.shadedPixels)
    #expect(work["captured_pixels"]! > 0 && work["blurred_pixels"]! > 0 && work["bytes_read"]! > 0)
  }

  /// Decisions that change what is drawn reach the JSON: each mode's warnings with code, node and message.
  @Test func warningsReachTheJSON() throws {
    let r = try report(Fixtures.sceneWithAWarning(id: "card-7"))
    #expect(r.warnings.map(\.mode) == [.container, .perNode])
    let json = try #require(JSONSerialization.jsonObject(with: r.json()) as? [String: Any])
    let warnings = try #require(json["warnings"] as? [[String: String]])
    #expect(warnings.count == 2)
    #expect(warnings.map { $0["mode"] } == ["container", "per-node"])
    #expect(warnings.allSatisfy { $0["code"] == "glassInMask" && $0["node"] == "card-7" })
    #expect(warnings.allSatisfy { $0["message"]?.contains("mask") == true })
  }

  @Test func csvQuotesSceneNames() {
    #expect(CSV.field("plain.json") == "plain.json")
    #expect(CSV.field("a,b \"c\".json") == "\"a,b \"\"c\"\".json\"")
  }
}
