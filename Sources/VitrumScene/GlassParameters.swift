/// The concrete numbers behind a glass look. Lengths are in points (the renderer multiplies by its scale).
///
/// Starting values come from published measurements of iOS 26 frames at 3× (docs/glass.md, *One glass
/// shape*): refraction displacement ≈ 58 px over a bezel of ≈ 21 px, rim ≈ 0.8 px, blur σ ≈ 2.6 px, tone
/// α ≈ 0.7 for regular and ≈ 0.22 for clear. Where the defaults below differ, the comment says why; each was
/// tuned by eye on `Scenes/glass-gallery.json` at scale 2.
public struct GlassParameters: Hashable, Sendable {
  /// Gaussian σ of the backdrop blur.
  public var blurRadius: Double
  /// How far sampling is pulled inward at the very rim.
  public var refractionDisplacement: Double
  /// Width of the band inside the outline where refraction acts; the flat middle is undisplaced.
  public var bezelWidth: Double
  /// Width of the bright hairline at the outline (drawn at least one device pixel wide).
  public var rimWidth: Double
  /// Strength of the rim light, 0…1 (added white).
  public var rimIntensity: Double
  /// Saturation multiplier applied to the backdrop sample before toning (1 = unchanged).
  public var saturation: Double
  /// How strongly the tone (light over light backdrops, dark over dark) is mixed in, 0…1.
  public var toneAlpha: Double
  /// Black mixed over the result when the backdrop under the shape is bright (clear glass's legibility
  /// layer), 0…1.
  public var dimming: Double
  /// Blur radius of the soft shadow outside the shape; 0 for none.
  public var shadowRadius: Double
  /// Peak opacity of the shadow.
  public var shadowOpacity: Double
  /// Downward offset of the shadow.
  public var shadowOffset: Double

  public init(
    blurRadius: Double, refractionDisplacement: Double, bezelWidth: Double, rimWidth: Double,
    rimIntensity: Double, saturation: Double, toneAlpha: Double, dimming: Double,
    shadowRadius: Double, shadowOpacity: Double, shadowOffset: Double
  ) {
    self.blurRadius = blurRadius
    self.refractionDisplacement = refractionDisplacement
    self.bezelWidth = bezelWidth
    self.rimWidth = rimWidth
    self.rimIntensity = rimIntensity
    self.saturation = saturation
    self.toneAlpha = toneAlpha
    self.dimming = dimming
    self.shadowRadius = shadowRadius
    self.shadowOpacity = shadowOpacity
    self.shadowOffset = shadowOffset
  }

  /// Defaults of `regular` glass.
  ///
  /// Blur σ is 2 pt rather than the measured 0.87 pt (2.6 px at 3×): at 0.87 pt the interior reads as
  /// unfiltered over fine textures, and the look asked of regular glass is a softened backdrop. Tone α is
  /// 0.28 rather than the measured 0.7: our tone is a flat light/dark colour, and at 0.7 it washes the
  /// backdrop into the "translucent grey rectangle" failure mode — the measured α applies to a tone that
  /// already follows the backdrop's colour.
  public static let regular = GlassParameters(
    blurRadius: 2, refractionDisplacement: 19, bezelWidth: 7, rimWidth: 0.3, rimIntensity: 0.6,
    saturation: 1.25, toneAlpha: 0.28, dimming: 0, shadowRadius: 8, shadowOpacity: 0.18, shadowOffset: 2)

  /// Defaults of `clear` glass: much less filtering, details show through, and a 35 % black dimming layer
  /// over bright backdrops (Apple's legibility guideline).
  public static let clear = GlassParameters(
    blurRadius: 0.5, refractionDisplacement: 19, bezelWidth: 7, rimWidth: 0.3, rimIntensity: 0.5,
    saturation: 1.1, toneAlpha: 0.1, dimming: 0.35, shadowRadius: 6, shadowOpacity: 0.12, shadowOffset: 2)

  /// Whether every number is finite.
  public var isFinite: Bool {
    [
      blurRadius, refractionDisplacement, bezelWidth, rimWidth, rimIntensity, saturation, toneAlpha,
      dimming, shadowRadius, shadowOpacity, shadowOffset,
    ].allSatisfy(\.isFinite)
  }
}
