import VitrumGeometry
import VitrumScene

/// The per-shape constants of the glass shader in device pixels, resolved from a `GlassAppearance`, the
/// backdrop under the shape and the press illumination. Container mode blends two of these per pixel with
/// the smooth-union weight, so every field is a plain number or colour that interpolates meaningfully.
///
/// Every constant below is listed in docs/glass-look.md with its source: a published measurement of iOS 26
/// frames, Apple's description of the material's layers, or tuning, with the reason.
struct GlassShading: Sendable {
  /// The scalar parameters side by side, named by the accessors below (`GlassShading+Fields`): blending
  /// two looks (every pixel of a container bridge) is then a few vector multiply-adds instead of one per
  /// field — field by field, blending was the container's largest cost in the spacing demo.
  var scalars: SIMD16<Float>
  /// The light, the body and the press glow (`GlassShading+Fields`).
  var lighting: SIMD16<Float>
  /// The neutral tone (opaque RGB).
  var tone: SIMD4<Float>
  var border: SIMD4<Float>
  /// What the thick glass of the bezel shows more of (opaque RGB): a tone contrasting with the glass's.
  var bodyTone: SIMD4<Float>
  /// The tint's colours by backdrop lightness (unused while `tintStrength` is 0).
  var ramp: TintRamp

  /// A user tint's share of the colour at full tint alpha: the default tint leaves 15 % of the toned
  /// backdrop (the content's own colour and detail show through the coloured glass), the prominent one 3 %.
  static let tintShare: Float = 0.85
  static let prominentTintShare: Float = 0.97
  /// The highlight at the bezel's outer edge, per unit of the material's rim intensity and of the light's
  /// intensity (regular glass, rim intensity 0.6, in the default light: 0.6 × 1.1 = 0.66 of the way to
  /// the highlight's colour where the outline faces the light).
  static let highlightPerRim: Float = 1.1
  /// The highlight's reach into the bezel, as a share of the bezel's width (thicker glass, wider light).
  static let highlightReach: Float = 0.6
  /// The reflex on the side facing away from the light, relative to the highlight (light passing
  /// through the glass and bouncing back).
  static let reflex: Float = 0.4
  /// The neutral rim's strength where the outline runs parallel to the light, in full light (its
  /// strength facing the light, or without a light, is 1).
  static let rimAmbient: Float = 0.35
  /// The body at the outer edge of the bezel per unit of tone α, and how much less of it the side facing
  /// the light shows (and how much more the side facing away), in full light.
  static let bodyPerTone: Float = 1.2
  static let bodyShade: Float = 0.4
  /// The body's tones: a dark grey where the glass is light (over light content, light mode), a light
  /// grey where it is dark.
  static let darkBody = SIMD4<Float>(0.3, 0.3, 0.32, 1)
  static let lightBody = SIMD4<Float>(0.82, 0.82, 0.85, 1)
  /// The press glow toward white: a core under the touch point (relative radius of the shape's shorter
  /// side) and a fill that spreads over the element; neighbours within the container's spacing catch
  /// `GlassGlow.neighbourShare` of it.
  static let glowCore: Float = 0.36
  static let glowFill: Float = 0.2

