import Foundation
import Testing
import VitrumGeometry
import VitrumLint
import VitrumScene

/// The engine: allowances, severities, locations, times and the report's forms, on small scenes.
@Suite struct LinterTests {
  /// A button capsule over a panel capsule (glass on glass), with `lint` objects spliced in.
  static func stacked(document: String = "", group: String = "", button: String = "") -> String {
    """
    {
      "format": "vitrum-scene/1",\(document)
      "canvas": {"width": 240, "height": 160},
      "root": {
        "children": [
          {"type": "image", "src": "../../../Scenes/assets/backdrop.png", "frame": [0, 0, 240, 160]},
          {
            "type": "group", "id": "stack",\(group)
            "children": [
              {"type": "capsule", "id": "panel", "frame": [20, 40, 120, 60], "glass": true},
              {"type": "capsule", "id": "button", "frame": [110, 60, 110, 60],\(button) "glass": true}
            ]
          }
        ]
      }
    }
    """
  }

  static func allow(_ rule: String, _ reason: String = "a showcase") -> String {
    #" "lint": {"allow": [{"rule": "\#(rule)", "reason": "\#(reason)"}]},"#
  }

  static func lint(
    _ json: String, _ configuration: LintConfiguration = LintConfiguration(rules: [GlassOnGlassRule()])
  )
    throws -> LintReport
  {
    try Linter(configuration: configuration).lint(Fixtures.subject(json: json, file: "stack.json"))
  }

