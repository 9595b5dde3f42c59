import Foundation
import VitrumSceneFile

/// Paths the playback tests share.
enum TestSupport {
  /// The repository root (this file is Tests/VitrumPlaybackTests/TestSupport.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func scenePath(_ name: String) -> String { root.appendingPathComponent("Scenes/\(name).json").path }

  /// The bundled scenes with timelines.
  static let animatedScenes = ["hud-overlays", "morph-by-id", "spring-retargeting"]

  static func load(_ name: String) throws -> SceneDocument { try SceneFile.load(path: scenePath(name)) }

  /// A fresh folder under the temporary directory.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vitrum-playback-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