  /// Resolves an appearance for a shape over a backdrop with `backdrop` statistics, lit by a press glow
  /// (device pixels) if any.
  init(
    appearance: GlassAppearance, lengthScale s: Double, maximumDepth: Float, backdrop: BackdropStatistics,
    glow: GlassGlow? = nil
  ) {
    scalars = .zero
    lighting = .zero
    tone = .zero
    border = .zero
    bodyTone = .zero
    ramp = TintRamp.clear
    let p = appearance.parameters
    let luminance = backdrop.luminance
    displacement = min(Float(p.refractionDisplacement * s), maximumDepth)
    bezel = max(Float(p.bezelWidth * s), 1)
    rimWidth = max(Float(p.rimWidth * s), 1)
    rimIntensity = Float(p.rimIntensity)
    saturation = Float(p.saturation)
    let mid = Float(appearance.toneMidpoint)
    let soft = Float(appearance.toneSoftness)
    // Reduce Transparency's even frost takes the tone as if the backdrop were as bright as the tone.
    let judged = appearance.isEven ? Self.luminance(Self.rgb(appearance.lightTone)) : luminance
    let lightness: Float =
      soft > 0 ? smoothstep(mid - soft / 2, mid + soft / 2, judged) : (judged >= mid ? 1 : 0)
    let dark = Self.rgb(appearance.darkTone)
    let light = Self.rgb(appearance.lightTone)
    tone = dark + (light - dark) * lightness
    let alpha = Float(max(0, min(1, p.toneAlpha)))
    toneAlpha = alpha
    if appearance.isEven {
      // The backdrop re-centred on the tone's luminance: only its variation about its mean shows.
      toneShift = (1 - alpha) * (Self.luminance(tone) - luminance)
    }
    if let t = appearance.tint {
      ramp = TintRamp(tint: t, strength: appearance.isProminent ? TintRamp.prominent : TintRamp.regular)
      let share = appearance.isProminent ? Self.prominentTintShare : Self.tintShare
      tintStrength = share * Float(max(0, min(1, t.alpha)))
    }
    // Dimming applies only over bright backdrops, ramping in from luminance 0.55 to 0.8.
    dimming = Float(p.dimming) * smoothstep(0.55, 0.8, luminance)
    borderWidth = Float(appearance.borderWidth * s)
    // The border contrasts with the tone: dark on light glass, light on dark glass.
    border = lightness >= 0.5 ? SIMD4(0, 0, 0, 1) : SIMD4(1, 1, 1, 1)
    shadowRadius = Float(p.shadowRadius * s)
    shadowOpacity =
      p.shadowRadius > 0
      ? fastMin(Float(max(0, min(1, p.shadowOpacity))) * Self.shadowAdaptation(backdrop), 1) : 0
    shadowOffset = Float(p.shadowOffset * s)

    let lit = appearance.light
    let strength = Float(max(0, lit.intensity.isFinite ? lit.intensity : 0))
    let radians = (lit.angle.isFinite ? lit.angle : 0) * .pi / 180
    lightX = Float(_sin(radians))
    lightY = Float(-_cos(radians))
    let follow = fastMin(strength, 1)
    highlight = rimIntensity * Self.highlightPerRim * strength
    highlightWidth = max(bezel * Self.highlightReach, 1)
    rimFollow = follow
    bodyShade = Self.bodyShade * follow
    // The body belongs to the glass's own tone, so materializing glass (tone α rising from 0) gains it with
    // the tone; Increase Contrast has its border instead.
    if appearance.borderWidth == 0 { body = fastMin(alpha * Self.bodyPerTone, 0.6) }
    let glassLightness = Self.luminance(tone) * alpha + luminance * (1 - alpha)
    let towardDark = smoothstep(0.4, 0.6, glassLightness)
    bodyTone = Self.lightBody + (Self.darkBody - Self.lightBody) * towardDark
    if let glow, glow.intensity > 0, glow.isFinite {
      glowX = Float(glow.x)
      glowY = Float(glow.y)
      glowRadius = Float(max(glow.radius, 0))
      glowIntensity = Float(min(glow.intensity, 1))
      glowCoreScale = Float(1 / max(glow.core * glow.core, 1))
    }
  }

  /// How much stronger than the material's the shadow is over this backdrop: stronger over busy content
  /// (text, detail: the spread of its luminance) to separate the glass from it, lighter over plain light
  /// backgrounds, where a grey halo would read as dirt.
  static func shadowAdaptation(_ backdrop: BackdropStatistics) -> Float {
    let busy = smoothstep(0.03, 0.2, backdrop.spread)
    let plainLight = smoothstep(0.6, 0.9, backdrop.luminance) * (1 - busy)
    return 0.9 + 0.8 * busy - 0.45 * plainLight
  }

