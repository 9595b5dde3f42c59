/// The glass a shape can carry: it refracts and blurs the content layer beneath the shape.
///
/// A material is a value: `GlassMaterial.regular.tint(.blue).interactive()`. Every parameter left nil takes
/// the variant's default from `GlassParameters`.
public struct GlassMaterial: Hashable, Sendable {
  /// The family of looks.
  public enum Variant: String, Hashable, Sendable, CaseIterable {
    /// Blurs and adapts to the backdrop: lighter over light content, darker over dark content.
    case regular
    /// Little filtering; bright backdrops get a dimming layer for legibility.
    case clear
    /// No effect at all; layout unchanged (lets a scene toggle glass without restructuring).
    case identity
  }

  public var variant: Variant
  /// A colour that suggests prominence. Tinted glass filters like coloured glass: the tint's hue and most
  /// of its chroma survive over any backdrop, and its lightness adapts within bounds to what is beneath.
  public var tint: Color?
  /// Whether the tint is the prominent one (SwiftUI's `.glassProminent`): nearly opaque colour, the lens
  /// and the light kept. Without a tint it changes nothing.
  public var isProminent: Bool
  /// Whether the glass reacts to touch: a glow from the press point and a slight scale while pressed.
  public var isInteractive: Bool

  public var blurRadius: Double?
  public var refractionDisplacement: Double?
  public var bezelWidth: Double?
  public var rimWidth: Double?
  public var rimIntensity: Double?
  public var saturation: Double?
  public var toneAlpha: Double?
  public var dimming: Double?
  public var shadowRadius: Double?
  public var shadowOpacity: Double?
  public var shadowOffset: Double?

  /// Creates a material of a variant with its default parameters.
  public init(
    _ variant: Variant = .regular, tint: Color? = nil, isInteractive: Bool = false, isProminent: Bool = false
  ) {
    self.variant = variant
    self.tint = tint
    self.isInteractive = isInteractive
    self.isProminent = isProminent
  }

  public static let regular = GlassMaterial(.regular)
  public static let clear = GlassMaterial(.clear)
  public static let identity = GlassMaterial(.identity)

  /// The same material with a tint.
  public func tint(_ color: Color?) -> GlassMaterial {
    var copy = self
    copy.tint = color
    return copy
  }

  /// The same material with its tint prominent (`.glassProminent`) or not.
  public func prominent(_ on: Bool = true) -> GlassMaterial {
    var copy = self
    copy.isProminent = on
    return copy
  }

  /// The same material, interactive or not.
  public func interactive(_ on: Bool = true) -> GlassMaterial {
    var copy = self
    copy.isInteractive = on
    return copy
  }

  /// The variant's defaults with this material's overrides applied (identity uses regular's numbers,
  /// though it draws nothing).
  public var parameters: GlassParameters {
    var p = variant == .clear ? GlassParameters.clear : GlassParameters.regular
    if let v = blurRadius { p.blurRadius = v }
    if let v = refractionDisplacement { p.refractionDisplacement = v }
    if let v = bezelWidth { p.bezelWidth = v }
    if let v = rimWidth { p.rimWidth = v }
    if let v = rimIntensity { p.rimIntensity = v }
    if let v = saturation { p.saturation = v }
    if let v = toneAlpha { p.toneAlpha = v }
    if let v = dimming { p.dimming = v }
    if let v = shadowRadius { p.shadowRadius = v }
    if let v = shadowOpacity { p.shadowOpacity = v }
    if let v = shadowOffset { p.shadowOffset = v }
    return p
  }
}
