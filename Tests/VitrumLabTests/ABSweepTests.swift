import Foundation
import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumLab

@Suite struct ABSweepTests {
  static let small = CardsGenerator(count: 2, canvas: Size(64, 48), blur: 2)

  /// Each point measures the scene its value makes; the JSON and CSV hold every point.
  @Test func sweepMeasuresEveryPoint() throws {
    let sweep = try ABSweep(
      subject: .generated(Self.small), specification: SweepSpecification(parsing: "count=1,4"),
      experiment: ABExperiment(runs: 2, warmup: 0, scale: 1, threads: 1))
    var heard: [String] = []
    let report = try sweep.run { index, value in heard.append("\(index):\(value)") }
    #expect(heard == ["0:1", "1:4"])
    #expect(report.points.map(\.report.perNodeStatistics.glassDraws) == [1, 4])
    #expect(report.points.allSatisfy { $0.report.frames == nil && $0.report.runs == 2 })
    #expect(!report.logarithmicAxis)
    #expect(
      report.subject
        == "64×48 pt, spacing 0 pt, blur 2 pt, cards fill the grid, grid layout, seed 1, 1 threads")
    let json = try #require(JSONSerialization.jsonObject(with: report.json()) as? [String: Any])
    #expect(json["parameter"] as? String == "count")
    let points = try #require(json["points"] as? [[String: Any]])
    #expect(points.map { $0["label"] as? String } == ["1", "4"])
    #expect(points.allSatisfy { $0["modes"] != nil && $0["speedup_ci95"] != nil })
    let rows = report.csv().split(separator: "\n")
    #expect(rows.count == 3 && rows[1].hasPrefix("count,1,") && rows[2].hasPrefix("count,4,"))
    #expect(report.table.split(separator: "\n").count == 2 + 2 + 1)
  }

  @Test func threadsSweepOverAScene() throws {
    let sweep = try ABSweep(
      subject: .scene(Self.small.makeScene(), name: "cards.json"),
      specification: SweepSpecification(parsing: "threads=1,2"),
      experiment: ABExperiment(runs: 1, warmup: 0, scale: 1))
    let report = try sweep.run()
    #expect(report.points.map(\.report.threads) == [1, 2])
    #expect(report.subject == "cards.json")
    // Output is identical for every thread count, so the modes' differences are too.
    #expect(report.points[0].report.pixels == report.points[1].report.pixels)
  }

  @Test func onlyThreadsCanBeSweptOverAScene() throws {
    #expect {
      try ABSweep(
        subject: .scene(Self.small.makeScene(), name: "x"),
        specification: SweepSpecification(parsing: "count=1,2"),
        experiment: ABExperiment())
    } throws: { error in
      "\(error)".contains("only threads can be swept over a scene file")
    }
  }

  @Test func countsSpanningAFactorOf8UseALogAxis() {
    func report(_ values: [Double]) -> SweepReport {
      SweepReport(
        parameter: .count, subject: "", runs: 1, warmup: 0,
        points: values.map {
          SweepPoint(
            value: .number($0),
            report: Fixtures.report(container: 1, perNode: 1, containerGlass: 0, perNodeGlass: 0))
        })
    }
    #expect(report([1, 8, 48, 256]).logarithmicAxis)
    #expect(!report([1, 4, 7]).logarithmicAxis)
    #expect(!report([0, 8, 16]).logarithmicAxis)
  }
}
