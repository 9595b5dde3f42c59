import VitrumGeometry
import VitrumScene

extension SceneDecoder {
  /// The widest stack spacing, padding or fixed frame side: a canvas side's limit, twice over.
  static let maximumStackLength = 8192.0

  /// `{"axis", "spacing", "horizontalAlignment", "verticalAlignment", "padding", "width", "height"}`
  /// (version 2); only `axis` is required.
  func stack(_ json: JSONNode) throws(SceneFileError) -> StackLayout {
    let object = try json.object()
    let axis = StackLayout.Axis(
      rawValue: try object.required("axis").oneOf(StackLayout.Axis.allCases.map(\.rawValue)))!
    var layout = StackLayout(axis)
    if let s = object.optional("spacing") { layout.spacing = try s.double(in: 0...Self.maximumStackLength) }
    if let h = object.optional("horizontalAlignment") {
      layout.horizontalAlignment = StackLayout.HorizontalAlignment(
        rawValue: try h.oneOf(StackLayout.HorizontalAlignment.allCases.map(\.rawValue)))!
    }
    if let v = object.optional("verticalAlignment") {
      layout.verticalAlignment = StackLayout.VerticalAlignment(
        rawValue: try v.oneOf(StackLayout.VerticalAlignment.allCases.map(\.rawValue)))!
    }
    if let p = object.optional("padding") { layout.padding = try padding(p) }
    if let w = object.optional("width") { layout.width = try w.double(in: 0...Self.maximumStackLength) }
    if let h = object.optional("height") { layout.height = try h.double(in: 0...Self.maximumStackLength) }
    try object.finish()
    return layout
  }

  /// A number for every edge, or `{"top", "leading", "bottom", "trailing"}` (each optional, 0 by default).
  func padding(_ json: JSONNode) throws(SceneFileError) -> EdgeInsets {
    if case .number = json.value.kind { return EdgeInsets(try json.double(in: 0...Self.maximumStackLength)) }
    let object = try json.object()
    var insets = EdgeInsets()
    if let v = object.optional("top") { insets.top = try v.double(in: 0...Self.maximumStackLength) }
    if let v = object.optional("leading") { insets.leading = try v.double(in: 0...Self.maximumStackLength) }
    if let v = object.optional("bottom") { insets.bottom = try v.double(in: 0...Self.maximumStackLength) }
    if let v = object.optional("trailing") { insets.trailing = try v.double(in: 0...Self.maximumStackLength) }
    try object.finish()
    return insets
  }

  /// `{"type": "reflection", "source", "startOpacity", "fadeEnd", "offset"}` (version 2). The source is
  /// resolved once the whole tree is read, so it may come after the reflection.
  func reflection(_ object: ObjectReader, id: NodeID?) throws(SceneFileError) -> ReflectionNode {
    let sourceNode = try object.required("source")
    let sourceID = try sourceNode.string()
    let placeholder = GroupNode()
    let node = ReflectionNode(id: id, of: placeholder)
    if let v = object.optional("startOpacity") { node.startOpacity = try v.double(in: 0...1) }
    if let v = object.optional("fadeEnd") {
      let value = try v.double(in: 0...1)
      guard value > 0 else { throw v.error(.invalidValue, "\"fadeEnd\" must be greater than 0") }
      node.fadeEnd = value
    }
    if let v = object.optional("offset") { node.offset = try v.double(in: -1000...1000) }
    node.source = nil
    tally.reflections.append((node, sourceID, sourceNode))
    return node
  }

  /// Points each reflection at its source, once every id is known: the source must exist and must not
  /// hold the reflection.
  func resolveReflections() throws(SceneFileError) {
    for (reflection, id, json) in tally.reflections {
      guard let source = tally.ids[NodeID(id)] else {
        var message = "unknown node id \(MessageText.quoted(id))"
        if let near = MessageText.closestMatch(to: id, in: tally.ids.keys.map(\.rawValue).sorted()) {
          message += " (did you mean \(MessageText.quoted(near))?)"
        }
        throw json.error(.invalidValue, message)
      }
      guard !reflection.isInside(source) else {
        throw json.error(
          .invalidValue,
          "\(describe(source)) holds this reflection: a reflection cannot reflect a subtree it is in")
      }
      guard !(source is ReflectionNode) else {
        throw json.error(.invalidValue, "a reflection cannot reflect another reflection")
      }
      reflection.source = source
    }
  }
}
