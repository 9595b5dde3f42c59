import VitrumGeometry
import VitrumScene

extension SceneDecoder {
  /// A finite number within the coordinate limit.
  func coordinate(_ json: JSONNode) throws(SceneFileError) -> Double {
    try json.double(in: -limits.maximumCoordinate...limits.maximumCoordinate)
  }

  /// A length ≥ 0 within the coordinate limit.
  func length(_ json: JSONNode) throws(SceneFileError) -> Double {
    try json.double(in: 0...limits.maximumCoordinate)
  }

  /// A length > 0 and ≤ `maximum`.
  func positiveLength(_ json: JSONNode, maximum: Double) throws(SceneFileError) -> Double {
    let value = try json.double()
    guard value > 0, value <= maximum else {
      // Quote the number as written (`-600`, not `-600.0`); only a value above the maximum is a limit.
      var literal = String(value)
      if case .number(_, let text) = json.value.kind { literal = text }
      throw json.error(
        value > 0 ? .limit : .invalidValue,
        "expected a number greater than 0 and at most \(MessageText.number(maximum)), found \(literal)")
    }
    return value
  }

  /// An array of exactly `count` numbers.
  func numbers(_ json: JSONNode, count: Int, what: String) throws(SceneFileError) -> [Double] {
    let items = try json.array()
    guard items.count == count else {
      throw json.error(.invalidValue, "expected \(what), an array of \(count) numbers; found \(items.count)")
    }
    var values: [Double] = []
    for item in items { values.append(try coordinate(item)) }
    return values
  }

  /// `[x, y]`.
  func point(_ json: JSONNode) throws(SceneFileError) -> Point {
    let v = try numbers(json, count: 2, what: "a point [x, y]")
    return Point(v[0], v[1])
  }

