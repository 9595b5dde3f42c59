/// The feedback illumination on one glass item, in device pixels: light glowing from a press point,
/// spread `radius` far across the element, at `intensity`. The pressed glass's own press, or a fainter
/// share of a pressed neighbour's in the same container (`DisplayListBuilder`).
public struct GlassGlow: Hashable, Sendable {
  /// The press point, device pixels.
  public var x: Double
  public var y: Double
  /// How far the glow has spread from it, device pixels.
  public var radius: Double
  /// The radius of its bright core, device pixels.
  public var core: Double
  /// Its brightness, 0…1.
  public var intensity: Double

  public init(x: Double, y: Double, radius: Double, core: Double, intensity: Double) {
    self.x = x
    self.y = y
    self.radius = radius
    self.core = core
    self.intensity = intensity
  }

  /// The share of a press's glow that other glass of the same container catches within its spacing
  /// (Apple: the illumination spreads "to nearby glass"; fainter there, by tuning).
  public static let neighbourShare = 0.45
  /// The core's radius as a share of the pressed shape's shorter side: a fingertip-sized spot on a button.
  static let coreShare = 0.3

  /// Whether every number is finite.
  var isFinite: Bool {
    x.isFinite && y.isFinite && radius.isFinite && core.isFinite && intensity.isFinite
  }
}
