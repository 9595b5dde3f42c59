import VitrumScene

/// The per-shape constants of the glass shader in device pixels, resolved from a `GlassAppearance` and the
/// backdrop under the shape. Container mode blends two of these per pixel with the smooth-union weight, so
/// every field is a plain number or colour that interpolates meaningfully.
struct GlassShading: Sendable {
  /// The scalar parameters side by side, named by the accessors below: blending two looks (every pixel of
  /// a container bridge) is then one vector multiply-add instead of thirteen — field by field, blending was
  /// the container's largest cost in the spacing demo.
  var scalars: SIMD16<Float>
  /// The neutral tone (opaque RGB).
  var tone: SIMD4<Float>
  /// The tint's colour (opaque RGB).
  var tint: SIMD4<Float>
  var border: SIMD4<Float>

  /// Inward displacement at the rim, clamped to the shape's inscribed radius so the rim never samples
  /// beyond the opposite side of a small shape.
  var displacement: Float {
    get { scalars[0] }
    set { scalars[0] = newValue }
  }
  var bezel: Float {
    get { scalars[1] }
    set { scalars[1] = newValue }
  }
  var rimWidth: Float {
    get { scalars[2] }
    set { scalars[2] = newValue }
  }
  var rimIntensity: Float {
    get { scalars[3] }
    set { scalars[3] = newValue }
  }
  var saturation: Float {
    get { scalars[4] }
    set { scalars[4] = newValue }
  }
  /// How much of the tone is mixed in.
  var toneAlpha: Float {
    get { scalars[5] }
    set { scalars[5] = newValue }
  }
  /// How much of the tint is mixed in (0 without a tint).
  var tintStrength: Float {
    get { scalars[6] }
    set { scalars[6] = newValue }
  }
  /// Black mixed over the result (clear glass over bright content).
  var dimming: Float {
    get { scalars[7] }
    set { scalars[7] = newValue }
  }
  /// Press highlight: how far colours move toward white.
  var highlight: Float {
    get { scalars[8] }
    set { scalars[8] = newValue }
  }
  var borderWidth: Float {
    get { scalars[9] }
    set { scalars[9] = newValue }
  }
  var shadowRadius: Float {
    get { scalars[10] }
    set { scalars[10] = newValue }
  }
  var shadowOpacity: Float {
    get { scalars[11] }
    set { scalars[11] = newValue }
  }
  var shadowOffset: Float {
    get { scalars[12] }
    set { scalars[12] = newValue }
  }

  /// A user tint's strength at full tint alpha: strong enough to read as the tint's hue, weak enough that
  /// the backdrop's structure still shows through (tuned by eye on the gallery scene).
  static let tintStrengthAtFullAlpha: Float = 0.7
  /// How far a pressed interactive shape's colours move toward white.
  static let pressHighlight: Float = 0.14

  /// Resolves an appearance for a shape whose backdrop has mean luminance `luminance`.
  init(
    appearance: GlassAppearance, lengthScale s: Double, maximumDepth: Float, luminance: Float, pressed: Bool
  ) {
    scalars = .zero
    tone = .zero
    tint = .zero
    border = .zero
    let p = appearance.parameters
    displacement = min(Float(p.refractionDisplacement * s), maximumDepth)
    bezel = max(Float(p.bezelWidth * s), 1)
    rimWidth = max(Float(p.rimWidth * s), 1)
    rimIntensity = Float(p.rimIntensity)
    saturation = Float(p.saturation)
    let mid = Float(appearance.toneMidpoint)
    let soft = Float(appearance.toneSoftness)
    let lightness: Float =
      soft > 0 ? smoothstep(mid - soft / 2, mid + soft / 2, luminance) : (luminance >= mid ? 1 : 0)
    let dark = Self.rgb(appearance.darkTone)
    let light = Self.rgb(appearance.lightTone)
    tone = dark + (light - dark) * lightness
    toneAlpha = Float(p.toneAlpha)
    if let t = appearance.tint {
      tint = Self.rgb(t)
      tintStrength = Self.tintStrengthAtFullAlpha * Float(max(0, min(1, t.alpha)))
    } else {
      tint = SIMD4(0, 0, 0, 1)
      tintStrength = 0
    }
    // Dimming applies only over bright backdrops, ramping in from luminance 0.55 to 0.8.
    dimming = Float(p.dimming) * smoothstep(0.55, 0.8, luminance)
    highlight = pressed ? Self.pressHighlight : 0
    borderWidth = Float(appearance.borderWidth * s)
    // The border contrasts with the tone: dark on light glass, light on dark glass.
    border = lightness >= 0.5 ? SIMD4(0, 0, 0, 1) : SIMD4(1, 1, 1, 1)
    shadowRadius = Float(p.shadowRadius * s)
    shadowOpacity = p.shadowRadius > 0 ? Float(max(0, min(1, p.shadowOpacity))) : 0
    shadowOffset = Float(p.shadowOffset * s)
  }

