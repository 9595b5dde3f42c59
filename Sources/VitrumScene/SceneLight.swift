/// The light in the scene's environment that glass catches: the highlights along each glass outline come
/// from it (brightest where the outline faces it, a weaker reflex on the far side), and they move when it
/// moves. Timelines animate it as the document's `light`.
public struct SceneLight: Hashable, Sendable {
  /// Where the light comes from, in degrees clockwise on screen from straight above: 0 from the top,
  /// 90 from the right, −45 from the upper left.
  public var angle: Double
  /// How strong the highlights are: 1 is the default look, 0 leaves only the neutral rim hairline of the
  /// published iOS 26 frames (no directional light at all), values above 1 brighten further.
  public var intensity: Double

  /// Creates a light.
  public init(angle: Double = -45, intensity: Double = 1) {
    self.angle = angle
    self.intensity = intensity
  }

  /// The default: from the upper left, at full strength, as Apple's own material is lit.
  public static let standard = SceneLight()
  /// No directional light: the neutral rim of the published frames.
  public static let off = SceneLight(intensity: 0)

  /// Whether both numbers are finite.
  public var isFinite: Bool { angle.isFinite && intensity.isFinite }
}
