/// Up to four pixels of the outline's band waiting for `EdgeLight.finish`, side by side: their records
/// (d, gx, gy, shadow), refracted samples (B, G, R, A levels, a channel per vector) and where each goes.
///
/// `EdgeLight.finish` per pixel spent most of a glyph's shading on scalar arithmetic, one pixel at a time
/// (text is almost all band); four at a time, lane by lane, the same operations in the same order give
/// the same bytes (`EdgeLight.finishFour`). The pixels need not be neighbours: a pixel's bytes depend
/// only on its own record and sample.
struct EdgeQuad {
  var d = SIMD4<Float>.zero
  var gx = SIMD4<Float>.zero
  var gy = SIMD4<Float>.zero
  var shadow = SIMD4<Float>.zero
  var b = SIMD4<Float>.zero
  var g = SIMD4<Float>.zero
  var r = SIMD4<Float>.zero
  var a = SIMD4<Float>.zero
  /// Where each lane's pixel is written, as an offset from the caller's output pointer.
  var offsets = SIMD4<Int32>.zero
  var count = 0

  /// Adds a pixel; true when the quad is full.
  @inline(__always) mutating func append(_ record: SIMD4<Float>, sample: SIMD4<Float>, at offset: Int) -> Bool
  {
    let k = count
    d[k] = record.x
    gx[k] = record.y
    gy[k] = record.z
    shadow[k] = record.w
    b[k] = sample.x
    g[k] = sample.y
    r[k] = sample.z
    a[k] = sample.w
    offsets[k] = Int32(truncatingIfNeeded: offset)
    count = k &+ 1
    return count == 4
  }
}

extension EdgeLight {
  /// `shift(depth:)` of four depths (0 past the profile or without displacement; a shifted point
  /// x − g · 0 is x, the unshifted sample).
  @inline(__always) func shifts(depth: SIMD4<Float>) -> SIMD4<Float> {
    let t = depth * profileScale
    var shift = SIMD4<Float>.zero
    if displacement > 0 {
      for j in 0..<4 where t[j] < steps {
        let i = Int(t[j])
        let f = t[j] - Float(i)
        shift[j] = displacement * (profile[i] + (profile[i &+ 1] - profile[i]) * f)
      }
    }
    return shift
  }

  /// `flush` of a quad whose samples are still to be taken: each pixel's `refracted` sample, lane by
  /// lane, for pixels at device column `originX` + offset of the row at height `py`.
  @inline(__always) func flushRefracting(
    _ quad: inout EdgeQuad, grid: ToneGrid, originX: Int, py: Float, opacity: Float,
    into out: UnsafeMutablePointer<UInt32>
  ) {
    guard quad.count > 0 else { return }
    let shift = shifts(depth: lanesFastMax(-quad.d, .zero))
    let px = SIMD4<Float>(quad.offsets &+ Int32(truncatingIfNeeded: originX)) + 0.5
    let cells = grid.cells(x: px - quad.gx * shift, y: py - quad.gy * shift)
    for k in 0..<quad.count {
      let s = grid.sample(cells, lane: k)
      quad.b[k] = s.x
      quad.g[k] = s.y
      quad.r[k] = s.z
      quad.a[k] = s.w
    }
    flush(&quad, opacity: opacity, into: out)
  }

  /// `finish` of the quad's pixels into `out` at their offsets, then empties the quad. Lanes past its
  /// count are computed from whatever they hold and not written.
  @inline(__always) func flush(_ quad: inout EdgeQuad, opacity: Float, into out: UnsafeMutablePointer<UInt32>)
  {
    guard quad.count > 0 else { return }
    let words = finishFour(quad, opacity: opacity)
    for k in 0..<quad.count { out[Int(quad.offsets[k])] = words[k] }
    quad.count = 0
  }

