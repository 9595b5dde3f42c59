import VitrumGeometry
import VitrumScene

// Geometry, paint and glass values, each checked against the range the decoder accepts.
extension SceneEncoder {
  /// `value` as a number, or an error naming `path.key` when it is outside `range` or not finite.
  func number(
    _ value: Double, in range: ClosedRange<Double>, _ path: DocumentPath, _ key: String
  ) throws(SceneEncodingError) -> OutputJSON {
    guard value.isFinite, range.contains(value) else {
      throw SceneEncodingError(
        documentPath: path.appending(key: key).description,
        message:
          "\(value) is not a number between \(MessageText.number(range.lowerBound)) and "
          + "\(MessageText.number(range.upperBound))")
    }
    return .number(value)
  }

  /// A number greater than 0 and at most `maximum`.
  func positive(
    _ value: Double, maximum: Double, _ path: DocumentPath, _ key: String
  ) throws(SceneEncodingError) -> OutputJSON {
    guard value.isFinite, value > 0, value <= maximum else {
      throw SceneEncodingError(
        documentPath: path.appending(key: key).description,
        message: "\(value) is not a number greater than 0 and at most \(MessageText.number(maximum))")
    }
    return .number(value)
  }

  var coordinateRange: ClosedRange<Double> { -limits.maximumCoordinate...limits.maximumCoordinate }
  var lengthRange: ClosedRange<Double> { 0...limits.maximumCoordinate }

  /// Numbers within the coordinate limit, as an array.
  func coordinates(_ values: [Double], _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    for value in values where !(value.isFinite && coordinateRange.contains(value)) {
      throw SceneEncodingError(
        documentPath: path.description,
        message: "\(value) is beyond the coordinate limit of ±\(MessageText.number(limits.maximumCoordinate))"
      )
    }
    return .numbers(values)
  }

  /// Numbers within 0 and the coordinate limit, as an array.
  func lengths(_ values: [Double], _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    for (index, value) in values.enumerated() where !(value.isFinite && lengthRange.contains(value)) {
      throw SceneEncodingError(
        documentPath: path.appending(index: index).description,
        message: "\(value) is not a length between 0 and \(MessageText.number(limits.maximumCoordinate))")
    }
    return .numbers(values)
  }

  func point(_ p: Point, _ path: DocumentPath, _ key: String) throws(SceneEncodingError) -> OutputJSON {
    try coordinates([p.x, p.y], path.appending(key: key))
  }

  /// `[x, y, width, height]`.
  func frame(_ r: Rect, _ path: DocumentPath, _ key: String) throws(SceneEncodingError) -> OutputJSON {
    let framePath = path.appending(key: key)
    let json = try coordinates([r.origin.x, r.origin.y, r.size.width, r.size.height], framePath)
    guard r.size.width >= 0, r.size.height >= 0 else {
      throw SceneEncodingError(
        documentPath: framePath.description, message: "a frame's width and height must not be negative")
    }
    return json
  }

  /// `[a, b, c, d, tx, ty]`.
  func matrix(_ t: AffineMatrix, _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    let json = try coordinates([t.a, t.b, t.c, t.d, t.tx, t.ty], path)
    guard t.inverted != nil else {
      throw SceneEncodingError(
        documentPath: path.description, message: "the transform is singular (determinant 0)")
    }
    return json
  }

  /// A node's transform (its anchor is written apart), or nil when it changes nothing: a matrix alone as
  /// `[a, b, c, d, tx, ty]`, any other components as the object form, each part as stored so that decoding
  /// gives the same components back.
  func transform(
    _ components: TransformComponents, _ path: DocumentPath
  ) throws(SceneEncodingError) -> OutputJSON? {
    if components.hasNeutralComponents {
      return components.matrix.isIdentity ? nil : try matrix(components.matrix, path)
    }
    var members: [OutputMember] = []
    if !components.matrix.isIdentity {
      members.append(OutputMember("matrix", try matrix(components.matrix, path.appending(key: "matrix"))))
    }
    if components.scaleX != 1 || components.scaleY != 1 {
      guard components.scaleX != 0, components.scaleY != 0 else {
        throw SceneEncodingError(
          documentPath: path.appending(key: "scale").description, message: "a scale of 0 collapses the node")
      }
      members.append(
        OutputMember(
          "scale",
          components.scaleX == components.scaleY
            ? try number(components.scaleX, in: coordinateRange, path, "scale")
            : try coordinates([components.scaleX, components.scaleY], path.appending(key: "scale"))))
    }
    if components.rotation != 0 {
      members.append(
        OutputMember("rotate", try number(components.rotation, in: -36000...36000, path, "rotate")))
    }
    if components.translation != .zero {
      members.append(OutputMember("translate", try point(components.translation, path, "translate")))
    }
    guard components.transform.inverted != nil else {
      throw SceneEncodingError(
        documentPath: path.description, message: "the transform is singular (determinant 0)")
    }
    return .object(members)
  }

