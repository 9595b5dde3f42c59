/// What `GlassShading.refractionShift` and `GlassShading.edge` (in levels) compute for one look, with
/// their constants folded, and the pixel of the outline's band they make: the one expression every path
/// that shades a single shape's edge uses (`MemberShader`, and the container kernel where one member owns
/// a pixel), so a pixel is the same whichever path shades it.
struct EdgeLight {
  let profile = RefractionProfile.values
  let displacement: Float
  /// Profile steps per pixel of depth.
  let profileScale: Float
  let steps = Float(RefractionProfile.steps)
  let borderWidth: Float
  let border: SIMD4<Float>
  let rimCentre: Float
  let rimScale: Float
  let rimLevel: Float
  let interiorDepth: Float
  /// From this depth on an edge pixel has no rim, no border, full coverage and no shadow: only its
  /// refracted sample remains (most of the bezel band).
  let plainDepth: Float

  init(_ s: GlassShading) {
    interiorDepth = s.interiorDepth
    var plain: Float = 0.5
    // A pixel's margin past the rim: at exactly rimWidth + ½ the rim's ramp may round to a hair above 0.
    if s.rimIntensity > 0 { plain = max(plain, s.rimWidth + 1) }
    if s.borderWidth > 0 { plain = max(plain, s.borderWidth + 1) }
    plainDepth = plain
    displacement = max(s.displacement, 0)
    profileScale = Float(RefractionProfile.steps) / s.bezel
    borderWidth = s.borderWidth
    border = s.border * 255
    rimCentre = s.rimWidth / 2
    rimScale = 1 / (s.rimWidth / 2 + 0.5)
    rimLevel = s.rimIntensity * 255
  }

  /// How far the sample is pulled inward at depth `depth` ≥ 0.
  @inline(__always) func shift(depth: Float) -> Float {
    let t = depth * profileScale
    guard displacement > 0, t < steps else { return 0 }
    let i = Int(t)
    let f = t - Float(i)
    return displacement * (profile[i] + (profile[i &+ 1] - profile[i]) * f)
  }

  /// Border and rim on a toned colour in levels at signed distance `d` (depth `depth`).
  @inline(__always) func apply(_ toned: SIMD4<Float>, d: Float, depth: Float) -> SIMD4<Float> {
    var c = toned
    if borderWidth > 0 && depth < borderWidth + 1 {
      let b = fastClamp(borderWidth - depth + 0.5, 0, 1)
      c = c * (1 - b) + border * b
    }
    let rim = fastMax(1 - abs(d + rimCentre) * rimScale, 0) * rimLevel
    if rim > 0 {
      let lit = c + SIMD4(rim, rim, rim, 0)
      let alpha = fastMax(lit.w, fastMin(fastMax(lit.x, fastMax(lit.y, lit.z)), 255))
      c = lanesMin(lit, SIMD4(repeating: alpha))
      c.w = alpha
    }
    return c
  }

  /// A pixel of the outline's band from its record (d, gx, gy, shadow opacity): the refracted sample of
  /// the toned grid, border and rim, coverage and shadow, as `GlassShading.pixel` computes them, in levels,
  /// times `opacity`.
  @inline(__always) func pixel(
    _ record: SIMD4<Float>, _ px: Float, _ py: Float, grid: ToneGrid, opacity: Float
  ) -> UInt32 {
    let shift = shift(depth: fastMax(-record.x, 0))
    let sample =
      shift > 0 ? grid.sample(px - record.y * shift, py - record.z * shift) : grid.sample(px, py)
    return finish(record, sample: sample, opacity: opacity)
  }

  /// The rest of `pixel` once its refracted sample is known.
  @inline(__always) func finish(_ record: SIMD4<Float>, sample: SIMD4<Float>, opacity: Float) -> UInt32 {
    let d = record.x
    let depth = fastMax(-d, 0)
    // The bezel's inside: what the full expression below gives when coverage is 1, rim and border 0 and
    // there is no shadow (c · 1 + 0 · 0 is c), without computing them.
    if depth >= plainDepth { return Self.pack(opacity >= 1 ? sample : sample * opacity) }
    let coverage = fastClamp(0.5 - d, 0, 1)
    let c = apply(sample, d: d, depth: depth)
    let v = (c * coverage + SIMD4(0, 0, 0, record.w * 255) * (1 - coverage)) * opacity
    return Self.pack(v)
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
