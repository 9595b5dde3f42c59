/// What `EdgeLight.finish` takes from a pixel's distance alone — whether the pixel is plain refraction,
/// its coverage, border and rim — computed once for the pixels that share a distance: a top or bottom
/// bezel row, a side column. `finish` is then `EdgeLight.finish`'s remaining arithmetic on the sample,
/// the same operations in the same order (the tests hold the two to the same bytes for every look).
struct EdgeRim {
  let plain: Bool
  let coverage: Float
  let uncovered: Float
  let bordered: Bool
  /// 1 − b and border × b for the border's weight b.
  let keep: Float
  let borderTerm: SIMD4<Float>
  let rim: Float

  init(_ light: EdgeLight, d: Float) {
    let depth = fastMax(-d, 0)
    plain = depth >= light.plainDepth
    coverage = fastClamp(0.5 - d, 0, 1)
    uncovered = 1 - coverage
    bordered = light.borderWidth > 0 && depth < light.borderWidth + 1
    let b = fastClamp(light.borderWidth - depth + 0.5, 0, 1)
    keep = 1 - b
    borderTerm = light.border * b
    rim = fastMax(1 - abs(d + light.rimCentre) * light.rimScale, 0) * light.rimLevel
  }

  /// `EdgeLight.finish` of a pixel at this distance with refracted sample `sample` and shadow opacity
  /// `shadow`.
  @inline(__always) func finish(_ sample: SIMD4<Float>, shadow: Float, opacity: Float) -> UInt32 {
    if plain { return EdgeLight.pack(opacity >= 1 ? sample : sample * opacity) }
    var c = sample
    if bordered { c = c * keep + borderTerm }
    if rim > 0 {
      let lit = c + SIMD4(rim, rim, rim, 0)
      let alpha = fastMax(lit.w, fastMin(fastMax(lit.x, fastMax(lit.y, lit.z)), 255))
      c = lanesMin(lit, SIMD4(repeating: alpha))
      c.w = alpha
    }
    return EdgeLight.pack((c * coverage + SIMD4(0, 0, 0, shadow * 255) * uncovered) * opacity)
  }
}
