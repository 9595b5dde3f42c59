/// Four backdrop colours side by side, a channel per vector (premultiplied, 0…1): the toned grid tones
/// four texels at a time with the very operations `GlassShading.toned` applies to one, lane by lane and
/// in the same order — the same bytes — where one texel at a time kept three of every four lanes idle
/// (toning was 7 % of the 48-card frame's glass).
struct ColourLanes {
  var r: SIMD4<Float>
  var g: SIMD4<Float>
  var b: SIMD4<Float>
  var a: SIMD4<Float>

  /// Four stored pixels (B, G, R, A bytes) in 0…1: `DownsampledBackdrop.texel` times 1/255.
  @inline(__always) init(pixels p: SIMD4<UInt32>) {
    let scale: Float = 1 / 255
    b = DownsampledBlur.float(p & 0xFF) * scale
    g = DownsampledBlur.float((p &>> 8) & 0xFF) * scale
    r = DownsampledBlur.float((p &>> 16) & 0xFF) * scale
    a = DownsampledBlur.float(p &>> 24) * scale
  }
}

/// `fastMin`, `fastMax` and `fastClamp` lane by lane: a ternary on `<` or `>`, unordered lanes taking the
/// second operand.
@inline(__always) private func lanesFastMin(_ x: SIMD4<Float>, _ y: SIMD4<Float>) -> SIMD4<Float> {
  y.replacing(with: x, where: x .< y)
}
@inline(__always) private func lanesFastMax(_ x: SIMD4<Float>, _ y: SIMD4<Float>) -> SIMD4<Float> {
  y.replacing(with: x, where: x .> y)
}

extension GlassShading {
  /// `toned` of four colours.
  @inline(__always) func toned(_ lanes: ColourLanes) -> ColourLanes {
    var c = lanes
    if saturation != 1 {
      let luma = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
      let zero = SIMD4<Float>.zero
      c.r = lanesFastMin(lanesFastMax(luma + (c.r - luma) * saturation, zero), c.a)
      c.g = lanesFastMin(lanesFastMax(luma + (c.g - luma) * saturation, zero), c.a)
      c.b = lanesFastMin(lanesFastMax(luma + (c.b - luma) * saturation, zero), c.a)
    }
    let keep = 1 - toneAlpha
    c.r = c.r * keep + tone.x * toneAlpha
    c.g = c.g * keep + tone.y * toneAlpha
    c.b = c.b * keep + tone.z * toneAlpha
    c.a = c.a * keep + tone.w * toneAlpha
    if toneShift != 0 {
      let s = toneShift * c.a
      let zero = SIMD4<Float>.zero
      c.r = lanesFastMin(lanesFastMax(c.r + s, zero), c.a)
      c.g = lanesFastMin(lanesFastMax(c.g + s, zero), c.a)
      c.b = lanesFastMin(lanesFastMax(c.b + s, zero), c.a)
    }
    if tintStrength > 0 {
      // `straight = c.w > 0 ? c / c.w : c`, then `ramp.color(luma: luminance(straight)) * c.w`, lane by
      // lane (the ramp's knots are read per lane).
      let positive = c.a .> 0
      let sr = c.r.replacing(with: c.r / c.a, where: positive)
      let sg = c.g.replacing(with: c.g / c.a, where: positive)
      let sb = c.b.replacing(with: c.b / c.a, where: positive)
      let luma = 0.2126 * sr + 0.7152 * sg + 0.0722 * sb
      var tr = SIMD4<Float>.zero
      var tg = SIMD4<Float>.zero
      var tb = SIMD4<Float>.zero
      for k in 0..<4 {
        let t = ramp.color(luma: luma[k])
        tr[k] = t.x
        tg[k] = t.y
        tb[k] = t.z
      }
      let strength = tintStrength
      let rest = 1 - strength
      c.r = c.r * rest + (tr * c.a) * strength
      c.g = c.g * rest + (tg * c.a) * strength
      c.b = c.b * rest + (tb * c.a) * strength
      c.a = c.a * rest + c.a * strength
    }
    if dimming > 0 {
      let keep = 1 - dimming
      c.r = c.r * keep
      c.g = c.g * keep
      c.b = c.b * keep
    }
    return c
  }
}
