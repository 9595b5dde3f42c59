/// The names of `GlassShading`'s packed numbers.
extension GlassShading {
  /// Inward displacement at the rim, clamped to the shape's inscribed radius so the rim never samples
  /// beyond the opposite side of a small shape.
  var displacement: Float {
    get { scalars[0] }
    set { scalars[0] = newValue }
  }
  var bezel: Float {
    get { scalars[1] }
    set { scalars[1] = newValue }
  }
  /// The neutral rim hairline (the published iOS 26 frames' ≈ 0.8 px rim).
  var rimWidth: Float {
    get { scalars[2] }
    set { scalars[2] = newValue }
  }
  var rimIntensity: Float {
    get { scalars[3] }
    set { scalars[3] = newValue }
  }
  var saturation: Float {
    get { scalars[4] }
    set { scalars[4] = newValue }
  }
  /// How much of the tone is mixed in.
  var toneAlpha: Float {
    get { scalars[5] }
    set { scalars[5] = newValue }
  }
  /// How much of the tint's colour replaces the toned backdrop (0 without a tint).
  var tintStrength: Float {
    get { scalars[6] }
    set { scalars[6] = newValue }
  }
  /// Black mixed over the result (clear glass over bright content).
  var dimming: Float {
    get { scalars[7] }
    set { scalars[7] = newValue }
  }
  /// Grey added after the tone (Reduce Transparency's even frost: the backdrop's mean luminance taken
  /// out, the tone's put in).
  var toneShift: Float {
    get { scalars[8] }
    set { scalars[8] = newValue }
  }
  var borderWidth: Float {
    get { scalars[9] }
    set { scalars[9] = newValue }
  }
  var shadowRadius: Float {
    get { scalars[10] }
    set { scalars[10] = newValue }
  }
  /// The shadow's peak opacity, adapted to the backdrop.
  var shadowOpacity: Float {
    get { scalars[11] }
    set { scalars[11] = newValue }
  }
  var shadowOffset: Float {
    get { scalars[12] }
    set { scalars[12] = newValue }
  }
  /// The highlight's strength at the outline where it faces the light (0 without a light).
  var highlight: Float {
    get { scalars[13] }
    set { scalars[13] = newValue }
  }
  /// How deep into the bezel the highlight reaches, pixels.
  var highlightWidth: Float {
    get { scalars[14] }
    set { scalars[14] = newValue }
  }
  /// How far the bezel's outer edge moves toward `bodyTone` (0 at the bezel's inner edge).
  var body: Float {
    get { scalars[15] }
    set { scalars[15] = newValue }
  }

  /// The unit vector on screen (y down) from the shape towards the light.
  var lightX: Float {
    get { lighting[0] }
    set { lighting[0] = newValue }
  }
  var lightY: Float {
    get { lighting[1] }
    set { lighting[1] = newValue }
  }
  /// How much the neutral rim follows the light's direction (0: evenly all round, the published frames).
  var rimFollow: Float {
    get { lighting[2] }
    set { lighting[2] = newValue }
  }
  /// How much less body the side facing the light shows, and more the side facing away.
  var bodyShade: Float {
    get { lighting[3] }
    set { lighting[3] = newValue }
  }
  /// The press glow's centre, device pixels.
  var glowX: Float {
    get { lighting[4] }
    set { lighting[4] = newValue }
  }
  var glowY: Float {
    get { lighting[5] }
    set { lighting[5] = newValue }
  }
  /// How far the glow's fill has spread from its centre, device pixels.
  var glowRadius: Float {
    get { lighting[6] }
    set { lighting[6] = newValue }
  }
  /// The glow's brightness, 0 without one.
  var glowIntensity: Float {
    get { lighting[7] }
    set { lighting[7] = newValue }
  }
  /// 1 / r² for the glow core's radius r, device pixels.
  var glowCoreScale: Float {
    get { lighting[8] }
    set { lighting[8] = newValue }
  }
  /// The lanes of `lighting` that place the glow (centre, spread, core): taken whole from the glowing side
  /// when blending with a look without glow.
  static let glowPlacement = [4, 5, 6, 8]
}