  /// The geometry fields of a shape: `frame`, `cornerRadius`, `center`, `radius`, or `d` and `fillRule`.
  func shapeFields(_ shape: Shape, _ path: DocumentPath) throws(SceneEncodingError) -> [OutputMember] {
    switch shape {
    case .rect(let r), .capsule(let r), .ellipse(let r):
      return [OutputMember("frame", try frame(r, path, "frame"))]
    case .roundedRect(let r, let radius):
      return [
        OutputMember("frame", try frame(r, path, "frame")),
        OutputMember("cornerRadius", try number(radius, in: lengthRange, path, "cornerRadius")),
      ]
    case .circle(let center, let radius):
      return [
        OutputMember("center", try point(center, path, "center")),
        OutputMember("radius", try number(radius, in: lengthRange, path, "radius")),
      ]
    case .path(let p, let rule):
      var members = [OutputMember("d", .string(try pathData(p, path.appending(key: "d"))))]
      if rule != .nonZero { members.append(OutputMember("fillRule", .string(rule.rawValue))) }
      return members
    }
  }

  /// SVG path data with one absolute command letter per element: `M0 -70 L20 -24 C1 2 3 4 5 6 Z`.
  func pathData(_ path: Path, _ documentPath: DocumentPath) throws(SceneEncodingError) -> String {
    func fail(_ message: String) -> SceneEncodingError {
      SceneEncodingError(documentPath: documentPath.description, message: message)
    }
    if let first = path.elements.first {
      guard case .move = first else { throw fail("path data must start with a move") }
    }
    guard path.elements.count <= limits.maximumPathCommands else {
      throw fail("more than \(limits.maximumPathCommands) path commands")
    }
    var parts: [String] = []
    func add(_ letter: String, _ points: [Point]) throws(SceneEncodingError) {
      var text = letter
      for (index, p) in points.enumerated() {
        guard p.x.isFinite, p.y.isFinite, abs(p.x) <= limits.maximumCoordinate,
          abs(p.y) <= limits.maximumCoordinate
        else {
          throw fail("path coordinates beyond ±\(MessageText.number(limits.maximumCoordinate))")
        }
        text += (index == 0 ? "" : " ") + OutputJSONPrinter.format(p.x) + " " + OutputJSONPrinter.format(p.y)
      }
      parts.append(text)
    }
    for element in path.elements {
      switch element {
      case .move(let p): try add("M", [p])
      case .line(let p): try add("L", [p])
      case .quad(let c, let p): try add("Q", [c, p])
      case .cubic(let c1, let c2, let p): try add("C", [c1, c2, p])
      case .close: parts.append("Z")
      }
    }
    let data = parts.joined(separator: " ")
    guard data.utf8.count <= limits.maximumPathBytes else {
      throw fail("path data longer than \(limits.maximumPathBytes) bytes")
    }
    return data
  }

  /// The fields of a painted node: fill, stroke, glass, pressed, press location and union id.
  func paint(_ node: PaintedNode, _ path: DocumentPath) throws(SceneEncodingError) -> [OutputMember] {
    var members: [OutputMember] = []
    if let fill = node.fill {
      members.append(OutputMember("fill", try self.fill(fill, path.appending(key: "fill"))))
    }
    if let stroke = node.stroke {
      members.append(OutputMember("stroke", try self.stroke(stroke, path.appending(key: "stroke"))))
    }
    if let glass = node.glass {
      members.append(OutputMember("glass", try self.glass(glass, path.appending(key: "glass"))))
    }
    if node.isPressed { members.append(OutputMember("pressed", .bool(true))) }
    if let location = node.pressLocation {
      members.append(OutputMember("pressLocation", try point(location, path, "pressLocation")))
    }
    if let union = node.unionID {
      guard !union.isEmpty else {
        throw SceneEncodingError(
          documentPath: path.appending(key: "unionID").description, message: "a union id must not be empty")
      }
      members.append(OutputMember("unionID", .string(union)))
    }
    if version >= 2, let id = node.glassID {
      guard !id.isEmpty, id.count <= 256 else {
        throw SceneEncodingError(
          documentPath: path.appending(key: "glassID").description,
          message: "a glass id must be 1 to 256 characters")
      }
      members.append(OutputMember("glassID", .string(id)))
    }
    return members
  }

  /// `"#RRGGBB"` or `"#RRGGBBAA"`.
  func color(_ color: Color, _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    guard color.isFinite else {
      throw SceneEncodingError(documentPath: path.description, message: "a colour component is not finite")
    }
    return .string(color.hexString)
  }

