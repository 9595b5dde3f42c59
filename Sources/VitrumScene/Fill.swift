import VitrumGeometry

/// One colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
  /// The position along the gradient, 0…1.
  public var offset: Double
  /// The colour at that position.
  public var color: Color

  public init(_ offset: Double, _ color: Color) {
    self.offset = offset
    self.color = color
  }
}

/// How a shape's interior is painted. Gradient geometry is in the node's own coordinates.
public enum Fill: Hashable, Sendable {
  /// One colour.
  case solid(Color)
  /// Colours varying along the line from `start` to `end` (padded beyond both ends).
  case linearGradient(start: Point, end: Point, stops: [GradientStop])
  /// Colours varying with the distance from `center`, reaching the last stop at `radius`.
  case radialGradient(center: Point, radius: Double, stops: [GradientStop])
  /// A light or dark ink chosen from what lies beneath the node (content on glass): see `AdaptiveInk`.
  case adaptive(AdaptiveInk)

  /// The same fill with every colour's alpha multiplied by `factor`.
  public func fading(by factor: Double) -> Fill {
    func fade(_ stops: [GradientStop]) -> [GradientStop] {
      stops.map { GradientStop($0.offset, $0.color.withAlpha($0.color.alpha * factor)) }
    }
    switch self {
    case .solid(let c): return .solid(c.withAlpha(c.alpha * factor))
    case .linearGradient(let s, let e, let stops):
      return .linearGradient(start: s, end: e, stops: fade(stops))
    case .radialGradient(let c, let r, let stops):
      return .radialGradient(center: c, radius: r, stops: fade(stops))
    case .adaptive(var ink):
      ink.opacity *= factor
      return .adaptive(ink)
    }
  }

  /// The adaptive ink, when the fill is one.
  public var adaptiveInk: AdaptiveInk? {
    if case .adaptive(let ink) = self { return ink }
    return nil
  }
}

/// How a shape's outline is painted.
public struct Stroke: Hashable, Sendable {
  /// How segment ends look.
  public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
  /// How segments meet.
  public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }

  /// The paint along the outline.
  public var fill: Fill
  /// The line width in points, centred on the outline.
  public var width: Double
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  /// Alternating dash and gap lengths in points; empty for a solid line.
  public var dash: [Double]

  public init(
    _ fill: Fill, width: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    dash: [Double] = []
  ) {
    self.fill = fill
    self.width = width
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.dash = dash
  }

  /// How far the stroke can reach beyond the outline (half the width, or more at miter joins, whose
  /// length Cairo limits to 10 × the width by default).
  public var outset: Double { lineJoin == .miter ? width * 5 : width / 2 + (lineCap == .square ? width : 0) }
}
