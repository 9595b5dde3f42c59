import Testing
import VitrumLint
import VitrumScene

/// The flat-backdrop rule's measure: the spread of lightness in the band refraction samples.
@Suite struct FlatBackdropTests {
  /// Over a flat fill every band pixel has one lightness: the spread is 0, and the band is the larger of
  /// the bezel (7 pt) and the displacement (19 pt).
  @Test func flatFillSpreadsNothing() throws {
    let finding = try #require(
      try Fixtures.lint("flat-backdrop-fires.json", [FlatBackdropRule()]).findings.first)
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

extension FlatBackdropTests {
  /// A soft two-stop gradient down the canvas changes lightness by about 1.6 L* (standard deviation) across
  /// a 64 pt capsule's band: too little to see bend. The backdrop's steeper four-stop gradient spreads
  /// 3.7 to 4.3, enough.
  @Test(arguments: [
    (##"[[0, "#0B1D51"], [1, "#7C3AED"]]"##, true),
    (##"[[0, "#0B1D51"], [0.45, "#7C3AED"], [0.7, "#F472B6"], [1, "#FDBA74"]]"##, false),
  ])
  func gradients(stops: String, flat: Bool) throws {
    let json = ##"""
      {"format": "vitrum-scene/1", "canvas": {"width": 600, "height": 400, "scale": 2},
       "root": {"children": [
         {"type": "rect", "frame": [0, 0, 600, 400],
          "fill": {"linear": {"start": [0, 0], "end": [0, 400], "stops": \##(stops)}}},
         {"type": "capsule", "id": "high", "frame": [40, 40, 240, 64], "glass": true},
         {"type": "capsule", "id": "low", "frame": [40, 240, 240, 64], "glass": true}
      ]}}
      """##
    let report = try Linter(configuration: LintConfiguration(rules: [FlatBackdropRule()])).lint(
      Fixtures.subject(json: json))
    #expect(report.findings.map(\.nodeIDs.first?.rawValue) == (flat ? ["high", "low"] : []))
    if flat {
      for finding in report.findings { #expect(abs(finding.measurements["lightness_sd"]! - 1.65) < 0.1) }
    }
  }
}
