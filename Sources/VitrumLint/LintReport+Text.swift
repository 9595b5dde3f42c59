extension LintReport {
  /// The findings as a compiler prints diagnostics, one block each:
  ///
  ///     Scenes/x.json:12:9: error[glass-on-glass]: `b` is glass drawn over glass `a` (…)
  ///       #1 at root.children[2].glass (nodes: b, a)
  ///       help: move them apart, …
  ///
  /// A finding seen at only some of several times names them.
  public func diagnostics(showingAllowed: Bool = false) -> String {
    var blocks = findings.map { finding in
      var place = "  #\(finding.index)"
      if !finding.location.path.isEmpty { place += " at \(finding.location.path)" }
      place += nodes(of: finding)
      return [head(of: finding, label: finding.severity.rawValue), place, "  help: \(finding.fix)"].joined(
        separator: "\n")
    }
    if showingAllowed {
      blocks += allowed.map { allowed in
        let finding = allowed.finding
        var place = "  allowed by lint.allow at \(allowed.allowanceLocation.description)"
        if !allowed.allowanceLocation.path.isEmpty { place += " (\(allowed.allowanceLocation.path))" }
        return [
          head(of: finding, label: "allowed"), place + nodes(of: finding), "  reason: \(allowed.reason)",
        ].joined(separator: "\n")
      }
    }
    return blocks.joined(separator: "\n")
  }

  /// `FILE:LINE:COLUMN: LABEL[RULE]: MESSAGE`, naming the times when the finding holds at only some of
  /// those looked at, and the settings it shows in when they are not the scene's own look.
  func head(of finding: LintFinding, label: String) -> String {
    var head = finding.location.description
    head += head.isEmpty ? "" : ": "
    head += "\(label)[\(finding.rule)]: \(finding.message)"
    if let interval = finding.interval {
      head +=
        " (from t = \(Format.number(interval.start, digits: 3)) to \(Format.number(interval.end, digits: 3)) s)"
    } else if !finding.times.isEmpty && times.count > 1 && finding.times.count < times.count {
      head += " (at t = " + finding.times.map { Format.number($0, digits: 3) }.joined(separator: ", ") + " s)"
    }
    return head
  }

  func nodes(of finding: LintFinding) -> String {
    guard !finding.nodeIDs.isEmpty else { return "" }
    return " (node\(finding.nodeIDs.count == 1 ? "" : "s") "
      + finding.nodeIDs.map(\.description).joined(separator: ", ") + ")"
  }

  /// One line: "Scenes/x.json: 1 error, 2 warnings, 3 allowed by the scene".
  public var summaryLine: String {
    "\(file ?? "scene"): "
      + Self.counts(errors: errorCount, warnings: warningCount, allowed: allowed.count, scenes: 1)
  }

  /// The summary of several reports: "lint: 10 scenes, 0 errors, 2 warnings, 14 allowed by the scenes".
  public static func summaryLine(of reports: [LintReport]) -> String {
    let failed = reports.count { $0.error != nil }
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
