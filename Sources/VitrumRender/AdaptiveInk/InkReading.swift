import Foundation
import VitrumScene

/// What lies beneath an adaptive foreground, as its ink is chosen from it: the pixels drawn before the
/// node where its ink covers at least half a pixel, summed up as the contrast each ink would reach there.
///
/// A contrast is WCAG 2's ratio between the ink as shown (blended over the pixel by its opacity) and the
/// pixel, taken at the `percentile` of the pixels: nine tenths of the ink stand out at least that well, so a
/// few specks of a refracted backdrop do not decide alone (the measure `vitrum lint`'s legibility rule
/// reports).
public struct InkReading: Hashable, Sendable {
  /// How many pixels were measured.
  public var pixels: Int
  /// The mean WCAG relative luminance of those pixels (0 black … 1 white).
  public var meanLuminance: Double
  /// The contrast of full-strength light (white) and dark (black) ink.
  public var light: Double
  public var dark: Double
  /// For the secondary level, the contrast of each side's ink at each of `InkChooser.secondarySteps`
  /// opacities; empty for the primary level.
  public var secondaryLight: [Double]
  public var secondaryDark: [Double]

  /// Which share of the pixels may stand out less than the reported contrast.
  public static let percentile = 0.1
  /// At most this many pixels are measured: larger foregrounds are sampled at an even stride in row order,
  /// enough for a percentile to within a few tenths of a percent.
  public static let maximumSamples = 4096

  /// The contrast of full-strength ink of a side.
  public func contrast(_ side: InkSide) -> Double { side == .light ? light : dark }

  /// The contrast of a side's ink at a secondary step (the last step is full strength).
  func contrast(_ side: InkSide, step: Int) -> Double {
    let list = side == .light ? secondaryLight : secondaryDark
    return step < list.count ? list[step] : contrast(side)
  }

  /// Reads the pixels beneath a foreground: `colors` are what lies beneath each covered pixel (sRGB,
  /// 0…1, opaque).
  public init(beneath colors: [SIMD3<Double>], level: AdaptiveInk.Level) {
    let stride = max(1, (colors.count + Self.maximumSamples - 1) / Self.maximumSamples)
    var samples: [SIMD3<Double>] = []
    samples.reserveCapacity(colors.count / stride + 1)
    var index = 0
    while index < colors.count {
      samples.append(colors[index])
      index += stride
    }
    let luminances = samples.map(Self.luminance)
    pixels = colors.count
    meanLuminance = luminances.isEmpty ? 0 : luminances.reduce(0, +) / Double(luminances.count)
    light = Self.contrast(of: SIMD3(1, 1, 1), opacity: 1, over: samples, luminances)
    dark = Self.contrast(of: SIMD3(0, 0, 0), opacity: 1, over: samples, luminances)
    if level == .secondary {
      let steps = InkChooser.secondarySteps
      secondaryLight = steps.map { Self.contrast(of: SIMD3(1, 1, 1), opacity: $0, over: samples, luminances) }
      secondaryDark = steps.map { Self.contrast(of: SIMD3(0, 0, 0), opacity: $0, over: samples, luminances) }
    } else {
      secondaryLight = []
      secondaryDark = []
    }
  }

  /// The percentile contrast of an ink blended over each pixel at an opacity (1 when nothing was read:
  /// no pixel, no contrast).
  static func contrast(
    of ink: SIMD3<Double>, opacity: Double, over pixels: [SIMD3<Double>], _ luminances: [Double]
  ) -> Double {
    guard !pixels.isEmpty else { return 1 }
    var ratios = [Double](repeating: 0, count: pixels.count)
    for i in pixels.indices {
      let shown = opacity >= 1 ? ink : ink * opacity + pixels[i] * (1 - opacity)
      ratios[i] = ratio(luminance(shown), luminances[i])
    }
    ratios.sort()
    return ratios[Int((Double(ratios.count - 1) * percentile).rounded(.down))]
  }

  /// WCAG 2 relative luminance of an sRGB colour.
  static func luminance(_ c: SIMD3<Double>) -> Double {
    func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(c.x) + 0.7152 * linear(c.y) + 0.0722 * linear(c.z)
  }

  /// WCAG 2 contrast ratio of two relative luminances.
  static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
}
