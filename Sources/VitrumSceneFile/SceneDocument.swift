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

  /// Reads and decodes a scene file. Image paths are resolved relative to the file's folder.
  public static func load(path: String, limits: SceneLimits = .default) throws(SceneFileError)
    -> SceneDocument
  {
    let value: JSONValue
    do {
      value = try JSONParser.parse(contentsOfFile: path)
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
      let value = try JSONParser.parse(data)
      return try SceneDecoder(baseDirectory: baseDirectory, limits: limits).decode(value, file: file)
    } catch {
      throw error.withFile(file)
    }
  }
}
