import VitrumGeometry
import VitrumScene

extension SceneEncoder {
  /// Whether a node uses something only version 2 can say.
  static func needsVersion2(_ node: Node) -> Bool {
    switch node {
    case let painted as PaintedNode
    where painted.glassID != nil || painted.fill?.adaptiveInk != nil
      || painted.stroke?.fill.adaptiveInk != nil:
      return true
    case is ReflectionNode: return true
    case let group as GroupNode:
      return group.layout != nil || group.colorScheme != nil || group.reduceTransparency != nil
        || group.increaseContrast != nil || group.light != nil
    case let text as TextNode:
      return text.wrapWidth != nil || ![.regular, .bold].contains(text.font.weight)
    default: return false
    }
  }

  /// A stack layout, its defaults left out.
  func stack(_ layout: StackLayout, _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    let range = 0...SceneDecoder.maximumStackLength
    var members = [OutputMember("axis", .string(layout.axis.rawValue))]
    if layout.spacing != 0 {
      members.append(OutputMember("spacing", try number(layout.spacing, in: range, path, "spacing")))
    }
    if layout.horizontalAlignment != .center {
      members.append(OutputMember("horizontalAlignment", .string(layout.horizontalAlignment.rawValue)))
    }
    if layout.verticalAlignment != .center {
      members.append(OutputMember("verticalAlignment", .string(layout.verticalAlignment.rawValue)))
    }
    let p = layout.padding
    if p != .zero {
      let paddingPath = path.appending(key: "padding")
      if p.top == p.leading && p.top == p.bottom && p.top == p.trailing {
        members.append(OutputMember("padding", try number(p.top, in: range, path, "padding")))
      } else {
        var edges: [OutputMember] = []
        for (key, value) in [
          ("top", p.top), ("leading", p.leading), ("bottom", p.bottom), ("trailing", p.trailing),
        ]
        where value != 0 {
          edges.append(OutputMember(key, try number(value, in: range, paddingPath, key)))
        }
        members.append(OutputMember("padding", .object(edges)))
      }
    }
    if let width = layout.width {
      members.append(OutputMember("width", try number(width, in: range, path, "width")))
    }
    if let height = layout.height {
      members.append(OutputMember("height", try number(height, in: range, path, "height")))
    }
    return .object(members)
  }

  /// A reflection's source id and its fade and offset, defaults left out.
  func reflectionFields(_ reflection: ReflectionNode, _ path: DocumentPath) throws(SceneEncodingError)
    -> [OutputMember]
  {
    guard let source = reflection.source, !source.id.isGenerated else {
      throw SceneEncodingError(
        documentPath: path.appending(key: "source").description,
        message: "a reflection's source needs an author id to be written")
    }
    var members = [OutputMember("source", .string(source.id.rawValue))]
    if reflection.startOpacity != ReflectionNode.defaultStartOpacity {
      members.append(
        OutputMember("startOpacity", try number(reflection.startOpacity, in: 0...1, path, "startOpacity")))
    }
    if reflection.fadeEnd != ReflectionNode.defaultFadeEnd {
      members.append(OutputMember("fadeEnd", try positive(reflection.fadeEnd, maximum: 1, path, "fadeEnd")))
    }
    if reflection.offset != ReflectionNode.defaultOffset {
      members.append(OutputMember("offset", try number(reflection.offset, in: -1000...1000, path, "offset")))
    }
    return members
  }
}
