/// Why a glass shape looks the way it does in a frame: reports use it to tell apart two frames that look
/// alike for different reasons.
public enum GlassTierReason: String, Hashable, Sendable {
  /// The material as written.
  case standard
  /// Reduce Transparency made it an even frosted material, light or dark with the colour scheme.
  case reduceTransparency
  /// Increase Contrast made it black or white with a contrasting border.
  case increaseContrast
  /// The identity variant: nothing is drawn.
  case identity
}

/// A material resolved against an environment: the numbers the compositor uses. Every default here is
/// listed, with its source, in docs/glass-look.md.
public struct GlassAppearance: Hashable, Sendable {
  public var parameters: GlassParameters
  public var tint: Color?
  /// Whether the tint is prominent (nearly opaque colour).
  public var isProminent: Bool
  /// The tone over light backdrops.
  public var lightTone: Color
  /// The tone over dark backdrops.
  public var darkTone: Color
  /// Backdrop luminance at which the tone is half light, half dark: low in light mode (glass lifts what it
  /// covers unless that is near black), high in dark mode (it darkens all but bright content).
  public var toneMidpoint: Double
  /// Width of the transition between dark and light tones in luminance (0 for a hard switch).
  public var toneSoftness: Double
  /// Whether the tone ignores how bright the backdrop is on average (Reduce Transparency): the backdrop's
  /// mean luminance is replaced by the tone's, so identical shapes over different content look alike and
  /// only the backdrop's variation about its mean shows through the frost.
  public var isEven: Bool
  /// A contrasting border (Increase Contrast), in points.
  public var borderWidth: Double
  public var isInteractive: Bool
  /// The colour scheme the look was resolved in.
  public var colorScheme: ColorScheme
  /// The environment's light.
  public var light: SceneLight
  public var reason: GlassTierReason

  /// Whether the shape draws nothing (identity).
  public var isInvisible: Bool { reason == .identity }
}

extension GlassMaterial {
  /// Reduce Transparency: blur at least 4× (σ ≥ 8 pt), a tone α of 0.85 over an even frost and the
  /// backdrop's saturation halved — text behind the glass is no longer legible, and identical controls look
  /// identical over any content (docs/glass-look.md).
  static let frostedBlurFactor = 4.0
  static let frostedMinimumBlur = 8.0
  static let frostedToneAlpha = 0.85
  static let frostedSaturation = 0.5
  /// Increase Contrast: an opaque black or white tone (the content no longer shows through) with a hard
  /// switch and a 1.5 pt border (docs/glass.md: 1–2 px).
  static let contrastToneAlpha = 1.0
  static let contrastBorderWidth = 1.5

  /// The look of this material in an environment; accessibility settings take precedence in the order
  /// identity, increase contrast, reduce transparency.
  public func appearance(in environment: SceneEnvironment) -> GlassAppearance {
    var p = parameters
    var reason = GlassTierReason.standard
    let dark = environment.colorScheme == .dark
    // Light mode lifts what it covers (its dark tone is a mid grey, reached only over near-black content);
    // dark mode darkens all but bright content, and even there stays a grey rather than white.
    var light = dark ? Color(red: 0.6, green: 0.6, blue: 0.63) : Color(red: 0.98, green: 0.98, blue: 0.99)
    var darkTone = dark ? Color(red: 0, green: 0, blue: 0.02) : Color(red: 0.42, green: 0.42, blue: 0.45)
    var midpoint = dark ? 0.72 : 0.2
    var softness = 0.3
    var border = 0.0
    var even = false
    if variant == .identity {
      reason = .identity
    } else if environment.increaseContrast {
      reason = .increaseContrast
      p.toneAlpha = Self.contrastToneAlpha
      p.dimming = 0
      light = Color(red: 1, green: 1, blue: 1)
      darkTone = Color(red: 0, green: 0, blue: 0)
      // Black over dark content, white over light; dark mode keeps black over mid-grey content.
      midpoint = dark ? 0.62 : 0.45
      softness = 0
      border = Self.contrastBorderWidth
    } else if environment.reduceTransparency {
      reason = .reduceTransparency
      p.blurRadius = max(p.blurRadius * Self.frostedBlurFactor, Self.frostedMinimumBlur)
      p.toneAlpha = max(p.toneAlpha, Self.frostedToneAlpha)
      p.saturation = min(p.saturation, Self.frostedSaturation)
      p.dimming = 0
      // One frost per colour scheme, whatever is beneath.
      let frost = dark ? Color(red: 0.16, green: 0.16, blue: 0.18) : Color(red: 0.93, green: 0.93, blue: 0.95)
      light = frost
      darkTone = frost
      even = true
    }
    return GlassAppearance(
      parameters: p, tint: tint, isProminent: isProminent && tint != nil, lightTone: light,
      darkTone: darkTone, toneMidpoint: midpoint, toneSoftness: softness, isEven: even, borderWidth: border,
      isInteractive: isInteractive, colorScheme: environment.colorScheme, light: environment.light,
      reason: reason)
  }
}
