import Testing
import VitrumLint

/// Each rule on its test scenes: one that breaks it, and a near miss that comes close without breaking it.
@Suite struct RuleFixtureTests {
  static func rule(_ id: String) -> any LintRule {
    LintRules.all.first { $0.descriptor.id == id }!
  }

  @Test(arguments: [
    // A capsule in a group tagged content.
    ("content-layer-fires.json", "glass-in-content-layer", ["glass-in-content-layer:pill"]),
    // The same capsule in a functional group nested inside the content group: the nearest tag wins.
    ("content-layer-near-miss.json", "glass-in-content-layer", []),
    // A button capsule overlapping a panel capsule.
    ("glass-on-glass-fires.json", "glass-on-glass", ["glass-on-glass:button,panel"]),
    // Capsules whose round ends touch at one point, and overlapping circles melted by a container.
    ("glass-on-glass-near-miss.json", "glass-on-glass", []),
    // A capsule over a flat fill.
    ("flat-backdrop-fires.json", "glass-over-flat-backdrop", ["glass-over-flat-backdrop:pill"]),
    // The same capsule over faint stripes (about 7 L* apart).
    ("flat-backdrop-near-miss.json", "glass-over-flat-backdrop", []),
    // White body text on glass over mid grey: illegible once Increase Contrast turns the glass white.
    ("legibility-known.json", "legibility", ["legibility:label,panel"]),
    // Large grey text reaching 3.19:1 at worst, enough for large text.
    ("legibility-near-miss.json", "legibility", []),
    // Three circles 30 pt apart in a plain group.
    ("outside-container-fires.json", "glass-outside-container", ["glass-outside-container:row,a,b,c"]),
    // The same circles 42 pt apart.
    ("outside-container-near-miss.json", "glass-outside-container", []),
    // Green and red circles 10 pt apart in a container of spacing 16.
    ("merges-apart-fires.json", "container-merges-apart", ["container-merges-apart:controls,play,stop"]),
    // The same circles, both green.
    ("merges-apart-near-miss.json", "container-merges-apart", []),
    // "pair" and its misspelling "piar": two unions of one member each.
    (
      "union-single-fires.json", "union-single-member",
      ["union-single-member:a,bar", "union-single-member:b,bar"]
    ),
    ("union-single-near-miss.json", "union-single-member", []),
    // A union in a plain group.
    (
      "union-outside-fires.json", "union-outside-container",
      ["union-outside-container:a", "union-outside-container:b"]
    ),
    // The same union in a container, one member a group deeper.
    ("union-outside-near-miss.json", "union-outside-container", []),
    // A circle and a capsule in one union.
    ("union-mismatch-fires.json", "union-mismatch", ["union-mismatch:b,a"]),
    // Two circles of different radii: one kind, one variant.
    ("union-mismatch-near-miss.json", "union-mismatch", []),
  ])
  func ruleOnItsScenes(scene: String, rule: String, expected: [String]) throws {
    #expect(try Fixtures.findings(scene, Self.rule(rule)) == expected)
  }

  /// Every rule has a scene that breaks it and a near miss.
  @Test func everyRuleHasBothScenes() {
    let covered: Set<String> = [
      "glass-in-content-layer", "glass-on-glass", "glass-over-flat-backdrop", "legibility",
      "glass-outside-container", "container-merges-apart", "union-single-member", "union-outside-container",
      "union-mismatch",
    ]
    #expect(Set(LintRules.all.map(\.descriptor.id)) == covered)
  }

  /// A near miss stays a near miss under every other rule too, apart from the flat backdrops the legibility
  /// scenes need to be computable by hand.
  @Test(arguments: [
    "content-layer-near-miss.json", "glass-on-glass-near-miss.json", "flat-backdrop-near-miss.json",
    "outside-container-near-miss.json", "merges-apart-near-miss.json", "union-single-near-miss.json",
    "union-outside-near-miss.json", "union-mismatch-near-miss.json",
  ])
  func nearMissIsClean(scene: String) throws {
    let report = try Fixtures.lint(scene, LintRules.all)
    #expect(report.findings.map(\.rule) == [])
  }
}
