import Foundation
import VitrumRender
import VitrumSceneFile

/// Paths the playback tests share.
enum TestSupport {
  /// The repository root (this file is Tests/VitrumPlaybackTests/TestSupport.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func scenePath(_ name: String) -> String { root.appendingPathComponent("Scenes/\(name).json").path }

  /// The bundled scenes with timelines.
  static let animatedScenes = [
    "hud-overlays", "morph-by-id", "spring-retargeting", "return-timer", "return-timer-rtl", "accessibility",
  ]

  /// Scenes whose backdrop moves on every frame: each frame changes most of the canvas and is drawn whole.
  static let movingBackdrop: Set<String> = ["return-timer", "return-timer-rtl", "accessibility"]

  /// Every scene in Scenes/, by name.
  static let bundledScenes: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenes").path)) ?? [])
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

  static func load(_ name: String) throws -> SceneDocument {
    try SceneFile.load(path: scenePath(name), textMeasurer: TextMeasurers.shaping())
  }

  /// A fresh folder under the temporary directory.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vitrum-playback-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
