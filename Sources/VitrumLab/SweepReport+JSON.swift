import Foundation

extension SweepReport {
  /// The sweep as JSON: `{"parameter", "subject", "runs", "warmup", "logarithmic_axis", "points": [{"value",
  /// "label", …the A/B report of that point…}], "crossovers": [{"between", "at", "direction", "resolved"}],
  /// "summary"}`.
  public func json() throws -> Data {
    let pointObjects: [[String: Any]] = points.map { point in
      var object = point.report.jsonObject()
      switch point.value {
      case .number(let v): object["value"] = v
      case .size(let s): object["value"] = [s.width, s.height]
      }
      object["label"] = point.value.label
      return object
    }
    let object: [String: Any] = [
      "parameter": parameter.rawValue, "subject": subject, "runs": runs, "warmup": warmup,
      "logarithmic_axis": logarithmicAxis, "points": pointObjects,
      "crossovers": crossovers.map { c -> [String: Any] in
        [
          "between": [points[c.lower].value.description, points[c.upper].value.description], "at": c.position,
          "direction": c.direction.rawValue, "resolved": c.resolved,
        ]
      },
      "summary": crossoverSummary,
    ]
    return try JSONSerialization.data(
      withJSONObject: ABReport.finite(object), options: [.prettyPrinted, .sortedKeys])
  }

  /// One row per point: the parameter's value, each mode's median, interval and 95th percentile, the
  /// speedup with its interval, the glass medians and the pixel difference.
  public func csv() -> String {
    var rows = [
      "parameter,value,container_median_ms,container_ci95_low_ms,container_ci95_high_ms,container_p95_ms,"
        + "per_node_median_ms,per_node_ci95_low_ms,per_node_ci95_high_ms,per_node_p95_ms,speedup,"
        + "speedup_ci95_low,speedup_ci95_high,container_glass_median_ms,per_node_glass_median_ms,max_delta,"
        + "changed_ratio"
    ]
    for point in points {
      let r = point.report
      let numbers: [Double] = [
        r.container.median, r.container.ci95.lowerBound, r.container.ci95.upperBound, r.container.p95,
        r.perNode.median, r.perNode.ci95.lowerBound, r.perNode.ci95.upperBound, r.perNode.p95, r.speedup,
        r.speedupCI95.lowerBound, r.speedupCI95.upperBound, r.containerGlass.median, r.perNodeGlass.median,
      ]
      let cells =
        [parameter.rawValue, point.value.description] + numbers.map { $0.isFinite ? "\($0)" : "" }
        + ["\(r.pixels.maxDelta)", "\(r.pixels.changedRatio)"]
      rows.append(cells.joined(separator: ","))
    }
    return rows.joined(separator: "\n") + "\n"
  }
}
