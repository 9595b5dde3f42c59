/// The plain per-pixel formula of one glass shape: the merging container's blended looks use it, and the
/// tests hold the fast kernels (`MemberShader`, `BoxShader`, the toned grid) to it.
extension GlassShading {
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
  @inline(__always) func pixel<S: BackdropSampler>(
    d: Float, gx: Float, gy: Float, px: Float, py: Float, shadow: Float, sampler: S
  ) -> SIMD4<Float> {
    let coverage = fastClamp(0.5 - d, 0, 1)
    if coverage <= 0 { return SIMD4(0, 0, 0, shadow) }
    let shift = refractionShift(d)
    let (sx, sy) = shift > 0 ? (px - gx * shift, py - gy * shift) : (px, py)
    let c = edge(toned(sampler.sample(sx, sy), x: sx, y: sy), d: d, gx: gx, gy: gy)
    return c * coverage + SIMD4(0, 0, 0, shadow) * (1 - coverage)
  }

  /// What the glass does to a backdrop colour sampled at device point (x, y) (premultiplied RGBA in
  /// 0…1): `toned` and the press glow there. The fast kernel applies it once per coarse pixel of the
  /// blurred capture (`ToneGrid`), at the coarse pixel's centre, rather than once per device pixel.
  @inline(__always) func toned(_ sample: SIMD4<Float>, x: Float, y: Float) -> SIMD4<Float> {
    let c = toned(sample)
    let g = glow(x, y)
    return g > 0 ? c + (SIMD4(c.w, c.w, c.w, c.w) - c) * g : c
  }

  /// What the glass does to a backdrop colour wherever it is (premultiplied RGBA in 0…1): saturation,
  /// tone, tint and dimming. It depends on the colour alone.
  @inline(__always) func toned(_ sample: SIMD4<Float>) -> SIMD4<Float> {
    var c = sample
    // Saturation about the luminance, kept inside the premultiplied gamut.
    if saturation != 1 {
      let luma = 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
      let rgb = SIMD4(luma, luma, luma, 0) + (c - SIMD4(luma, luma, luma, c.w)) * saturation
      c = SIMD4(fastClamp(rgb.x, 0, c.w), fastClamp(rgb.y, 0, c.w), fastClamp(rgb.z, 0, c.w), c.w)
    }
    c = c * (1 - toneAlpha) + tone * toneAlpha
    if toneShift != 0 {
      // Kept inside the premultiplied gamut, as saturation keeps it: the frost's shift can carry a dark
      // or a bright backdrop past either end.
      let s = toneShift * c.w
      c = SIMD4(fastClamp(c.x + s, 0, c.w), fastClamp(c.y + s, 0, c.w), fastClamp(c.z + s, 0, c.w), c.w)
    }
    if tintStrength > 0 {
      // Coloured glass: the tint's colour at the lightness the backdrop's asks for (`TintRamp`), over a
      // little of the toned backdrop itself.
      let straight = c.w > 0 ? c / c.w : c
      let tinted = ramp.color(luma: Self.luminance(straight)) * c.w
      c = c * (1 - tintStrength) + SIMD4(tinted.x, tinted.y, tinted.z, c.w) * tintStrength
    }
    if dimming > 0 { c = SIMD4(c.x * (1 - dimming), c.y * (1 - dimming), c.z * (1 - dimming), c.w) }
    return c
  }

  /// The press glow's strength at device point (x, y): a core around the press point and a fill that
  /// reaches `glowRadius` (its edge softened over the outer 40 %), both moving colours toward white.
  @inline(__always) func glow(_ x: Float, _ y: Float) -> Float {
    guard glowIntensity > 0 else { return 0 }
    let dx = x - glowX
    let dy = y - glowY
    let q = dx * dx + dy * dy
    let falloff = 1 / (1 + q * glowCoreScale)
    let fill = 1 - smoothstep(glowRadius * 0.6, glowRadius, q.squareRoot())
    return glowIntensity * (Self.glowCore * falloff * falloff + Self.glowFill * fill)
  }

  /// The outline's own light on a toned colour at signed distance `d` with outward normal (gx, gy), in
  /// colours 0…1 (`EdgeTerms`: border, body, highlight and rim).
  @inline(__always) func edge(_ toned: SIMD4<Float>, d: Float, gx: Float, gy: Float) -> SIMD4<Float> {
    EdgeTerms(EdgeConstants(self, unit: 1), d: d, gx: gx, gy: gy).apply(toned)
  }
}
