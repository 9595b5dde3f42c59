import VitrumGeometry
import VitrumScene

/// Fills blend colour by colour in premultiplied OKLab.
///
/// - Two solids blend their colours.
/// - Two gradients of the same kind blend their geometry (ends, or centre and radius) and their stops,
///   matched by index; when one has fewer stops, its last stop is repeated to make up the count, so a
///   two-stop gradient can grow a third stop out of its end.
/// - A solid against a gradient is taken as that gradient's geometry with every stop the solid colour,
///   which paints the same as the solid, so the blend starts (or ends) exactly where it should.
/// - A linear against a radial gradient has no common geometry: the fill switches at the midpoint.
/// - Two adaptive fills of one level blend their opacity; an adaptive fill against anything else (its ink
///   is decided from the pixels, not known here) switches at the midpoint.
///
/// Fractions outside [0, 1] extrapolate colours and geometry; a radius below 0 is drawn as 0.
extension GradientStop: Interpolatable {
  public func interpolated(to other: GradientStop, fraction: Double) -> GradientStop {
    GradientStop(
      offset.interpolated(to: other.offset, fraction: fraction),
      color.interpolated(to: other.color, fraction: fraction))
  }
}

extension Fill: Interpolatable {
  public func interpolated(to other: Fill, fraction: Double) -> Fill {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    switch (self, other) {
    case (.adaptive(var a), .adaptive(let b)) where a.level == b.level:
      a.opacity = a.opacity.interpolated(to: b.opacity, fraction: fraction)
      return .adaptive(a)
    case (.adaptive, _), (_, .adaptive):
      return fraction < 0.5 ? self : other
    case (.solid(let a), .solid(let b)):
      return .solid(a.interpolated(to: b, fraction: fraction))
    case (.linearGradient(let s0, let e0, let stops0), .linearGradient(let s1, let e1, let stops1)):
      return .linearGradient(
        start: s0.interpolated(to: s1, fraction: fraction), end: e0.interpolated(to: e1, fraction: fraction),
        stops: Self.blend(stops0, stops1, fraction))
    case (.radialGradient(let c0, let r0, let stops0), .radialGradient(let c1, let r1, let stops1)):
      return .radialGradient(
        center: c0.interpolated(to: c1, fraction: fraction),
        radius: r0.interpolated(to: r1, fraction: fraction),
        stops: Self.blend(stops0, stops1, fraction))
    case (.solid(let color), _):
      return other.withEveryStop(color).interpolated(to: other, fraction: fraction)
    case (_, .solid(let color)):
      return interpolated(to: withEveryStop(color), fraction: fraction)
    default:
      return fraction < 0.5 ? self : other
    }
  }

  /// The same geometry and stop offsets with every stop of one colour (a solid is itself for a solid).
  func withEveryStop(_ color: Color) -> Fill {
    switch self {
    case .solid, .adaptive: .solid(color)
    case .linearGradient(let s, let e, let stops):
      .linearGradient(start: s, end: e, stops: stops.map { GradientStop($0.offset, color) })
    case .radialGradient(let c, let r, let stops):
      .radialGradient(center: c, radius: r, stops: stops.map { GradientStop($0.offset, color) })
    }
  }

  /// Stops matched by index, the shorter list padded with copies of its last stop (or, when empty, with
  /// transparent copies of the other's stops).
  static func blend(_ a: [GradientStop], _ b: [GradientStop], _ fraction: Double) -> [GradientStop] {
    let count = Swift.max(a.count, b.count)
    func padded(_ stops: [GradientStop], _ other: [GradientStop]) -> [GradientStop] {
      guard let last = stops.last else {
        return other.map { GradientStop($0.offset, $0.color.withAlpha(0)) }
      }
      return stops + Array(repeating: last, count: count - stops.count)
    }
    return zip(padded(a, b), padded(b, a)).map { $0.interpolated(to: $1, fraction: fraction) }
  }
}
