import VitrumRender

/// The machine-independent work counters of a frame (`RenderStatistics`), as the reports print and write
/// them: the same for every run, machine and thread count, so two runs can be compared by them in CI.
enum WorkCounters {
  /// Name, JSON key and value of each counter, in the order the tables list them.
  static func rows(_ s: RenderStatistics) -> [(name: String, key: String, value: Int)] {
    [
      ("glass draws", "glass_draws", s.glassDraws),
      ("captures", "captures", s.captures),
      ("captured px", "captured_pixels", s.capturedPixels),
      ("blurred px", "blurred_pixels", s.blurredPixels),
      ("shaded px", "shaded_pixels", s.shadedPixels),
      ("interior px", "interior_pixels", s.interiorPixels),
      ("bytes read", "bytes_read", s.bytesRead),
      ("bytes written", "bytes_written", s.bytesWritten),
    ]
  }

  /// The counters as a JSON object.
  static func json(_ s: RenderStatistics) -> [String: Any] {
    var object: [String: Any] = [:]
    for row in rows(s) { object[row.key] = row.value }
    object["shared_captures"] = s.sharedCaptures
    object["shared_capture_members"] = s.sharedCaptureMembers
    object["shared_capture_fallbacks"] = s.sharedCaptureFallbacks
    return object
  }

  /// How the containers' groups were drawn, as JSON.
  static func groups(_ s: RenderStatistics) -> [[String: Any]] {
    s.containerGroups.map {
      [
        "container": $0.container, "strategy": $0.strategy.rawValue, "members": $0.members,
        "reason": $0.reason,
      ]
    }
  }

  /// One line per group decision, for people.
  static func groupLines(_ s: RenderStatistics) -> [String] {
    s.containerGroups.map {
      "\($0.container): \($0.strategy.rawValue), \($0.members) member\($0.members == 1 ? "" : "s") — \($0.reason)"
    }
  }

  /// A count for tables: exact below 10,000, else in k or M with three figures.
  static func short(_ n: Int) -> String {
    let v = Double(n)
    if v >= 1e7 { return ChartFormat.number(v / 1e6, decimals: 1) + " M" }
    if v >= 1e6 { return ChartFormat.number(v / 1e6, decimals: 2) + " M" }
    if v >= 1e4 { return ChartFormat.number(v / 1e3, decimals: 0) + " k" }
    return String(n)
  }
}
