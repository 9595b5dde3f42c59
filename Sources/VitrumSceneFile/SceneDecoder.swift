import Foundation
import VitrumGeometry
import VitrumIO
import VitrumScene

/// Maps a parsed JSON document onto a scene, validating every field and locating every error.
struct SceneDecoder {
  let baseDirectory: String
  let limits: SceneLimits
  /// Nodes decoded so far (for the node limit) and author ids seen (for duplicates).
  final class Tally {
    var nodes = 0
    var ids: [NodeID: Node] = [:]
    /// Where each author id was first written, so that a duplicate is reported at the second use.
    var idLocations: [NodeID: SourceLocation] = [:]
    /// Reflections read so far, with the id of their source and where it is written.
    var reflections: [(ReflectionNode, String, JSONNode)] = []
    /// The timeline's declarations in document order.
    var timelineEntries: [TimelineEntry] = []
  }
  let tally = Tally()
  /// The format version being read (1 or 2): version 2 adds glass ids and the timeline.
  var version = 1

  static let nodeTypes = [
    "group", "container", "rect", "roundedRect", "capsule", "circle", "ellipse", "path", "text", "image",
    "reflection",
  ]

  func decode(_ value: JSONValue, file: String?) throws(SceneFileError) -> SceneDocument {
    let document = JSONNode(value, path: DocumentPath())
    let top = try document.object()
    let format = try top.required("format")
    let formatText = try format.string()
    guard let version = SceneFile.formatIdentifiers.first(where: { $0.value == formatText })?.key else {
      let known = SceneFile.formatIdentifiers.sorted { $0.key < $1.key }.map { "\"\($0.value)\"" }
      throw format.error(
        .unsupportedVersion,
        "unsupported format \"\(formatText)\"; this version reads \(known.joined(separator: " and "))")
    }
    var decoder = self
    decoder.version = version
    return try decoder.decodeDocument(top, file: file)
  }

  private func decodeDocument(_ top: ObjectReader, file: String?) throws(SceneFileError) -> SceneDocument {
    let canvas = try top.required("canvas").object()
    let width = try positiveLength(canvas.required("width"), maximum: limits.maximumCanvasSide)
    let height = try positiveLength(canvas.required("height"), maximum: limits.maximumCanvasSide)
    let background = try canvas.optional("background").map { node throws(SceneFileError) in try fill(node) }
    let scale = try canvas.optional("scale").map { node throws(SceneFileError) in
      try node.double(in: 0.25...8)
    }
    try canvas.finish()
    let environment = try top.optional("environment").map { node throws(SceneFileError) in
      try self.environment(node)
    }
    let rootNode = try top.required("root")
    let root = try group(rootNode.object(), id: nil, depth: 1, isRoot: true)
    try resolveReflections()
    let timelineNode = version >= 2 ? top.optional("timeline") : nil
    if let lint = top.optional("lint") { _ = try Self.lintAllowances(lint) }
    try top.finish()
    let scene = Scene(
      size: Size(width, height), background: background, environment: environment ?? SceneEnvironment(),
      root: root
    )
    let timeline = try timelineNode.map { node throws(SceneFileError) in try self.timeline(node, scene: scene)
    }
    return SceneDocument(
      scene: scene, timeline: timeline, formatVersion: version, file: file, suggestedScale: scale,
      nodesByID: tally.ids, timelineEntries: tally.timelineEntries)
  }

  /// Decodes any node object.
  func node(_ json: JSONNode, depth: Int) throws(SceneFileError) -> Node {
    guard depth <= limits.maximumDepth else {
      throw json.error(.limit, "nodes nested deeper than \(limits.maximumDepth) levels")
    }
    tally.nodes += 1
    guard tally.nodes <= limits.maximumNodes else {
      throw json.error(.limit, "more than \(limits.maximumNodes) nodes")
    }
    let object = try json.object()
    let typeNode = try object.required("type")
    let type = try typeNode.oneOf(Self.nodeTypes)
    if type == "reflection" && version < 2 {
      throw typeNode.error(.invalidValue, "a reflection needs format \"vitrum-scene/2\"")
    }
    let id = try nodeID(object)
    if let id, let idNode = object.optional("id") {
      // Checked before the subtree is read, so that a duplicate is reported where it is written a
      // second time (in document order), even when the first use is on an enclosing group.
      if let first = tally.idLocations[id] {
        throw idNode.error(
          .invalidValue,
          "duplicate id \(MessageText.quoted(id.rawValue)) (first used at line \(first.line), column \(first.column))"
        )
      }
      tally.idLocations[id] = idNode.location
    }
    let result: Node
    switch type {
    case "group":
      result = try group(object, id: id, depth: depth, isRoot: false)
    case "container":
      let container = ContainerNode(id: id)
      if let spacing = object.optional("spacing") {
        container.spacing = try spacing.double(in: 0...Self.maximumSpacing)
      }
      result = try group(object, into: container, depth: depth, isRoot: false)
    case "image":
      result = try image(object, id: id)
    case "text":
      result = try text(object, id: id)
    case "reflection":
      result = try reflection(object, id: id)
    default:
      result = try shapeNode(object, type: type, id: id)
    }
    try common(object, into: result)
    if let reflection = result as? ReflectionNode {
      if let hidden = object.optional("accessibilityHidden"), try !hidden.bool() {
        throw hidden.error(
          .invalidValue, "a reflection is decorative: it is always hidden from accessibility")
      }
      reflection.isAccessibilityHidden = true
    }
    try object.finish()
    if let id { tally.ids[id] = result }
    return result
  }