  static func rgb(_ c: Color) -> SIMD4<Float> {
    SIMD4(Float(max(0, min(1, c.red))), Float(max(0, min(1, c.green))), Float(max(0, min(1, c.blue))), 1)
  }

  /// How far outside the outline the shader can paint (shadow reach below, plus anti-aliasing).
  var outerReach: Float { shadowOpacity > 0 ? shadowRadius + abs(shadowOffset) + 1 : 1 }

  /// The shadow's opacity at signed distance `d` from the outline displaced by the shadow offset.
  @inline(__always) func shadowAlpha(_ d: Float) -> Float {
    Self.shadowAlpha(d, opacity: shadowOpacity, radius: shadowRadius)
  }

  /// A soft shadow's opacity at distance `d` for a peak opacity and radius: full under the shape, fading
  /// from half a radius inside to a radius outside (1 − smoothstep(−radius/2, radius, d)).
  @inline(__always) static func shadowAlpha(_ d: Float, opacity: Float, radius: Float) -> Float {
    guard opacity > 0 else { return 0 }
    guard radius > 0 else { return d < 0 ? opacity : 0 }
    return shadowAlpha(d, opacity: opacity, start: -radius * 0.5, scale: 1 / (radius * 1.5))
  }

  /// The same with the ramp's start and reciprocal length given, for kernels that compute them once:
  /// every path computes the shadow by this one expression, so a pixel is the same whichever path
  /// shades it.
  @inline(__always) static func shadowAlpha(_ d: Float, opacity: Float, start: Float, scale: Float) -> Float {
    let t = fastClamp((d - start) * scale, 0, 1)
    return opacity * (1 - t * t * (3 - 2 * t))
  }

  /// How far the backdrop sample is pulled inward at signed distance `d` (0 in the flat middle).
  @inline(__always) func refractionShift(_ d: Float) -> Float {
    guard displacement > 0 else { return 0 }
    return displacement * RefractionProfile.value(fastMax(-d, 0) / bezel)
  }

  /// The glass pixel over its shadow, premultiplied RGBA in 0…1, before any opacity. The gradient may be
  /// shorter than unit length (a blended gradient across a container's bridge): the refraction shrinks with
  /// it rather than jumping direction where the gradients cancel.
  ///
  /// This is the plain per-pixel formula: the merging container's blended looks use it, and the tests hold
  /// the fast kernel of one shape (`MemberShader`) to it.
  @inline(__always) func pixel<S: BackdropSampler>(
    d: Float, gx: Float, gy: Float, px: Float, py: Float, shadow: Float, sampler: S
  ) -> SIMD4<Float> {
    let coverage = fastClamp(0.5 - d, 0, 1)
    if coverage <= 0 { return SIMD4(0, 0, 0, shadow) }
    let shift = refractionShift(d)
    let sample = shift > 0 ? sampler.sample(px - gx * shift, py - gy * shift) : sampler.sample(px, py)
    let c = color(sample: sample, d: d)
    return c * coverage + SIMD4(0, 0, 0, shadow) * (1 - coverage)
  }

  /// The glass colour at signed distance `d` for a backdrop sample (premultiplied RGBA in 0…1): its tone,
  /// then the border and rim of the outline.
  @inline(__always) func color(sample: SIMD4<Float>, d: Float) -> SIMD4<Float> {
    edge(toned(sample), d: d, unit: 1)
  }

