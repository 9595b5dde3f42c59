import VitrumScene

/// Glass parameters are a vector of their eleven numbers (blur, refraction, bezel, rim width and
/// intensity, saturation, tone, dimming, shadow radius, opacity and offset).
extension GlassParameters: VectorArithmetic, Animatable {
  public static let zero = GlassParameters(
    blurRadius: 0, refractionDisplacement: 0, bezelWidth: 0, rimWidth: 0, rimIntensity: 0, saturation: 0,
    toneAlpha: 0, dimming: 0, shadowRadius: 0, shadowOpacity: 0, shadowOffset: 0)

  public func adding(_ o: GlassParameters) -> GlassParameters { combined(o) { $0 + $1 } }
  public func subtracting(_ o: GlassParameters) -> GlassParameters { combined(o) { $0 - $1 } }
  public func scaled(by f: Double) -> GlassParameters { combined(self) { a, _ in a * f } }

  public var magnitudeSquared: Double {
    numbers.reduce(0) { $0 + $1 * $1 }
  }

  /// The eleven numbers in declaration order.
  var numbers: [Double] {
    [
      blurRadius, refractionDisplacement, bezelWidth, rimWidth, rimIntensity, saturation, toneAlpha, dimming,
      shadowRadius, shadowOpacity, shadowOffset,
    ]
  }

  /// Each number of `self` combined with the matching number of `other`.
  func combined(_ other: GlassParameters, _ f: (Double, Double) -> Double) -> GlassParameters {
    GlassParameters(
      blurRadius: f(blurRadius, other.blurRadius),
      refractionDisplacement: f(refractionDisplacement, other.refractionDisplacement),
      bezelWidth: f(bezelWidth, other.bezelWidth), rimWidth: f(rimWidth, other.rimWidth),
      rimIntensity: f(rimIntensity, other.rimIntensity), saturation: f(saturation, other.saturation),
      toneAlpha: f(toneAlpha, other.toneAlpha), dimming: f(dimming, other.dimming),
      shadowRadius: f(shadowRadius, other.shadowRadius), shadowOpacity: f(shadowOpacity, other.shadowOpacity),
      shadowOffset: f(shadowOffset, other.shadowOffset))
  }
}
