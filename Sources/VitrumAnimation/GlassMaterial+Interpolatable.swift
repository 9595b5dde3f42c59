import VitrumScene

/// A glass material blends its numbers (each variant's defaults filled in where the material leaves a
/// number unset) and its tint; the variant, interactivity and prominence, which have no in-between, switch
/// at the midpoint. A missing tint blends as the other tint made transparent, so a tint fades in rather than
/// jumping. The blend sets every number explicitly; at fractions 0 and 1 the material itself is returned,
/// unset numbers and all.
extension GlassMaterial: Interpolatable {
  public func interpolated(to other: GlassMaterial, fraction: Double) -> GlassMaterial {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let early = fraction < 0.5
    var result = GlassMaterial(
      early ? variant : other.variant, tint: Self.blend(tint, other.tint, fraction),
      isInteractive: early ? isInteractive : other.isInteractive,
      isProminent: early ? isProminent : other.isProminent)
    let p = parameters.interpolated(to: other.parameters, fraction: fraction)
    result.blurRadius = p.blurRadius
    result.refractionDisplacement = p.refractionDisplacement
    result.bezelWidth = p.bezelWidth
    result.rimWidth = p.rimWidth
    result.rimIntensity = p.rimIntensity
    result.saturation = p.saturation
    result.toneAlpha = p.toneAlpha
    result.dimming = p.dimming
    result.shadowRadius = p.shadowRadius
    result.shadowOpacity = p.shadowOpacity
    result.shadowOffset = p.shadowOffset
    return result
  }

  static func blend(_ a: Color?, _ b: Color?, _ fraction: Double) -> Color? {
    switch (a, b) {
    case (nil, nil): nil
    case (let a?, nil): a.interpolated(to: a.withAlpha(0), fraction: fraction)
    case (nil, let b?): b.withAlpha(0).interpolated(to: b, fraction: fraction)
    case (let a?, let b?): a.interpolated(to: b, fraction: fraction)
    }
  }
}
