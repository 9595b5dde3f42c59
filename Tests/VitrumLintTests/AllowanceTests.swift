import Foundation
import Testing
import VitrumLint

/// Allowances that cannot hide: a rule measured on pixels is allowed for named nodes (and, if need be,
/// settings); a blanket allowance of one is itself a warning; an allowance whose reason names other nodes
/// than those it covers is flagged; allowed findings can be shown.
@Suite struct AllowanceTests {
  /// White 20 pt text on regular glass over flat grey (`legibility-known.json`, inline), with `lint` objects
  /// spliced into the document and the panel group.
  static func scene(document: String = "", group: String = "") -> String {
    """
    {
      "format": "vitrum-scene/2",\(document)
      "canvas": {"width": 240, "height": 120, "scale": 2, "background": "#808080"},
      "root": {"children": [
        {"type": "group", "id": "card",\(group) "children": [
          {"type": "roundedRect", "id": "panel", "frame": [10, 10, 220, 100], "cornerRadius": 20, "glass": "regular"},
          {"type": "text", "id": "label", "text": "Legible?", "font": {"size": 20}, "origin": [120, 68],
           "alignment": "center", "fill": "#FFFFFF"}
        ]}
      ]}
    }
    """
  }

  static func allow(
    _ rule: String, nodes: [String]? = nil, settings: [String]? = nil, reason: String = "a test"
  )
    -> String
  {
    var entry = #"{"rule": "\#(rule)", "reason": "\#(reason)""#
    if let nodes { entry += #", "nodes": [\#(nodes.map { "\"\($0)\"" }.joined(separator: ", "))]"# }
    if let settings { entry += #", "settings": [\#(settings.map { "\"\($0)\"" }.joined(separator: ", "))]"# }
    return #" "lint": {"allow": [\#(entry)}]},"#
  }

  static func lint(_ json: String, rules: [any LintRule] = [LegibilityRule()]) throws -> LintReport {
    try Linter(configuration: LintConfiguration(rules: rules)).lint(Fixtures.subject(json: json))
  }

  /// Allowed for the whole document without names: the finding is set aside, and the allowance itself is a
  /// warning. The same on a group.
  @Test func blanketAllowanceIsAWarning() throws {
    let document = try Self.lint(Self.scene(document: Self.allow("legibility")))
    #expect(document.allowed.map(\.finding.rule) == ["legibility"])
    #expect(document.findings.map(\.rule) == ["broad-lint-allowance"])
    #expect(document.findings[0].severity == .warning)
    #expect(document.findings[0].message.contains("for the whole document without naming its nodes"))
    let group = try Self.lint(Self.scene(group: Self.allow("legibility")))
    #expect(group.findings.map(\.rule) == ["broad-lint-allowance"])
    #expect(group.findings[0].message.contains("for every node on `card`"))
    // A rule not measured on pixels may be allowed for a whole subtree.
    let glass = try Self.lint(
      Self.scene(group: Self.allow("glass-outside-container")), rules: [GlassOutsideContainerRule()])
    #expect(!glass.findings.contains { $0.rule == "broad-lint-allowance" })
  }

  /// Named nodes: the label's finding is allowed; naming the glass beneath it covers it too; naming
  /// another node covers nothing, and says so.
  @Test func namedNodesAreCovered() throws {
    let named = try Self.lint(Self.scene(document: Self.allow("legibility", nodes: ["label"])))
    #expect(named.findings.isEmpty)
    #expect(named.allowed.count == 1)
    let glass = try Self.lint(Self.scene(document: Self.allow("legibility", nodes: ["panel"])))
    #expect(glass.findings.isEmpty)
    let other = try Self.lint(Self.scene(document: Self.allow("legibility", nodes: ["card"])))
    #expect(other.findings.map(\.rule).sorted() == ["legibility", "unused-lint-allowance"])
    let missing = try Self.lint(Self.scene(document: Self.allow("legibility", nodes: ["label", "lable"])))
    let unused = try #require(missing.findings.first { $0.rule == "unused-lint-allowance" })
    #expect(unused.message.contains("`lable` is no node of the scene"))
    #expect(missing.allowed.count == 1)
  }

  /// Named settings: an allowance covers a finding only when every setting it fails in is named.
  @Test func namedSettingsMustCoverEveryFailingSetting() throws {
    let all = try Self.lint(
      Self.scene(
        document: Self.allow(
          "legibility", nodes: ["label"],
          settings: ["light", "light-reduce-transparency", "light-increase-contrast"])))
    #expect(all.findings.isEmpty)
    let some = try Self.lint(
      Self.scene(document: Self.allow("legibility", nodes: ["label"], settings: ["light-increase-contrast"])))
    #expect(some.findings.map(\.rule).sorted() == ["legibility", "unused-lint-allowance"])
  }

  /// A reason naming a node of the kind the allowance's findings are about, but not one it covers, is
  /// flagged; naming the content beneath is not.
  @Test func reasonNamingOtherNodesIsFlagged() throws {
    let json = Self.scene(
      document: Self.allow(
        "legibility", nodes: ["label"], reason: "The caption on the card reads poorly, unlike the title.")
    )
    .replacingOccurrences(of: #""id": "label""#, with: #""id": "title""#)
    .replacingOccurrences(of: #"["label"]"#, with: #"["title"]"#)
    .replacingOccurrences(
      of: #"{"type": "text", "id": "title""#,
      with:
        ##"{"type": "text", "id": "caption", "text": "x", "font": {"size": 9}, "origin": [300, 300], "fill": "#FFFFFF"}, {"type": "text", "id": "title""##
    )
    let report = try Self.lint(json)
    let mismatch = try #require(report.findings.first { $0.rule == "lint-allowance-reason" })
    #expect(mismatch.message.contains("names `caption`"))
    #expect(mismatch.message.contains("about `title`, `panel`"))
    // The reason may name the title it covers, the glass beneath and the group holding them.
    let fitting = Self.scene(
      document: Self.allow("legibility", nodes: ["label"], reason: "The label on the panel of the card."))
    #expect(!(try Self.lint(fitting)).findings.contains { $0.rule == "lint-allowance-reason" })
  }

  /// `diagnostics(showingAllowed:)` prints allowed findings with where they are allowed and why.
  @Test func allowedFindingsCanBeShown() throws {
    let report = try Self.lint(
      Self.scene(document: Self.allow("legibility", nodes: ["label"], reason: "kept for the test")))
    #expect(report.diagnostics().isEmpty)
    let shown = report.diagnostics(showingAllowed: true).split(separator: "\n").map(String.init)
    #expect(shown.count == 3)
    #expect(shown[0].hasPrefix("inline.json:") && shown[0].contains(": allowed[legibility]: text `label`"))
    #expect(shown[1].hasPrefix("  allowed by lint.allow at inline.json:2:"))
    #expect(shown[2] == "  reason: kept for the test")
  }
}
