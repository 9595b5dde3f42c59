import Synchronization
import Testing
import VitrumLint
import VitrumScene
import VitrumSceneFile

/// Rules the engine does not know slot in as values: the shape motion rules will take once scenes carry
/// timelines (a document rule over declarations, pointing at them; a frame rule over the presented scene).
@Suite struct CustomRuleTests {
  /// A document rule reading a declaration the scene graph does not hold — here durations handed to it,
  /// as a timeline will be — and locating its finding at the declaration.
  struct DurationRule: LintRule {
    let descriptor = LintRuleDescriptor(
      id: "test-duration", severity: .warning, summary: "an animation longer than a second", scope: .document)
    let durations: [(node: NodeID, seconds: Double, place: LintPlace)]
    let calls = Counter()

    func check(_ context: LintContext) -> [LintIssue] {
      calls.value.add(1, ordering: .relaxed)
      return durations.filter { $0.seconds > 1 }.map { entry in
        LintIssue(
          node: context.scene.node(withID: entry.node), place: entry.place,
          message: "\(entry.seconds) s is long", fix: "shorten it", measurements: ["seconds": entry.seconds])
      }
    }
  }

  /// How many times a rule ran.
  final class Counter: Sendable {
    let value = Atomic<Int>(0)
  }

  /// A frame rule that reports the time it was shown.
  struct TimeRule: LintRule {
    let descriptor = LintRuleDescriptor(id: "test-time", severity: .error, summary: "reports every frame")

    func check(_ context: LintContext) -> [LintIssue] {
      [LintIssue(node: context.scene.node(withID: "button"), message: "t = \(context.time)", fix: "none")]
    }
  }

  @Test func documentRuleRunsOnceAndPointsAtItsDeclaration() throws {
    var subject = try Fixtures.subject(json: LinterTests.stacked(), file: "stack.json")
    subject.present = { _ in }
    let place = LintPlace(
      path: DocumentPath(components: [.key("timeline"), .index(0)]),
      location: SourceLocation(offset: 0, line: 20, column: 5))
    let rule = DurationRule(durations: [("button", 1.5, place), ("panel", 0.3, place)])
    let configuration = LintConfiguration(rules: [rule, TimeRule()], times: [0, 0.5, 1])
    let report = try Linter(configuration: configuration).lint(subject)
    #expect(rule.calls.value.load(ordering: .relaxed) == 1)
    let duration = try #require(report.findings.first { $0.rule == "test-duration" })
    #expect(duration.location == LintLocation(file: "stack.json", line: 20, column: 5, path: "timeline[0]"))
    #expect(duration.times == [0, 0.5, 1])
    #expect(duration.nodeIDs.map(\.rawValue) == ["button"])
    // The frame rule saw each time; its three issues are one finding about one node, seen at every time.
    let frames = report.findings.filter { $0.rule == "test-time" }
    #expect(frames.count == 1 && frames[0].times == [0, 0.5, 1] && frames[0].message == "t = 0.0")
  }

  /// An allowance on the node covers the rule's findings, wherever they are located; an unknown rule id in
  /// a scene is known once the rule is configured.
  @Test func allowancesCoverCustomRules() throws {
    let json = LinterTests.stacked(button: LinterTests.allow("test-duration", "a slow reveal on purpose"))
    let place = LintPlace(
      path: DocumentPath(components: [.key("timeline")]),
      location: SourceLocation(offset: 0, line: 1, column: 1))
    let rule = DurationRule(durations: [("button", 2, place)])
    let report = try Linter(configuration: LintConfiguration(rules: [rule])).lint(
      Fixtures.subject(json: json))
    #expect(report.findings.isEmpty)
    #expect(report.allowed.map(\.reason) == ["a slow reveal on purpose"])
  }
}
