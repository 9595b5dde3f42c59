extension LintReport {
  /// The findings as a compiler prints diagnostics, one block each:
  ///
  ///     Scenes/x.json:12:9: error[glass-on-glass]: `b` is glass drawn over glass `a` (…)
  ///       #1 at root.children[2].glass (nodes: b, a)
  ///       help: move them apart, …
  ///
  /// A finding seen at only some of several times names them.
  public func diagnostics() -> String {
    findings.map { finding in
      var head = finding.location.description
      head += head.isEmpty ? "" : ": "
      head += "\(finding.severity.rawValue)[\(finding.rule)]: \(finding.message)"
      if times.count > 1 && finding.times.count < times.count {
        head +=
          " (at t = " + finding.times.map { Format.number($0, digits: 3) }.joined(separator: ", ") + " s)"
      }
      var place = "  #\(finding.index)"
      if !finding.location.path.isEmpty { place += " at \(finding.location.path)" }
      if !finding.nodeIDs.isEmpty {
        place +=
          " (node\(finding.nodeIDs.count == 1 ? "" : "s") "
          + finding.nodeIDs.map(\.description).joined(separator: ", ") + ")"
      }
      return [head, place, "  help: \(finding.fix)"].joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// One line: "Scenes/x.json: 1 error, 2 warnings, 3 allowed by the scene".
  public var summaryLine: String {
    "\(file ?? "scene"): "
      + Self.counts(errors: errorCount, warnings: warningCount, allowed: allowed.count, scenes: 1)
  }

  /// The summary of several reports: "lint: 10 scenes, 0 errors, 2 warnings, 14 allowed by the scenes".
  public static func summaryLine(of reports: [LintReport], failed: Int = 0) -> String {
    var text = "lint: \(reports.count) scene\(reports.count == 1 ? "" : "s"), "
    text += counts(
      errors: reports.reduce(0) { $0 + $1.errorCount }, warnings: reports.reduce(0) { $0 + $1.warningCount },
      allowed: reports.reduce(0) { $0 + $1.allowed.count }, scenes: reports.count)
    if failed > 0 { text += ", \(failed) not linted" }
    return text
  }

  static func counts(errors: Int, warnings: Int, allowed: Int, scenes: Int) -> String {
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    return "\(plural(errors, "error")), \(plural(warnings, "warning")), \(allowed) allowed by the "
      + (scenes == 1 ? "scene" : "scenes")
  }
}
