/// Whether the interface is light or dark.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable { case light, dark }

/// The reading direction of the interface.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable { case leftToRight, rightToLeft }

/// Which layer of the interface a subtree belongs to. Glass belongs to the functional layer (controls,
/// navigation, overlays); glass placed in the content layer is a design error the renderer reports.
public enum InterfaceLayer: String, Hashable, Sendable, CaseIterable { case content, functional }

/// Settings that apply to a whole scene or, where a group overrides them, to a subtree.
public struct SceneEnvironment: Hashable, Sendable {
  public var colorScheme: ColorScheme
  public var layoutDirection: LayoutDirection
  /// Decorative motion (morphs, elastic and scale effects) is removed or replaced by cross-fades.
  public var reduceMotion: Bool
  /// Glass becomes frostier and nearly opaque.
  public var reduceTransparency: Bool
  /// Glass becomes predominantly black or white with a contrasting border.
  public var increaseContrast: Bool
  /// The interface layer of the subtree. Untagged scenes count as functional, so only a subtree an author
  /// tagged `content` and then filled with glass is reported.
  public var layer: InterfaceLayer
  /// The light glass catches its highlights from.
  public var light: SceneLight

  public init(
    colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight,
    reduceMotion: Bool = false, reduceTransparency: Bool = false, increaseContrast: Bool = false,
    layer: InterfaceLayer = .functional, light: SceneLight = .standard
  ) {
    self.colorScheme = colorScheme
    self.layoutDirection = layoutDirection
    self.reduceMotion = reduceMotion
    self.reduceTransparency = reduceTransparency
    self.increaseContrast = increaseContrast
    self.layer = layer
    self.light = light
  }
}
