/// Which rules run, how much their findings matter, and where in time and at what scale lint looks.
public struct LintConfiguration: Sendable {
  /// The rules to run (by default every rule lint has, `LintRules.all`).
  public var rules: [any LintRule]
  /// Severities that replace rules' defaults, by rule id (`--deny RULE`, `--allow RULE`).
  public var severities: [String: LintSeverity]
  /// Whether every rule whose severity is `warning` counts as an error (`--deny warnings`).
  public var denyWarnings: Bool
  /// The times (seconds) at which to look at the scene; empty means the times the scene's timeline
  /// rests at (time 0 for a static scene), at most `maximumRestingTimes` of them.
  public var times: [Double]
  /// How many resting times lint looks at when no time is named. Each time renders the scene in every
  /// setting the legibility rule checks (four renders per glass text), so a countdown that rests once a
  /// second is sampled, not read to its end; the report says how many it did not look at.
  public static let maximumRestingTimes = 8
  /// Device pixels per point of the measurements; nil takes the scene's suggested scale, else 2 (as
  /// `vitrum render` does, so lint measures the pixels a render shows).
  public var scale: Double?
  /// Cores the renderer may use (nil: all); results are identical for any number.
  public var threads: Int?

  public init(
    rules: [any LintRule] = LintRules.all, severities: [String: LintSeverity] = [:],
    denyWarnings: Bool = false,
    times: [Double] = [], scale: Double? = nil, threads: Int? = nil
  ) {
    self.rules = rules
    self.severities = severities
    self.denyWarnings = denyWarnings
    self.times = times
    self.scale = scale
    self.threads = threads
  }

  /// The descriptors of the configured rules and of the engine's own rules about allowances.
  public var descriptors: [LintRuleDescriptor] {
    rules.flatMap(\.descriptors) + LintRules.allowanceRules
  }

  /// The severity findings of a rule get: its override if any, else its default, with warnings raised to
  /// errors under `denyWarnings`.
  public func severity(of rule: LintRuleDescriptor) -> LintSeverity {
    let base = severities[rule.id] ?? rule.severity
    if denyWarnings && base == .warning && severities[rule.id] == nil { return .error }
    return base
  }

  /// What sets a rule's severity away from its default: nil when it keeps the default.
  public func override(of rule: LintRuleDescriptor) -> SeverityOverride? {
    if let set = severities[rule.id] { return set == rule.severity ? nil : .rule }
    return denyWarnings && rule.severity == .warning ? .denyWarnings : nil
  }
}
