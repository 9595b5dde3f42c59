import Foundation

extension SceneFile {
  /// Reads and decodes a scene file as `load(path:limits:)` does, and maps its nodes to where they are
  /// written (`SceneSourceMap`). Errors are exactly those of `load`.
  public static func loadWithSourceMap(path: String, limits: SceneLimits = .default) throws(SceneFileError)
    -> (document: SceneDocument, sourceMap: SceneSourceMap)
  {
    let value: JSONValue
    do {
      value = try JSONParser.parse(contentsOfFile: path, limits: jsonLimits(for: limits))
    } catch {
      throw error.withFile(path)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
      let document = try SceneDecoder(baseDirectory: folder, limits: limits).decode(value, file: path)
      return (document, try SceneSourceMap(document: value, scene: document.scene))
    } catch {
      throw error.withFile(path)
    }
  }

  /// Decodes a scene from bytes as `decode(_:baseDirectory:file:limits:)` does, with its source map.
  public static func decodeWithSourceMap(
    _ data: Data, baseDirectory: String, file: String? = nil, limits: SceneLimits = .default
  ) throws(SceneFileError) -> (document: SceneDocument, sourceMap: SceneSourceMap) {
    do {
      let value = try JSONParser.parse(data, limits: jsonLimits(for: limits))
      let document = try SceneDecoder(baseDirectory: baseDirectory, limits: limits).decode(value, file: file)
      return (document, try SceneSourceMap(document: value, scene: document.scene))
    } catch {
      throw error.withFile(file)
    }
  }
}
