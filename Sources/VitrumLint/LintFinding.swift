import VitrumGeometry
import VitrumScene

/// Where a finding is written: the file, the line and column of the node (or of its field's key), and
/// the node's path inside the document.
public struct LintLocation: Hashable, Sendable, CustomStringConvertible {
  public var file: String?
  /// 1-based; nil when the scene did not come from a file.
  public var line: Int?
  public var column: Int?
  /// Such as `root.children[1].glass`; empty for the document as a whole or when unknown.
  public var path: String

  public init(file: String?, line: Int?, column: Int?, path: String) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
  }

  /// `FILE:LINE:COLUMN`, leaving out what is unknown (as scene-file errors do).
  public var description: String {
    var parts: [String] = []
    if let file { parts.append(file) }
    if let line {
      parts.append(String(line))
      if let column { parts.append(String(column)) }
    }
    return parts.joined(separator: ":")
  }
}

/// A stretch of timeline seconds.
public struct LintInterval: Hashable, Sendable {
  public var start: Double
  public var end: Double

  public init(start: Double, end: Double) {
    self.start = start
    self.end = end
  }
}

/// Who set a finding's severity when it is not the rule's default.
public enum SeverityOverride: String, Hashable, Sendable {
  /// `--deny RULE` / `--allow RULE` (`LintConfiguration.severities`).
  case rule
  /// `--deny warnings` (`LintConfiguration.denyWarnings`).
  case denyWarnings = "deny-warnings"
}

/// A problem lint reports: a rule's issue, located, rated and numbered.
public struct LintFinding: Hashable, Sendable {
  /// The finding's number in its report (1-based), also drawn on an annotated frame.
  public var index: Int
  /// The rule's id.
  public var rule: String
  /// `warning` or `error` (allowed rules report nothing).
  public var severity: LintSeverity
  /// The rule's own severity, before any override.
  public var defaultSeverity: LintSeverity
  /// What changed the severity from the default; nil when nothing did.
  public var severityOverride: SeverityOverride?
  public var message: String
  public var fix: String
  /// The ids of the nodes involved, the one the finding is about first.
  public var nodeIDs: [NodeID]
  public var location: LintLocation
  /// The numbers behind the finding.
  public var measurements: [String: Double]
  /// Outlines to draw on an annotated frame, in scene points.
  public var outlines: [Path]
  /// The times (seconds) at which it holds: the sampled frames the rule found it in, or for a rule that
  /// reads the timeline's declarations, the moments they concern; empty for a finding about the file alone.
  public var times: [Double]
  /// The stretch of the timeline it spans, when it concerns one (an animation from start to end).
  public var interval: LintInterval?
  /// The settings it shows in (`light-increase-contrast`, …); empty for the scene's own look.
  public var settings: [String]

  public init(
    index: Int, rule: String, severity: LintSeverity, message: String, fix: String, nodeIDs: [NodeID],
    location: LintLocation, measurements: [String: Double], outlines: [Path], times: [Double],
    defaultSeverity: LintSeverity? = nil, severityOverride: SeverityOverride? = nil,
    interval: LintInterval? = nil, settings: [String] = []
  ) {
    self.index = index
    self.rule = rule
    self.severity = severity
    self.defaultSeverity = defaultSeverity ?? severity
    self.severityOverride = severityOverride
    self.interval = interval
    self.settings = settings
    self.message = message
    self.fix = fix
    self.nodeIDs = nodeIDs
    self.location = location
    self.measurements = measurements
    self.outlines = outlines
    self.times = times
  }
}

/// A finding the scene allows on purpose, with the author's reason.
public struct AllowedFinding: Hashable, Sendable {
  /// The finding as it would have been reported (its index is 0: it is not numbered).
  public var finding: LintFinding
  /// The author's reason.
  public var reason: String
  /// Where the allowance is written.
  public var allowanceLocation: LintLocation

  public init(finding: LintFinding, reason: String, allowanceLocation: LintLocation) {
    self.finding = finding
    self.reason = reason
    self.allowanceLocation = allowanceLocation
  }
}
