import Testing
import VitrumScene

@testable import VitrumAnimation

/// Colours in premultiplied OKLab.
@Suite struct ColorInterpolationTests {
  /// OKLab of the sRGB primaries and white, from Björn Ottosson's reference implementation
  /// (bottosson.github.io, misc/colorpicker/colorconversion.js), as quoted by the test suites of several
  /// colour libraries found through the code-search index (e.g. palette's `red()` test).
  @Test(arguments: [
    (1.0, 0.0, 0.0, 0.6279553606145516, 0.22486306106597398, 0.1258462985307351),
    (0, 1, 0, 0.8664396115356694, -0.23388757418790818, 0.17949847989672985),
    (0, 0, 1, 0.4520137183853429, -0.03245698416876397, -0.3115281476783751),
    (1, 1, 1, 0.9999999934735462, 8.095285553e-11, 3.727390762709e-8),
  ])
  func oklabReferenceValues(r: Double, g: Double, b: Double, l: Double, a: Double, bb: Double) {
    let lab = PremultipliedOKLab(Color(red: r, green: g, blue: b))
    #expect(near(lab.lightness, l, 1e-9) && near(lab.a, a, 1e-9) && near(lab.b, bb, 1e-9), "\(lab)")
    #expect(lab.alpha == 1)
  }

  @Test func roundTripIsCloseAndEndsAreExact() {
    var random = TestRandom(seed: 3)
    for _ in 0..<500 {
      let c = Color(
        red: random.double(0...1), green: random.double(0...1), blue: random.double(0...1),
        alpha: random.double(0.01...1))
      let back = PremultipliedOKLab(c).color
      #expect(
        near(back.red, c.red, 1e-13) && near(back.green, c.green, 1e-13) && near(back.blue, c.blue, 1e-13))
      #expect(near(back.alpha, c.alpha, 1e-15))
      let d = Color(red: random.double(0...1), green: 0.5, blue: 0.25, alpha: 0.3)
      #expect(c.interpolated(to: d, fraction: 0) == c)
      #expect(c.interpolated(to: d, fraction: 1) == d)
    }
  }

  /// Red to green: the OKLab midpoint keeps the mean lightness (0.6280 + 0.8664) / 2 = 0.7472 (a straight
  /// line in OKLab), where blending the sRGB numbers gives (0.5, 0.5, 0) at lightness 0.579.
  @Test func midpointKeepsLightness() {
    let mid = Color(red: 1, green: 0, blue: 0).interpolated(
      to: Color(red: 0, green: 1, blue: 0), fraction: 0.5)
    #expect(near(PremultipliedOKLab(mid).lightness, 0.7471974860751105, 1e-9))
    #expect(
      near(PremultipliedOKLab(Color(red: 0.5, green: 0.5, blue: 0)).lightness, 0.5790286107824428, 1e-9))
  }

  /// Fading in from `clear` (transparent black) keeps the colour: only alpha changes, because a
  /// transparent colour premultiplies to the zero vector.
  @Test func fadeFromClearDoesNotDarken() {
    let blue = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    for fraction in [0.1, 0.25, 0.5, 0.9] {
      let c = Color.clear.interpolated(to: blue, fraction: fraction)
      #expect(near(c.alpha, fraction, 1e-12))
      #expect(near(c.red, 0.2, 1e-13) && near(c.green, 0.4, 1e-13) && near(c.blue, 0.9, 1e-13), "\(c)")
    }
  }

  /// A vector with alpha 0 stands for transparent black; a colour vector can be scaled and added like
  /// any other, which is what a spring does with it.
  @Test func vectorOperations() {
    #expect(PremultipliedOKLab.zero.color == Color(red: 0, green: 0, blue: 0, alpha: 0))
    let a = PremultipliedOKLab(Color(red: 1, green: 0.5, blue: 0))
    #expect(a.adding(a).subtracting(a) == a)
    #expect(near(a.scaled(by: 2).magnitudeSquared, 4 * a.magnitudeSquared, 1e-12))
    #expect(Color(animatableData: a.animatableData) == a.color)
    // Overshoot past opaque keeps the hue and reports alpha above 1 (clamped when drawn).
    let over = Color.clear.interpolated(to: Color(red: 1, green: 0, blue: 0), fraction: 1.2)
    #expect(near(over.alpha, 1.2, 1e-12) && near(over.red, 1, 1e-13))
  }
}
