import VitrumGeometry

/// A node's glass as a frame shows it: the material, its look resolved against the node's environment,
/// and the interaction state.
public struct PresentedGlass: Hashable, Sendable {
  /// The material as the node holds it.
  public var material: GlassMaterial
  /// The material resolved against the node's environment (accessibility tiers applied).
  public var appearance: GlassAppearance
  /// Whether the glass is pressed: the node is pressed and its glass is interactive (it grows slightly).
  public var isPressed: Bool
  /// The factor by which the glass outline is scaled about the centre of its bounds:
  /// `PaintedNode.pressedScale` while pressed, 1 otherwise.
  public var outlineScale: Double
  /// The union id, if any.
  public var unionID: String?
  /// A morph from another outline in progress, if any.
  public var morph: ShapeMorph?
  /// Where the glass is pressed, in the node's own coordinates (those of its outline): the node's
  /// `pressLocation`, or the centre of its outline's bounds. Nil while no press illumination shows.
  public var pressLocation: Point?
  /// The feedback illumination glowing from `pressLocation`: how far it has spread and how bright it is
  /// (it spreads after a press and fades after the release). Nil while none shows.
  public var illumination: PressIllumination?

  /// Creates presented glass.
  public init(
    material: GlassMaterial, appearance: GlassAppearance, isPressed: Bool, outlineScale: Double,
    unionID: String?, morph: ShapeMorph? = nil, pressLocation: Point? = nil,
    illumination: PressIllumination? = nil
  ) {
    self.pressLocation = pressLocation
    self.illumination = illumination
    self.material = material
    self.appearance = appearance
    self.isPressed = isPressed
    self.outlineScale = outlineScale
    self.unionID = unionID
    self.morph = morph
  }
}
