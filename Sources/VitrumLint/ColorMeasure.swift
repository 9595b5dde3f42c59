import Foundation

/// Colour arithmetic of the measuring rules: WCAG 2 relative luminance and contrast ratio, and CIE
/// lightness.
enum ColorMeasure {
  /// An sRGB channel (0…1, gamma-encoded) in linear light. The threshold is sRGB's 0.04045; WCAG 2.x
  /// prints 0.03928, from an older draft — no 8-bit value lies between the two (10/255 = 0.0392,
  /// 11/255 = 0.0431), so both give the same luminance for every pixel.
  static func linear(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// WCAG 2 relative luminance of an sRGB colour: 0 for black, 1 for white.
  static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
    0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2 contrast ratio of two relative luminances, from 1 (none) to 21 (black on white); the order of
  /// the arguments does not matter.
  static func contrastRatio(_ a: Double, _ b: Double) -> Double {
    let (lighter, darker) = a >= b ? (a, b) : (b, a)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// CIE 1976 lightness L* (0…100) of a relative luminance: perceptually even steps, so a spread measured
  /// in it means the same in shadows and highlights.
  static func lightness(_ luminance: Double) -> Double {
    let y = max(0, min(1, luminance))
    let epsilon = 216.0 / 24389
    let kappa = 24389.0 / 27
    return y > epsilon ? 116 * cbrt(y) - 16 : kappa * y
  }
}
