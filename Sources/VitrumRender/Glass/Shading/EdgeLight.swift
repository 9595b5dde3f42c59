/// What `GlassShading.refractionShift` and `GlassShading.edge` (in levels) compute for one look, with
/// their constants folded, and the pixel of the outline's band they make: the one expression every path
/// that shades a single shape's edge uses (`MemberShader`, `BoxShader`, and the container kernel where one
/// member owns a pixel), so a pixel is the same whichever path shades it.
struct EdgeLight {
  let profile = RefractionProfile.values
  let displacement: Float
  /// Profile steps per pixel of depth.
  let profileScale: Float
  let steps = Float(RefractionProfile.steps)
  let constants: EdgeConstants
  let interiorDepth: Float

  init(_ s: GlassShading) {
    interiorDepth = s.interiorDepth
    constants = EdgeConstants(s, unit: 255)
    displacement = max(s.displacement, 0)
    profileScale = Float(RefractionProfile.steps) / s.bezel
  }

  /// From this depth on an edge pixel has no rim, light, body or border, full coverage and no shadow:
  /// only its refracted sample remains.
  var plainDepth: Float { constants.plainDepth }

  /// How far the sample is pulled inward at depth `depth` ≥ 0.
  @inline(__always) func shift(depth: Float) -> Float {
    let t = depth * profileScale
    guard displacement > 0, t < steps else { return 0 }
    let i = Int(t)
    let f = t - Float(i)
    return displacement * (profile[i] + (profile[i &+ 1] - profile[i]) * f)
  }

  /// A pixel of the outline's band from its record (d, gx, gy, shadow opacity): the refracted sample of
  /// the toned grid, then `finish`, in levels, times `opacity`.
  @inline(__always) func pixel(
    _ record: SIMD4<Float>, _ px: Float, _ py: Float, grid: ToneGrid, opacity: Float
  ) -> UInt32 {
    let shift = shift(depth: fastMax(-record.x, 0))
    let sample =
      shift > 0 ? grid.sample(px - record.y * shift, py - record.z * shift) : grid.sample(px, py)
    return finish(record, sample: sample, opacity: opacity)
  }

  /// The rest of `pixel` once its refracted sample is known: the outline's terms at the record's
  /// distance and normal (`EdgeTerms`), coverage and shadow.
  @inline(__always) func finish(_ record: SIMD4<Float>, sample: SIMD4<Float>, opacity: Float) -> UInt32 {
    // The bezel's inside: what the full expression gives when coverage is 1, every term 0 and there is
    // no shadow (c · 1 + 0 · 0 is c), without computing them.
    if fastMax(-record.x, 0) >= constants.plainDepth {
      return Self.pack(opacity >= 1 ? sample : sample * opacity)
    }
    return EdgeTerms(constants, d: record.x, gx: record.y, gy: record.z)
      .finish(sample, shadow: record.w, opacity: opacity)
  }

  /// Any pixel of one shape at signed distance `d` with gradient (gx, gy) and shadow opacity `shadow`,
  /// exactly as `MemberShader` shades it: an empty or shadow-only pixel beyond the outline, an interior
  /// pixel (as deep as `MemberShader.classify` asks, the toned grid's sample unclamped) or an edge pixel.
  @inline(__always) func pixel(
    d: Float, gx: Float, gy: Float, shadow: Float, _ px: Float, _ py: Float, grid: ToneGrid, opacity: Float
  ) -> UInt32 {
    if d >= 0.5 { return DownsampledBlur.pack(SIMD4(0, 0, 0, shadow * 255 * opacity)) }
    if d <= -interiorDepth - 1 {
      let v = grid.sample(px, py)
      return DownsampledBlur.pack(opacity >= 1 ? v : v * opacity)
    }
    return pixel(SIMD4(d, gx, gy, shadow), px, py, grid: grid, opacity: opacity)
  }

  /// Levels (B, G, R, A) → ARGB32, alpha clamped to 0…255 and each colour to the alpha (every lane to
  /// [0, alpha]: the alpha lane comes out as the clamped alpha).
  @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 { DownsampledBlur.pack(clamped(v)) }

  /// `pack`'s clamps: every lane into [0, alpha], alpha into [0, 255].
  @inline(__always) static func clamped(_ v: SIMD4<Float>) -> SIMD4<Float> {
    let a = SIMD4<Float>(repeating: fastClamp(v.w, 0, 255))
    return lanesMin(lanesMax(v, .zero), a)
  }
}

/// A look's outline constants in a unit of colour (1 for colours in 0…1, 255 for levels), folded once.
struct EdgeConstants {
  let unit: Float
  let borderWidth: Float
  let border: SIMD4<Float>
  let rimCentre: Float
  let rimScale: Float
  let rimLevel: Float
  let rimFollow: Float
  let lightX: Float
  let lightY: Float
  let highlight: Float
  let highlightScale: Float
  let body: Float
  let bodyScale: Float
  let bodyShade: Float
  let bodyTone: SIMD4<Float>
  /// `EdgeLight.plainDepth`.
  let plainDepth: Float

  /// The highlight's colour leans this far at most toward the backdrop's own (over saturated content), per
  /// unit of chroma (max − min channel) on the way.
  static let leanMaximum: Float = 0.65
  static let leanPerChroma: Float = 1.5

