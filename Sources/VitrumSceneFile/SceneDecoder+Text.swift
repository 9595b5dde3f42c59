import VitrumGeometry
import VitrumScene

extension SceneDecoder {
  /// The longest text a node may hold; a label or a timer needs a few dozen characters.
  static let maximumTextLength = 10_000

  /// `{"type": "text", "text", "font", "origin", "alignment", "spacing", …paint}`.
  func text(_ object: ObjectReader, id: NodeID?) throws(SceneFileError) -> TextNode {
    let textNode = try object.required("text")
    let content = try textNode.string()
    guard content.count <= Self.maximumTextLength else {
      throw textNode.error(.limit, "text longer than \(Self.maximumTextLength) characters")
    }
    let font = try self.font(object.required("font"))
    let origin = try point(object.required("origin"))
    var alignment = TextAlignment.leading
    if let a = object.optional("alignment") {
      alignment = TextAlignment(rawValue: try a.oneOf(TextAlignment.allCases.map(\.rawValue)))!
    }
    var spacing = TextSpacing.proportional
    if let s = object.optional("spacing") { spacing = try self.spacing(s) }
    let node = TextNode(id: id, content, font: font, origin: origin, alignment: alignment, spacing: spacing)
    if version >= 2, let w = object.optional("wrapWidth") {
      node.wrapWidth = try positiveLength(w, maximum: limits.maximumCoordinate)
    }
    try paint(object, into: node)
    return node
  }

  /// `{"family", "size", "weight", "slant"}`; only `size` is required.
  func font(_ json: JSONNode) throws(SceneFileError) -> Font {
    let object = try json.object()
    let size = try positiveLength(object.required("size"), maximum: 2000)
    var font = Font(size: size)
    if let f = object.optional("family") {
      let family = try f.string()
      guard !family.isEmpty, family.count <= 200 else {
        throw f.error(.invalidValue, "a font family must be 1 to 200 characters")
      }
      font.family = family
    }
    if let w = object.optional("weight") {
      // Version 1 knew two weights; version 2 names all nine.
      let weights = version >= 2 ? Font.Weight.allCases : [.regular, .bold]
      font.weight = Font.Weight(rawValue: try w.oneOf(weights.map(\.rawValue)))!
    }
    if let s = object.optional("slant") {
      font.slant = Font.Slant(rawValue: try s.oneOf(Font.Slant.allCases.map(\.rawValue)))!
    }
    try object.finish()
    return font
  }

  /// `"proportional"`, `"timerDigits"`, or `{"digit": em, "separator": em}`.
  func spacing(_ json: JSONNode) throws(SceneFileError) -> TextSpacing {
    if case .string = json.value.kind {
      return try json.oneOf(["proportional", "timerDigits"]) == "timerDigits" ? .timerDigits : .proportional
    }
    let object = try json.object()
    let digit = try object.required("digit").double(in: 0.1...4)
    let separator = try object.required("separator").double(in: 0.05...4)
    try object.finish()
    return .fixedCells(digit: digit, separator: separator)
  }
}
