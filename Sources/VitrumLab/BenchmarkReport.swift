import Foundation
import VitrumRender

/// What `GlassBenchmark` measured: per mode the frame and glass times, the glass time by stage and the
/// work counters, beside the time to copy one frame of the same size; glass times are also given as
/// multiples of that copy. With a baseline thread count, each mode's glass time on it too, the speed-up
/// of `threads` over it, and the controls (`ParallelControl`) timed beside them.
public struct BenchmarkReport: Sendable {
  public var scene: String
  public var runs: Int
  public var warmup: Int
  public var scale: Double
  public var threads: Int
  public var width: Int
  public var height: Int
  /// The frame copy, in cache (the floor glass times are divided by) and from memory.
  public var copyInCache: TimingSummary
  public var copyFromMemory: TimingSummary
  /// With a baseline thread count, the controls timed on both thread counts in the same runs.
  public var control: ThreadControl?
  public var modes: [ModeBenchmark]

  /// A time as a multiple of the in-cache frame copy.
  public func multiple(_ ms: Double) -> Double { ms / copyInCache.median }

  /// A short table for people.
  public var table: String {
    let ms = ChartFormat.milliseconds
    func right(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    func speedup(_ ratio: Double, _ interval: ClosedRange<Double>) -> String {
      "\(ChartFormat.number(ratio, decimals: 2))× (95% CI \(ChartFormat.number(interval.lowerBound, decimals: 2)) – "
        + "\(ChartFormat.number(interval.upperBound, decimals: 2)))"
    }
    func cell(_ ms: Double) -> String {
      right(ChartFormat.milliseconds(ms), 8)
        + right("(\(ChartFormat.number(multiple(ms), decimals: 1))×)", 10)
    }
    let column = 20
    var lines = [
      "scene \(scene): \(width)×\(height) px at scale \(SweepValue.number(scale)), \(runs) runs per mode after "
        + "\(warmup) warm-up, interleaved, \(threads) thread\(threads == 1 ? "" : "s")",
      "frame copy (\(width)×\(height) ARGB32, memcpy): \(ms(copyInCache.median)) ms in cache "
        + "(95% CI \(ms(copyInCache.ci95.lowerBound)) – \(ms(copyInCache.ci95.upperBound))), "
        + "\(ms(copyFromMemory.median)) ms from memory; glass times below are medians in ms and multiples "
        + "of the in-cache copy",
      "".padding(toLength: 16, withPad: " ", startingAt: 0)
        + modes.map { right($0.mode.rawValue, column) }.joined(),
      "frame".padding(toLength: 16, withPad: " ", startingAt: 0)
        + modes.map { right(ms($0.frame.median), column - 10) + String(repeating: " ", count: 10) }.joined(),
      "glass".padding(toLength: 16, withPad: " ", startingAt: 0)
        + modes.map { right(cell($0.glass.median), column) }.joined(),
    ]
    let baselines = modes.compactMap(\.baseline)
    if let first = baselines.first, baselines.count == modes.count {
      let label = "glass, \(first.threads)t"
      lines.append(
        label.padding(toLength: 16, withPad: " ", startingAt: 0)
          + baselines.map { right(cell($0.glass.median), column) }.joined())
    }
    for (i, stage) in FrameStage.allCases.enumerated() {
      lines.append(
        ("  " + stage.rawValue).padding(toLength: 16, withPad: " ", startingAt: 0)
          + modes.map { right(cell($0.stages[i].summary.median), column) }.joined())
    }
    lines.append("work per frame")
    let counters = modes.map { WorkCounters.rows($0.statistics) }
    for (i, row) in (counters.first ?? []).enumerated() {
      lines.append(
        ("  " + row.name).padding(toLength: 16, withPad: " ", startingAt: 0)
          + counters.map {
            right(WorkCounters.short($0[i].value), column - 10) + String(repeating: " ", count: 10)
          }
          .joined())
    }
    for mode in modes where !mode.statistics.containerGroups.isEmpty {
      lines.append("\(mode.mode.rawValue) groups:")
      lines += WorkCounters.groupLines(mode.statistics).map { "  " + $0 }
    }
    if let first = baselines.first, baselines.count == modes.count {
      let speedups = modes.map { m in
        "\(m.mode.rawValue) " + speedup(m.threadSpeedup!, m.baseline!.speedupInterval)
      }
      lines.append(
        "glass speed-up of \(threads) thread\(threads == 1 ? "" : "s") over \(first.threads) "
          + "(median over median, same runs): " + speedups.joined(separator: ", "))
    }
    if let control {
      lines.append(
        "what the machine gave \(control.threads) thread\(control.threads == 1 ? "" : "s") over "
          + "\(control.baselineThreads) in the same runs (controls): vector arithmetic "
          + speedup(control.speedup, control.speedupInterval) + ", reading a frame another core wrote "
          + speedup(control.sharedFrameSpeedup, control.sharedFrameInterval))
    }
    if min(copyInCache.ci95Coverage, modes.map(\.frame.ci95Coverage).min() ?? 1) < 0.95 {
      lines.append("note: with \(runs) runs the intervals hold the medians with less than 95 % confidence")
    }
    return lines.joined(separator: "\n")
  }

  /// The report as JSON: the frame copy, and per mode the frame and glass times (with multiples of the
  /// in-cache copy), the stages, the work counters and the container groups' strategies; with a baseline
  /// thread count, each mode's `thread_speedup` and the controls (`thread_control`: `arithmetic` and
  /// `shared_frame`, each timed on both thread counts, with its speed-up and interval).
  public func json() throws -> Data {
    try JSONSerialization.data(withJSONObject: jsonObject(), options: [.prettyPrinted, .sortedKeys])
  }

  /// The object `json()` writes.
  func jsonObject() -> Any {
    func summary(_ t: TimingSummary) -> [String: Any] {
      [
        "median_ms": t.median, "p95_ms": t.p95, "ci95_ms": [t.ci95.lowerBound, t.ci95.upperBound],
        "samples_ms": t.samples,
      ]
    }
    var modeObjects: [String: Any] = [:]
    for m in modes {
      var stages: [String: Any] = [:]
      for s in m.stages {
        stages[s.stage.rawValue] = [
          "median_ms": s.summary.median, "p95_ms": s.summary.p95, "copies": multiple(s.summary.median),
        ]
      }
      var glass = summary(m.glass)
      glass["copies"] = multiple(m.glass.median)
      var object: [String: Any] = [
        "frame": summary(m.frame), "glass": glass, "stages": stages, "work": WorkCounters.json(m.statistics),
        "groups": WorkCounters.groups(m.statistics),
        "warnings": m.warnings.map {
          [
            "code": $0.warning.code.rawValue, "node": $0.warning.nodeID.description,
            "message": $0.warning.message,
          ]
        },
      ]
      if let baseline = m.baseline, let speedup = m.threadSpeedup {
        var baselineGlass = summary(baseline.glass)
        baselineGlass["copies"] = multiple(baseline.glass.median)
        object["thread_speedup"] = [
          "baseline_threads": baseline.threads, "baseline_glass": baselineGlass, "speedup": speedup,
          "speedup_ci95": [baseline.speedupInterval.lowerBound, baseline.speedupInterval.upperBound],
        ]
      }
      modeObjects[m.mode.rawValue] = object
    }
    var object: [String: Any] = [
      "scene": scene, "runs": runs, "warmup": warmup, "scale": scale, "threads": threads, "width": width,
      "height": height,
      "frame_copy": ["in_cache": summary(copyInCache), "from_memory": summary(copyFromMemory)],
      "modes": modeObjects,
    ]
    if let control {
      object["thread_control"] = [
        "threads": control.threads, "baseline_threads": control.baselineThreads,
        "arithmetic": [
          "rounds": control.rounds, "time": summary(control.time), "baseline_time": summary(control.baseline),
          "speedup": control.speedup,
          "speedup_ci95": [control.speedupInterval.lowerBound, control.speedupInterval.upperBound],
        ],
        "shared_frame": [
          "pixels": control.framePixels, "time": summary(control.sharedFrame),
          "baseline_time": summary(control.sharedFrameBaseline), "speedup": control.sharedFrameSpeedup,
          "speedup_ci95": [control.sharedFrameInterval.lowerBound, control.sharedFrameInterval.upperBound],
        ],
      ]
    }
    return ABReport.finite(object)
  }
}
