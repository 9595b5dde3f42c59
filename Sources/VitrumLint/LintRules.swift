/// The rules lint has, and the engine's own rules about a scene's `lint.allow` entries.
///
/// Adding a rule is adding a value here: the engine (`Linter`), the reports and the command line take
/// every rule from this list. Frame rules look at the scene as drawn at each linted time; document rules
/// (the motion rules, which read the timeline's declarations through `TimelineReading`) look once and
/// point at the timeline entry at fault with `LintIssue.place`.
public enum LintRules {
  /// Every rule, in the order `vitrum help lint` lists them.
  public static let all: [any LintRule] = [
    GlassInContentLayerRule(),
    GlassOnGlassRule(),
    FlatBackdropRule(),
    LegibilityRule(),
    GlassInListRule(),
    GlassOutsideContainerRule(),
    ContainerMergesApartRule(),
    UnionSingleMemberRule(),
    UnionOutsideContainerRule(),
    UnionMismatchRule(),
    MotionUngatedRule(),
    EssentialLargeMotionRule(),
    MotionDurationRule(),
    SpringUnsettledRule(),
    GlassIDCollisionRule(),
    MorphOutsideContainerRule(),
  ]

  /// A `lint.allow` entry naming a rule lint does not know (a typo, or a rule of a newer version).
  public static let unknownRule = LintRuleDescriptor(
    id: "unknown-lint-rule", severity: .warning,
    summary: "a lint.allow entry names a rule lint does not know", scope: .document)

  /// A `lint.allow` entry that covered nothing: the scene no longer breaks the rule there, so its reason is
  /// stale. (Judged over the times linted: an entry for something that happens at other times looks unused.)
  public static let unusedAllowance = LintRuleDescriptor(
    id: "unused-lint-allowance", severity: .warning,
    summary: "a lint.allow entry that covers no finding: its reason no longer describes the scene",
    scope: .document)

  /// A `lint.allow` entry of a rule measured on pixels that names no nodes: on the document it allows the
  /// rule everywhere, on a group for everything below — whatever a new look of the glass makes fail.
  public static let broadAllowance = LintRuleDescriptor(
    id: "broad-lint-allowance", severity: .warning,
    summary: "a lint.allow entry of a rule measured on pixels that names no nodes (a blanket allowance)",
    scope: .document)

  /// A `lint.allow` entry whose reason names nodes other than those it covers: the reason explains
  /// something else than what it allows.
  public static let reasonMismatch = LintRuleDescriptor(
    id: "lint-allowance-reason", severity: .warning,
    summary: "a lint.allow entry whose reason names nodes it does not cover", scope: .document)

  /// The engine's own rules about allowances.
  public static let allowanceRules = [unknownRule, unusedAllowance, broadAllowance, reasonMismatch]

  /// Every rule's descriptor, the engine's own included.
  public static var descriptors: [LintRuleDescriptor] {
    all.flatMap(\.descriptors) + allowanceRules
  }

  /// The known id nearest to `text`, when one is within about a third of its letters (a typo).
  public static func closestID(to text: String, in ids: [String]) -> String? {
    var best: (id: String, distance: Int)?
    for id in ids {
      let d = editDistance(Array(text.utf8), Array(id.utf8))
      if d <= max(1, id.utf8.count / 3), d < (best?.distance ?? .max) { best = (id, d) }
    }
    return best?.id
  }

  /// Levenshtein distance.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
