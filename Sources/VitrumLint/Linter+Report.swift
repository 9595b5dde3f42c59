import VitrumScene
import VitrumSceneFile

extension Linter {
  /// Rates and locates the drafts, sets aside what the scene allows, adds the engine's findings about the
  /// allowances themselves, and numbers the rest in file order.
  func report(_ drafts: [Draft], subject: LintSubject, scale: Double, times: [Double]) -> LintReport {
    var used = Set<DocumentPath>()
    var findings: [LintFinding] = []
    var allowed: [AllowedFinding] = []
    for draft in drafts {
      let severity = configuration.severity(of: draft.rule)
      guard severity != .allow else { continue }
      let issue = draft.issue
      let finding = LintFinding(
        index: 0, rule: draft.rule.id, severity: severity, message: issue.message, fix: issue.fix,
        nodeIDs: ([issue.node].compactMap { $0 } + issue.relatedNodes).map(\.id),
        location: issue.place.map { Self.location(of: $0, file: subject.file) }
          ?? Self.location(of: issue.node, field: issue.field, in: subject),
        measurements: issue.measurements, outlines: issue.outlines, times: draft.times)
      if let allowance = Self.allowance(of: draft.rule.id, at: issue.node, in: subject.sourceMap) {
        used.insert(allowance.path)
        allowed.append(
          AllowedFinding(
            finding: finding, reason: allowance.reason,
            allowanceLocation: Self.location(of: allowance, file: subject.file)))
      } else {
        findings.append(finding)
      }
    }
    findings += allowanceFindings(subject: subject, used: used, times: times)
    findings.sort { a, b in
      (a.location.line ?? 0, a.location.column ?? 0, a.rule) < (
        b.location.line ?? 0, b.location.column ?? 0, b.rule
      )
    }
    for i in findings.indices { findings[i].index = i + 1 }
    return LintReport(file: subject.file, scale: scale, times: times, findings: findings, allowed: allowed)
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

  /// The allowance of `rule` that covers `node`: written on the node, on a group above it, or on the
  /// document. An issue about the whole scene is covered only by the document's.
  static func allowance(of rule: String, at node: Node?, in map: SceneSourceMap?) -> LintAllowance? {
    guard let map else { return nil }
    var current = node
    while let n = current {
      if let found = map.source(of: n)?.allowances.first(where: { $0.rule == rule }) { return found }
      current = n.parent
    }
    return map.documentAllowances.first { $0.rule == rule }
  }

  /// Findings about the scene's allowances: entries naming a rule lint does not know, and entries of
  /// running rules that covered nothing (the scene no longer breaks the rule there, so the reason is stale).
  func allowanceFindings(subject: LintSubject, used: Set<DocumentPath>, times: [Double]) -> [LintFinding] {
    guard let map = subject.sourceMap else { return [] }
    var entries = map.documentAllowances
    subject.scene.forEachNode { node in entries += map.source(of: node)?.allowances ?? [] }
    let known = Set((LintRules.all.map(\.descriptor) + configuration.descriptors).map(\.id))
    let running = Set(
      configuration.rules.map(\.descriptor).filter { configuration.severity(of: $0) != .allow }.map(\.id))
    var findings: [LintFinding] = []
    for entry in entries {
      let descriptor: LintRuleDescriptor
      let message: String
      let fix: String
      if !known.contains(entry.rule) {
        descriptor = LintRules.unknownRule
        let suggestion = LintRules.closestID(to: entry.rule, in: known.sorted()).map {
          " (did you mean `\($0)`?)"
        }
        message = "`lint.allow` names a rule lint does not know: `\(entry.rule)`" + (suggestion ?? "")
        fix = "use a rule id that `vitrum help lint` lists, or remove the entry"
      } else if running.contains(entry.rule) && !used.contains(entry.path) {
        descriptor = LintRules.unusedAllowance
        message = "`lint.allow` allows `\(entry.rule)` here, but nothing it covers breaks that rule"
        fix = "remove the entry: its reason no longer describes the scene"
      } else {
        continue
      }
      let severity = configuration.severity(of: descriptor)
      guard severity != .allow else { continue }
      findings.append(
        LintFinding(
          index: 0, rule: descriptor.id, severity: severity, message: message, fix: fix, nodeIDs: [],
          location: Self.location(of: entry, file: subject.file), measurements: [:], outlines: [],
          times: times))
    }
    return findings
  }
}
