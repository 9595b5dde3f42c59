import VitrumGeometry

/// The ranges a frame presents animated attributes within: the ranges the scene format documents for them
/// (`docs/format.md`), which the scene-file reader enforces on what is written.
///
/// A motion can carry a value past its range on the way — a spring's overshoot (spacing 0 → 1000
/// overshooting past 1000), a velocity handed from a spring with a subnormal mass to the next one — and a
/// timeline clamps the values it presents to these ranges as it writes them into the nodes, so the
/// renderer (and damage, and `vitrum eval`) never reads a value the format would refuse. Non-finite values
/// are left as they are: they are not an overshoot but a bad input, and the renderer refuses them with an
/// error naming the node. Values a program sets itself are its own to choose.
public enum PresentedRanges {
  /// Opacity.
  public static let opacity = 0.0...1
  /// A scale factor (0 collapses the node).
  public static let scale = -1000.0...1000
  /// A rotation, degrees.
  public static let rotation = -36_000.0...36_000
  /// Coordinates: translations, anchors, shape positions.
  public static let coordinate = -1_000_000.0...1_000_000
  /// Lengths: sizes, radii.
  public static let length = 0.0...1_000_000
  /// A container's spacing, points.
  public static let spacing = 0.0...1000

  /// The glass parameters, by the scene format's field names.
  public static let blur = 0.0...200
  public static let refraction = 0.0...500
  public static let bezel = 0.0...500
  public static let rimWidth = 0.0...50
  public static let rimIntensity = 0.0...1
  public static let saturation = 0.0...4
  public static let tone = 0.0...1
  public static let dimming = 0.0...1
  public static let shadowRadius = 0.0...500
  public static let shadowOpacity = 0.0...1
  public static let shadowOffset = -500.0...500

  /// The environment's light: its angle in degrees and its intensity.
  public static let lightAngle = -36_000.0...36_000
  public static let lightIntensity = 0.0...4

  /// `value` within `range`; a value that is not finite as it is.
  @inlinable public static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : value
  }

  public static func clamp(_ point: Point) -> Point {
    Point(clamp(point.x, to: coordinate), clamp(point.y, to: coordinate))
  }

  public static func clamp(_ rect: Rect) -> Rect {
    Rect(
      x: clamp(rect.minX, to: coordinate), y: clamp(rect.minY, to: coordinate),
      width: clamp(rect.width, to: length), height: clamp(rect.height, to: length))
  }

  /// Transform components within range (the matrix is never animated and stays as it is).
  public static func clamp(_ t: TransformComponents) -> TransformComponents {
    TransformComponents(
      matrix: t.matrix, scaleX: clamp(t.scaleX, to: scale), scaleY: clamp(t.scaleY, to: scale),
      rotation: clamp(t.rotation, to: rotation), translation: clamp(t.translation), anchor: clamp(t.anchor))
  }

  /// An analytic shape's numbers within range; a path as it is.
  public static func clamp(_ shape: Shape) -> Shape {
    switch shape {
    case .rect(let r): .rect(clamp(r))
    case .roundedRect(let r, let radius): .roundedRect(clamp(r), cornerRadius: clamp(radius, to: length))
    case .capsule(let r): .capsule(clamp(r))
    case .ellipse(let r): .ellipse(clamp(r))
    case .circle(let c, let radius): .circle(center: clamp(c), radius: clamp(radius, to: length))
    case .path: shape
    }
  }

  /// A light within range.
  public static func clamp(_ light: SceneLight) -> SceneLight {
    SceneLight(
      angle: clamp(light.angle, to: lightAngle), intensity: clamp(light.intensity, to: lightIntensity))
  }

  /// A material's overrides within range.
  public static func clamp(_ m: GlassMaterial) -> GlassMaterial {
    var c = m
    c.blurRadius = m.blurRadius.map { clamp($0, to: blur) }
    c.refractionDisplacement = m.refractionDisplacement.map { clamp($0, to: refraction) }
    c.bezelWidth = m.bezelWidth.map { clamp($0, to: bezel) }
    c.rimWidth = m.rimWidth.map { clamp($0, to: rimWidth) }
    c.rimIntensity = m.rimIntensity.map { clamp($0, to: rimIntensity) }
    c.saturation = m.saturation.map { clamp($0, to: saturation) }
    c.toneAlpha = m.toneAlpha.map { clamp($0, to: tone) }
    c.dimming = m.dimming.map { clamp($0, to: dimming) }
    c.shadowRadius = m.shadowRadius.map { clamp($0, to: shadowRadius) }
    c.shadowOpacity = m.shadowOpacity.map { clamp($0, to: shadowOpacity) }
    c.shadowOffset = m.shadowOffset.map { clamp($0, to: shadowOffset) }
    return c
  }
}
