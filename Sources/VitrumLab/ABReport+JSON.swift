import Foundation
import VitrumRender

extension ABReport {
  /// The report as JSON: `{"scene", "runs", "modes": {"container": {"median_ms", "p95_ms", "ci95_ms"},
  /// "per-node": {…}}, "speedup", "speedup_ci95", "pixels": {"max_delta", "mean_delta", "changed_ratio"}}`
  /// plus the frame size, warm-up, threads, samples, stage times, work counters (`work`), how each
  /// container group was drawn (`groups`) and the renderer's warnings.
  public func json() throws -> Data {
    try JSONSerialization.data(
      withJSONObject: Self.finite(jsonObject()), options: [.prettyPrinted, .sortedKeys])
  }

  /// The JSON object `json()` writes, for embedding in a larger document (a sweep).
  func jsonObject() -> [String: Any] {
    func mode(_ mode: RenderMode) -> [String: Any] {
      let t = timing(mode)
      let g = mode == .container ? containerGlass : perNodeGlass
      let s = statistics(mode)
      var stageObject: [String: Any] = [:]
      for timing in stages(mode) {
        stageObject[timing.stage.rawValue] = [
          "median_ms": timing.summary.median, "p95_ms": timing.summary.p95,
        ]
      }
      return [
        "median_ms": t.median, "p95_ms": t.p95, "ci95_ms": [t.ci95.lowerBound, t.ci95.upperBound],
        "glass_median_ms": g.median, "glass_p95_ms": g.p95, "stages": stageObject,
        "rest_median_ms": restMedian(mode),
        "samples_ms": t.samples, "captures": s.captures, "captured_pixels": s.capturedPixels,
        "shaded_pixels": s.shadedPixels, "glass_draws": s.glassDraws, "work": WorkCounters.json(s),
        "groups": WorkCounters.groups(s),
      ]
    }
    return [
      "scene": scene, "runs": runs, "warmup": warmup, "scale": scale, "threads": threads, "width": width,
      "height": height,
      "modes": ["container": mode(.container), "per-node": mode(.perNode)],
      "glass_speedup": perNodeGlass.median / containerGlass.median,
      "speedup": speedup, "speedup_ci95": [speedupCI95.lowerBound, speedupCI95.upperBound],
      "pixels": [
        "max_delta": pixels.maxDelta, "mean_delta": pixels.meanDelta, "changed_ratio": pixels.changedRatio,
        "changed_ratio_beyond_one_level": pixelsBeyondRounding.changedRatio,
      ],
      "warnings": warnings.map {
        [
          "mode": $0.mode.rawValue, "code": $0.warning.code.rawValue, "node": $0.warning.nodeID.description,
          "message": $0.warning.message,
        ]
      },
    ]
  }

  /// The value with every non-finite number replaced by null: JSON has no NaN or infinity, and a ratio of
  /// two zero glass times (a scene without glass) is NaN.
  static func finite(_ value: Any) -> Any {
    switch value {
    case let d as Double: return d.isFinite ? d : NSNull()
    case let array as [Any]: return array.map(finite)
    case let dictionary as [String: Any]: return dictionary.mapValues(finite)
    default: return value
    }
  }

  /// One row per timed run: `scene,mode,run,ms`.
  public func csv() -> String {
    var rows = ["scene,mode,run,ms"]
    let name = CSV.field(scene)
    for (i, ms) in container.samples.enumerated() { rows.append("\(name),container,\(i),\(ms)") }
    for (i, ms) in perNode.samples.enumerated() { rows.append("\(name),per-node,\(i),\(ms)") }
    return rows.joined(separator: "\n") + "\n"
  }
}

/// CSV quoting (RFC 4180): a field with a comma, quote or line break is quoted, quotes doubled.
enum CSV {
  static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
