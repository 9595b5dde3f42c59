import VitrumScene

extension GlassMaterial {
  /// The same material with every effect at zero: no blur, refraction, rim, tone, dimming or shadow, and
  /// neutral saturation. It draws exactly the backdrop, so glass can appear from it without a jump.
  var withoutEffect: GlassMaterial {
    var copy = self
    copy.blurRadius = 0
    copy.refractionDisplacement = 0
    copy.rimIntensity = 0
    copy.saturation = 1
    copy.toneAlpha = 0
    copy.dimming = 0
    copy.shadowOpacity = 0
    copy.tint = tint?.withAlpha(0)
    return copy
  }

  /// The material part-way through materializing (`amount` 0 → 1): the blur arrives first, then
  /// refraction and the rim, the tone, tint, dimming, saturation and shadow last.
  func materialized(_ amount: Double) -> GlassMaterial {
    if amount >= 1 { return self }
    let full = parameters
    func stage(_ start: Double, _ end: Double) -> Double {
      min(max((amount - start) / (end - start), 0), 1)
    }
    let blur = stage(0, 0.5)
    let lens = stage(0.15, 0.65)
    let tone = stage(0.5, 1)
    var copy = self
    copy.blurRadius = full.blurRadius * blur
    copy.refractionDisplacement = full.refractionDisplacement * lens
    copy.rimIntensity = full.rimIntensity * lens
    copy.saturation = 1 + (full.saturation - 1) * tone
    copy.toneAlpha = full.toneAlpha * tone
    copy.dimming = full.dimming * tone
    copy.shadowOpacity = full.shadowOpacity * tone
    copy.tint = tint.map { $0.withAlpha($0.alpha * tone) }
    return copy
  }

  /// The share of a materializing subtree's other content that shows at `amount`: it arrives with the
  /// tint, over the second half.
  static func contentShare(materializing amount: Double) -> Double {
    min(max((amount - 0.5) / 0.5, 0), 1)
  }
}
