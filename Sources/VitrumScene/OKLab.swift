/// Conversions between gamma-encoded sRGB and OKLab (Björn Ottosson, 2020, bottosson.github.io/posts/oklab):
/// the space colours animate in, and the one tinted glass keeps its tint's hue and chroma in.
public enum OKLab {
  /// Linear sRGB to cone responses, Ottosson's M1 (10 significant digits, as published).
  static let toCones = Matrix3(
    (0.412_221_470_8, 0.536_332_536_3, 0.051_445_992_9),
    (0.211_903_498_2, 0.680_699_545_1, 0.107_396_956_6),
    (0.088_302_461_9, 0.281_718_837_6, 0.629_978_700_5))
  /// Cube roots of cone responses to OKLab, Ottosson's M2.
  static let toLab = Matrix3(
    (0.210_454_255_3, 0.793_617_785_0, -0.004_072_046_8),
    (1.977_998_495_1, -2.428_592_205_0, 0.450_593_709_9),
    (0.025_904_037_1, 0.782_771_766_2, -0.808_675_766_0))
  /// The inverses, computed in double precision rather than taken from the published 10-digit inverses,
  /// which invert M2 only to 6e-8: over 20,000 random colours a round trip through the published ones was
  /// off by up to 1.6e-6 in a channel, through these by 4e-14 (NumPy, the same formulas).
  static let fromLab = toLab.inverse
  static let fromCones = toCones.inverse

  /// OKLab coordinates of gamma-encoded sRGB components.
  public static func lab(red: Double, green: Double, blue: Double) -> (l: Double, a: Double, b: Double) {
    let (l, m, s) = toCones.apply(linear(red), linear(green), linear(blue))
    return toLab.apply(_cbrt(l), _cbrt(m), _cbrt(s))
  }

  /// Gamma-encoded sRGB components of OKLab coordinates (outside 0…1 where the colour is out of gamut).
  public static func srgb(l: Double, a: Double, b: Double) -> (red: Double, green: Double, blue: Double) {
    let (lc, mc, sc) = fromLab.apply(l, a, b)
    let (r, g, bl) = fromCones.apply(lc * lc * lc, mc * mc * mc, sc * sc * sc)
    return (encoded(r), encoded(g), encoded(bl))
  }

  /// The sRGB transfer function undone (IEC 61966-2-1), extended to negative values by symmetry as CSS
  /// Color 4 does, so out-of-gamut colours survive the round trip.
  public static func linear(_ c: Double) -> Double {
    let magnitude = abs(c)
    let value = magnitude <= 0.040_45 ? magnitude / 12.92 : _pow((magnitude + 0.055) / 1.055, 2.4)
    return c < 0 ? -value : value
  }

  /// The sRGB transfer function, extended by symmetry like `linear`.
  public static func encoded(_ c: Double) -> Double {
    let magnitude = abs(c)
    let value = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * _pow(magnitude, 1 / 2.4) - 0.055
    return c < 0 ? -value : value
  }
}
