import VitrumGeometry
import VitrumScene

/// A colour as OKLab coordinates multiplied by its alpha, and the alpha: the vector colours animate as.
///
/// Why OKLab (Björn Ottosson, 2020, bottosson.github.io/posts/oklab): its lightness axis follows
/// perceived lightness and its straight lines keep hue nearly constant, so a blend a fraction of the way
/// between two colours looks that fraction of the way. Blending the gamma-encoded sRGB numbers instead
/// sends saturated pairs through dark, muddy midpoints — red to green passes the dark olive
/// sRGB (0.5, 0.5, 0), OKLab lightness 0.58, where OKLab's midpoint keeps the mean lightness 0.75 — and
/// CIELAB bends blue toward purple on its way to white. Like any rectangular space, OKLab still passes
/// near grey between exact complements: blue to yellow fades through chroma 0.08 (the ends have 0.31 and
/// 0.21), though at lightness 0.71 rather than sRGB's flat grey 0.60. Only a polar space such as OKLCH
/// keeps the chroma, at the price of choosing a way round the hue circle and of hue being undefined for
/// greys, so that a fade to white could swing through unrelated hues.
///
/// Premultiplied because a fade from a transparent colour must not darken: `clear` is transparent
/// black, and blending its black in straight alpha greys the colour fading in; premultiplied, a
/// transparent colour contributes nothing whatever its components.
///
/// Cost: each conversion is the sRGB transfer curve (a `pow` per channel), two 3×3 matrices and a cube
/// root per channel — about a hundred times a blend of the sRGB numbers, and still negligible next to
/// painting anything with the colour (docs/benchmarks.md, *Colour blending*).
public struct PremultipliedOKLab: Hashable, Sendable, CustomStringConvertible {
  /// OKLab lightness L times alpha.
  public var lightness: Double
  /// OKLab a (green–red) times alpha.
  public var a: Double
  /// OKLab b (blue–yellow) times alpha.
  public var b: Double
  /// The alpha.
  public var alpha: Double

  /// Creates the vector from premultiplied coordinates.
  public init(lightness: Double, a: Double, b: Double, alpha: Double) {
    self.lightness = lightness
    self.a = a
    self.b = b
    self.alpha = alpha
  }

  /// The vector of an sRGB colour.
  public init(_ color: Color) {
    let lab = Self.oklab(red: color.red, green: color.green, blue: color.blue)
    self.init(
      lightness: lab.l * color.alpha, a: lab.a * color.alpha, b: lab.b * color.alpha, alpha: color.alpha)
  }

  /// The sRGB colour: transparent black when alpha is 0, components outside 0…1 where the vector lies
  /// outside the sRGB gamut (colours are clamped when drawn).
  public var color: Color {
    guard alpha != 0, alpha.isFinite else {
      return Color(red: 0, green: 0, blue: 0, alpha: alpha.isFinite ? 0 : alpha)
    }
    let rgb = Self.srgb(l: lightness / alpha, a: a / alpha, b: b / alpha)
    return Color(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
  }

  public var description: String { "oklab(\(lightness), \(a), \(b)) × \(alpha)" }

  /// OKLab coordinates of gamma-encoded sRGB components.
  static func oklab(red: Double, green: Double, blue: Double) -> (l: Double, a: Double, b: Double) {
    OKLab.lab(red: red, green: green, blue: blue)
  }

  /// Gamma-encoded sRGB components of OKLab coordinates.
  static func srgb(l: Double, a: Double, b: Double) -> (red: Double, green: Double, blue: Double) {
    OKLab.srgb(l: l, a: a, b: b)
  }
}

extension PremultipliedOKLab: VectorArithmetic, Animatable {
  public static let zero = PremultipliedOKLab(lightness: 0, a: 0, b: 0, alpha: 0)

  public func adding(_ o: PremultipliedOKLab) -> PremultipliedOKLab {
    PremultipliedOKLab(lightness: lightness + o.lightness, a: a + o.a, b: b + o.b, alpha: alpha + o.alpha)
  }

  public func subtracting(_ o: PremultipliedOKLab) -> PremultipliedOKLab {
    PremultipliedOKLab(lightness: lightness - o.lightness, a: a - o.a, b: b - o.b, alpha: alpha - o.alpha)
  }

  public func scaled(by f: Double) -> PremultipliedOKLab {
    PremultipliedOKLab(lightness: lightness * f, a: a * f, b: b * f, alpha: alpha * f)
  }

  public var magnitudeSquared: Double { lightness * lightness + a * a + b * b + alpha * alpha }
}
