/// The rules lint has, and the engine's own rules about a scene's `lint.allow` entries.
///
/// Adding a rule is adding a value here: the engine (`Linter`), the reports and the command line take
/// every rule from this list. Two families are to come, each as more rules and no change to the engine:
///
/// - **Motion**, once scene files carry timelines: decorative animations the motion policy does not gate,
///   essential animations that scale or move a lot, durations outside a sane range, springs that do not
///   settle within the timeline. Each is a document rule (`scope: .document`) that reads the timeline from
///   `context.subject.document` and points at the animation's entry with `LintIssue.place` (allowances are
///   still looked up from the animated node, `LintIssue.node`). They need from the timeline work: the
///   decoded timeline on `SceneDocument`; per animation its target node, property, keyframes or spring,
///   timing (delay, duration, repeats) and whether the motion policy counts it decorative or essential; a
///   way to evaluate a target under a policy (to see whether Reduce Motion removes a decorative change);
///   and the document path and location of each timeline entry (an accessor beside
///   `SceneSourceMap.source(of:)`). `Spring.settlingDuration` already gives the settling time. For frame
///   rules to see the scene at each `--time`, the command sets `LintSubject.present` to the timeline's
///   seek; the engine already calls it.
/// - **Glass identity**, once glass ids and transitions exist: glass ids that collide within a container,
///   morphs whose endpoints are not in one container — frame rules over `context.glassShapes` (each shape
///   knows its container). Union ids, which exist today, have their rules below.
public enum LintRules {
  /// Every rule, in the order `vitrum help lint` lists them.
  public static let all: [any LintRule] = [
    GlassInContentLayerRule(),
    GlassOnGlassRule(),
    FlatBackdropRule(),
    LegibilityRule(),
    GlassOutsideContainerRule(),
    ContainerMergesApartRule(),
    UnionSingleMemberRule(),
    UnionOutsideContainerRule(),
    UnionMismatchRule(),
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

  /// Every rule's descriptor, the engine's own included.
  public static var descriptors: [LintRuleDescriptor] {
    all.map(\.descriptor) + [unknownRule, unusedAllowance]
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
