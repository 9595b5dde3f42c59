import Foundation
import VitrumRender
import VitrumSceneFile

/// Paths and helpers the render tests share.
enum TestSupport {
  /// The repository root (this file is Tests/VitrumRenderTests/ModuleRenderTests.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func scenePath(_ name: String) -> String { root.appendingPathComponent("Scenes/\(name).json").path }

  static let referenceFolder = root.appendingPathComponent("Tests/VitrumRenderTests/References")

  /// Whether a frame shows something: at least two different pixel values and a pixel that is not
  /// transparent.
  static func showsContent(_ frame: RenderedFrame) -> Bool {
    let pixels = frame.surface.pixelArray()
    guard let first = pixels.first else { return false }
    return pixels.contains { $0 != first } && pixels.contains { $0 >> 24 != 0 }
  }

  /// Renders a bundled scene.
  static func render(
    _ name: String, scale: Double = 1, mode: RenderMode = .container, threads: Int = 2
  ) throws -> RenderedFrame {
    let document = try SceneFile.load(path: scenePath(name), textMeasurer: TextMeasurers.shaping())
    return try CairoRenderer(options: .init(scale: scale, mode: mode, threads: threads)).render(
      document.scene)
  }
}
