/// What a rule is: its id, how much its findings matter by default, and when it runs.
public struct LintRuleDescriptor: Hashable, Sendable {
  /// When a rule looks at a scene.
  public enum Scope: String, Hashable, Sendable {
    /// At every sampled time: the rule reads the scene as it stands at that moment (the graph, its
    /// display list, its pixels).
    case frame
    /// Once per scene: the rule reads what does not change with time (the document, a timeline's
    /// declarations).
    case document
  }

  /// The id used in messages, in `--deny` / `--allow` and in a scene's `lint.allow`: lowercase words
  /// joined by hyphens, such as `glass-on-glass`.
  public let id: String
  /// The severity unless the command line or the caller changes it.
  public let severity: LintSeverity
  /// One line saying what the rule checks.
  public let summary: String
  public let scope: Scope
  /// Whether the rule measures rendered pixels (contrast, lightness): what it finds depends on the look of
  /// the glass, so a scene's allowance of it must name the nodes it is for (a blanket one would hide what
  /// a new look brings).
  public let measuresPixels: Bool

  public init(
    id: String, severity: LintSeverity, summary: String, scope: Scope = .frame, measuresPixels: Bool = false
  ) {
    self.id = id
    self.severity = severity
    self.summary = summary
    self.scope = scope
    self.measuresPixels = measuresPixels
  }
}
