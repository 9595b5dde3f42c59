import VitrumScene
import VitrumSceneFile

extension Linter {
  /// Rates and locates the drafts, sets aside what the scene allows, adds the engine's findings about the
  /// allowances themselves, and numbers the rest in file order.
  func report(_ drafts: [Draft], subject: LintSubject, scale: Double, times: [Double]) -> LintReport {
    var uses: [DocumentPath: AllowanceUse] = [:]
    var findings: [LintFinding] = []
    var allowed: [AllowedFinding] = []
    for draft in drafts {
      let severity = configuration.severity(of: draft.rule)
      guard severity != .allow else { continue }
      let issue = draft.issue
      let involved = [issue.node].compactMap { $0 } + issue.relatedNodes
      let finding = LintFinding(
        index: 0, rule: draft.rule.id, severity: severity, message: issue.message, fix: issue.fix,
        nodeIDs: involved.map(\.id),
        location: issue.place.map { Self.location(of: $0, file: subject.file) }
          ?? Self.location(of: issue.node, field: issue.field, in: subject),
        measurements: issue.measurements, outlines: issue.outlines, times: issue.times ?? draft.times,
        defaultSeverity: draft.rule.severity, severityOverride: configuration.override(of: draft.rule),
        interval: issue.interval, settings: issue.settings)
      if let allowance = Self.allowance(of: draft.rule.id, for: issue, in: subject.sourceMap) {
        uses[allowance.path, default: AllowanceUse()].record(involved)
        allowed.append(
          AllowedFinding(
            finding: finding, reason: allowance.reason,
            allowanceLocation: Self.location(of: allowance, file: subject.file)))
      } else {
        findings.append(finding)
      }
    }
    findings += allowanceFindings(subject: subject, uses: uses)
    findings.sort { a, b in
      (a.location.line ?? 0, a.location.column ?? 0, a.rule) < (
        b.location.line ?? 0, b.location.column ?? 0, b.rule
      )
    }
    for i in findings.indices { findings[i].index = i + 1 }
    return LintReport(file: subject.file, scale: scale, times: times, findings: findings, allowed: allowed)
  }

  /// What one allowance covered: the nodes of the findings it set aside.
  struct AllowanceUse {
    /// Every node involved in them.
    var nodes: [Node] = []
    /// The node each is about.
    var subjects: [Node] = []
    mutating func record(_ involved: [Node]) {
      for node in involved where !nodes.contains(where: { $0 === node }) { nodes.append(node) }
      if let subject = involved.first, !subjects.contains(where: { $0 === subject }) {
        subjects.append(subject)
      }
    }
  }

  /// Where a node (or its field) is written; the file alone for the document or an unmapped node.
  static func location(of node: Node?, field: String?, in subject: LintSubject) -> LintLocation {
    guard let node, let source = subject.sourceMap?.source(of: node) else {
      return LintLocation(file: subject.file, line: nil, column: nil, path: "")
    }
    let location = source.location(ofField: field)
    var path = source.path
    if let field, source.fieldLocations[field] != nil { path = path.appending(key: field) }
    return LintLocation(
      file: subject.file, line: location.line, column: location.column, path: path.description)
  }

  static func location(of place: LintPlace, file: String?) -> LintLocation {
    LintLocation(
      file: file, line: place.location.line, column: place.location.column, path: place.path.description)
  }

  static func location(of allowance: LintAllowance, file: String?) -> LintLocation {
    LintLocation(
      file: file, line: allowance.location.line, column: allowance.location.column,
      path: allowance.path.description)
  }

  /// The first allowance of `rule` that covers an issue: written on its node, on a group above it, or on
  /// the document (an issue about the whole scene only by the document's), naming the issue's node or a
  /// node involved with it when it names nodes, and every setting the issue shows in when it names
  /// settings.
  static func allowance(of rule: String, for issue: LintIssue, in map: SceneSourceMap?) -> LintAllowance? {
    guard let map else { return nil }
    let ids = Set(([issue.node].compactMap { $0 } + issue.relatedNodes).map(\.id.rawValue))
    func covers(_ entry: LintAllowance) -> Bool {
      guard entry.rule == rule else { return false }
      if !entry.nodes.isEmpty && !entry.nodes.contains(where: ids.contains) { return false }
      if !entry.settings.isEmpty && !issue.settings.allSatisfy(entry.settings.contains) { return false }
      return true
    }
    var current = issue.node
    while let n = current {
      if let found = map.source(of: n)?.allowances.first(where: covers) { return found }
      current = n.parent
    }
    return map.documentAllowances.first(where: covers)
  }
}
