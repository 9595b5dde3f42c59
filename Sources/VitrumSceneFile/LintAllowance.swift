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
  /// The ids of the nodes it is for (`"nodes"`): it covers only findings about them. Empty: every node where
  /// it is written — which a rule measured on pixels must not be left with (lint warns).
  public var nodes: [String]
  /// The settings it is for (`"settings"`, keys of `settingKeys`): it covers a finding only when every
  /// setting the finding shows in is listed. Empty: any setting.
  public var settings: [String]
  /// Where the entry is written (its opening brace).
  public var location: SourceLocation
  /// The entry's place in the document, such as `root.children[1].lint.allow[0]`.
  public var path: DocumentPath

  /// The settings an allowance may name: the colour scheme, alone or with Reduce Transparency or Increase
  /// Contrast — the looks lint measures.
  public static let settingKeys = [
    "light", "dark", "light-reduce-transparency", "dark-reduce-transparency", "light-increase-contrast",
    "dark-increase-contrast",
  ]

  /// Creates an allowance.
  public init(
    rule: String, reason: String, nodes: [String] = [], settings: [String] = [], location: SourceLocation,
    path: DocumentPath
  ) {
    self.rule = rule
    self.reason = reason
    self.nodes = nodes
    self.settings = settings
    self.location = location
    self.path = path
  }
}