  /// `finish` of four pixels, lane by lane: `EdgeTerms.init`, `apply` and `finish`, and `EdgeLight.pack`,
  /// each `if` of the scalar code a select (a lane the scalar code skips keeps its colour), each `fastMin`
  /// and `fastMax` its lane-wise twin, so every lane rounds as the scalar pixel does.
  @inline(__always) func finishFour(_ q: EdgeQuad, opacity: Float) -> SIMD4<UInt32> {
    let k = constants
    let zero = SIMD4<Float>.zero
    let one = SIMD4<Float>(repeating: 1)
    let d = q.d
    let depth = lanesFastMax(-d, zero)
    let plain = depth .>= k.plainDepth
    let coverage = lanesFastMin(lanesFastMax(0.5 - d, zero), one)
    let uncovered = 1 - coverage
    let facing = q.gx * k.lightX + q.gy * k.lightY
    let toward = lanesFastMax(facing, zero)
    let away = lanesFastMax(-facing, zero)
    let directional = toward * toward + GlassShading.reflex * away * away

    var cb = q.b
    var cg = q.g
    var cr = q.r
    var ca = q.a
    if k.borderWidth > 0 {
      let bordered = depth .< k.borderWidth + 1
      let w = lanesFastMin(lanesFastMax(k.borderWidth - depth + 0.5, zero), one)
      let keep = 1 - w
      cb.replace(with: cb * keep + k.border.x * w, where: bordered)
      cg.replace(with: cg * keep + k.border.y * w, where: bordered)
      cr.replace(with: cr * keep + k.border.z * w, where: bordered)
      ca.replace(with: ca * keep + k.border.w * w, where: bordered)
    }
    if k.body > 0 {
      let bodyRamp = lanesFastMax(1 - depth * k.bodyScale, zero)
      let slope = lanesFastMin(q.gx * q.gx + q.gy * q.gy, one)
      let body = k.body * bodyRamp * slope * (1 - k.bodyShade * facing)
      let bodied = body .> 0
      let tone = k.bodyTone
      let nb = cb + (tone.x * ca - cb) * body
      let ng = cg + (tone.y * ca - cg) * body
      let nr = cr + (tone.z * ca - cr) * body
      let na = ca + (tone.w * ca - ca) * body
      cb.replace(with: nb, where: bodied)
      cg.replace(with: ng, where: bodied)
      cr.replace(with: nr, where: bodied)
      ca.replace(with: na, where: bodied)
    }
    if k.highlight > 0 {
      let light = lanesFastMax(1 - depth * k.highlightScale, zero)
      let highlight = k.highlight * light * light * directional
      let lit = highlight .> 0
      let hi = lanesFastMax(cb, lanesFastMax(cg, cr))
      let lo = lanesFastMin(cb, lanesFastMin(cg, cr))
      let share = lanesFastMin(
        (hi - lo) * (EdgeConstants.leanPerChroma / k.unit), SIMD4(repeating: EdgeConstants.leanMaximum))
      let hued = hi .> 0
      let ratio = ca / hi
      let hb = ca.replacing(with: cb * ratio, where: hued)
      let hg = ca.replacing(with: cg * ratio, where: hued)
      let hr = ca.replacing(with: cr * ratio, where: hued)
      let lb = ca + (hb - ca) * share
      let lg = ca + (hg - ca) * share
      let lr = ca + (hr - ca) * share
      let nb = cb + (lb - cb) * highlight
      let ng = cg + (lg - cg) * highlight
      let nr = cr + (lr - cr) * highlight
      let na = ca + (ca - ca) * highlight
      cb.replace(with: nb, where: lit)
      cg.replace(with: ng, where: lit)
      cr.replace(with: nr, where: lit)
      ca.replace(with: na, where: lit)
    }
    if k.rimLevel > 0 {
      let ambient = GlassShading.rimAmbient
      let weight = 1 - k.rimFollow + k.rimFollow * (ambient + (1 - ambient) * directional)
      let offset = d + k.rimCentre
      let magnitude = unsafeBitCast(
        unsafeBitCast(offset, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
      let rim = lanesFastMax(1 - magnitude * k.rimScale, zero) * k.rimLevel * weight
      let rimmed = rim .> 0
      let lb = cb + rim
      let lg = cg + rim
      let lr = cr + rim
      let la = ca + 0
      let alpha = lanesFastMax(
        la, lanesFastMin(lanesFastMax(lb, lanesFastMax(lg, lr)), SIMD4(repeating: k.unit)))
      cb.replace(with: lb.replacing(with: alpha, where: lb .> alpha), where: rimmed)
      cg.replace(with: lg.replacing(with: alpha, where: lg .> alpha), where: rimmed)
      cr.replace(with: lr.replacing(with: alpha, where: lr .> alpha), where: rimmed)
      ca.replace(with: alpha, where: rimmed)
    }
    // Coverage over the shadow (`EdgeTerms.finish`: the shadow lies in alpha alone), times opacity; a
    // plain lane is its sample times opacity.
    let shadowLevel = q.shadow * 255
    var ob = cb * coverage * opacity
    var og = cg * coverage * opacity
    var or = cr * coverage * opacity
    var oa = (ca * coverage + shadowLevel * uncovered) * opacity
    let scaled = opacity >= 1 ? 1 : opacity
    ob.replace(with: opacity >= 1 ? q.b : q.b * scaled, where: plain)
    og.replace(with: opacity >= 1 ? q.g : q.g * scaled, where: plain)
    or.replace(with: opacity >= 1 ? q.r : q.r * scaled, where: plain)
    oa.replace(with: opacity >= 1 ? q.a : q.a * scaled, where: plain)
    return Self.packFour(b: ob, g: og, r: or, a: oa)
  }

  /// `EdgeLight.pack` of four pixels given channel by channel: alpha clamped to 0…255, every channel to
  /// [0, alpha], each rounded to a byte as `DownsampledBlur.pack` rounds it.
  @inline(__always) static func packFour(b: SIMD4<Float>, g: SIMD4<Float>, r: SIMD4<Float>, a: SIMD4<Float>)
    -> SIMD4<UInt32>
  {
    let zero = SIMD4<Float>.zero
    let alpha = lanesFastMin(lanesFastMax(a, zero), SIMD4(repeating: 255))
    @inline(__always) func byte(_ v: SIMD4<Float>) -> SIMD4<UInt32> {
      let low = v.replacing(with: zero, where: v .< zero)
      let clamped = low.replacing(with: alpha, where: low .> alpha)
      return unsafeBitCast(clamped + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
    }
    return byte(b) | byte(g) &<< 8 | byte(r) &<< 16 | byte(a) &<< 24
  }
}
