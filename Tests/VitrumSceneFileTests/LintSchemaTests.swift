import Foundation
import Testing
import VitrumLint
import VitrumSceneFile

/// Holds `docs/schema/vitrum-lint-1.schema.json` against what the linter writes (`LintReport.json`): reports
/// of scenes where rules of every kind fire (frame rules, pixel rules with settings, timeline rules with
/// times and intervals), allowed findings, a file that could not be linted, and severities changed by the
/// caller all validate; a report with a key missing, a key too many or a mistyped value does not.
@Suite("Lint JSON schema")
struct LintSchemaTests {
  static let schemaURL = Repository.root.appendingPathComponent("docs/schema/vitrum-lint-1.schema.json")
  static let lintScenes = Repository.root.appendingPathComponent("Tests/VitrumLintTests/Scenes")

  static let validator: SchemaValidator = {
    do {
      return try SchemaValidator(schema: JSONTree(parsing: String(contentsOf: schemaURL, encoding: .utf8)))
    } catch {
      fatalError("cannot load \(schemaURL.path): \(error)")
    }
  }()

  /// The JSON of lint's reports on scenes where each kind of rule fires, one allowing its finding, and a
  /// file that could not be read, under `--deny warnings --allow union-single-member`.
  static func document() throws -> (json: String, reports: [LintReport]) {
    var configuration = LintConfiguration(denyWarnings: true)
    configuration.severities["union-single-member"] = .allow
    var reports: [LintReport] = []
    for name in [
      "legibility-known.json", "glass-on-glass-fires.json", "spring-unsettled-fires.json",
      "motion-ungated-fires.json",
    ] {
      let loaded = try SceneFile.loadWithSourceMap(path: lintScenes.appendingPathComponent(name).path)
      reports.append(
        try Linter(configuration: configuration).lint(
          LintSubject(document: loaded.document, sourceMap: loaded.sourceMap)))
    }
    let allowing = """
      {"format": "vitrum-scene/1", "canvas": {"width": 240, "height": 160},
       "lint": {"allow": [{"rule": "glass-on-glass", "nodes": ["top"], "reason": "a showcase of `top`"}]},
       "root": {"children": [
         {"type": "image", "src": "../../../Scenes/assets/backdrop.png", "frame": [0, 0, 240, 160]},
         {"type": "capsule", "id": "under", "frame": [20, 40, 120, 60], "glass": true},
         {"type": "capsule", "id": "top", "frame": [110, 60, 110, 60], "glass": true}]}}
      """
    let loaded = try SceneFile.decodeWithSourceMap(
      Data(allowing.utf8), baseDirectory: lintScenes.path, file: "allowing.json")
    reports.append(
      try Linter(configuration: configuration).lint(
        LintSubject(document: loaded.document, sourceMap: loaded.sourceMap)))
    reports.append(
      LintReport(
        file: "missing.json",
        error: LintFileError(kind: .unreadable, message: "cannot read missing.json: no such file")))
    let data = try LintReport.json(reports, configuration: configuration)
    return (String(decoding: data, as: UTF8.self), reports)
  }

  @Test func lintOutputValidates() throws {
    let (json, reports) = try Self.document()
    let tree = try JSONTree(parsing: json)
    let result = Self.validator.validate(tree)
    #expect(result.errors.isEmpty, "\(result.errors.prefix(10))")
    // The document holds what the test means to validate.
    #expect(reports.contains { !$0.allowed.isEmpty })
    #expect(reports.contains { $0.findings.contains { $0.interval != nil } })
    #expect(reports.contains { $0.findings.contains { !$0.settings.isEmpty } })
    #expect(reports.contains { $0.findings.contains { $0.severityOverride == .denyWarnings } })
    #expect(tree[[.key("reports"), .index(5), .key("error"), .key("kind")]] == .string("unreadable"))
    #expect(tree[[.key("schema")]] == .string("vitrum-lint/1"))
  }

  /// Every number is written with at most `LintReport.jsonDecimals` decimals.
  @Test func numbersAreRounded() throws {
    let (json, _) = try Self.document()
    func numbers(_ tree: JSONTree) -> [String] {
      switch tree {
      case .number(let literal): [literal]
      case .array(let items): items.flatMap(numbers)
      case .object(let members): members.flatMap { numbers($0.value) }
      default: []
      }
    }
    let all = numbers(try JSONTree(parsing: json))
    #expect(all.count > 50)
    for literal in all {
      let decimals =
        literal.split(separator: ".").dropFirst().first.map { $0.prefix { $0.isNumber }.count } ?? 0
      #expect(decimals <= LintReport.jsonDecimals, "\(literal)")
      #expect(!literal.contains("e"), "\(literal)")
    }
  }

  /// The schema is strict: a finding without a key, with a value of the wrong type, with a key it does not
  /// name, with a severity it does not know, or reported without a number is refused.
  @Test func schemaRefusesDrift() throws {
    let tree = try JSONTree(parsing: Self.document().json)
    let finding: [JSONTree.Step] = [.key("reports"), .index(0), .key("findings"), .index(0)]
    #expect(tree[finding] != nil)
    let missing = tree.removing(finding + [.key("times")])
    #expect(!Self.validator.validate(missing).errors.isEmpty)
    let mistyped = tree.replacing(finding + [.key("times")], with: .string("now"))
    #expect(!Self.validator.validate(mistyped).errors.isEmpty)
    var extra = tree
    extra.modify(finding[...]) { value in
      if case .object(var members) = value {
        members.append(JSONTree.Member(key: "colour", value: .string("red")))
        value = .object(members)
      }
    }
    #expect(!Self.validator.validate(extra).errors.isEmpty)
    let severity = tree.replacing(finding + [.key("severity")], with: .string("fatal"))
    #expect(!Self.validator.validate(severity).errors.isEmpty)
    let unnumbered = tree.replacing(finding + [.key("index")], with: .null)
    #expect(!Self.validator.validate(unnumbered).errors.isEmpty)
  }
}
