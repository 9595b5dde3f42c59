/// A rule of `vitrum lint` that a scene breaks on purpose, with the author's reason: one entry of a
/// `lint.allow` list, written on the document (the whole scene) or on a node (that node and its subtree).
///
/// The scene-file reader checks the form of an allowance (a rule id and a non-empty reason); whether the
/// rule exists is for the linter to say, since rules are added without changing the format.
public struct LintAllowance: Hashable, Sendable {
  /// The rule's id, such as `glass-on-glass`.
  public var rule: String
  /// Why the scene breaks the rule on purpose.
  public var reason: String
  /// Where the entry is written (its opening brace).
  public var location: SourceLocation
  /// The entry's place in the document, such as `root.children[1].lint.allow[0]`.
  public var path: DocumentPath

  /// Creates an allowance.
  public init(rule: String, reason: String, location: SourceLocation, path: DocumentPath) {
    self.rule = rule
    self.reason = reason
    self.location = location
    self.path = path
  }
}
