/// One design rule: reads a scene through a `LintContext` and returns what it found.
///
/// Rules are values with no state between calls. A rule that needs more than the scene graph and its
/// pixels reads it from the context's `subject` (its document, for declarations such as a timeline), so
/// new kinds of rules — motion rules over timelines — are added as more rules, with no change to the
/// engine (`Linter`).
public protocol LintRule: Sendable {
  /// The rule's id, default severity, summary and scope.
  var descriptor: LintRuleDescriptor { get }

  /// Every id the rule reports under: its own, and companions for kinds of finding a scene may want to
  /// rate or allow apart (an issue names its companion in `LintIssue.rule`). By default its own alone.
  var descriptors: [LintRuleDescriptor] { get }

  /// The problems the rule finds in the scene as the context presents it (at one time for a frame rule,
  /// once for a document rule). Issues about the same nodes at different times are one finding seen at
  /// several times, so a rule reports at most one issue per node list at one time.
  func check(_ context: LintContext) throws(LintError) -> [LintIssue]
}

extension LintRule {
  public var descriptors: [LintRuleDescriptor] { [descriptor] }
}
