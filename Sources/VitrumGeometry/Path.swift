/// One drawing command of a `Path`.
public enum PathElement: Hashable, Sendable {
  /// Starts a new subpath at a point.
  case move(to: Point)
  /// A straight segment to a point.
  case line(to: Point)
  /// A quadratic Bézier segment with one control point.
  case quad(control: Point, to: Point)
  /// A cubic Bézier segment with two control points.
  case cubic(control1: Point, control2: Point, to: Point)
  /// Closes the current subpath with a straight segment back to its start.
  case close
}

/// The rule that decides which points a self-overlapping path encloses.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
  /// A point is inside when the path winds around it a non-zero number of times (SVG's default).
  case nonZero = "nonzero"
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd = "evenodd"
}

/// A sequence of subpaths made of lines and Bézier curves.
///
/// Arcs (from SVG path data or the builders below) are stored as cubic Béziers. Paths are values:
/// copying is cheap and mutation never affects other copies.
public struct Path: Hashable, Sendable {
  /// The drawing commands in order.
  public private(set) var elements: [PathElement]

  /// Creates an empty path.
  public init() { elements = [] }

  /// Creates a path from drawing commands.
  public init(elements: [PathElement]) { self.elements = elements }

  /// Whether the path has no drawing commands.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath.
  public mutating func move(to p: Point) { elements.append(.move(to: p)) }
  /// Adds a straight segment.
  public mutating func line(to p: Point) { elements.append(.line(to: p)) }
  /// Adds a quadratic Bézier segment.
  public mutating func quad(control: Point, to p: Point) {
    elements.append(.quad(control: control, to: p))
  }
  /// Adds a cubic Bézier segment.
  public mutating func cubic(control1: Point, control2: Point, to p: Point) {
    elements.append(.cubic(control1: control1, control2: control2, to: p))
  }
  /// Closes the current subpath.
  public mutating func close() { elements.append(.close) }
  /// Appends all commands of another path.
  public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

  /// The path with every point mapped through a transform.
  public func applying(_ t: AffineMatrix) -> Path {
    if t.isIdentity { return self }
    return Path(
      elements: elements.map { element in
        switch element {
        case .move(let p): return .move(to: t.apply(p))
        case .line(let p): return .line(to: t.apply(p))
        case .quad(let c, let p): return .quad(control: t.apply(c), to: t.apply(p))
        case .cubic(let c1, let c2, let p):
          return .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
        case .close: return .close
        }
      })
  }

  /// The bounding box of all end and control points: it always holds the path, and is exact for
  /// paths made of lines.
  public var controlPointBounds: Rect {
    var bounds = BoundsAccumulator()
    func add(_ p: Point) { bounds.add(p) }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): add(p)
      case .quad(let c, let p):
        add(c)
        add(p)
      case .cubic(let c1, let c2, let p):
        add(c1)
        add(c2)
        add(p)
      case .close: break
      }
    }
    return bounds.rect
  }

  /// Whether every coordinate in the path is finite.
  ///
  /// Checked point by point: `controlPointBounds` cannot tell, because `min`/`max` skip NaN and a
  /// bounding box with zero width or height counts as empty.
  public var isFinite: Bool {
    elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): p.isFinite
      case .quad(let c, let p): c.isFinite && p.isFinite
      case .cubic(let c1, let c2, let p): c1.isFinite && c2.isFinite && p.isFinite
      case .close: true
      }
    }
  }
}
