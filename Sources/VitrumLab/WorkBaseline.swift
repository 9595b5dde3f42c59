import Foundation
import VitrumRender

/// The machine-independent work counters of a set of scenes, per scene and mode (scene file name → mode →
/// counter key → value, the keys `vitrum bench --json` writes under `work`), and their comparison with a
/// baseline: a counter that grew by more than the allowed share is a regression however noisy the
/// machine that measured it. The bundled scenes' baseline is docs/work-baseline.json.
public struct WorkBaseline: Sendable, Equatable {
  public var counters: [String: [String: [String: Int]]]

  public init(counters: [String: [String: [String: Int]]] = [:]) { self.counters = counters }

  /// Records a frame's counters for a scene and mode.
  public mutating func record(scene: String, mode: RenderMode, _ statistics: RenderStatistics) {
    var values: [String: Int] = [:]
    for row in WorkCounters.rows(statistics) { values[row.key] = row.value }
    counters[scene, default: [:]][mode.rawValue] = values
  }

  /// Reads a baseline written by `json()`.
  public init(json data: Data) throws {
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: [String: [String: Int]]]
    else {
      throw CocoaError(
        .coderReadCorrupt,
        userInfo: [NSDebugDescriptionErrorKey: "expected scene → mode → counter → whole number"])
    }
    counters = object
  }

  /// The counters as sorted, indented JSON (stable, so that a change shows as a small diff).
  public func json() throws -> Data {
    try JSONSerialization.data(withJSONObject: counters, options: [.prettyPrinted, .sortedKeys])
  }

  /// What differs from `baseline`, one line each: counters grown by more than `allowedGrowth` (a share:
  /// 0.05 is 5 %), counters or scenes that either side lacks, and — apart — counters that shrank by more
  /// than that share (a gain the baseline can be re-recorded to keep).
  public func compared(with baseline: WorkBaseline, allowedGrowth: Double) -> (
    regressions: [String], gains: [String]
  ) {
    var regressions: [String] = []
    var gains: [String] = []
    for scene in Set(counters.keys).union(baseline.counters.keys).sorted() {
      guard let now = counters[scene] else {
        regressions.append("\(scene): in the baseline, not counted")
        continue
      }
      guard let before = baseline.counters[scene] else {
        regressions.append("\(scene): counted, not in the baseline")
        continue
      }
      for mode in Set(now.keys).union(before.keys).sorted() {
        for key in Set(now[mode, default: [:]].keys).union(before[mode, default: [:]].keys).sorted() {
          guard let value = now[mode]?[key], let old = before[mode]?[key] else {
            regressions.append("\(scene) \(mode) \(key): missing on one side")
            continue
          }
          if Double(value) > Double(old) * (1 + allowedGrowth) {
            let percent =
              old == 0 ? "from zero" : String(format: "+%.1f %%", 100 * (Double(value) / Double(old) - 1))
            regressions.append("\(scene) \(mode) \(key): \(old) → \(value) (\(percent))")
          } else if Double(value) < Double(old) * (1 - allowedGrowth) {
            gains.append("\(scene) \(mode) \(key): \(old) → \(value)")
          }
        }
      }
    }
    return (regressions, gains)
  }
}
