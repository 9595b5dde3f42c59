/// Why a glass shape looks the way it does in a frame: reports use it to tell apart two frames that look
/// alike for different reasons.
public enum GlassTierReason: String, Hashable, Sendable {
  /// The material as written.
  case standard
  /// Reduce Transparency made it frosted and nearly opaque.
  case reduceTransparency
  /// Increase Contrast made it black or white with a contrasting border.
  case increaseContrast
  /// The identity variant: nothing is drawn.
  case identity
}

/// A material resolved against an environment: the numbers the compositor uses.
public struct GlassAppearance: Hashable, Sendable {
  public var parameters: GlassParameters
  public var tint: Color?
  /// Light tone used over light backdrops.
  public var lightTone: Color
  /// Dark tone used over dark backdrops.
  public var darkTone: Color
  /// Backdrop luminance at which the tone is half light, half dark. Dark mode moves it up so glass stays
  /// dark over mid-grey content.
  public var toneMidpoint: Double
  /// Width of the transition between dark and light tones in luminance (0 for a hard switch).
  public var toneSoftness: Double
  /// A contrasting border (Increase Contrast), in points.
  public var borderWidth: Double
  public var isInteractive: Bool
  public var reason: GlassTierReason

  /// Whether the shape draws nothing (identity).
  public var isInvisible: Bool { reason == .identity }
}

extension GlassMaterial {
  /// Reduce Transparency: blur at least 4× (σ ≥ 8 pt) and a tone α of 0.82 — frosted enough that text
  /// behind the glass is no longer legible, yet not a flat fill (the extreme tier is Increase Contrast).
  static let frostedBlurFactor = 4.0
  static let frostedMinimumBlur = 8.0
  static let frostedToneAlpha = 0.82
  /// Increase Contrast: tone α 0.92 with a hard light/dark switch and a 1.5 pt border (docs/glass.md: 1–2 px).
  static let contrastToneAlpha = 0.92
  static let contrastBorderWidth = 1.5

  /// The look of this material in an environment; accessibility settings take precedence in the order
  /// identity, increase contrast, reduce transparency.
  public func appearance(in environment: SceneEnvironment) -> GlassAppearance {
    var p = parameters
    var reason = GlassTierReason.standard
    var softness = 0.3
    var border = 0.0
    if variant == .identity {
      reason = .identity
    } else if environment.increaseContrast {
      reason = .increaseContrast
      p.toneAlpha = Self.contrastToneAlpha
      p.dimming = 0
      softness = 0
      border = Self.contrastBorderWidth
    } else if environment.reduceTransparency {
      reason = .reduceTransparency
      p.blurRadius = max(p.blurRadius * Self.frostedBlurFactor, Self.frostedMinimumBlur)
      p.toneAlpha = max(p.toneAlpha, Self.frostedToneAlpha)
    }
    let dark = environment.colorScheme == .dark
    return GlassAppearance(
      parameters: p, tint: tint,
      lightTone: Color(red: 0.97, green: 0.97, blue: 0.98),
      darkTone: Color(red: 0.07, green: 0.07, blue: 0.09),
      toneMidpoint: dark ? 0.62 : 0.45, toneSoftness: softness,
      borderWidth: border, isInteractive: isInteractive, reason: reason)
  }
}
