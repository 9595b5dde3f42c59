import Foundation
import VitrumGeometry
import VitrumIO
import VitrumScene

/// Why a scene could not be written as a `vitrum-scene/1` document: it holds something the format
/// cannot express or the decoder would refuse, such as an opacity of 2, a singular transform, two nodes
/// with one id, or a node type the format does not have.
public struct SceneEncodingError: Error, CustomStringConvertible, Sendable, Equatable {
  /// Where in the document the value would have gone, such as `root.children[2].glass.tint`.
  public var documentPath: String
  /// What is wrong with it.
  public var message: String

  public init(documentPath: String, message: String) {
    self.documentPath = documentPath
    self.message = message
  }

  /// The error as `PATH: MESSAGE`.
  public var description: String { documentPath.isEmpty ? message : "\(documentPath): \(message)" }
}

extension SceneFile {
  /// Writes `scene` as a `vitrum-scene/1` document (`vitrum-scene/2` when a node has a glass id, a stack,
  /// a reflection, a wrap width or a weight other than regular and bold, which only version 2 can say): pretty-printed UTF-8 JSON with a stable key order, numbers in their shortest exact
  /// form, and fields at their default values left out. A timeline is not written; the scene is written as
  /// its nodes stand (seek-presented values included, so write a scene's model, not a frame of it).
  ///
  /// Decoding the result gives a scene with the same nodes, geometry, paint and settings. Transforms are
  /// written as 6-number matrices, colours as 8-bit hex (components between two 8-bit steps are rounded)
  /// and text spacing of 0.6 / 0.3 em as `"timerDigits"`. Generated ids (`#N`) are left out.
  ///
  /// - Parameters:
  ///   - suggestedScale: Written as `canvas.scale` when given (see ``SceneDocument/suggestedScale``).
  ///   - imageBase: The folder the document will live in. Image paths inside it are written relative to
  ///     it, any other image path as an absolute path. When `nil`, image paths are written as they are.
  /// - Throws: ``SceneEncodingError`` when the scene holds something the decoder would refuse (a value out
  ///   of range, a non-finite number, a duplicate id, a limit of ``SceneLimits/default`` exceeded, or a
  ///   node type the format does not have); nothing is written then.
  public static func encode(
    _ scene: Scene, suggestedScale: Double? = nil, imageBase: String? = nil
  ) throws -> Data {
    var needsVersion2 = false
    scene.forEachNode { node in
      if SceneEncoder.needsVersion2(node) { needsVersion2 = true }
    }
    var encoder = SceneEncoder(
      imageBase: imageBase.map(SceneEncoder.absolutePath), version: needsVersion2 ? 2 : 1)
    let document = try encoder.document(scene, suggestedScale: suggestedScale)
    return Data(OutputJSONPrinter.print(document).utf8)
  }

  /// Encodes `scene` (see ``encode(_:suggestedScale:imageBase:)``) with image paths relative to the
  /// file's folder, and writes it atomically: a reader sees the old file or the new one, never a part.
  public static func write(_ scene: Scene, suggestedScale: Double? = nil, to path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let data = try encode(scene, suggestedScale: suggestedScale, imageBase: folder)
    try AtomicFile.write(data, to: path)
  }
}

/// Turns a scene into ``OutputJSON``, checking every value against what ``SceneDecoder`` accepts.
struct SceneEncoder {
  /// The absolute folder image paths are made relative to.
  let imageBase: String?
  let limits = SceneLimits.default
  /// The format version written: 2 when a node has a glass id.
  let version: Int
  private var nodeCount = 0
  private var ids: Set<NodeID> = []

  init(imageBase: String?, version: Int = 1) {
    self.imageBase = imageBase
    self.version = version
  }

  mutating func document(_ scene: Scene, suggestedScale: Double?) throws(SceneEncodingError) -> OutputJSON {
    let top = DocumentPath()
    let canvasPath = top.appending(key: "canvas")
    var canvas: [OutputMember] = [
      OutputMember(
        "width", try positive(scene.size.width, maximum: limits.maximumCanvasSide, canvasPath, "width")),
      OutputMember(
        "height", try positive(scene.size.height, maximum: limits.maximumCanvasSide, canvasPath, "height")),
    ]
    if let suggestedScale {
      canvas.append(OutputMember("scale", try number(suggestedScale, in: 0.25...8, canvasPath, "scale")))
    }
    if let background = scene.background {
      canvas.append(OutputMember("background", try fill(background, canvasPath.appending(key: "background"))))
    }
    var members = [
      OutputMember("format", .string(SceneFile.formatIdentifiers[version] ?? SceneFile.formatIdentifier)),
      OutputMember("canvas", .object(canvas)),
    ]
    var environment = self.environment(scene.environment)
    if scene.environment.light != .standard {
      let lightPath = top.appending(key: "environment").appending(key: "light")
      environment.append(OutputMember("light", try light(scene.environment.light, lightPath)))
    }
    if !environment.isEmpty { members.append(OutputMember("environment", .object(environment))) }
    members.append(OutputMember("root", try root(scene.root, top.appending(key: "root"))))
    return .object(members)
  }