  /// The finding points at the upper capsule's `glass` key: line 11 of the document above, column 76 (10
  /// spaces of indentation and 65 characters of the capsule's other fields come before it).
  @Test func findingIsLocatedAtTheField() throws {
    let report = try Self.lint(Self.stacked())
    let finding = try #require(report.findings.first)
    #expect(
      finding.location
        == LintLocation(file: "stack.json", line: 11, column: 76, path: "root.children[1].children[1].glass"))
    #expect(finding.index == 1)
    #expect(finding.severity == .error)
    #expect(report.errorCount == 1 && report.warningCount == 0)
  }

  @Test func diagnosticsReadLikeACompiler() throws {
    let text = try Self.lint(Self.stacked()).diagnostics()
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines[0].hasPrefix(
        "stack.json:11:76: error[glass-on-glass]: `button` is glass drawn over glass `panel` ("))
    #expect(lines[1] == "  #1 at root.children[1].children[1].glass (nodes button, panel)")
    #expect(lines[2].hasPrefix("  help: move them apart"))
  }

  /// An allowance covers findings about the node it is written on, about nodes below it, or — written at
  /// the top level — anywhere.
  @Test(arguments: [
    (stacked(button: allow("glass-on-glass")), "root.children[1].children[1].lint.allow[0]"),
    (stacked(group: allow("glass-on-glass")), "root.children[1].lint.allow[0]"),
    (stacked(document: allow("glass-on-glass")), "lint.allow[0]"),
  ])
  func allowanceCoversItsSubtree(json: String, allowancePath: String) throws {
    let report = try Self.lint(json)
    #expect(report.findings.isEmpty)
    let allowed = try #require(report.allowed.first)
    #expect(allowed.reason == "a showcase")
    #expect(allowed.finding.rule == "glass-on-glass")
    #expect(allowed.allowanceLocation.path == allowancePath)
    #expect(report.summaryLine == "stack.json: 0 errors, 0 warnings, 1 allowed by the scene")
  }

  /// An allowance on the lower capsule does not cover the upper one (the finding is about the upper), and
  /// is reported as covering nothing. Findings come in file order.
  @Test func allowanceElsewhereDoesNotCover() throws {
    let json = Self.stacked().replacingOccurrences(
      of: #""id": "panel","#,
      with: #""id": "panel", "lint": {"allow": [{"rule": "glass-on-glass", "reason": "x"}]},"#)
    let report = try Self.lint(json)
    #expect(report.findings.map(\.rule) == ["unused-lint-allowance", "glass-on-glass"])
    #expect(report.findings[0].location.path == "root.children[1].children[0].lint.allow[0]")
    #expect(report.findings.map(\.index) == [1, 2])
  }

  @Test func unknownRuleInAnAllowanceIsNamedWithASuggestion() throws {
    let report = try Self.lint(Self.stacked(document: Self.allow("glas-on-glass")))
    #expect(report.findings.map(\.rule) == ["unknown-lint-rule", "glass-on-glass"])
    let unknown = report.findings[0]
    #expect(unknown.message.contains("`glas-on-glass` (did you mean `glass-on-glass`?)"))
    #expect(unknown.location.line == 2)
  }

  /// An allowance for a rule that is turned off is neither used nor stale.
  @Test func allowanceOfARuleTurnedOffIsNotReported() throws {
    var configuration = LintConfiguration(rules: [GlassOnGlassRule(), FlatBackdropRule()])
    configuration.severities["glass-over-flat-backdrop"] = .allow
    let report = try Self.lint(Self.stacked(document: Self.allow("glass-over-flat-backdrop")), configuration)
    #expect(report.findings.map(\.rule) == ["glass-on-glass"])
  }

  @Test func severitiesFollowTheConfiguration() throws {
    let rules: [any LintRule] = [GlassOnGlassRule(), UnionOutsideContainerRule()]
    let json = Self.stacked(button: #" "unionID": "u","#)
    let plain = try Self.lint(json, LintConfiguration(rules: rules))
    // The union id comes before the glass on the button's line, so its warning comes first.
    #expect(plain.findings.map(\.severity) == [.warning, .error])
    let denied = try Self.lint(json, LintConfiguration(rules: rules, denyWarnings: true))
    #expect(denied.findings.map(\.severity) == [.error, .error])
    let relaxed = try Self.lint(
      json,
      LintConfiguration(
        rules: rules, severities: ["glass-on-glass": .warning, "union-outside-container": .allow]))
    #expect(relaxed.findings.map(\.severity) == [.warning])
    #expect(relaxed.findings.map(\.rule) == ["glass-on-glass"])
  }

  /// A static scene is examined once and its findings hold at every requested time; a scene that changes
  /// with time is put at each time first, and a finding names the times it was seen at.
  @Test func findingsAcrossTimes() throws {
    let configuration = LintConfiguration(rules: [GlassOnGlassRule()], times: [0, 0.5, 1])
    let still = try Linter(configuration: configuration).lint(Fixtures.subject(json: Self.stacked()))
    #expect(still.findings.first?.times == [0, 0.5, 1])
    var moving = try Fixtures.subject(json: Self.stacked())
    let button = moving.scene.node(withID: "button")!
    var seen: [Double] = []
    moving.present = { time in
      seen.append(time)
      button.transform = .translation(0, time >= 1 ? 80 : 0)
    }
    let report = try Linter(configuration: configuration).lint(moving)
    #expect(seen == [0, 0.5, 1])
    #expect(report.findings.first?.times == [0, 0.5])
    #expect(report.diagnostics().contains("(at t = 0, 0.5 s)"))
  }

  /// A failure to put the scene at a time is the caller's error, passed through.
  @Test func presentationFailureIsReported() throws {
    var subject = try Fixtures.subject(json: Self.stacked())
    subject.present = { time throws(LintError) in throw LintError("no frame at \(time) s") }
    #expect(throws: LintError("no frame at 0.0 s")) {
      try Linter(configuration: LintConfiguration(rules: [GlassOnGlassRule()])).lint(subject)
    }
  }

  /// A scene built in code has no file locations: findings name the file alone, labels use generated ids.
  @Test func sceneBuiltInCode() throws {
    let scene = Scene(size: Size(100, 100)) {
      ShapeNode(.rect(Rect(x: 10, y: 10, width: 50, height: 50)), glass: .regular)
      ShapeNode(id: "top", .rect(Rect(x: 30, y: 30, width: 50, height: 50)), glass: .regular)
    }
    let report = try Linter(configuration: LintConfiguration(rules: [GlassOnGlassRule()]))
      .lint(LintSubject(scene: scene, file: "code"))
    let finding = try #require(report.findings.first)
    #expect(finding.location == LintLocation(file: "code", line: nil, column: nil, path: ""))
    #expect(finding.message.hasPrefix("`top` is glass drawn over glass the shape #"))
  }

  @Test func jsonCarriesEveryField() throws {
    let report = try Self.lint(
      Self.stacked(group: Self.allow("union-outside-container", "kept")),
      LintConfiguration(rules: [GlassOnGlassRule(), UnionOutsideContainerRule()], denyWarnings: true))
    let data = try LintReport.json([report], configuration: LintConfiguration(denyWarnings: true))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["schema"] as? String == "vitrum-lint/1")
    #expect(object["precision"] as? Int == 3)
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(
      summary == ["scenes": 1, "linted": 1, "not_linted": 0, "errors": 2, "warnings": 0, "allowed": 0])
    let reports = try #require(object["reports"] as? [[String: Any]])
    #expect(reports.first?["error"] is NSNull)
    let findings = try #require(reports.first?["findings"] as? [[String: Any]])
    #expect(
      Set(findings[0].keys)
        == [
          "index", "rule", "severity", "default_severity", "severity_override", "message", "fix", "nodes",
          "file", "line", "column", "path", "measurements", "times", "interval", "settings", "allowance",
        ])
    #expect(findings.map { $0["rule"] as? String } == ["unused-lint-allowance", "glass-on-glass"])
    // The allowance finding, raised from warning by --deny warnings; the glass-on-glass error as it is.
    #expect(findings[0]["severity"] as? String == "error")
    #expect(findings[0]["default_severity"] as? String == "warning")
    #expect(findings[0]["severity_override"] as? String == "deny-warnings")
    #expect(findings[1]["severity_override"] is NSNull)
    #expect(findings[1]["interval"] is NSNull && findings[1]["allowance"] is NSNull)
    #expect(findings[1]["nodes"] as? [String] == ["button", "panel"])
    #expect(findings[1]["path"] as? String == "root.children[1].children[1].glass")
  }

  /// A timeline rule's finding holds at the moments it concerns: a spring starting at 0.8 s that settles
  /// after the timeline's end at 1 s, not the times lint looked at.
  @Test func timelineFindingsCarryTheirTimes() throws {
    let report = try Fixtures.lint("spring-unsettled-fires.json", [SpringUnsettledRule()])
    let finding = try #require(report.findings.first)
    #expect(finding.times == [0.8])
    let interval = try #require(finding.interval)
    #expect(interval.start == 0.8 && interval.end > 1)
    #expect(report.diagnostics().contains("(from t = 0.8 to "))
  }
}

