import Testing
import VitrumLint
import VitrumScene

/// The flat-backdrop rule's measure: the spread of lightness in the band refraction samples.
@Suite struct FlatBackdropTests {
  /// Over a flat fill every band pixel has one lightness: the spread is 0, and the band is the larger of
  /// the bezel (7 pt) and the displacement (19 pt).
  @Test func flatFillSpreadsNothing() throws {
    let finding = try #require(try Fixtures.lint("flat-backdrop-fires.json", [FlatBackdropRule()]).findings.first)
    #expect(finding.measurements["lightness_sd"] == 0)
    #expect(finding.measurements["band_pt"] == 19)
    // #336699: L = 0.2126 · 0.0331 + 0.7152 · 0.1329 + 0.0722 · 0.3185 = 0.1251, L* = 42.0.
    #expect(abs(finding.measurements["mean_lightness"]! - 42.0) < 0.3)
  }

  /// Stripes 4 pt wide every 8 pt, #4477AA over #336699 (L* 48.7 and 42.0), cover half the band: the
  /// spread is about half the difference, 3.3, above the 2.3 threshold; a threshold above it reports them.
  @Test func faintStripesAreSomethingToBend() throws {
    let strict = try Fixtures.lint("flat-backdrop-near-miss.json", [FlatBackdropRule(threshold: 4)])
    let finding = try #require(strict.findings.first)
    #expect(abs(finding.measurements["lightness_sd"]! - 3.33) < 0.3)
    #expect(try Fixtures.lint("flat-backdrop-near-miss.json", [FlatBackdropRule()]).isClean)
  }

  /// Without refraction the band is the bezel alone.
  @Test func bandWithoutRefractionIsTheBezel() throws {
    let subject = try Fixtures.subject("flat-backdrop-fires.json")
    let pill = subject.scene.node(withID: "pill") as! ShapeNode
    var material = pill.glass!
    material.refractionDisplacement = 0
    pill.glass = material
    let finding = try #require(
      try Linter(configuration: LintConfiguration(rules: [FlatBackdropRule()])).lint(subject).findings.first)
    #expect(finding.measurements["band_pt"] == 7)
  }
}
