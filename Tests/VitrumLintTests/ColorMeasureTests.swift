import Testing

@testable import VitrumLint

/// WCAG 2 luminance and contrast, and CIE lightness, against values computed by hand.
@Suite struct ColorMeasureTests {
  @Test(arguments: [
    // Black and white: the ends of the scale.
    (0.0, 0.0), (1.0, 1.0),
    // 10/255 sits on the linear segment: 0.0392157 / 12.92.
    (10.0 / 255, 0.0030353),
    // Mid grey 128/255: ((0.501961 + 0.055) / 1.055)^2.4.
    (128.0 / 255, 0.2158605),
    // 119/255 (#777777): ((0.466667 + 0.055) / 1.055)^2.4.
    (119.0 / 255, 0.1844750),
  ])
  func linearChannel(encoded: Double, linear: Double) {
    #expect(abs(ColorMeasure.linear(encoded) - linear) < 1e-6)
  }

  @Test func contrastRatiosOfKnownPairs() {
    let white = ColorMeasure.relativeLuminance(red: 1, green: 1, blue: 1)
    let black = ColorMeasure.relativeLuminance(red: 0, green: 0, blue: 0)
    #expect(ColorMeasure.contrastRatio(white, black) == 21)
    #expect(ColorMeasure.contrastRatio(black, white) == 21)
    #expect(ColorMeasure.contrastRatio(white, white) == 1)
    // #777777 on white: 1.05 / (0.1844750 + 0.05) = 4.4781 — the classic "just misses 4.5:1" grey.
    let grey = ColorMeasure.relativeLuminance(red: 119.0 / 255, green: 119.0 / 255, blue: 119.0 / 255)
    #expect(abs(ColorMeasure.contrastRatio(white, grey) - 4.4781) < 1e-3)
    // Pure red on white: L = 0.2126, 1.05 / 0.2626 = 3.9985.
    let red = ColorMeasure.relativeLuminance(red: 1, green: 0, blue: 0)
    #expect(abs(red - 0.2126) < 1e-9)
    #expect(abs(ColorMeasure.contrastRatio(white, red) - 3.9985) < 1e-3)
  }

  @Test(arguments: [
    (0.0, 0.0), (1.0, 100.0),
    // Y = 0.18 (photographic mid grey): 116 · 0.5646 − 16 = 49.4961.
    (0.18, 49.4961),
    // Below ε = 216/24389 the linear branch: 24389/27 · 0.005 = 4.5165.
    (0.005, 4.5165),
  ])
  func lightness(luminance: Double, expected: Double) {
    #expect(abs(ColorMeasure.lightness(luminance) - expected) < 1e-3)
  }

  @Test func lightnessIsContinuousAtItsBreak() {
    let epsilon = 216.0 / 24389
    #expect(
      abs(ColorMeasure.lightness(epsilon * (1 - 1e-9)) - ColorMeasure.lightness(epsilon * (1 + 1e-9))) < 1e-6)
  }
}