  static func rgb(_ c: Color) -> SIMD4<Float> {
    SIMD4(Float(max(0, min(1, c.red))), Float(max(0, min(1, c.green))), Float(max(0, min(1, c.blue))), 1)
  }

  /// How far outside the outline the shader can paint (shadow reach below, plus anti-aliasing).
  var outerReach: Float { shadowOpacity > 0 ? shadowRadius + abs(shadowOffset) + 1 : 1 }

  /// The depth into the shape from which on `edge` changes nothing and the pixel is fully covered: beyond
  /// the bezel (no refraction, no body), the highlight, the rim and the border. A pixel at least this deep
  /// is the toned backdrop, sampled where it lies.
  var interiorDepth: Float {
    var depth: Float = 0.5
    if displacement > 0 || body > 0 { depth = max(depth, bezel) }
    if highlight > 0 { depth = max(depth, highlightWidth) }
    if rimIntensity > 0 { depth = max(depth, rimWidth + 0.5) }
    if borderWidth > 0 { depth = max(depth, borderWidth + 1) }
    return depth
  }

  /// `a` where `weightOfA` is 1, `b` where it is 0: every parameter blends linearly, so a bridge between
  /// two differently tinted members shades smoothly from one look to the other.
  static func blend(_ a: GlassShading, _ b: GlassShading, weightOfA h: Float) -> GlassShading {
    var r = a
    r.mix(with: b, weightOfSelf: h)
    return r
  }

  /// Blends `other` into this look in place (`h` is this look's weight), without copying either.
  @inline(__always) mutating func mix(with other: borrowing GlassShading, weightOfSelf h: Float) {
    let k = 1 - h
    // An untinted side blends toward the tinted side's colours with zero strength, not toward black; an
    // unlit side toward the glowing side's press point with zero intensity.
    if tintStrength == 0 {
      ramp = other.ramp
    } else if other.tintStrength != 0 {
      ramp.mix(with: other.ramp, weightOfSelf: h)
    }
    var otherLighting = other.lighting
    if glowIntensity == 0 {
      glowX = other.glowX
      glowY = other.glowY
      glowRadius = other.glowRadius
      glowCoreScale = other.glowCoreScale
    } else if other.glowIntensity == 0 {
      for i in Self.glowPlacement { otherLighting[i] = lighting[i] }
    }
    scalars = scalars * h + other.scalars * k
    lighting = lighting * h + otherLighting * k
    tone = tone * h + other.tone * k
    border = border * h + other.border * k
    bodyTone = bodyTone * h + other.bodyTone * k
  }

  /// Luminance with Rec. 709 weights on gamma-encoded components (the tone's and the tint's measure).
  @inline(__always) static func luminance(_ c: SIMD4<Float>) -> Float {
    0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
  }

  /// Premultiplied RGBA in 0…1 → ARGB32, rounded, each colour clamped to its alpha.
  @inline(__always) static func pack(_ c: SIMD4<Float>) -> UInt32 {
    let a = fastClamp(c.w, 0, 1)
    let r = fastClamp(c.x, 0, a)
    let g = fastClamp(c.y, 0, a)
    let b = fastClamp(c.z, 0, a)
    return UInt32(a * 255 + 0.5) << 24 | UInt32(r * 255 + 0.5) << 16 | UInt32(g * 255 + 0.5) << 8
      | UInt32(b * 255 + 0.5)
  }
}

/// What the compositor measures of the backdrop under a shape before choosing its look.
struct BackdropStatistics: Sendable {
  /// Mean luminance (Rec. 709 weights, gamma-encoded, as seen over black).
  var luminance: Float
  /// Standard deviation of the luminance: how busy the content is (text, detail).
  var spread: Float

  init(luminance: Float, spread: Float = 0) {
    self.luminance = luminance
    self.spread = spread
  }
}

@inline(__always) func smoothstep(_ e0: Float, _ e1: Float, _ x: Float) -> Float {
  if e1 <= e0 { return x < e0 ? 0 : 1 }
  let t = fastClamp((x - e0) / (e1 - e0), 0, 1)
  return t * t * (3 - 2 * t)
}