  /// A colour string, or `{"linear": …}` / `{"radial": …}`.
  func fill(_ fill: Fill, _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    switch fill {
    case .solid(let c):
      return try color(c, path)
    case .adaptive(let ink):
      guard version >= 2, ink.opacity == 1 else {
        throw SceneEncodingError(
          documentPath: path.description,
          message: version >= 2
            ? "an adaptive ink faded to \(ink.opacity) is a frame's value, not one a scene file can say"
            : "an adaptive ink needs vitrum-scene/2")
      }
      return .string(ink.level.rawValue)
    case .linearGradient(let start, let end, let stops):
      let g = path.appending(key: "linear")
      return .object([
        OutputMember(
          "linear",
          .object([
            OutputMember("start", try point(start, g, "start")),
            OutputMember("end", try point(end, g, "end")),
            OutputMember("stops", try gradientStops(stops, g.appending(key: "stops"))),
          ]))
      ])
    case .radialGradient(let center, let radius, let stops):
      let g = path.appending(key: "radial")
      return .object([
        OutputMember(
          "radial",
          .object([
            OutputMember("center", try point(center, g, "center")),
            OutputMember("radius", try number(radius, in: lengthRange, g, "radius")),
            OutputMember("stops", try gradientStops(stops, g.appending(key: "stops"))),
          ]))
      ])
    }
  }

  /// `[[offset, colour], …]`.
  func gradientStops(_ stops: [GradientStop], _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    guard stops.count >= 2, stops.count <= 256 else {
      throw SceneEncodingError(
        documentPath: path.description, message: "a gradient needs 2 to 256 stops, found \(stops.count)")
    }
    var items: [OutputJSON] = []
    var last = 0.0
    for (index, stop) in stops.enumerated() {
      let stopPath = path.appending(index: index)
      guard stop.offset.isFinite, (0...1).contains(stop.offset), stop.offset >= last else {
        throw SceneEncodingError(
          documentPath: stopPath.description,
          message: "stop offsets must be between 0 and 1 and must not decrease")
      }
      last = stop.offset
      items.append(.array([.number(stop.offset), try color(stop.color, stopPath)]))
    }
    return .array(items)
  }

  /// `{"fill", "width", "cap", "join", "dash"}`, leaving out the defaults.
  func stroke(_ stroke: Stroke, _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    var members = [OutputMember("fill", try fill(stroke.fill, path.appending(key: "fill")))]
    if stroke.width != 1 {
      members.append(OutputMember("width", try number(stroke.width, in: 0...1000, path, "width")))
    }
    if stroke.lineCap != .butt { members.append(OutputMember("cap", .string(stroke.lineCap.rawValue))) }
    if stroke.lineJoin != .miter { members.append(OutputMember("join", .string(stroke.lineJoin.rawValue))) }
    if !stroke.dash.isEmpty {
      let dashPath = path.appending(key: "dash")
      guard stroke.dash.count <= 64, stroke.dash.contains(where: { $0 > 0 }) else {
        throw SceneEncodingError(
          documentPath: dashPath.description, message: "a dash pattern needs 1 to 64 lengths, not all zero")
      }
      members.append(OutputMember("dash", try lengths(stroke.dash, dashPath)))
    }
    return .object(members)
  }

  /// A light: its angle and intensity.
  func light(_ light: SceneLight, _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    .object([
      OutputMember("angle", try number(light.angle, in: -36000...36000, path, "angle")),
      OutputMember("intensity", try number(light.intensity, in: 0...4, path, "intensity")),
    ])
  }

  /// A variant name when the material has no overrides, otherwise an object with the variant and each
  /// parameter that is set.
  func glass(_ material: GlassMaterial, _ path: DocumentPath) throws(SceneEncodingError) -> OutputJSON {
    var members = [OutputMember("variant", .string(material.variant.rawValue))]
    if let tint = material.tint {
      members.append(OutputMember("tint", try color(tint, path.appending(key: "tint"))))
    }
    if material.isProminent { members.append(OutputMember("prominent", .bool(true))) }
    if material.isInteractive { members.append(OutputMember("interactive", .bool(true))) }
    let parameters: [(String, Double?, ClosedRange<Double>)] = [
      ("blur", material.blurRadius, 0...200),
      ("refraction", material.refractionDisplacement, 0...500),
      ("bezel", material.bezelWidth, 0...500),
      ("rimWidth", material.rimWidth, 0...50),
      ("rimIntensity", material.rimIntensity, 0...1),
      ("saturation", material.saturation, 0...4),
      ("tone", material.toneAlpha, 0...1),
      ("dimming", material.dimming, 0...1),
    ]
    for (key, value, range) in parameters {
      if let value { members.append(OutputMember(key, try number(value, in: range, path, key))) }
    }
    let shadowPath = path.appending(key: "shadow")
    var shadow: [OutputMember] = []
    if let v = material.shadowRadius {
      shadow.append(OutputMember("radius", try number(v, in: 0...500, shadowPath, "radius")))
    }
    if let v = material.shadowOpacity {
      shadow.append(OutputMember("opacity", try number(v, in: 0...1, shadowPath, "opacity")))
    }
    if let v = material.shadowOffset {
      shadow.append(OutputMember("offset", try number(v, in: -500...500, shadowPath, "offset")))
    }
    if !shadow.isEmpty { members.append(OutputMember("shadow", .object(shadow))) }
    return members.count == 1 ? members[0].value : .object(members)
  }
}