/// The times lint looks at when none is named: the timeline's resting times.
@Suite struct LintTimeSamplingTests {
  /// A countdown of `steps` one-second steps over a glass capsule.
  static func countdown(steps: Int) -> String {
    """
    {
      "format": "vitrum-scene/2",
      "canvas": {"width": 240, "height": 160},
      "root": {
        "children": [
          {"type": "image", "src": "../../../Scenes/assets/backdrop.png", "frame": [0, 0, 240, 160]},
          {"type": "text", "id": "clock", "text": "00:00", "font": {"size": 24}, "origin": [40, 90],
           "fill": "#000000"}
        ]
      },
      "timeline": {
        "events": [
          {"at": 1, "every": 1, "times": \(steps),
           "count": {"node": "clock", "from": \(steps), "step": -1, "format": "mm:ss"}}
        ]
      }
    }
    """
  }

  /// Few resting times: lint looks at each, and has nothing to note.
  @Test func looksAtEveryRestingTime() throws {
    let report = try Linter().lint(Fixtures.subject(json: Self.countdown(steps: 3)))
    #expect(report.times == [0, 1, 2, 3])
    #expect(report.restingTimeCount == 4)
    #expect(report.samplingNote == nil)
  }

  /// Many: lint spreads its looks over them, the first and the last included, and says so.
  @Test func samplesManyRestingTimesAndSaysSo() throws {
    let report = try Linter().lint(Fixtures.subject(json: Self.countdown(steps: 99)))
    #expect(report.times.count == LintConfiguration.maximumRestingTimes)
    #expect(report.times.first == 0)
    #expect(report.times.last == 99)
    #expect(report.restingTimeCount == 100)
    #expect(report.samplingNote?.contains("rests at 100 times; lint looked at 8") == true)
  }

  /// Named times replace the resting times.
  @Test func namedTimesWin() throws {
    let report = try Linter(configuration: LintConfiguration(times: [2.5]))
      .lint(Fixtures.subject(json: Self.countdown(steps: 99)))
    #expect(report.times == [2.5])
    #expect(report.restingTimeCount == nil)
  }
}
