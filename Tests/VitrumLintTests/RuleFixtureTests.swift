import Testing
import VitrumLint

/// Each rule on its test scenes: one that breaks it, and a near miss that comes close without breaking it.
@Suite struct RuleFixtureTests {
  static func rule(_ id: String) -> any LintRule {
    LintRules.all.first { $0.descriptors.contains { $0.id == id } }!
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
    // The white text of legibility-known.json in a dark scene: it reads there (6:1), not in light settings.
    ("legibility-settings-fires.json", "legibility", ["legibility-in-settings:label,panel"]),
    // The same text in the adaptive ink: white in dark settings, black in light ones.
    ("legibility-settings-near-miss.json", "legibility", []),
    // Four glass cards stacked in a column, untagged.
    (
      "glass-in-list-fires.json", "glass-in-list",
      (0..<4).map { "glass-in-list:card-\($0)-glass,list" }
    ),
    // The same cards side by side: a row of controls.
    ("glass-in-list-near-miss.json", "glass-in-list", []),
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
    // A move whose Reduce Motion alternative moves too, and a dot stepped three times in 0.4 s.
    ("motion-ungated-fires.json", "motion-ungated", ["motion-ungated:dot", "motion-ungated:stepper"]),
    // The move cross-fades under Reduce Motion; two steps only.
    ("motion-ungated-near-miss.json", "motion-ungated", []),
    // An essential move of 150 pt on a 160 pt canvas (a quarter, 40 pt, is the limit).
    ("essential-motion-fires.json", "essential-large-motion", ["essential-large-motion:dot"]),
    // An essential 30 pt nudge, and a decorative 100 pt move.
    ("essential-motion-near-miss.json", "essential-large-motion", []),
    // A 0.05 s fade and a 2 s move.
    ("motion-duration-fires.json", "motion-duration", ["motion-duration:blink", "motion-duration:slow"]),
    // 0.1 s and 1 s exactly, and a 4 s drift repeating forever.
    ("motion-duration-near-miss.json", "motion-duration", []),
    // A smooth spring (settling in 0.73 s) starting 0.2 s before the end.
    ("spring-unsettled-fires.json", "spring-unsettled", ["spring-unsettled:dot"]),
    // The same spring with two seconds, and one a later change takes over.
    ("spring-unsettled-near-miss.json", "spring-unsettled", []),
    // Two circles of one container with glass id "x".
    ("glass-id-collision-fires.json", "glass-id-collision", ["glass-id-collision:a,b,bar"]),
    // Distinct ids in one container; "x" again only in another container.
    ("glass-id-collision-near-miss.json", "glass-id-collision", []),
    // A circle leaves as a capsule with its glass id arrives, in a plain group.
    ("morph-outside-fires.json", "morph-outside-container", ["morph-outside-container:pill,dot"]),
    // The same pair inside a container.
    ("morph-outside-near-miss.json", "morph-outside-container", []),
  ])
  func ruleOnItsScenes(scene: String, rule: String, expected: [String]) throws {
    #expect(try Fixtures.findings(scene, Self.rule(rule)) == expected)
  }

  /// Every rule has a scene that breaks it and a near miss.
  @Test func everyRuleHasBothScenes() {
    let covered: Set<String> = [
      "glass-in-content-layer", "glass-on-glass", "glass-over-flat-backdrop", "legibility",
      "glass-outside-container", "container-merges-apart", "union-single-member", "union-outside-container",
      "union-mismatch", "motion-ungated", "essential-large-motion", "motion-duration", "spring-unsettled",
      "glass-id-collision", "morph-outside-container", "legibility-in-settings", "glass-in-list",
    ]
    #expect(Set(LintRules.all.flatMap(\.descriptors).map(\.id)) == covered)
  }

  /// A near miss stays a near miss under every other rule too, apart from the flat backdrops the legibility
  /// scenes need to be computable by hand.
  @Test(arguments: [
    "content-layer-near-miss.json", "glass-on-glass-near-miss.json", "flat-backdrop-near-miss.json",
    "outside-container-near-miss.json", "merges-apart-near-miss.json", "union-single-near-miss.json",
    "union-outside-near-miss.json", "union-mismatch-near-miss.json", "motion-ungated-near-miss.json",
    "essential-motion-near-miss.json", "motion-duration-near-miss.json", "spring-unsettled-near-miss.json",
    "glass-id-collision-near-miss.json", "morph-outside-near-miss.json", "glass-in-list-near-miss.json",
  ])
  func nearMissIsClean(scene: String) throws {
    let report = try Fixtures.lint(scene, LintRules.all)
    #expect(report.findings.map(\.rule) == [])
  }
}
