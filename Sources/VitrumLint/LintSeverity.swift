/// How much a rule's finding matters: `error` fails `vitrum lint` (exit status 1), `warning` is reported,
/// `allow` turns the rule off.
public enum LintSeverity: String, Hashable, Sendable, CaseIterable, Comparable {
  /// The rule does not run; nothing is reported.
  case allow
  case warning
  case error

  public static func < (a: LintSeverity, b: LintSeverity) -> Bool { a.rank < b.rank }

  private var rank: Int {
    switch self {
    case .allow: 0
    case .warning: 1
    case .error: 2
    }
  }
}
