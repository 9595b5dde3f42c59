import Foundation
import VitrumGeometry
import VitrumRender

/// The outcome of an A/B experiment: timings of both modes, the speedup, and how the images differ.
public struct ABReport: Sendable {
  public var scene: String
  public var runs: Int
  public var warmup: Int
  public var scale: Double
  public var width: Int
  public var height: Int
  public var container: TimingSummary
  public var perNode: TimingSummary
  /// Glass time alone per frame (see `RenderStatistics.glassMilliseconds`).
  public var containerGlass: TimingSummary
  public var perNodeGlass: TimingSummary
  /// Median per-node time over median container time: above 1, the container is faster.
  public var speedup: Double
  public var speedupCI95: ClosedRange<Double>
  /// Container frame compared with per-node frame (a pixel counts as changed at any difference).
  public var pixels: ImageComparison
  /// The same comparison counting only pixels that differ by more than one level. At spacing 0 the modes
  /// agree byte for byte when the container composites in place; inside a clip or layer it composites its
  /// region once, and one-level differences are 8-bit rounding where shadows overlap.
  public var pixelsBeyondRounding: ImageComparison
  public var containerStatistics: RenderStatistics
  public var perNodeStatistics: RenderStatistics

  /// A short table for people.
  public var table: String {
    func f(_ v: Double) -> String { String(format: "%.2f", v) }
    let lines = [
      "scene \(scene): \(width)×\(height) px, \(runs) runs per mode after \(warmup) warm-up, interleaved",
      "mode        median ms   p95 ms   95% CI of median    captures  captured px",
      String(
        format: "container   %9@  %7@   %@ – %@  %8d  %11d", f(container.median), f(container.p95),
        f(container.ci95.lowerBound), f(container.ci95.upperBound), containerStatistics.captures,
        containerStatistics.capturedPixels),
      String(
        format: "per-node    %9@  %7@   %@ – %@  %8d  %11d", f(perNode.median), f(perNode.p95),
        f(perNode.ci95.lowerBound), f(perNode.ci95.upperBound), perNodeStatistics.captures,
        perNodeStatistics.capturedPixels),
      "speedup (per-node / container): \(f(speedup))× (95% CI \(f(speedupCI95.lowerBound)) – \(f(speedupCI95.upperBound)))",
      "glass alone, median ms: container \(f(containerGlass.median)), per-node \(f(perNodeGlass.median)), "
        + "ratio \(f(perNodeGlass.median / containerGlass.median))×",
      "pixels: \(pixels)",
      "pixels differing by more than one level: \(pixelsBeyondRounding.changedPixels) "
        + "(\(String(format: "%.3f", pixelsBeyondRounding.changedRatio * 100)) %)",
    ]
    return lines.joined(separator: "\n")
  }

  /// The report as JSON: `{"scene", "runs", "modes": {"container": {"median_ms", "p95_ms", "ci95_ms"},
  /// "per-node": {…}}, "speedup", "speedup_ci95", "pixels": {"max_delta", "mean_delta", "changed_ratio"}}`
  /// plus the frame size, warm-up, samples and work counters.
  public func json() throws -> Data {
    func mode(_ t: TimingSummary, _ g: TimingSummary, _ s: RenderStatistics) -> [String: Any] {
      [
        "median_ms": t.median, "p95_ms": t.p95, "ci95_ms": [t.ci95.lowerBound, t.ci95.upperBound],
        "glass_median_ms": g.median, "glass_p95_ms": g.p95,
        "samples_ms": t.samples, "captures": s.captures, "captured_pixels": s.capturedPixels,
        "shaded_pixels": s.shadedPixels, "glass_draws": s.glassDraws,
      ]
    }
    let object: [String: Any] = [
      "scene": scene, "runs": runs, "warmup": warmup, "scale": scale, "width": width, "height": height,
      "modes": [
        "container": mode(container, containerGlass, containerStatistics),
        "per-node": mode(perNode, perNodeGlass, perNodeStatistics),
      ],
      "glass_speedup": perNodeGlass.median / containerGlass.median,
      "speedup": speedup, "speedup_ci95": [speedupCI95.lowerBound, speedupCI95.upperBound],
      "pixels": [
        "max_delta": pixels.maxDelta, "mean_delta": pixels.meanDelta, "changed_ratio": pixels.changedRatio,
        "changed_ratio_beyond_one_level": pixelsBeyondRounding.changedRatio,
      ],
    ]
    return try JSONSerialization.data(
      withJSONObject: Self.finite(object), options: [.prettyPrinted, .sortedKeys])
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
    for (i, ms) in container.samples.enumerated() { rows.append("\(scene),container,\(i),\(ms)") }
    for (i, ms) in perNode.samples.enumerated() { rows.append("\(scene),per-node,\(i),\(ms)") }
    return rows.joined(separator: "\n") + "\n"
  }
}