  func nodeID(_ object: ObjectReader) throws(SceneFileError) -> NodeID? {
    guard let node = object.optional("id") else { return nil }
    let text = try node.string()
    guard !text.isEmpty, !text.hasPrefix("#"), text.count <= 256 else {
      throw node.error(.invalidValue, "an id must be 1 to 256 characters and not start with \"#\"")
    }
    return NodeID(text)
  }

  /// Fields every node may have.
  func common(_ object: ObjectReader, into node: Node) throws(SceneFileError) {
    var components = TransformComponents()
    if let t = object.optional("transform") { components = try transform(t) }
    if let a = object.optional("anchor") { components.anchor = try point(a) }
    node.transformComponents = components
    if let o = object.optional("opacity") { node.opacity = try o.double(in: 0...1) }
    if let h = object.optional("hidden") { node.isHidden = try h.bool() }
    if let a = object.optional("accessibilityHidden") { node.isAccessibilityHidden = try a.bool() }
    if let lint = object.optional("lint") { _ = try Self.lintAllowances(lint) }
  }

  /// The largest container spacing: 1,000 pt melts shapes a whole screen apart, beyond any design.
  static let maximumSpacing = 1000.0

  func group(_ object: ObjectReader, id: NodeID?, depth: Int, isRoot: Bool) throws(SceneFileError)
    -> GroupNode
  {
    try group(object, into: GroupNode(id: id), depth: depth, isRoot: isRoot)
  }

  /// Reads a group's fields into `group` (a plain group or a container).
  func group(
    _ object: ObjectReader, into group: GroupNode, depth: Int, isRoot: Bool
  ) throws(SceneFileError) -> GroupNode {
    if isRoot {
      if let type = object.optional("type") { _ = try type.oneOf(["group"]) }
      if let node = object.optional("id") {
        throw node.error(.invalidValue, "the root group cannot have an id")
      }
    }
    if let children = object.optional("children") {
      for child in try children.array() {
        group.add(try node(child, depth: depth + 1))
      }
    }
    if let clip = object.optional("clip") { group.clip = try clipShape(clip) }
    if let mask = object.optional("mask") { group.mask = try node(mask, depth: depth + 1) }
    if let layer = object.optional("layer") {
      group.layer = InterfaceLayer(rawValue: try layer.oneOf(InterfaceLayer.allCases.map(\.rawValue)))
    }
    if let direction = object.optional("layoutDirection") {
      group.layoutDirection = LayoutDirection(
        rawValue: try direction.oneOf(LayoutDirection.allCases.map(\.rawValue)))
    }
    if version >= 2 {
      if let stack = object.optional("stack") { group.layout = try self.stack(stack) }
      if let v = object.optional("colorScheme") {
        group.colorScheme = ColorScheme(rawValue: try v.oneOf(ColorScheme.allCases.map(\.rawValue)))
      }
      if let v = object.optional("reduceTransparency") { group.reduceTransparency = try v.bool() }
      if let v = object.optional("increaseContrast") { group.increaseContrast = try v.bool() }
      if let v = object.optional("light") { group.light = try light(v) }
    }
    if isRoot {
      try common(object, into: group)
      try object.finish()
    }
    return group
  }

  func image(_ object: ObjectReader, id: NodeID?) throws(SceneFileError) -> ImageNode {
    let source = try object.required("src")
    let relative = try source.string()
    guard !relative.isEmpty else { throw source.error(.invalidValue, "expected a path to a PNG file") }
    let path = relative.hasPrefix("/") ? relative : baseDirectory + "/" + relative
    let header: PNGHeader
    do {
      header = try PNGHeader(path: path)
    } catch {
      throw source.error(.invalidValue, "cannot use image \"\(relative)\": \(error.description)")
    }
    guard header.width <= limits.maximumImageSide, header.height <= limits.maximumImageSide else {
      throw source.error(
        .limit,
        "image is \(header.width)×\(header.height) pixels, larger than \(limits.maximumImageSide) on a side")
    }
    let frame = try rect(object.required("frame"))
    return ImageNode(id: id, path: path, frame: frame)
  }

  func environment(_ json: JSONNode) throws(SceneFileError) -> SceneEnvironment {
    let object = try json.object()
    var environment = SceneEnvironment()
    if let v = object.optional("colorScheme") {
      environment.colorScheme = ColorScheme(rawValue: try v.oneOf(ColorScheme.allCases.map(\.rawValue)))!
    }
    if let v = object.optional("layoutDirection") {
      environment.layoutDirection = LayoutDirection(
        rawValue: try v.oneOf(LayoutDirection.allCases.map(\.rawValue)))!
    }
    if let v = object.optional("reduceMotion") { environment.reduceMotion = try v.bool() }
    if let v = object.optional("reduceTransparency") { environment.reduceTransparency = try v.bool() }
    if let v = object.optional("increaseContrast") { environment.increaseContrast = try v.bool() }
    if let v = object.optional("layer") {
      environment.layer = InterfaceLayer(rawValue: try v.oneOf(InterfaceLayer.allCases.map(\.rawValue)))!
    }
    if let v = object.optional("light") { environment.light = try light(v) }
    try object.finish()
    return environment
  }

  /// `{"angle", "intensity"}`: where the light comes from (degrees clockwise from the top, ±36000) and how
  /// strong it is (0 – 4); a field left out takes the default light's (−45, 1).
  func light(_ json: JSONNode) throws(SceneFileError) -> SceneLight {
    let object = try json.object()
    var light = SceneLight.standard
    if let v = object.optional("angle") { light.angle = try v.double(in: PresentedRanges.lightAngle) }
    if let v = object.optional("intensity") {
      light.intensity = try v.double(in: PresentedRanges.lightIntensity)
    }
    try object.finish()
    return light
  }
}