  /// `[x, y, width, height]` with non-negative width and height.
  func rect(_ json: JSONNode) throws(SceneFileError) -> Rect {
    let v = try numbers(json, count: 4, what: "a frame [x, y, width, height]")
    guard v[2] >= 0, v[3] >= 0 else {
      throw json.error(.invalidValue, "a frame's width and height must not be negative")
    }
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// `[a, b, c, d, tx, ty]`, refused when singular.
  func matrix(_ json: JSONNode) throws(SceneFileError) -> AffineMatrix {
    let v = try numbers(json, count: 6, what: "a matrix [a, b, c, d, tx, ty]")
    let t = AffineMatrix(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    guard t.inverted != nil else {
      throw json.error(.invalidValue, "the matrix is singular (determinant 0)")
    }
    return t
  }

  /// A transform as components (anchor left at the origin): a matrix `[a, b, c, d, tx, ty]` becomes the
  /// components' matrix, kept whole; an object's optional `matrix`, `scale`, `rotate` (degrees, clockwise)
  /// and `translate` become the matching components, applied in that order.
  func transform(_ json: JSONNode) throws(SceneFileError) -> TransformComponents {
    if case .array = json.value.kind {
      return TransformComponents(matrix: try matrix(json))
    }
    guard case .object = json.value.kind else {
      throw json.error(
        .type,
        "expected a matrix [a, b, c, d, tx, ty] or an object with \"matrix\", \"scale\", \"rotate\" and "
          + "\"translate\", found \(json.value.typeDescription)")
    }
    let object = try json.object()
    var components = TransformComponents()
    if let m = object.optional("matrix") { components.matrix = try matrix(m) }
    if let s = object.optional("scale") {
      if case .array = s.value.kind {
        let v = try numbers(s, count: 2, what: "a scale [sx, sy]")
        guard v[0] != 0, v[1] != 0 else { throw s.error(.invalidValue, "a scale of 0 collapses the node") }
        components.scaleX = v[0]
        components.scaleY = v[1]
      } else {
        let v = try coordinate(s)
        guard v != 0 else { throw s.error(.invalidValue, "a scale of 0 collapses the node") }
        components.scaleX = v
        components.scaleY = v
      }
    }
    if let r = object.optional("rotate") { components.rotation = try r.double(in: -36000...36000) }
    if let tr = object.optional("translate") { components.translation = try point(tr) }
    try object.finish()
    // Scales far below 1 can multiply to a determinant that underflows to 0, as the matrix form refuses.
    guard components.transform.inverted != nil else {
      throw json.error(.invalidValue, "the transform is singular (determinant 0)")
    }
    return components
  }

  /// The outline of a shape node of `type`, reading its geometry fields from `object`.
  func shape(_ object: ObjectReader, type: String) throws(SceneFileError) -> Shape {
    switch type {
    case "rect":
      return .rect(try rect(object.required("frame")))
    case "roundedRect":
      let frame = try rect(object.required("frame"))
      return .roundedRect(frame, cornerRadius: try length(object.required("cornerRadius")))
    case "capsule":
      return .capsule(try rect(object.required("frame")))
    case "circle":
      return .circle(
        center: try point(object.required("center")), radius: try length(object.required("radius")))
    case "ellipse":
      return .ellipse(try rect(object.required("frame")))
    default:
      let data = try object.required("d")
      let text = try data.string()
      guard text.utf8.count <= limits.maximumPathBytes else {
        throw data.error(.limit, "path data longer than \(limits.maximumPathBytes) bytes")
      }
      let path: Path
      do {
        path = try Path(svgPathData: text, maxCommands: limits.maximumPathCommands)
      } catch {
        throw data.error(.invalidValue, "invalid path data: \(error.description)")
      }
      guard
        path.controlPointBounds.isEmpty
          || (abs(path.controlPointBounds.minX) <= limits.maximumCoordinate
            && abs(path.controlPointBounds.maxX) <= limits.maximumCoordinate
            && abs(path.controlPointBounds.minY) <= limits.maximumCoordinate
            && abs(path.controlPointBounds.maxY) <= limits.maximumCoordinate)
      else {
        throw data.error(.limit, "path coordinates beyond ±\(Int(limits.maximumCoordinate))")
      }
      var rule = FillRule.nonZero
      if let r = object.optional("fillRule") {
        rule = FillRule(rawValue: try r.oneOf(FillRule.allCases.map(\.rawValue)))!
      }
      return .path(path, fillRule: rule)
    }
  }

  /// A clip: an object with a shape `type` and its geometry fields.
  func clipShape(_ json: JSONNode) throws(SceneFileError) -> Shape {
    let object = try json.object()
    let type = try object.required("type").oneOf([
      "rect", "roundedRect", "capsule", "circle", "ellipse", "path",
    ])
    let result = try shape(object, type: type)
    try object.finish()
    return result
  }

  /// A shape node: outline, then paint, glass and interaction fields.
  func shapeNode(_ object: ObjectReader, type: String, id: NodeID?) throws(SceneFileError) -> ShapeNode {
    let node = ShapeNode(id: id, try shape(object, type: type))
    try paint(object, into: node)
    return node
  }

  /// The fields every painted node (shape or text) shares.
  func paint(_ object: ObjectReader, into node: PaintedNode) throws(SceneFileError) {
    if let f = object.optional("fill") { node.fill = try fill(f) }
    if let s = object.optional("stroke") { node.stroke = try stroke(s) }
    if let g = object.optional("glass") { node.glass = try glass(g) }
    if let p = object.optional("pressed") { node.isPressed = try p.bool() }
    if let l = object.optional("pressLocation") { node.pressLocation = try point(l) }
    if let u = object.optional("unionID") {
      let text = try u.string()
      guard !text.isEmpty else { throw u.error(.invalidValue, "a union id must not be empty") }
      node.unionID = text
    }
    if version >= 2, let g = object.optional("glassID") {
      let text = try g.string()
      guard !text.isEmpty, text.count <= 256 else {
        throw g.error(.invalidValue, "a glass id must be 1 to 256 characters")
      }
      node.glassID = text
    }
  }
}
