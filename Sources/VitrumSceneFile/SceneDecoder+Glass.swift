import VitrumScene

extension SceneDecoder {
  /// `true`, a variant name, or an object: `{"variant", "tint", "prominent", "interactive", "blur", "refraction",
  /// "bezel", "rimWidth", "rimIntensity", "saturation", "tone", "dimming", "shadow"}`.
  func glass(_ json: JSONNode) throws(SceneFileError) -> GlassMaterial? {
    switch json.value.kind {
    case .bool(let on):
      return on ? .regular : nil
    case .string:
      return GlassMaterial(GlassMaterial.Variant(rawValue: try json.oneOf(variantNames))!)
    case .object:
      break
    default:
      throw json.error(
        .type, "expected true, false, a variant name or an object, found \(json.value.typeDescription)")
    }
    let object = try json.object()
    var material = GlassMaterial()
    if let v = object.optional("variant") {
      material.variant = GlassMaterial.Variant(rawValue: try v.oneOf(variantNames))!
    }
    if let t = object.optional("tint") { material.tint = try color(t) }
    if let i = object.optional("interactive") { material.isInteractive = try i.bool() }
    if let v = object.optional("prominent") { material.isProminent = try v.bool() }
    if let v = object.optional("blur") { material.blurRadius = try v.double(in: 0...200) }
    if let v = object.optional("refraction") { material.refractionDisplacement = try v.double(in: 0...500) }
    if let v = object.optional("bezel") { material.bezelWidth = try v.double(in: 0...500) }
    if let v = object.optional("rimWidth") { material.rimWidth = try v.double(in: 0...50) }
    if let v = object.optional("rimIntensity") { material.rimIntensity = try v.double(in: 0...1) }
    if let v = object.optional("saturation") { material.saturation = try v.double(in: 0...4) }
    if let v = object.optional("tone") { material.toneAlpha = try v.double(in: 0...1) }
    if let v = object.optional("dimming") { material.dimming = try v.double(in: 0...1) }
    if let s = object.optional("shadow") {
      if case .bool(let on) = s.value.kind {
        if !on { material.shadowOpacity = 0 }
      } else {
        let shadow = try s.object()
        if let v = shadow.optional("radius") { material.shadowRadius = try v.double(in: 0...500) }
        if let v = shadow.optional("opacity") { material.shadowOpacity = try v.double(in: 0...1) }
        if let v = shadow.optional("offset") { material.shadowOffset = try v.double(in: -500...500) }
        try shadow.finish()
      }
    }
    try object.finish()
    return material
  }

  var variantNames: [String] { GlassMaterial.Variant.allCases.map(\.rawValue) }
}
