import VitrumGeometry
import VitrumScene

/// A shape node's outline as a channel animates it: a shape, or a shape on its way from another that
/// cannot blend with it parameter by parameter (another kind, or a path).
///
/// Outlines of one analytic kind blend their parameters (frame, corner radius, centre and radius), so a
/// rectangle growing stays a rectangle and glass keeps its exact distance. Anything else morphs: glass
/// through its distance field (`ShapeMorph`), plain paint through matched points (`PathMorph`).
public struct PresentedOutline: Hashable, Sendable, Interpolatable {
  /// The shape, or the shape a morph is heading for.
  public var shape: Shape
  /// The shape a morph comes from, if one is under way.
  public var morphSource: Shape?
  /// How far the morph is, 0…1 (beyond, for overshooting curves and springs).
  public var morphProgress: Double

  /// A plain outline.
  public init(_ shape: Shape) {
    self.shape = shape
    self.morphSource = nil
    self.morphProgress = 1
  }

  init(shape: Shape, morphSource: Shape, morphProgress: Double) {
    self.shape = shape
    self.morphSource = morphSource
    self.morphProgress = morphProgress
  }

  public func interpolated(to other: PresentedOutline, fraction: Double) -> PresentedOutline {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    if morphSource == nil, other.morphSource == nil,
      let blended = Self.blend(shape, other.shape, fraction)
    {
      return PresentedOutline(blended)
    }
    // A morph retargeted mid-way starts from whichever outline it was closer to: one source is all a
    // distance-field blend can hold.
    let source = morphSource.map { morphProgress < 0.5 ? $0 : shape } ?? shape
    return PresentedOutline(shape: other.shape, morphSource: source, morphProgress: fraction)
  }

  /// The parameter blend of two outlines of one analytic kind; nil otherwise. Sizes and radii that an
  /// overshoot takes below 0 are held at 0.
  static func blend(_ a: Shape, _ b: Shape, _ f: Double) -> Shape? {
    func rect(_ r: Rect, _ s: Rect) -> Rect {
      let m = r.interpolated(to: s, fraction: f)
      return Rect(x: m.minX, y: m.minY, width: max(0, m.width), height: max(0, m.height))
    }
    func length(_ x: Double, _ y: Double) -> Double { max(0, x + (y - x) * f) }
    switch (a, b) {
    case (.rect(let r), .rect(let s)): return .rect(rect(r, s))
    case (.roundedRect(let r, let c), .roundedRect(let s, let d)):
      return .roundedRect(rect(r, s), cornerRadius: length(c, d))
    case (.capsule(let r), .capsule(let s)): return .capsule(rect(r, s))
    case (.ellipse(let r), .ellipse(let s)): return .ellipse(rect(r, s))
    case (.circle(let c, let r), .circle(let d, let s)):
      return .circle(center: c.interpolated(to: d, fraction: f), radius: length(r, s))
    default: return nil
    }
  }
}
