import Foundation
import Testing
import VitrumSceneFile

@testable import VitrumLab
@testable import VitrumRender

/// The work counters of every bundled scene, in both modes at its suggested scale (what `vitrum bench`
/// counts), against the baseline checked in at docs/work-baseline.json: a change that makes any counter
/// grow by more than 5 % fails here, however noisy the machine, until the baseline is re-recorded in the
/// same change (`Tools/record-work-baseline`). Counters that shrank are only reported, so that the
/// baseline can follow a gain.
@Suite struct WorkBaselineTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let baselineURL = root.appendingPathComponent("docs/work-baseline.json")
  /// How much a counter may grow before the test fails.
  static let allowedGrowth = 0.05
  static var recording: Bool { ProcessInfo.processInfo.environment["VITRUM_RECORD_WORK_BASELINE"] == "1" }

  /// The counters of every scene in Scenes/, counted now.
  static func count() throws -> WorkBaseline {
    let folder = root.appendingPathComponent("Scenes")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    var counted = WorkBaseline()
    for name in names.sorted() {
      let document = try SceneFile.load(
        path: folder.appendingPathComponent(name).path, textMeasurer: TextMeasurers.shaping())
      for mode in RenderMode.allCases {
        let renderer = CairoRenderer(options: .init(scale: document.suggestedScale ?? 1, mode: mode))
        counted.record(scene: name, mode: mode, try renderer.render(document.scene).statistics)
      }
    }
    return counted
  }

  @Test func noBundledSceneDoesMoreWorkThanItsBaseline() throws {
    let counted = try Self.count()
    if Self.recording {
      try counted.json().write(to: Self.baselineURL)
      return
    }
    let baseline = try WorkBaseline(json: Data(contentsOf: Self.baselineURL))
    let (regressions, gains) = counted.compared(with: baseline, allowedGrowth: Self.allowedGrowth)
    #expect(
      regressions.isEmpty,
      "work above docs/work-baseline.json by more than 5 % (re-record it in the same change if meant: Tools/record-work-baseline): \(regressions.joined(separator: "; "))"
    )
    if !gains.isEmpty {
      print(
        "work below the baseline by more than 5 % (re-record it to keep the gain): \(gains.joined(separator: "; "))"
      )
    }
  }

  /// The comparison itself: growth past the allowance, scenes and counters on one side only fail; growth
  /// within it passes; shrinking is a gain.
  @Test func comparisonFlagsGrowthBeyondTheAllowance() {
    let baseline = WorkBaseline(counters: [
      "a.json": ["container": ["shaded_pixels": 1000, "bytes_read": 2000]],
      "b.json": ["container": ["shaded_pixels": 0]],
    ])
    func compare(_ counters: [String: [String: [String: Int]]]) -> (regressions: [String], gains: [String]) {
      WorkBaseline(counters: counters).compared(with: baseline, allowedGrowth: 0.05)
    }
    let within = compare([
      "a.json": ["container": ["shaded_pixels": 1050, "bytes_read": 2000]],
      "b.json": ["container": ["shaded_pixels": 0]],
    ])
    #expect(within.regressions.isEmpty && within.gains.isEmpty)
    let grown = compare([
      "a.json": ["container": ["shaded_pixels": 1051, "bytes_read": 1800]],
      "b.json": ["container": ["shaded_pixels": 1]],
    ])
    #expect(
      grown.regressions == [
        "a.json container shaded_pixels: 1000 → 1051 (+5.1 %)",
        "b.json container shaded_pixels: 0 → 1 (from zero)",
      ])
    #expect(grown.gains == ["a.json container bytes_read: 2000 → 1800"])
    let missing = compare(["a.json": ["container": ["shaded_pixels": 1000]], "c.json": [:]])
    #expect(
      missing.regressions == [
        "a.json container bytes_read: missing on one side", "b.json: in the baseline, not counted",
        "c.json: counted, not in the baseline",
      ])
  }

  /// Counting twice gives the same counters, and so does a renderer on one thread: the baseline holds on
  /// any machine.
  @Test func countersDependOnTheSceneAlone() throws {
    let path = Self.root.appendingPathComponent("Scenes/container-spacing.json").path
    let document = try SceneFile.load(path: path, textMeasurer: TextMeasurers.shaping())
    var counts: [WorkBaseline] = []
    for threads in [1, 2, 1] {
      var counted = WorkBaseline()
      let renderer = CairoRenderer(options: .init(scale: 2, mode: .container, threads: threads))
      counted.record(scene: "s", mode: .container, try renderer.render(document.scene).statistics)
      counts.append(counted)
    }
    #expect(counts[0] == counts[1] && counts[1] == counts[2])
  }
}
