import VitrumGeometry

extension EvaluatedNode {
  /// The node's presented attributes that differ from a node's defaults, in a fixed order: what it
  /// draws, then transform, opacity (and `ghostOf` for a dissolve's ghost), visibility, environment
  /// overrides (relative to `parent`), paint and glass.
  public func attributes(parent: SceneEnvironment) -> [(key: String, value: PresentedValue)] {
    var list: [(key: String, value: PresentedValue)] = []
    func add(_ key: String, _ value: PresentedValue) { list.append((key, value)) }
    switch content {
    case .group, .empty: break
    case .container(let spacing): add("spacing", .number(spacing))
    case .shape(let shape): add("shape", .text(Self.describe(shape)))
    case .text(let text):
      add("text", .text(text.text))
      add(
        "font",
        .text("\(text.font.family) \(PresentedValue.format(text.font.size)) \(text.font.weight.rawValue)"))
      add("origin", .numbers([text.origin.x, text.origin.y]))
      if let wrap = text.wrapWidth { add("wrapWidth", .number(wrap)) }
      if let change = text.change {
        add("textFrom", .text(change.previous))
        add("textProgress", .number(change.progress))
      }
    case .image(let path, let frame):
      add("image", .text(path.split(separator: "/").last.map(String.init) ?? path))
      add("frame", .numbers([frame.minX, frame.minY, frame.width, frame.height]))
    }
    let t = transformComponents
    if !t.matrix.isIdentity {
      add("matrix", .numbers([t.matrix.a, t.matrix.b, t.matrix.c, t.matrix.d, t.matrix.tx, t.matrix.ty]))
    }
    if t.scaleX != 1 || t.scaleY != 1 { add("scale", .numbers([t.scaleX, t.scaleY])) }
    if t.rotation != 0 { add("rotate", .number(t.rotation)) }
    if t.translation != .zero { add("translate", .numbers([t.translation.x, t.translation.y])) }
    if t.anchor != .zero { add("anchor", .numbers([t.anchor.x, t.anchor.y])) }
    if layoutOffset != .zero { add("layout", .numbers([layoutOffset.x, layoutOffset.y])) }
    if kindName == "reflection" {
      let m = localTransform
      add("mirror", .numbers([m.a, m.b, m.c, m.d, m.tx, m.ty]))
    }
    if opacity != 1 { add("opacity", .number(opacity)) }
    if let ghostOf { add("ghostOf", .text(ghostOf.rawValue)) }
    if !glassContentClip.isEmpty {
      add("clipToGlass", .text(glassContentClip.map(\.rawValue).joined(separator: " ")))
    }
    if isHidden { add("hidden", .flag(true)) }
    if environment.layer != parent.layer { add("layer", .text(environment.layer.rawValue)) }
    if environment.layoutDirection != parent.layoutDirection {
      add("layoutDirection", .text(environment.layoutDirection.rawValue))
    }
    if environment.colorScheme != parent.colorScheme {
      add("colorScheme", .text(environment.colorScheme.rawValue))
    }
    if environment.reduceTransparency != parent.reduceTransparency {
      add("reduceTransparency", .flag(environment.reduceTransparency))
    }
    if environment.increaseContrast != parent.increaseContrast {
      add("increaseContrast", .flag(environment.increaseContrast))
    }
    if environment.light != parent.light {
      add("light", .numbers([environment.light.angle, environment.light.intensity]))
    }
    if let fill { add("fill", .text(Self.describe(fill))) }
    if let stroke {
      add("stroke", .text("\(Self.describe(stroke.fill)) \(PresentedValue.format(stroke.width))"))
    }
    if let glass {
      let a = glass.appearance
      add("glass", .text(glass.material.variant.rawValue))
      add("tier", .text(a.reason.rawValue))
      if let tint = a.tint { add("tint", .text(tint.hexString)) }
      if a.isProminent { add("prominent", .flag(true)) }
      add("blur", .number(a.parameters.blurRadius))
      add("refraction", .number(a.parameters.refractionDisplacement))
      add("tone", .number(a.parameters.toneAlpha))
      add("shadowOpacity", .number(a.parameters.shadowOpacity))
      if glass.isPressed { add("pressed", .flag(true)) }
      if let location = glass.pressLocation { add("pressLocation", .numbers([location.x, location.y])) }
      if let glow = glass.illumination {
        add("glow", .number(glow.intensity))
        add("glowSpread", .number(glow.spread))
      }
      if let union = glass.unionID { add("union", .text(union)) }
      if let morph = glass.morph {
        add("morph", .text(Self.describe(morph.source)))
        add("morphProgress", .number(morph.progress))
      }
    }
    return list
  }

  static func describe(_ shape: Shape) -> String {
    // An empty outline (an empty path) has no position: listed as empty, not as infinities.
    func r(_ rect: Rect) -> String {
      guard rect.isFinite, rect != .null else { return "empty" }
      return PresentedValue.numbers([rect.minX, rect.minY, rect.width, rect.height]).text
    }
    switch shape {
    case .rect(let rect): return "rect \(r(rect))"
    case .roundedRect(let rect, let radius):
      return "roundedRect \(r(rect)) r=\(PresentedValue.format(radius))"
    case .capsule(let rect): return "capsule \(r(rect))"
    case .ellipse(let rect): return "ellipse \(r(rect))"
    case .circle(let c, let radius):
      return
        "circle (\(PresentedValue.format(c.x)),\(PresentedValue.format(c.y))) r=\(PresentedValue.format(radius))"
    case .path(let path, _): return "path \(path.elements.count) el \(r(path.controlPointBounds))"
    }
  }

  static func describe(_ fill: Fill) -> String {
    switch fill {
    case .solid(let c): c.hexString
    case .linearGradient(_, _, let stops): "linear " + stops.map { $0.color.hexString }.joined(separator: "→")
    case .radialGradient(_, _, let stops): "radial " + stops.map { $0.color.hexString }.joined(separator: "→")
    case .adaptive(let ink): describe(ink)
    }
  }

  /// `primary`, or with a schedule's decision `primary → light #FFFFFF`, mid-fade
  /// `primary → light #B3B3B3 (from dark, 70%)`.
  static func describe(_ ink: AdaptiveInk) -> String {
    guard let decision = ink.decision else { return ink.description }
    var text = "\(ink) → \(decision.tone) \(ink.color(for: decision).hexString)"
    if let from = decision.fadingFrom, decision.progress < 1 {
      text += " (from \(from), \(Int((decision.progress * 100).rounded()))%)"
    }
    return text
  }
}
