import VitrumAnimation
import VitrumGeometry
import VitrumScene

/// One attribute change read from a scene file, ready to add to a timeline at a time with an animation.
struct DecodedChange {
  /// The node and the attribute as the file names it.
  let node: Node
  let attribute: String
  let apply: (Timeline, Double, Animation?) throws(SceneFileError) -> Void
}

/// An attribute a file names, bound to its typed property, for implicit declarations.
struct NamedProperty {
  let declare: (Timeline, Node, Animation) throws(TimelineError) -> Void
}

extension SceneDecoder {
  /// The attributes a change may set, in the order they are read.
  static let changeAttributes = [
    "opacity", "translate", "scale", "rotate", "anchor", "hidden", "fill", "glass", "shape", "spacing",
    "text",
    "pressed",
  ]
  /// The attributes that can animate (the others change at once).
  static let animatedAttributes = [
    "opacity", "translate", "scale", "rotate", "anchor", "fill", "glass", "shape", "spacing", "text",
  ]

  /// A change object `{"node", ATTRIBUTE: value, …}`, the document's `{"light": LIGHT}`, or an array of
  /// them (one transaction).
  func changes(_ json: JSONNode, in scene: Scene) throws(SceneFileError) -> [DecodedChange] {
    if case .array = json.value.kind {
      let items = try json.array()
      guard !items.isEmpty else { throw json.error(.invalidValue, "expected at least one change") }
      var all: [DecodedChange] = []
      for item in items { all += try changes(item, in: scene) }
      return all
    }
    let object = try json.object()
    if object.keys.contains("light") {
      // The node is looked for only when it is there, so that the fields a light change lists are its own.
      if object.keys.contains("node"), let node = object.optional("node") {
        throw node.error(
          .invalidValue, "the light belongs to the document: a change of \"light\" names no node")
      }
      let lightNode = try object.required("light")
      let light = try self.light(lightNode)
      try object.finish()
      return [
        DecodedChange(node: scene.root, attribute: "light") {
          (timeline, time, animation) throws(SceneFileError) in
          try attempt(lightNode) { () throws(TimelineError) in
            try timeline.setLight(light, at: time, animation: animation)
          }
        }
      ]
    }
    let node = try reference(object.required("node"))
    var result: [DecodedChange] = []
    for attribute in Self.changeAttributes {
      guard let value = object.optional(attribute) else { continue }
      result += try change(attribute, of: node, value)
    }
    try object.finish()
    guard !result.isEmpty else {
      throw object.error(
        .missingField,
        "a change needs at least one attribute: " + Self.changeAttributes.joined(separator: ", "))
    }
    return result
  }

  /// The change of one attribute, checked against the node's kind.
  func change(_ attribute: String, of node: Node, _ json: JSONNode) throws(SceneFileError) -> [DecodedChange]
  {
    func bind<Value>(_ property: NodeProperty<Value>, _ value: Value) throws(SceneFileError) -> DecodedChange
    {
      guard property.applies(to: node) else {
        throw json.error(.invalidValue, "\(describe(node)) has no attribute \(MessageText.quoted(attribute))")
      }
      return DecodedChange(node: node, attribute: attribute) {
        (timeline, time, animation) throws(SceneFileError) in
        try attempt(json) { () throws(TimelineError) in
          try timeline.set(property, of: node, to: value, at: time, animation: animation)
        }
      }
    }
    switch attribute {
    case "opacity": return [try bind(.opacity, json.double(in: 0...1))]
    case "translate": return [try bind(.translation, point(json))]
    case "scale":
      let (sx, sy) = try scaleFactors(json)
      return [try bind(.scaleX, sx), try bind(.scaleY, sy)]
    case "rotate": return [try bind(.rotation, json.double(in: -36000...36000))]
    case "anchor": return [try bind(.anchor, point(json))]
    case "hidden": return [try bind(.hidden, json.bool())]
    case "fill": return [try bind(NodeProperty<Fill?>.fill, fill(json))]
    case "glass": return [try bind(NodeProperty<GlassMaterial?>.glass, glass(json))]
    case "shape": return [try bind(.outline, PresentedOutline(clipShape(json)))]
    case "spacing": return [try bind(.spacing, json.double(in: 0...Self.maximumSpacing))]
    case "text":
      let text = try json.string()
      guard text.count <= Self.maximumTextLength else {
        throw json.error(.limit, "text longer than \(Self.maximumTextLength) characters")
      }
      return [try bind(.text, PresentedText(text))]
    default: return [try bind(.pressed, json.bool())]
    }
  }

  /// A scale factor, or `[sx, sy]`, each within ±1000 (0 collapses the node, which a change may do).
  func scaleFactors(_ json: JSONNode) throws(SceneFileError) -> (Double, Double) {
    if case .array = json.value.kind {
      let items = try json.array()
      guard items.count == 2 else {
        throw json.error(
          .invalidValue, "expected a scale [sx, sy], an array of 2 numbers; found \(items.count)")
      }
      return (try items[0].double(in: -1000...1000), try items[1].double(in: -1000...1000))
    }
    let factor = try json.double(in: -1000...1000)
    return (factor, factor)
  }

  /// The typed properties behind an animated attribute's name (`scale` is both factors).
  func properties(named attribute: String, of node: Node, at json: JSONNode) throws(SceneFileError)
    -> [NamedProperty]
  {
    func named<Value>(_ property: NodeProperty<Value>) throws(SceneFileError) -> NamedProperty {
      guard property.applies(to: node) else {
        throw json.error(.invalidValue, "\(describe(node)) has no attribute \(MessageText.quoted(attribute))")
      }
      return NamedProperty { (timeline, node, animation) throws(TimelineError) in
        try timeline.animateImplicitly(property, of: node, with: animation)
      }
    }
    switch attribute {
    case "opacity": return [try named(.opacity)]
    case "translate": return [try named(.translation)]
    case "scale": return [try named(.scaleX), try named(.scaleY)]
    case "rotate": return [try named(.rotation)]
    case "anchor": return [try named(.anchor)]
    case "fill": return [try named(NodeProperty<Fill?>.fill)]
    case "glass": return [try named(NodeProperty<GlassMaterial?>.glass)]
    case "shape": return [try named(.outline)]
    case "text": return [try named(NodeProperty<PresentedText>.text)]
    default: return [try named(.spacing)]
    }
  }
}
