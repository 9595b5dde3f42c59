import Foundation
import VitrumAnimation
import VitrumScene

/// A decoded scene file: the scene, its timeline, and where it came from.
///
/// The scene holds the model — every node as the file wrote it, including nodes the timeline brings in
/// later. To show an instant, seek the timeline first:
///
///     let document = try SceneFile.load(path: "Scenes/hud-overlays.json")
///     try document.timeline?.seek(to: 1.5, policy: MotionPolicy(environment: document.scene.environment))
///     let frame = try renderer.render(document.scene)
public struct SceneDocument {
  /// The scene, ready to render or mutate.
  public let scene: Scene
  /// The timeline of a `vitrum-scene/2` file that has one; nil otherwise (the scene is static).
  public let timeline: Timeline?
  /// The format version the file declared (1 or 2).
  public let formatVersion: Int
  /// The file it was read from, if any.
  public let file: String?
  /// The render scale the file suggests (`canvas.scale`), if it gives one.
  public let suggestedScale: Double?
  /// Nodes by author id.
  public let nodesByID: [NodeID: Node]
  /// The timeline's declarations as written, in document order, with their places (empty without a
  /// timeline).
  public let timelineEntries: [TimelineEntry]
}

/// Reading and writing scene files (formats `vitrum-scene/1` and `vitrum-scene/2`, see `docs/format.md`).
public enum SceneFile {
  /// The value of the `format` field of a static scene (version 1), which the encoder writes.
  public static let formatIdentifier = "vitrum-scene/1"
  /// The `format` of a scene with a timeline and glass ids (version 2).
  public static let timelineFormatIdentifier = "vitrum-scene/2"
  /// Every `format` this version reads, by version number.
  public static let formatIdentifiers = [1: formatIdentifier, 2: timelineFormatIdentifier]

  /// The JSON limits scene files are read with: the parser's defaults, fixed whatever the scene limits
  /// (docs/format.md: 128 levels of nesting). Each level of groups nested through `children` takes two levels
  /// of JSON, so such groups meet the JSON limit before the node-depth limit; masks nested in masks take
  /// one each and meet the node-depth limit.
  static let jsonLimits = JSONLimits.default

  /// Reads and decodes a scene file. Image paths are resolved relative to the file's folder. The scene
  /// measures its text with `textMeasurer` (nil: the estimate; pass `CairoRenderer.textMeasurer` or
  /// `TextMeasurers.shaping()` to lay it out by the fonts it is drawn with).
  public static func load(
    path: String, limits: SceneLimits = .default, textMeasurer: (any TextMeasuring)? = nil
  ) throws(SceneFileError) -> SceneDocument {
    let document = try parseAndDecode(path: path, limits: limits).document
    if let textMeasurer { document.scene.textMeasurer = textMeasurer }
    return document
  }

  /// Decodes a scene from bytes; `baseDirectory` resolves relative image paths and `file` names the source
  /// in errors. `textMeasurer` as in `load`.
  public static func decode(
    _ data: Data, baseDirectory: String, file: String? = nil, limits: SceneLimits = .default,
    textMeasurer: (any TextMeasuring)? = nil
  ) throws(SceneFileError) -> SceneDocument {
    let document = try parseAndDecode(data, baseDirectory: baseDirectory, file: file, limits: limits).document
    if let textMeasurer { document.scene.textMeasurer = textMeasurer }
    return document
  }

  /// The parsed JSON of a file and the document decoded from it (for readers that also map the source).
  static func parseAndDecode(path: String, limits: SceneLimits) throws(SceneFileError)
    -> (json: JSONValue, document: SceneDocument)
  {
    let value: JSONValue
    do {
      value = try JSONParser.parse(contentsOfFile: path, limits: jsonLimits)
    } catch {
      throw error.withFile(path)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
      return (value, try SceneDecoder(baseDirectory: folder, limits: limits).decode(value, file: path))
    } catch {
      throw error.withFile(path)
    }
  }

  /// The parsed JSON of bytes and the document decoded from them.
  static func parseAndDecode(
    _ data: Data, baseDirectory: String, file: String?, limits: SceneLimits
  ) throws(SceneFileError) -> (json: JSONValue, document: SceneDocument) {
    do {
      let value = try JSONParser.parse(data, limits: jsonLimits)
      return (value, try SceneDecoder(baseDirectory: baseDirectory, limits: limits).decode(value, file: file))
    } catch {
      throw error.withFile(file)
    }
  }
}
