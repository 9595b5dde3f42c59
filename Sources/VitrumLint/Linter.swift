import VitrumScene
import VitrumSceneFile

/// Runs lint rules over a scene: at each requested time it puts the scene there, hands every frame rule
/// a `LintContext` (document rules get the first), merges what the rules find across times, rates each
/// finding, and sets aside those the scene allows with a reason.
///
/// The engine knows no rule by name: rules are values of `LintRule`, and the allowance checks are its only
/// findings of its own.
public struct Linter {
  public var configuration: LintConfiguration

  public init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// One rule's issue with the times it was found at.
  struct Draft {
    var rule: LintRuleDescriptor
    var issue: LintIssue
    var times: [Double]
  }

  /// What makes two issues found at different times the same finding: the rule and the nodes involved.
  struct DraftKey: Hashable {
    var rule: String
    var nodes: [ObjectIdentifier]
  }

  /// Lints a scene.
  public func lint(_ subject: LintSubject) throws(LintError) -> LintReport {
    let scale = configuration.scale ?? subject.suggestedScale ?? 2
    let (chosen, restingCount) = times(for: subject)
    var times: [Double] = []
    for t in chosen where !times.contains(t) { times.append(t) }
    let active = configuration.rules.filter { rule in
      rule.descriptors.contains { configuration.severity(of: $0) != .allow }
    }
    var drafts: [Draft] = []
    var index: [DraftKey: Int] = [:]
    func collect(_ rule: any LintRule, _ context: LintContext, at found: [Double]) throws(LintError) {
      for issue in try rule.check(context) {
        let descriptor = rule.descriptors.first { $0.id == issue.rule } ?? rule.descriptor
        let nodes = ([issue.node].compactMap { $0 } + issue.relatedNodes).map(ObjectIdentifier.init)
        let key = DraftKey(rule: descriptor.id, nodes: nodes)
        if let existing = index[key] {
          for t in found where !drafts[existing].times.contains(t) { drafts[existing].times.append(t) }
          // A problem in more settings at a later time: the finding lists every setting it showed in.
          for setting in issue.settings where !drafts[existing].issue.settings.contains(setting) {
            drafts[existing].issue.settings.append(setting)
          }
        } else {
          index[key] = drafts.count
          drafts.append(Draft(rule: descriptor, issue: issue, times: found))
        }
      }
    }
    if let present = subject.present {
      for (n, time) in times.enumerated() {
        try present(time)
        let context = LintContext(subject: subject, time: time, scale: scale, threads: configuration.threads)
        for rule in active where rule.descriptor.scope == .frame || n == 0 {
          try collect(rule, context, at: rule.descriptor.scope == .frame ? [time] : times)
        }
      }
    } else {
      // A scene that does not change with time looks the same at every requested time: examine it once.
      let context = LintContext(
        subject: subject, time: times[0], scale: scale, threads: configuration.threads)
      for rule in active { try collect(rule, context, at: times) }
    }
    var result = report(drafts, subject: subject, scale: scale, times: times)
    result.restingTimeCount = restingCount
    return result
  }

  /// The times to look at: those the configuration names; else the subject's resting times — every
  /// state its timeline stands still in — at most `LintConfiguration.maximumRestingTimes` of them, spread
  /// evenly with the first and the last kept; else time 0. Also how many resting times there are (nil
  /// when the configuration named the times).
  func times(for subject: LintSubject) -> (times: [Double], restingCount: Int?) {
    if !configuration.times.isEmpty { return (configuration.times, nil) }
    let resting = subject.restingTimes
    guard !resting.isEmpty else { return ([0], nil) }
    let limit = LintConfiguration.maximumRestingTimes
    guard resting.count > limit else { return (resting, resting.count) }
    let picked = (0..<limit).map { i in resting[i * (resting.count - 1) / (limit - 1)] }
    return (picked, resting.count)
  }
}
