import Testing
import VitrumLint
import VitrumScene

/// The rules measured on outlines: overlaps, gaps and the spacings they suggest, against areas and gaps
/// worked out by hand.
@Suite struct GeometryRuleTests {
  static func scene(_ children: String) -> String {
    #"""
    {"format": "vitrum-scene/1", "canvas": {"width": 240, "height": 160, "scale": 2},
     "root": {"children": [
       {"type": "image", "src": "../../../Scenes/assets/backdrop.png", "frame": [0, 0, 240, 160]},
    """# + children + "]}}"
  }

  /// Rectangles [20, 20, 100, 60] and [80, 50, 100, 60] overlap in 40 × 30 = 1200 pt²: 80 × 60 device
  /// pixels at scale 2, every one at least half a pixel inside both.
  @Test func overlapAreaOfTwoRectangles() throws {
    let subject = try Fixtures.subject(
      json: Self.scene(
        #"""
        {"type": "rect", "id": "lower", "frame": [20, 20, 100, 60], "glass": true},
        {"type": "rect", "id": "upper", "frame": [80, 50, 100, 60], "glass": true}
        """#))
    let report = try Linter(configuration: LintConfiguration(rules: [GlassOnGlassRule()])).lint(subject)
    let finding = try #require(report.findings.first)
    #expect(finding.nodeIDs.map(\.rawValue) == ["upper", "lower"])
    #expect(abs(finding.measurements["overlap_pt2"]! - 1200) < 1)
  }

  /// Circles of radius 20 with centres 70 pt apart leave 30 pt gaps: apart with spacing up to 15 (gaps of
  /// at least twice the spacing keep exact outlines), joined with spacing above 30.
  @Test func suggestedSpacingsOfAGroup() throws {
    let report = try Fixtures.lint("outside-container-fires.json", [GlassOutsideContainerRule()])
    let finding = try #require(report.findings.first)
    #expect(abs(finding.measurements["smallest_gap_pt"]! - 30) < 0.05)
    #expect(abs(finding.measurements["largest_linking_gap_pt"]! - 30) < 0.05)
    #expect(finding.measurements["separate_spacing_pt"] == 15)
    #expect(finding.fix.hasPrefix("make `row` a container: spacing 0 batches them"))
    #expect(finding.fix.contains("spacing up to 15 keeps every outline exact"))
    #expect(finding.fix.contains("spacing above 30 joins them into one shape"))
    #expect(finding.location.path == "root.children[1]")
  }

  /// Two near shapes are a pair, not a cluster; a third makes it one; a near distance below the gaps
  /// makes none.
  @Test func clusterSizeAndDistance() throws {
    let pair = try Fixtures.subject("outside-container-fires.json")
    pair.scene.node(withID: "c")!.isHidden = true
    #expect(
      try Linter(configuration: LintConfiguration(rules: [GlassOutsideContainerRule()])).lint(pair).isClean)
    let strict = LintConfiguration(rules: [GlassOutsideContainerRule(nearDistance: 29)])
    #expect(try Linter(configuration: strict).lint(Fixtures.subject("outside-container-fires.json")).isClean)
    let pairs = LintConfiguration(rules: [GlassOutsideContainerRule(minimumCount: 2)])
    #expect(try Linter(configuration: pairs).lint(pair).findings.count == 1)
  }

  /// Circles 10 pt apart under spacing 16 are bridged; moved to a 17 pt gap they are not (gaps below the
  /// spacing bridge), and spacing 5 — half the gap — is what keeps them apart.
  @Test func mergedPairAndTheSpacingThatSeparatesIt() throws {
    let report = try Fixtures.lint("merges-apart-fires.json", [ContainerMergesApartRule()])
    let finding = try #require(report.findings.first)
    #expect(abs(finding.measurements["smallest_gap_pt"]! - 10) < 0.05)
    #expect(finding.measurements["separate_spacing_pt"] == 5)
    #expect(finding.message.contains("tints #22C55E and #EF4444"))
    #expect(finding.location.path == "root.children[1].spacing")
    let apart = try Fixtures.subject("merges-apart-fires.json")
    apart.scene.node(withID: "stop")!.transform = .translation(7, 0)
    #expect(
      try Linter(configuration: LintConfiguration(rules: [ContainerMergesApartRule()])).lint(apart).isClean)
  }

  /// Different variants and different unions are also signs of shapes meant apart.
  @Test func variantsAndUnionsDiffer() throws {
    let variant = try Fixtures.subject("merges-apart-near-miss.json")
    (variant.scene.node(withID: "stop") as! ShapeNode).glass = .clear
    let first = try Linter(configuration: LintConfiguration(rules: [ContainerMergesApartRule()])).lint(
      variant)
    #expect(first.findings.first?.message.contains("regular and clear glass") == true)
    let unions = try Fixtures.subject("merges-apart-near-miss.json")
    (unions.scene.node(withID: "play") as! ShapeNode).unionID = "left"
    (unions.scene.node(withID: "stop") as! ShapeNode).unionID = "right"
    let second = try Linter(configuration: LintConfiguration(rules: [ContainerMergesApartRule()])).lint(
      unions)
    #expect(second.findings.first?.message.contains("unions \"left\" and \"right\"") == true)
  }
}
