import Foundation
import VitrumScene

extension SceneFile {
  /// Reads and decodes a scene file as `load(path:limits:textMeasurer:)` does, and maps its nodes to where
  /// they are written (`SceneSourceMap`). Errors are exactly those of `load`.
  public static func loadWithSourceMap(
    path: String, limits: SceneLimits = .default, textMeasurer: (any TextMeasuring)? = nil
  ) throws(SceneFileError) -> (document: SceneDocument, sourceMap: SceneSourceMap) {
    let (json, document) = try parseAndDecode(path: path, limits: limits)
    if let textMeasurer { document.scene.textMeasurer = textMeasurer }
    do {
      return (document, try SceneSourceMap(document: json, scene: document.scene))
    } catch {
      throw error.withFile(path)
    }
  }

  /// Decodes a scene from bytes as `decode(_:baseDirectory:file:limits:textMeasurer:)` does, with its
  /// source map.
  public static func decodeWithSourceMap(
    _ data: Data, baseDirectory: String, file: String? = nil, limits: SceneLimits = .default,
    textMeasurer: (any TextMeasuring)? = nil
  ) throws(SceneFileError) -> (document: SceneDocument, sourceMap: SceneSourceMap) {
    let (json, document) = try parseAndDecode(data, baseDirectory: baseDirectory, file: file, limits: limits)
    if let textMeasurer { document.scene.textMeasurer = textMeasurer }
    do {
      return (document, try SceneSourceMap(document: json, scene: document.scene))
    } catch {
      throw error.withFile(file)
    }
  }
}
