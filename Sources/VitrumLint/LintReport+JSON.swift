import Foundation

extension LintReport {
  /// Several reports as one JSON document:
  /// `{"reports": [{"file", "scale", "times", "resting_time_count", "findings": […], "allowed": […]}],
  /// "summary": {"scenes", "errors", "warnings", "allowed", "not_linted"}}` (`resting_time_count` only when
  /// lint chose the times from the timeline's resting times). A finding is `{"index", "rule", "severity",
  /// "message", "fix", "nodes", "file", "line", "column", "path", "measurements", "times"}`; an allowed one
  /// is the same without `index`, with `"reason"` and `"allowance": {"line", "column", "path"}`.
  public static func json(_ reports: [LintReport], notLinted: Int = 0) throws -> Data {
    let document = JSONDocument(
      reports: reports.map(JSONReport.init),
      summary: JSONSummary(
        scenes: reports.count, errors: reports.reduce(0) { $0 + $1.errorCount },
        warnings: reports.reduce(0) { $0 + $1.warningCount },
        allowed: reports.reduce(0) { $0 + $1.allowed.count },
        notLinted: notLinted))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(document)
  }
}

private struct JSONDocument: Encodable {
  var reports: [JSONReport]
  var summary: JSONSummary
}

private struct JSONSummary: Encodable {
  var scenes: Int
  var errors: Int
  var warnings: Int
  var allowed: Int
  var notLinted: Int

  enum CodingKeys: String, CodingKey {
    case scenes, errors, warnings, allowed
    case notLinted = "not_linted"
  }
}

private struct JSONReport: Encodable {
  var file: String?
  var scale: Double
  var times: [Double]
  var restingTimeCount: Int?
  var findings: [JSONFinding]
  var allowed: [JSONFinding]

  init(_ report: LintReport) {
    file = report.file
    scale = report.scale
    times = report.times
    restingTimeCount = report.restingTimeCount
    findings = report.findings.map { JSONFinding($0) }
    allowed = report.allowed.map { JSONFinding($0.finding, allowed: $0) }
  }

  enum CodingKeys: String, CodingKey {
    case file, scale, times, findings, allowed
    case restingTimeCount = "resting_time_count"
  }
}

private struct JSONLocation: Encodable {
  var line: Int?
  var column: Int?
  var path: String
}

private struct JSONFinding: Encodable {
  var index: Int?
  var rule: String
  var severity: String
  var message: String
  var fix: String
  var nodes: [String]
  var file: String?
  var line: Int?
  var column: Int?
  var path: String
  var measurements: [String: Double]
  var times: [Double]
  var reason: String?
  var allowance: JSONLocation?

  init(_ finding: LintFinding, allowed: AllowedFinding? = nil) {
    index = allowed == nil ? finding.index : nil
    rule = finding.rule
    severity = finding.severity.rawValue
    message = finding.message
    fix = finding.fix
    nodes = finding.nodeIDs.map(\.rawValue)
    file = finding.location.file
    line = finding.location.line
    column = finding.location.column
    path = finding.location.path
    measurements = finding.measurements
    times = finding.times
    reason = allowed?.reason
    allowance = allowed.map {
      JSONLocation(
        line: $0.allowanceLocation.line, column: $0.allowanceLocation.column, path: $0.allowanceLocation.path)
    }
  }
}
