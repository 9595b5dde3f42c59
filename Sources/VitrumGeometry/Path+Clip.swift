extension Path {
  /// The same filled region within `rect`, with every coordinate near it: a path scaled a million times
  /// (legal in a scene file) has points hundreds of millions of pixels away, past the 24.8 fixed point of
  /// the rasteriser (±8.4 M), whose fill then ran for minutes.
  ///
  /// Curves whose control hull misses `rect` become their chords (the area between a curve and its chord
  /// lies inside the hull, so nothing inside `rect` changes); curves meeting it are halved until no longer
  /// than `rect`'s longer side, and kept as curves; then each closed subpath is clipped, Sutherland–Hodgman,
  /// to `rect` grown by that side, which every kept curve lies inside. Clipping a closed polygon to a convex
  /// region keeps the winding number of every point inside it, so both fill rules fill what they did.
  /// The result is for filling (and clipping) only: its subpaths are closed.
  public func clippedForFilling(to rect: Rect) -> Path {
    guard !rect.isEmpty, rect.isFinite else { return Path() }
    let size = max(rect.width, rect.height)
    let outer = rect.outset(by: size)
    var result = Path()
    for subpath in ClippedSubpath.subpaths(of: self, near: rect, curveSize: size) {
      let clipped = ClippedSubpath.clip(subpath, to: outer)
      guard let first = clipped.first else { continue }
      result.move(to: first.point)
      for vertex in clipped.dropFirst() + [first] {
        if let (c1, c2) = vertex.controls {
          result.cubic(control1: c1, control2: c2, to: vertex.point)
        } else {
          result.line(to: vertex.point)
        }
      }
      result.close()
    }
    return result
  }
}

/// A closed subpath as vertices, each with the curve that arrives at it (nil: a line).
enum ClippedSubpath {
  struct Vertex {
    var point: Point
    var controls: (Point, Point)?
  }

  /// Deepest halving of one curve: 2⁻⁶⁰ of a curve is below any coordinate's precision.
  static let maximumDepth = 60

  /// The path's subpaths as vertex lists, curves near `rect` kept (halved down to `curveSize`), others
  /// replaced by chords.
  static func subpaths(of path: Path, near rect: Rect, curveSize: Double) -> [[Vertex]] {
    var result: [[Vertex]] = []
    var current: [Vertex] = []
    var start = Point.zero
    var last = Point.zero
    func flush() {
      if current.count > 1 { result.append(current) }
      current = []
    }
    func curve(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, depth: Int) {
      var hull = Rect(x: p0.x, y: p0.y, width: 0, height: 0)
      for p in [c1, c2, p3] {
        hull = Rect(
          x: min(hull.minX, p.x), y: min(hull.minY, p.y), width: max(hull.maxX, p.x) - min(hull.minX, p.x),
          height: max(hull.maxY, p.y) - min(hull.minY, p.y))
      }
      let meets =
        hull.minX <= rect.maxX && hull.maxX >= rect.minX && hull.minY <= rect.maxY
        && hull.maxY >= rect.minY
      if !meets || depth >= maximumDepth {
        current.append(Vertex(point: p3, controls: nil))
      } else if max(hull.width, hull.height) <= curveSize {
        current.append(Vertex(point: p3, controls: (c1, c2)))
      } else {
        // de Casteljau at ½.
        let a = p0.lerp(to: c1, 0.5)
        let b = c1.lerp(to: c2, 0.5)
        let c = c2.lerp(to: p3, 0.5)
        let ab = a.lerp(to: b, 0.5)
        let bc = b.lerp(to: c, 0.5)
        let mid = ab.lerp(to: bc, 0.5)
        curve(p0, a, ab, mid, depth: depth + 1)
        curve(mid, bc, c, p3, depth: depth + 1)
      }
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        flush()
        start = p
        last = p
        current = [Vertex(point: p, controls: nil)]
      case .line(let p):
        if current.isEmpty { current = [Vertex(point: last, controls: nil)] }
        current.append(Vertex(point: p, controls: nil))
        last = p
      case .quad(let c, let p):
        if current.isEmpty { current = [Vertex(point: last, controls: nil)] }
        curve(last, last.lerp(to: c, 2.0 / 3), p.lerp(to: c, 2.0 / 3), p, depth: 0)
        last = p
      case .cubic(let c1, let c2, let p):
        if current.isEmpty { current = [Vertex(point: last, controls: nil)] }
        curve(last, c1, c2, p, depth: 0)
        last = p
      case .close:
        flush()
        last = start
      }
    }
    flush()
    return result
  }

  /// Sutherland–Hodgman against the four sides of `rect`. Curves arrive only inside `rect`, so only lines
  /// are ever cut.
  static func clip(_ polygon: [Vertex], to rect: Rect) -> [Vertex] {
    var vertices = polygon
    let sides: [(inside: (Point) -> Bool, cut: (Point, Point) -> Point)] = [
      ({ $0.x >= rect.minX }, { a, b in a.lerp(to: b, (rect.minX - a.x) / (b.x - a.x)) }),
      ({ $0.x <= rect.maxX }, { a, b in a.lerp(to: b, (rect.maxX - a.x) / (b.x - a.x)) }),
      ({ $0.y >= rect.minY }, { a, b in a.lerp(to: b, (rect.minY - a.y) / (b.y - a.y)) }),
      ({ $0.y <= rect.maxY }, { a, b in a.lerp(to: b, (rect.maxY - a.y) / (b.y - a.y)) }),
    ]
    for side in sides {
      guard let last = vertices.last else { return [] }
      var output: [Vertex] = []
      var previous = last.point
      for vertex in vertices {
        let inside = side.inside(vertex.point)
        let wasInside = side.inside(previous)
        if inside {
          if !wasInside { output.append(Vertex(point: side.cut(previous, vertex.point), controls: nil)) }
          output.append(wasInside ? vertex : Vertex(point: vertex.point, controls: nil))
        } else if wasInside {
          output.append(Vertex(point: side.cut(previous, vertex.point), controls: nil))
        }
        previous = vertex.point
      }
      vertices = output
    }
    return vertices
  }
}
