/// The feedback illumination of pressed interactive glass (Apple: light that glows from inside the glass
/// where the finger touches, spreads across the element and into nearby glass, and fades on release).
public struct PressIllumination: Hashable, Sendable {
  /// How far the glow has spread from the press point, 0 (just touched) to 1 (across the whole element).
  public var spread: Double
  /// How bright it is, 0 (gone) to 1.
  public var intensity: Double

  /// Creates an illumination state.
  public init(spread: Double, intensity: Double) {
    self.spread = spread
    self.intensity = intensity
  }

  /// Fully spread at full brightness: a press without motion (a static scene, Reduce Motion).
  public static let full = PressIllumination(spread: 1, intensity: 1)
  /// The moment of a press: full brightness at the touch point, not yet spread.
  public static let touched = PressIllumination(spread: 0, intensity: 1)
  /// Faded out, wherever it had spread.
  public static let faded = PressIllumination(spread: 1, intensity: 0)

  /// How long the glow takes to spread across the element (Apple's description; OPTICS: ≈ 0.3 s).
  public static let spreadDuration = 0.3
  /// How long it takes to fade after the release.
  public static let fadeDuration = 0.35

  /// Whether anything shows: a finite intensity above zero.
  public var isVisible: Bool { intensity.isFinite && spread.isFinite && intensity > 0 }

  /// Both numbers within 0…1 (a spring may carry them past either end).
  public var clamped: PressIllumination {
    PressIllumination(spread: min(max(spread, 0), 1), intensity: min(max(intensity, 0), 1))
  }
}