  /// The fields of an environment that differ from the defaults.
  func environment(_ environment: SceneEnvironment) -> [OutputMember] {
    let defaults = SceneEnvironment()
    var members: [OutputMember] = []
    if environment.colorScheme != defaults.colorScheme {
      members.append(OutputMember("colorScheme", .string(environment.colorScheme.rawValue)))
    }
    if environment.layoutDirection != defaults.layoutDirection {
      members.append(OutputMember("layoutDirection", .string(environment.layoutDirection.rawValue)))
    }
    if environment.reduceMotion { members.append(OutputMember("reduceMotion", .bool(true))) }
    if environment.reduceTransparency { members.append(OutputMember("reduceTransparency", .bool(true))) }
    if environment.increaseContrast { members.append(OutputMember("increaseContrast", .bool(true))) }
    if environment.layer != defaults.layer {
      members.append(OutputMember("layer", .string(environment.layer.rawValue)))
    }
    return members
  }

  /// The root group: no `type` and no `id`, which the format does not allow on it.
  mutating func root(_ root: GroupNode, _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    guard type(of: root) == GroupNode.self else {
      throw SceneEncodingError(
        documentPath: path.description,
        message: "the root must be a plain group, not a \(root.kindName) node")
    }
    guard root.id.isGenerated else {
      throw SceneEncodingError(
        documentPath: path.description,
        message: "the root group cannot have an id (it has \(MessageText.quoted(root.id.rawValue)))")
    }
    var members = try common(root, path)
    members += try groupFields(root, path, depth: 1)
    return .object(members)
  }

  /// Any node below the root.
  mutating func node(_ node: Node, _ path: DocumentPath, depth: Int) throws(SceneEncodingError) -> OutputJSON
  {
    guard depth <= limits.maximumDepth else {
      throw SceneEncodingError(
        documentPath: path.description, message: "nodes nested deeper than \(limits.maximumDepth) levels")
    }
    nodeCount += 1
    guard nodeCount <= limits.maximumNodes else {
      throw SceneEncodingError(
        documentPath: path.description, message: "more than \(limits.maximumNodes) nodes")
    }
    var members: [OutputMember] = []
    func add(_ key: String, _ value: OutputJSON) { members.append(OutputMember(key, value)) }
    switch node {
    case let shape as ShapeNode:
      add("type", .string(shape.shape.kind))
      try addID(node, path, &members)
      members += try shapeFields(shape.shape, path)
      members += try paint(shape, path)
      members += try common(node, path)
    case let text as TextNode:
      add("type", .string("text"))
      try addID(node, path, &members)
      members += try textFields(text, path)
      members += try paint(text, path)
      members += try common(node, path)
    case let reflection as ReflectionNode:
      add("type", .string("reflection"))
      try addID(node, path, &members)
      members += try reflectionFields(reflection, path)
      members += try common(node, path).filter { $0.key != "accessibilityHidden" }
    case let image as ImageNode:
      add("type", .string("image"))
      try addID(node, path, &members)
      add("src", .string(try imageSource(image.path, path.appending(key: "src"))))
      add("frame", try frame(image.frame, path, "frame"))
      members += try common(node, path)
    case let container as ContainerNode:
      add("type", .string("container"))
      try addID(node, path, &members)
      if container.spacing != 0 {
        add("spacing", try number(container.spacing, in: 0...SceneDecoder.maximumSpacing, path, "spacing"))
      }
      members += try common(node, path)
      members += try groupFields(container, path, depth: depth)
    case let group as GroupNode where type(of: group) == GroupNode.self:
      add("type", .string("group"))
      try addID(node, path, &members)
      members += try common(node, path)
      members += try groupFields(group, path, depth: depth)
    default:
      throw SceneEncodingError(
        documentPath: path.description,
        message:
          "a \(node.kindName) node cannot be written: \(SceneFile.formatIdentifier) has no such node type")
    }
    return .object(members)
  }

  /// `"id"`, for author ids; generated ids are left out, since the decoder generates fresh ones.
  private mutating func addID(
    _ node: Node, _ path: DocumentPath, _ members: inout [OutputMember]
  ) throws(SceneEncodingError) {
    guard !node.id.isGenerated else { return }
    let id = node.id.rawValue
    guard !id.isEmpty, id.count <= 256 else {
      throw SceneEncodingError(
        documentPath: path.appending(key: "id").description, message: "an id must be 1 to 256 characters")
    }
    guard ids.insert(node.id).inserted else {
      throw SceneEncodingError(
        documentPath: path.appending(key: "id").description,
        message: "duplicate id \(MessageText.quoted(id))")
    }
    members.append(OutputMember("id", .string(id)))
  }

  /// The fields every node may have, when they differ from the defaults.
  func common(_ node: Node, _ path: DocumentPath) throws(SceneEncodingError) -> [OutputMember] {
    var members: [OutputMember] = []
    if let transform = try transform(node.transformComponents, path.appending(key: "transform")) {
      members.append(OutputMember("transform", transform))
    }
    if node.anchor != .zero {
      members.append(OutputMember("anchor", try point(node.anchor, path, "anchor")))
    }
    if node.opacity != 1 {
      members.append(OutputMember("opacity", try number(node.opacity, in: 0...1, path, "opacity")))
    }
    if node.isHidden { members.append(OutputMember("hidden", .bool(true))) }
    if node.isAccessibilityHidden { members.append(OutputMember("accessibilityHidden", .bool(true))) }
    return members
  }

