import Foundation

extension LintReport {
  /// The version of the JSON form; its JSON Schema is `docs/schema/vitrum-lint-1.schema.json`.
  public static let jsonSchema = "vitrum-lint/1"
  /// Numbers in the JSON form are rounded to this many decimals (a contrast ratio to a thousandth, a
  /// time to a millisecond, a length to a thousandth of a point).
  public static let jsonDecimals = 3

  /// Several reports as one JSON document (see `docs/lint.md`, "JSON"). Every key is always present
  /// (null where there is nothing), files that could not be linted are reports with an `error`, and
  /// numbers are rounded to `jsonDecimals` decimals.
  public static func json(_ reports: [LintReport], configuration: LintConfiguration = LintConfiguration())
    throws -> Data
  {
    let linted = reports.filter { $0.error == nil }
    let document = JSONDocument(
      schema: jsonSchema, precision: jsonDecimals,
      overrides: JSONOverrides(
        denyWarnings: configuration.denyWarnings,
        rules: configuration.severities.mapValues(\.rawValue)),
      reports: reports.map(JSONReport.init),
      summary: JSONSummary(
        scenes: reports.count, linted: linted.count, notLinted: reports.count - linted.count,
        errors: reports.reduce(0) { $0 + $1.errorCount },
        warnings: reports.reduce(0) { $0 + $1.warningCount },
        allowed: reports.reduce(0) { $0 + $1.allowed.count }))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(document)
  }

  /// A number as the JSON form writes it.
  static func rounded(_ value: Double) -> Double {
    let scale = pow(10, Double(jsonDecimals))
    let r = (value * scale).rounded() / scale
    return r == 0 ? 0 : r
  }
}

private struct JSONDocument: Encodable {
  var schema: String
  var precision: Int
  var overrides: JSONOverrides
  var reports: [JSONReport]
  var summary: JSONSummary
}

private struct JSONOverrides: Encodable {
  var denyWarnings: Bool
  var rules: [String: String]

  enum CodingKeys: String, CodingKey {
    case rules
    case denyWarnings = "deny_warnings"
  }
}

private struct JSONSummary: Encodable {
  var scenes: Int
  var linted: Int
  var notLinted: Int
  var errors: Int
  var warnings: Int
  var allowed: Int

  enum CodingKeys: String, CodingKey {
    case scenes, linted, errors, warnings, allowed
    case notLinted = "not_linted"
  }
}

private struct JSONReport: Encodable {
  var report: LintReport

  init(_ report: LintReport) { self.report = report }

  enum CodingKeys: String, CodingKey {
    case file, error, scale, times, findings, allowed
    case restingTimeCount = "resting_time_count"
  }

  func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(report.file, forKey: .file)
    try c.encode(report.error.map(JSONError.init), forKey: .error)
    try c.encode(report.error == nil ? LintReport.rounded(report.scale) : nil, forKey: .scale)
    try c.encode(report.times.map(LintReport.rounded), forKey: .times)
    try c.encode(report.restingTimeCount, forKey: .restingTimeCount)
    try c.encode(report.findings.map { JSONFinding($0, allowed: nil) }, forKey: .findings)
    try c.encode(report.allowed.map { JSONFinding($0.finding, allowed: $0) }, forKey: .allowed)
  }
}

private struct JSONError: Encodable {
  var error: LintFileError

  init(_ error: LintFileError) { self.error = error }

  enum CodingKeys: String, CodingKey { case kind, message, line, column, path }

  func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(error.kind.rawValue, forKey: .kind)
    try c.encode(error.message, forKey: .message)
    try c.encode(error.line, forKey: .line)
    try c.encode(error.column, forKey: .column)
    try c.encode(error.path, forKey: .path)
  }
}

private struct JSONFinding: Encodable {
  var finding: LintFinding
  var allowed: AllowedFinding?

  init(_ finding: LintFinding, allowed: AllowedFinding?) {
    self.finding = finding
    self.allowed = allowed
  }

  enum CodingKeys: String, CodingKey {
    case index, rule, severity, message, fix, nodes, file, line, column, path, measurements, times
    case interval, settings, allowance
    case defaultSeverity = "default_severity"
    case severityOverride = "severity_override"
  }

  enum IntervalKeys: String, CodingKey { case start, end }
  enum AllowanceKeys: String, CodingKey { case reason, line, column, path }

  func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(allowed == nil ? finding.index : nil, forKey: .index)
    try c.encode(finding.rule, forKey: .rule)
    try c.encode(finding.severity.rawValue, forKey: .severity)
    try c.encode(finding.defaultSeverity.rawValue, forKey: .defaultSeverity)
    try c.encode(finding.severityOverride?.rawValue, forKey: .severityOverride)
    try c.encode(finding.message, forKey: .message)
    try c.encode(finding.fix, forKey: .fix)
    try c.encode(finding.nodeIDs.map(\.rawValue), forKey: .nodes)
    try c.encode(finding.location.file, forKey: .file)
    try c.encode(finding.location.line, forKey: .line)
    try c.encode(finding.location.column, forKey: .column)
    try c.encode(finding.location.path, forKey: .path)
    try c.encode(finding.measurements.mapValues(LintReport.rounded), forKey: .measurements)
    try c.encode(finding.times.map(LintReport.rounded), forKey: .times)
    if let interval = finding.interval {
      var i = c.nestedContainer(keyedBy: IntervalKeys.self, forKey: .interval)
      try i.encode(LintReport.rounded(interval.start), forKey: .start)
      try i.encode(LintReport.rounded(interval.end), forKey: .end)
    } else {
      try c.encodeNil(forKey: .interval)
    }
    try c.encode(finding.settings, forKey: .settings)
    if let allowed {
      var a = c.nestedContainer(keyedBy: AllowanceKeys.self, forKey: .allowance)
      try a.encode(allowed.reason, forKey: .reason)
      try a.encode(allowed.allowanceLocation.line, forKey: .line)
      try a.encode(allowed.allowanceLocation.column, forKey: .column)
      try a.encode(allowed.allowanceLocation.path, forKey: .path)
    } else {
      try c.encodeNil(forKey: .allowance)
    }
  }
}
