import Foundation
import VitrumScene

/// A decoded scene file: the scene and where it came from.
public struct SceneDocument {
  /// The scene, ready to render or mutate.
  public let scene: Scene
  /// The file it was read from, if any.
  public let file: String?
  /// The render scale the file suggests (`canvas.scale`), if it gives one.
  public let suggestedScale: Double?
  /// Nodes by author id.
  public let nodesByID: [NodeID: Node]
}

/// Reading and writing scene files (format `vitrum-scene/1`, see `Scenes/FORMAT.md`).
public enum SceneFile {
  /// The value of the `format` field this version reads and writes.
  public static let formatIdentifier = "vitrum-scene/1"

  /// JSON limits that let the node limits speak first: each level of nodes is two levels of JSON (the node
  /// object and its `children` array), so the JSON depth allows twice the node depth plus the document's
  /// own levels — a too-deep scene is reported as "nodes nested deeper than 64 levels" at the node that
  /// crosses the limit, not as a JSON nesting error.
  static func jsonLimits(for limits: SceneLimits) -> JSONLimits {
    var json = JSONLimits.default
    json.maxDepth = max(json.maxDepth, 2 * limits.maximumDepth + 8)
    return json
  }

  /// Reads and decodes a scene file. Image paths are resolved relative to the file's folder.
  public static func load(path: String, limits: SceneLimits = .default) throws(SceneFileError)
    -> SceneDocument
  {
    let value: JSONValue
    do {
      value = try JSONParser.parse(contentsOfFile: path, limits: jsonLimits(for: limits))
    } catch {
      throw error.withFile(path)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
      return try SceneDecoder(baseDirectory: folder, limits: limits).decode(value, file: path)
    } catch {
      throw error.withFile(path)
    }
  }

  /// Decodes a scene from bytes; `baseDirectory` resolves relative image paths and `file` names the source
  /// in errors.
  public static func decode(
    _ data: Data, baseDirectory: String, file: String? = nil, limits: SceneLimits = .default
  ) throws(SceneFileError) -> SceneDocument {
    do {
      let value = try JSONParser.parse(data, limits: jsonLimits(for: limits))
      return try SceneDecoder(baseDirectory: baseDirectory, limits: limits).decode(value, file: file)
    } catch {
      throw error.withFile(file)
    }
  }
}
