import VitrumScene

/// What a tint makes of a backdrop colour, as a function of the backdrop's lightness: coloured glass.
///
/// Apple describes tinting as generating a range of tones mapped to the brightness of the content beneath,
/// shifting with it "without deviating too far from the intended colour" (OPTICS, *Tint and adaptation*).
/// So the ramp keeps the tint's OKLab hue and chroma and moves only its lightness towards the backdrop's,
/// by a fraction and within bounds (`TintRamp.Strength`): amber over black stays orange rather than turning
/// brown, blue over white stays blue rather than going grey. Where a lightness leaves the sRGB gamut at the
/// tint's chroma, the chroma is reduced just enough (hue and lightness kept).
///
/// The ramp is built once per shape, at `knots` evenly spaced backdrop lumas (Rec. 709 weights on the
/// gamma-encoded components, as the tone's luminance), and read by linear interpolation: the per-pixel work
/// is a luma, an index and a lerp, with no colour-space conversion. Knots blend linearly, so two ramps
/// blended by a weight give the same colours as the two ramps' colours blended by it — a container's
/// bridge between differently tinted members shades smoothly.
struct TintRamp: Sendable {
  /// Gamma-encoded sRGB of the knots, channel by channel (knot i at luma i / 7).
  var red: SIMD8<Float>
  var green: SIMD8<Float>
  var blue: SIMD8<Float>

  static let knots = 8

  /// An unused ramp (black), for looks without a tint.
  static let clear = TintRamp(red: .zero, green: .zero, blue: .zero)

  init(red: SIMD8<Float>, green: SIMD8<Float>, blue: SIMD8<Float>) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// How far a tint's lightness follows the backdrop: `follow` of the difference, at most `darker` below
  /// and `lighter` above the tint's own (OKLab lightness units).
  struct Strength {
    var follow: Double
    var darker: Double
    var lighter: Double
  }

  /// The default tint: half the way towards the backdrop's lightness, within −0.1 … +0.08 — enough that
  /// the tint reads as glass with the content's light and shadow in it; bounded so that no backdrop takes
  /// it to brown (amber 0.1 darker is still orange, and the toned backdrop's share darkens it a little
  /// more) or to white (lighter tones run out of sRGB chroma first).
  static let regular = Strength(follow: 0.5, darker: 0.1, lighter: 0.08)
  /// The prominent tint: a quarter of the way, within −0.06 … +0.02: nearly its own colour everywhere.
  static let prominent = Strength(follow: 0.25, darker: 0.06, lighter: 0.02)

  /// The ramp of `tint` (its alpha ignored) at a strength.
  init(tint: Color, strength: Strength) {
    let t = OKLab.lab(
      red: min(max(tint.red, 0), 1), green: min(max(tint.green, 0), 1), blue: min(max(tint.blue, 0), 1))
    let chroma = (t.a * t.a + t.b * t.b).squareRoot()
    let (ha, hb) = chroma > 0 ? (t.a / chroma, t.b / chroma) : (0, 0)
    red = .zero
    green = .zero
    blue = .zero
    for i in 0..<Self.knots {
      let luma = Double(i) / Double(Self.knots - 1)
      // The OKLab lightness of a grey of this luma.
      let backdrop = OKLab.lab(red: luma, green: luma, blue: luma).l
      let shift = min(max((backdrop - t.l) * strength.follow, -strength.darker), strength.lighter)
      let l = min(max(t.l + shift, 0), 1)
      let rgb = Self.inGamut(l: l, chroma: chroma, ha: ha, hb: hb)
      red[i] = Float(rgb.red)
      green[i] = Float(rgb.green)
      blue[i] = Float(rgb.blue)
    }
  }

  /// The colour of lightness `l`, hue (ha, hb) and the largest chroma up to `chroma` that sRGB holds.
  static func inGamut(l: Double, chroma: Double, ha: Double, hb: Double) -> (
    red: Double, green: Double, blue: Double
  ) {
    func colour(_ c: Double) -> (red: Double, green: Double, blue: Double) {
      OKLab.srgb(l: l, a: ha * c, b: hb * c)
    }
    func fits(_ v: (red: Double, green: Double, blue: Double)) -> Bool {
      let e = 1e-4
      return min(v.red, v.green, v.blue) >= -e && max(v.red, v.green, v.blue) <= 1 + e
    }
    var best = colour(chroma)
    if !fits(best) {
      // Bisection on the chroma: greys (chroma 0) are always in gamut.
      var lo = 0.0
      var hi = chroma
      for _ in 0..<24 {
        let mid = (lo + hi) / 2
        if fits(colour(mid)) { lo = mid } else { hi = mid }
      }
      best = colour(lo)
    }
    return (min(max(best.red, 0), 1), min(max(best.green, 0), 1), min(max(best.blue, 0), 1))
  }

  /// The ramp's colour at a backdrop luma (clamped to 0…1), opaque RGB in 0…1.
  @inline(__always) func color(luma: Float) -> SIMD4<Float> {
    let t = fastClamp(luma, 0, 1) * Float(Self.knots - 1)
    let i = min(Int(t), Self.knots - 2)
    let f = t - Float(i)
    return SIMD4(
      red[i] + (red[i &+ 1] - red[i]) * f, green[i] + (green[i &+ 1] - green[i]) * f,
      blue[i] + (blue[i &+ 1] - blue[i]) * f, 1)
  }

  /// A ramp a fraction of the way to another (`h` is this one's weight).
  @inline(__always) mutating func mix(with other: TintRamp, weightOfSelf h: Float) {
    let k = 1 - h
    red = red * h + other.red * k
    green = green * h + other.green * k
    blue = blue * h + other.blue * k
  }
}