  /// What the glass does to a backdrop colour wherever it is (premultiplied RGBA in 0…1): saturation, tone,
  /// tint, dimming and press highlight. It depends on the colour alone, not on where in the shape it is, so
  /// the fast kernel applies it once per coarse pixel of the blurred capture (`ToneGrid`) rather than once
  /// per device pixel.
  @inline(__always) func toned(_ sample: SIMD4<Float>) -> SIMD4<Float> {
    var c = sample
    // Saturation about the luminance, kept inside the premultiplied gamut.
    if saturation != 1 {
      let luma = 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
      let rgb = SIMD4(luma, luma, luma, 0) + (c - SIMD4(luma, luma, luma, c.w)) * saturation
      c = SIMD4(fastClamp(rgb.x, 0, c.w), fastClamp(rgb.y, 0, c.w), fastClamp(rgb.z, 0, c.w), c.w)
    }
    c = c * (1 - toneAlpha) + tone * toneAlpha
    if tintStrength > 0 {
      // The tint follows the brightness underneath: the tint's hue and saturation at the backdrop's
      // luminance (the W3C "color" blend mode), so a blue tint reads as deep blue over dark content and
      // pale blue over bright content. A plain mix with the tint colour averaged complementary backdrops
      // to grey (a blue orb over a yellow sun rendered grey in the gallery scene).
      let straight = c.w > 0 ? c / c.w : c
      let toned = Self.setLuminance(tint, Self.luminance(straight)) * c.w
      c = c * (1 - tintStrength) + SIMD4(toned.x, toned.y, toned.z, c.w) * tintStrength
    }
    if dimming > 0 { c = SIMD4(c.x * (1 - dimming), c.y * (1 - dimming), c.z * (1 - dimming), c.w) }
    if highlight > 0 { c = c + (SIMD4(c.w, c.w, c.w, c.w) - c) * highlight }
    return c
  }

  /// The depth into the shape from which on `edge` changes nothing and the pixel is fully covered: beyond
  /// the bezel (no refraction), the rim and the border. A pixel at least this deep is the toned backdrop,
  /// sampled where it lies.
  var interiorDepth: Float {
    var depth: Float = 0.5
    if displacement > 0 { depth = max(depth, bezel) }
    if rimIntensity > 0 { depth = max(depth, rimWidth + 0.5) }
    if borderWidth > 0 { depth = max(depth, borderWidth + 1) }
    return depth
  }

  /// The outline's own light on a toned colour at signed distance `d`: the border (Increase Contrast) and
  /// the rim. Colours are premultiplied, `unit` is full intensity (1 for colours in 0…1, 255 for levels);
  /// the border and rim are neutral, so the colour channels may come in either order, alpha last. Nothing
  /// changes at depths of `interiorDepth` or more.
  @inline(__always) func edge(_ toned: SIMD4<Float>, d: Float, unit: Float) -> SIMD4<Float> {
    var c = toned
    let depth = fastMax(-d, 0)
    if borderWidth > 0 && depth < borderWidth + 1 {
      let b = fastClamp(borderWidth - depth + 0.5, 0, 1)
      c = c * (1 - b) + border * (b * unit)
    }
    // Rim light: a hairline just inside the outline, centred one half rim-width in.
    let rim = fastMax(1 - abs(d + rimWidth / 2) / (rimWidth / 2 + 0.5), 0) * rimIntensity * unit
    if rim > 0 {
      let lit = c + SIMD4(rim, rim, rim, 0)
      let alpha = fastMax(lit.w, fastMin(fastMax(lit.x, fastMax(lit.y, lit.z)), unit))
      c = SIMD4(fastMin(lit.x, alpha), fastMin(lit.y, alpha), fastMin(lit.z, alpha), alpha)
    }
    return c
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
    // An untinted side blends toward the tinted side's hue with zero strength, not toward black.
    if tintStrength == 0 {
      tint = other.tint
    } else if other.tintStrength != 0 {
      tint = tint * h + other.tint * k
    }
    scalars = scalars * h + other.scalars * k
    tone = tone * h + other.tone * k
    border = border * h + other.border * k
  }

  /// Luminance with the W3C compositing weights (used by the colour blend).
  @inline(__always) static func luminance(_ c: SIMD4<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

  /// `c` shifted to luminance `l`, then pulled back into gamut about its luminance (W3C SetLum/ClipColor).
  @inline(__always) static func setLuminance(_ c: SIMD4<Float>, _ l: Float) -> SIMD4<Float> {
    let d = l - luminance(c)
    var r = c.x + d
    var g = c.y + d
    var b = c.z + d
    let lum = 0.3 * r + 0.59 * g + 0.11 * b
    let lo = fastMin(r, fastMin(g, b))
    let hi = fastMax(r, fastMax(g, b))
    if lo < 0 && lum - lo > 0 {
      let k = lum / (lum - lo)
      r = lum + (r - lum) * k
      g = lum + (g - lum) * k
      b = lum + (b - lum) * k
    }
    if hi > 1 && hi - lum > 0 {
      let k = (1 - lum) / (hi - lum)
      r = lum + (r - lum) * k
      g = lum + (g - lum) * k
      b = lum + (b - lum) * k
    }
    return SIMD4(r, g, b, 1)
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

@inline(__always) func smoothstep(_ e0: Float, _ e1: Float, _ x: Float) -> Float {
  if e1 <= e0 { return x < e0 ? 0 : 1 }
  let t = fastClamp((x - e0) / (e1 - e0), 0, 1)
  return t * t * (3 - 2 * t)
}