  @inline(__always) init(_ s: GlassShading, unit: Float) {
    self.unit = unit
    borderWidth = s.borderWidth
    border = s.border * unit
    rimCentre = s.rimWidth / 2
    rimScale = 1 / (s.rimWidth / 2 + 0.5)
    rimLevel = s.rimIntensity * unit
    rimFollow = s.rimFollow
    lightX = s.lightX
    lightY = s.lightY
    highlight = s.highlight
    highlightScale = 1 / s.highlightWidth
    body = s.body
    bodyScale = 1 / s.bezel
    bodyShade = s.bodyShade
    bodyTone = s.bodyTone
    var plain: Float = 0.5
    // A pixel's margin past the rim: at exactly rimWidth + ½ the rim's ramp may round to a hair above 0.
    if s.rimIntensity > 0 { plain = max(plain, s.rimWidth + 1) }
    if s.borderWidth > 0 { plain = max(plain, s.borderWidth + 1) }
    if s.highlight > 0 { plain = max(plain, s.highlightWidth) }
    if s.body > 0 { plain = max(plain, s.bezel) }
    plainDepth = plain
  }
}

/// What the outline does at one distance and normal — whether the pixel is plain refraction, its coverage,
/// border, body, highlight and rim weights — computed once for the pixels that share them (a top or bottom
/// bezel row, a side column of a box) or per pixel (`EdgeLight.finish`): the same operations in the same
/// order either way, so the bytes are the same.
///
/// The light (OPTICS, *Light*): the bezel is a rounded edge whose surface normal tilts from the outline's
/// gradient at the rim to facing the viewer at the band's inner edge; lit from a direction L in the
/// screen's plane, its highlight is strongest where the gradient faces L (cos² of the angle between
/// them), a weaker reflex where it faces away (`GlassShading.reflex`), nothing where it runs parallel, and
/// it fades quadratically over `highlightWidth`, a share of the bezel. The body is the bezel's thick
/// glass showing more of a tone that contrasts with the glass, fading linearly over the bezel and lighter
/// on the side facing the light.
struct EdgeTerms {
  let plain: Bool
  let coverage: Float
  let uncovered: Float
  let bordered: Bool
  /// 1 − b and border × b for the border's weight b.
  let keep: Float
  let borderTerm: SIMD4<Float>
  let body: Float
  let bodyTone: SIMD4<Float>
  let highlight: Float
  let lean: Float
  let rim: Float
  /// Full intensity in the constants' unit.
  let unit: Float

  @inline(__always) init(_ k: EdgeConstants, d: Float, gx: Float, gy: Float) {
    let depth = fastMax(-d, 0)
    plain = depth >= k.plainDepth
    coverage = fastClamp(0.5 - d, 0, 1)
    uncovered = 1 - coverage
    bordered = k.borderWidth > 0 && depth < k.borderWidth + 1
    let b = fastClamp(k.borderWidth - depth + 0.5, 0, 1)
    keep = 1 - b
    borderTerm = k.border * b
    let facing = gx * k.lightX + gy * k.lightY
    let toward = fastMax(facing, 0)
    let away = fastMax(-facing, 0)
    let directional = toward * toward + GlassShading.reflex * away * away
    let bodyRamp = fastMax(1 - depth * k.bodyScale, 0)
    // Across a container's bridge the blended gradient shortens where the members' gradients oppose: the
    // body fades with it, as the refraction and the highlight do, rather than darkening a thin waist.
    let slope = fastMin(gx * gx + gy * gy, 1)
    body = k.body * bodyRamp * slope * (1 - k.bodyShade * facing)
    bodyTone = k.bodyTone
    let light = fastMax(1 - depth * k.highlightScale, 0)
    highlight = k.highlight * light * light * directional
    lean = EdgeConstants.leanPerChroma / k.unit
    unit = k.unit
    let ambient = GlassShading.rimAmbient
    let weight = 1 - k.rimFollow + k.rimFollow * (ambient + (1 - ambient) * directional)
    rim = fastMax(1 - abs(d + k.rimCentre) * k.rimScale, 0) * k.rimLevel * weight
  }

  /// Border, body, highlight and rim on a toned colour (premultiplied, in the constants' unit). The terms
  /// are neutral or follow the colour's own channels symmetrically, so the colour channels may come in
  /// either order, alpha last.
  @inline(__always) func apply(_ toned: SIMD4<Float>) -> SIMD4<Float> {
    var c = toned
    if bordered { c = c * keep + borderTerm }
    if body > 0 { c = c + (bodyTone * c.w - c) * body }
    if highlight > 0 {
      // The highlight's colour: white, leaning toward the colour's own hue (its brightest channel raised
      // to full) as far as the colour is saturated — over dark or grey content it stays white.
      let hi = fastMax(c.x, fastMax(c.y, c.z))
      let lo = fastMin(c.x, fastMin(c.y, c.z))
      let share = fastMin((hi - lo) * lean, EdgeConstants.leanMaximum)
      let alpha = SIMD4<Float>(repeating: c.w)
      let hue = hi > 0 ? c * (c.w / hi) : alpha
      var lit = alpha + (hue - alpha) * share
      lit.w = c.w
      c = c + (lit - c) * highlight
    }
    if rim > 0 {
      let lit = c + SIMD4(rim, rim, rim, 0)
      let alpha = fastMax(lit.w, fastMin(fastMax(lit.x, fastMax(lit.y, lit.z)), unit))
      c = lanesMin(lit, SIMD4(repeating: alpha))
      c.w = alpha
    }
    return c
  }

  /// `EdgeLight.finish` of a pixel with refracted sample `sample` (levels) and shadow opacity `shadow`.
  @inline(__always) func finish(_ sample: SIMD4<Float>, shadow: Float, opacity: Float) -> UInt32 {
    if plain { return EdgeLight.pack(opacity >= 1 ? sample : sample * opacity) }
    let c = apply(sample)
    return EdgeLight.pack((c * coverage + SIMD4(0, 0, 0, shadow * 255) * uncovered) * opacity)
  }
}
