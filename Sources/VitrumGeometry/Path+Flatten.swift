/// A chain of straight segments: one subpath of a flattened `Path`.
public struct Polyline: Hashable, Sendable {
  /// The vertices in drawing order. A closed polyline does not repeat its first vertex at the end.
  public var points: [Point]
  /// Whether a segment joins the last vertex back to the first.
  public var isClosed: Bool

  /// Creates a polyline from its vertices.
  public init(points: [Point], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }
}
extension Polyline {
  /// Calls `body` with each segment of the polyline taken as closed (the last point joins the first), the
  /// way filling treats every subpath.
  @inlinable public func forEachClosedSegment(_ body: (Point, Point) -> Void) {
    guard points.count > 1 else { return }
    for k in 0..<points.count {
      body(points[k], points[k + 1 == points.count ? 0 : k + 1])
    }
  }
}

extension Path {
  /// The most segments one curve is split into when flattening, whatever the tolerance: a curve that
  /// would need more (one spanning thousands of tolerances) is flattened more coarsely.
  public static let maxSegmentsPerCurve = 1000

  /// The path with its curves replaced by chords, one polyline per subpath.
  ///
  /// Each curve is split into equal parameter steps, as many as the bound
  /// `n = ⌈√(max‖B″‖ / (8·tolerance))⌉` asks for (max‖B″‖ from the control polygon's second
  /// differences), so every chord lies within `tolerance` of its arc, both ways, and every vertex lies
  /// on the curve. Consecutive duplicate vertices are dropped, subpaths with fewer than two distinct
  /// vertices are left out, and a drawing command with no current point starts a subpath (at its first
  /// point, as Cairo does). A command after `close` starts a new subpath at the closed one's start.
  public func flattened(tolerance: Double = 0.1) -> [Polyline] {
    var result: [Polyline] = []
    var points: [Point] = []
    var subpathStart: Point?
    func finish(closed: Bool) {
      if closed && points.count > 1 && points.last == points.first { points.removeLast() }
      if points.count > 1 { result.append(Polyline(points: points, isClosed: closed)) }
      points.removeAll(keepingCapacity: true)
    }
    func add(_ p: Point) {
      if points.last != p { points.append(p) }
    }
    /// Starts a subpath at `p` when the last command left none open.
    func ensureStarted(at p: Point) {
      if points.isEmpty {
        let start = subpathStart ?? p
        subpathStart = start
        points.append(start)
      }
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        subpathStart = p
        points.append(p)
      case .line(let p):
        ensureStarted(at: p)
        add(p)
      case .quad(let c, let p):
        ensureStarted(at: c)
        let p0 = points[points.count - 1]
        let n = Self.segmentCount(secondDifference: (p0 - c * 2 + p).length * 2, tolerance: tolerance)
        for k in 1..<n {
          add(Self.quadPoint(p0, c, p, Double(k) / Double(n)))
        }
        add(p)
      case .cubic(let c1, let c2, let p):
        ensureStarted(at: c1)
        let p0 = points[points.count - 1]
        let dd = Swift.max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length) * 6
        let n = Self.segmentCount(secondDifference: dd, tolerance: tolerance)
        for k in 1..<n {
          add(Self.cubicPoint(p0, c1, c2, p, Double(k) / Double(n)))
        }
        add(p)
      case .close:
        if !points.isEmpty {
          finish(closed: true)
        }
      }
    }
    finish(closed: false)
    return result
  }

  /// The number of equal parameter steps that keeps chords within `tolerance` of a curve whose second
  /// derivative is at most `secondDifference` in length: a chord over a parameter step h deviates by at
  /// most h²·max‖B″‖/8.
  static func segmentCount(secondDifference dd: Double, tolerance: Double) -> Int {
    let n = (dd / (8 * tolerance)).squareRoot().rounded(.up)
    // Written so that NaN (non-finite input, or a zero or negative tolerance) takes the cap.
    guard n < Double(maxSegmentsPerCurve) else { return maxSegmentsPerCurve }
    return Swift.max(1, Int(n))
  }

  /// The point at parameter `t` of a quadratic Bézier, in Bernstein form.
  static func quadPoint(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
    let u = 1 - t
    return p0 * (u * u) + c * (2 * u * t) + p1 * (t * t)
  }

  /// The point at parameter `t` of a cubic Bézier, in Bernstein form.
  static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
    let u = 1 - t
    return p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
  }
}
