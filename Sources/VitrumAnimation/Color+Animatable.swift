import VitrumScene

/// Colours blend in premultiplied OKLab (see `PremultipliedOKLab` for why) and move as that vector under
/// a spring. The ends are exact: a blend at fraction 0 or 1 returns the colour itself, not its round
/// trip through OKLab, and so is a blend of a colour with itself.
extension Color: Animatable {
  public var animatableData: PremultipliedOKLab { PremultipliedOKLab(self) }

  public init(animatableData: PremultipliedOKLab) { self = animatableData.color }

  public func interpolated(to other: Color, fraction: Double) -> Color {
    if fraction == 0 { return self }
    if fraction == 1 || self == other { return other }
    return animatableData.interpolated(to: other.animatableData, fraction: fraction).color
  }
}
