import Foundation
import VitrumLint
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// The lint test scenes (`Scenes/` beside this file) and ways to lint them.
enum Fixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Scenes")
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A test scene by file name, with its source map.
  static func subject(_ name: String) throws -> LintSubject {
    let loaded = try SceneFile.loadWithSourceMap(
      path: folder.appendingPathComponent(name).path, textMeasurer: TextMeasurers.shaping())
    return LintSubject(document: loaded.document, sourceMap: loaded.sourceMap)
  }

  /// A scene written inline, resolved against the test scenes' folder.
  static func subject(json: String, file: String = "inline.json") throws -> LintSubject {
    let loaded = try SceneFile.decodeWithSourceMap(
      Data(json.utf8), baseDirectory: folder.path, file: file, textMeasurer: TextMeasurers.shaping())
    return LintSubject(document: loaded.document, sourceMap: loaded.sourceMap)
  }

  /// Lints a test scene with only the given rules.
  static func lint(_ name: String, _ rules: [any LintRule]) throws -> LintReport {
    try Linter(configuration: LintConfiguration(rules: rules)).lint(subject(name))
  }

  /// The ids of the findings a rule reports on a test scene, in file order, as "rule:node,node".
  static func findings(_ name: String, _ rule: any LintRule) throws -> [String] {
    try lint(name, [rule]).findings.map { "\($0.rule):" + $0.nodeIDs.map(\.rawValue).joined(separator: ",") }
  }
}