  /// A group's own fields: environment overrides, clip, mask and children.
  mutating func groupFields(
    _ group: GroupNode, _ path: DocumentPath, depth: Int
  ) throws(SceneEncodingError) -> [OutputMember] {
    var members: [OutputMember] = []
    if let layer = group.layer { members.append(OutputMember("layer", .string(layer.rawValue))) }
    if let direction = group.layoutDirection {
      members.append(OutputMember("layoutDirection", .string(direction.rawValue)))
    }
    if let layout = group.layout {
      members.append(OutputMember("stack", try stack(layout, path.appending(key: "stack"))))
    }
    if let scheme = group.colorScheme {
      members.append(OutputMember("colorScheme", .string(scheme.rawValue)))
    }
    if let value = group.reduceTransparency {
      members.append(OutputMember("reduceTransparency", .bool(value)))
    }
    if let value = group.increaseContrast { members.append(OutputMember("increaseContrast", .bool(value))) }
    if let light = group.light {
      members.append(OutputMember("light", try self.light(light, path.appending(key: "light"))))
    }
    if let clip = group.clip {
      let clipPath = path.appending(key: "clip")
      members.append(
        OutputMember(
          "clip", .object([OutputMember("type", .string(clip.kind))] + (try shapeFields(clip, clipPath)))))
    }
    if let mask = group.mask {
      members.append(OutputMember("mask", try node(mask, path.appending(key: "mask"), depth: depth + 1)))
    }
    if !group.children.isEmpty {
      let childrenPath = path.appending(key: "children")
      var children: [OutputJSON] = []
      for (index, child) in group.children.enumerated() {
        children.append(try node(child, childrenPath.appending(index: index), depth: depth + 1))
      }
      members.append(OutputMember("children", .array(children)))
    }
    return members
  }

  /// A text node's text, font, origin, alignment and spacing.
  func textFields(_ text: TextNode, _ path: DocumentPath) throws(SceneEncodingError) -> [OutputMember] {
    guard text.text.count <= SceneDecoder.maximumTextLength else {
      throw SceneEncodingError(
        documentPath: path.appending(key: "text").description,
        message: "text longer than \(SceneDecoder.maximumTextLength) characters")
    }
    var members = [
      OutputMember("text", .string(text.text)),
      OutputMember("font", try font(text.font, path.appending(key: "font"))),
      OutputMember("origin", try point(text.origin, path, "origin")),
    ]
    if text.alignment != .leading {
      members.append(OutputMember("alignment", .string(text.alignment.rawValue)))
    }
    if let wrap = text.wrapWidth {
      members.append(
        OutputMember("wrapWidth", try positive(wrap, maximum: limits.maximumCoordinate, path, "wrapWidth")))
    }
    switch text.spacing {
    case .proportional:
      break
    case .timerDigits:
      members.append(OutputMember("spacing", .string("timerDigits")))
    case .fixedCells(let digit, let separator):
      let spacingPath = path.appending(key: "spacing")
      members.append(
        OutputMember(
          "spacing",
          .object([
            OutputMember("digit", try number(digit, in: 0.1...4, spacingPath, "digit")),
            OutputMember("separator", try number(separator, in: 0.05...4, spacingPath, "separator")),
          ])))
    }
    return members
  }

  func font(_ font: Font, _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    var members: [OutputMember] = []
    if font.family != Font(size: 1).family {
      guard !font.family.isEmpty, font.family.count <= 200 else {
        throw SceneEncodingError(
          documentPath: path.appending(key: "family").description,
          message: "a font family must be 1 to 200 characters")
      }
      members.append(OutputMember("family", .string(font.family)))
    }
    members.append(OutputMember("size", try positive(font.size, maximum: 2000, path, "size")))
    if font.weight != .regular { members.append(OutputMember("weight", .string(font.weight.rawValue))) }
    if font.slant != .normal { members.append(OutputMember("slant", .string(font.slant.rawValue))) }
    return .object(members)
  }

  /// The `src` of an image: relative to ``imageBase`` when the image is inside it.
  func imageSource(_ path: String, _ documentPath: DocumentPath) throws(SceneEncodingError) -> String {
    guard !path.isEmpty else {
      throw SceneEncodingError(documentPath: documentPath.description, message: "an image needs a path")
    }
    guard let imageBase else { return path }
    let absolute = Self.absolutePath(path)
    let prefix = imageBase.hasSuffix("/") ? imageBase : imageBase + "/"
    if absolute.hasPrefix(prefix) && absolute.count > prefix.count {
      return String(absolute.dropFirst(prefix.count))
    }
    return absolute
  }

  /// `path` made absolute against the working directory, with `.` and `..` resolved.
  static func absolutePath(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: absolute).standardized.path
  }
}
