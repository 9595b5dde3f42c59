import Foundation

extension SceneFile {
  /// Reads and decodes a scene file as `load(path:limits:)` does, and maps its nodes to where they are
  /// written (`SceneSourceMap`). Errors are exactly those of `load`.
  public static func loadWithSourceMap(path: String, limits: SceneLimits = .default) throws(SceneFileError)
    -> (document: SceneDocument, sourceMap: SceneSourceMap)
  {
    let (json, document) = try parseAndDecode(path: path, limits: limits)
    do {
      return (document, try SceneSourceMap(document: json, scene: document.scene))
    } catch {
      throw error.withFile(path)
    }
  }

  /// Decodes a scene from bytes as `decode(_:baseDirectory:file:limits:)` does, with its source map.
  public static func decodeWithSourceMap(
    _ data: Data, baseDirectory: String, file: String? = nil, limits: SceneLimits = .default
  ) throws(SceneFileError) -> (document: SceneDocument, sourceMap: SceneSourceMap) {
    let (json, document) = try parseAndDecode(data, baseDirectory: baseDirectory, file: file, limits: limits)
    do {
      return (document, try SceneSourceMap(document: json, scene: document.scene))
    } catch {
      throw error.withFile(file)
    }
  }
}
