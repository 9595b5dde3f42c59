import VitrumGeometry
import VitrumScene

extension SceneDecoder {
  /// `"#RGB"`, `"#RGBA"`, `"#RRGGBB"` or `"#RRGGBBAA"`; where a fill may also be an adaptive ink
  /// (`adaptiveAllowed`), the message says so.
  func color(_ json: JSONNode, adaptiveAllowed: Bool = false) throws(SceneFileError) -> Color {
    let expected =
      "expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\""
      + (adaptiveAllowed ? ", or \"primary\" or \"secondary\" (an ink that adapts to the glass)" : "")
    guard case .string(let text) = json.value.kind else {
      throw json.error(.type, "\(expected), found \(json.value.typeDescription)")
    }
    guard let color = Color(hex: text) else {
      // Saying what was found shows the slip: "#3B82F" has five digits, "blue" is a name.
      let shown = text.count > 32 ? String(text.prefix(32)) + "…" : text
      throw json.error(.invalidValue, "\(expected), found \(MessageText.quoted(shown))")
    }
    return color
  }

  /// A colour string, `{"linear": {...}}` / `{"radial": {...}}`, or (version 2, content on glass) an
  /// adaptive ink, `"primary"` or `"secondary"`. A canvas background (`adaptive: false`) has nothing
  /// beneath it to adapt to.
  func fill(_ json: JSONNode, adaptive: Bool = true) throws(SceneFileError) -> Fill {
    if case .string(let text) = json.value.kind {
      if let level = AdaptiveInk.Level(rawValue: text) {
        guard adaptive && version >= 2 else {
          throw json.error(
            .invalidValue,
            adaptive
              ? "\(MessageText.quoted(text)) (an adaptive ink) needs \"format\": \"vitrum-scene/2\""
              : "a canvas background has nothing beneath it to adapt to: give a colour")
        }
        return .adaptive(AdaptiveInk(level))
      }
      return .solid(try color(json, adaptiveAllowed: adaptive && version >= 2))
    }
    guard case .object = json.value.kind else {
      throw json.error(
        .type,
        "expected a colour like \"#RRGGBB\", or an object with \"linear\" or \"radial\", "
          + "found \(json.value.typeDescription)")
    }
    let object = try json.object()
    let linear = object.optional("linear")
    let radial = object.optional("radial")
    // Both keys are asked for first, so that a misspelt one ("linaer") is reported as such, with a
    // suggestion, rather than as a missing gradient, and "radial" next to "linear" is not called unknown.
    try object.finish()
    switch (linear, radial) {
    case (let linear?, nil):
      let g = try linear.object()
      let start = try point(g.required("start"))
      let end = try point(g.required("end"))
      let stops = try gradientStops(g.required("stops"))
      try g.finish()
      return .linearGradient(start: start, end: end, stops: stops)
    case (nil, let radial?):
      let g = try radial.object()
      let center = try point(g.required("center"))
      let radius = try length(g.required("radius"))
      let stops = try gradientStops(g.required("stops"))
      try g.finish()
      return .radialGradient(center: center, radius: radius, stops: stops)
    case (_?, let radial?):
      throw radial.error(.invalidValue, "a fill has \"linear\" or \"radial\", not both")
    case (nil, nil):
      throw object.error(.missingField, "a gradient fill needs \"linear\" or \"radial\"")
    }
  }

  /// `[[offset, colour], …]` with offsets in 0…1, non-decreasing, at least two stops.
  func gradientStops(_ json: JSONNode) throws(SceneFileError) -> [GradientStop] {
    let items = try json.array()
    guard items.count >= 2, items.count <= 256 else {
      throw json.error(.invalidValue, "a gradient needs 2 to 256 stops, found \(items.count)")
    }
    var stops: [GradientStop] = []
    for item in items {
      let pair = try item.array()
      guard pair.count == 2 else {
        throw item.error(.invalidValue, "expected a stop [offset, \"#RRGGBB\"]")
      }
      let offset = try pair[0].double(in: 0...1)
      if let last = stops.last, offset < last.offset {
        throw pair[0].error(.invalidValue, "stop offsets must not decrease (\(offset) after \(last.offset))")
      }
      stops.append(GradientStop(offset, try color(pair[1])))
    }
    return stops
  }

  /// `{"fill": …, "width": …, "cap": …, "join": …, "dash": […]}`.
  func stroke(_ json: JSONNode) throws(SceneFileError) -> Stroke {
    let object = try json.object()
    var stroke = Stroke(try fill(object.required("fill")))
    if let w = object.optional("width") { stroke.width = try w.double(in: 0...1000) }
    if let c = object.optional("cap") {
      stroke.lineCap = Stroke.LineCap(rawValue: try c.oneOf(Stroke.LineCap.allCases.map(\.rawValue)))!
    }
    if let j = object.optional("join") {
      stroke.lineJoin = Stroke.LineJoin(rawValue: try j.oneOf(Stroke.LineJoin.allCases.map(\.rawValue)))!
    }
    if let d = object.optional("dash") {
      var dash: [Double] = []
      for item in try d.array() { dash.append(try item.double(in: 0...limits.maximumCoordinate)) }
      guard dash.count <= 64, dash.isEmpty || dash.contains(where: { $0 > 0 }) else {
        throw d.error(.invalidValue, "a dash pattern needs 1 to 64 lengths, not all zero")
      }
      stroke.dash = dash
    }
    try object.finish()
    return stroke
  }
}
