import VitrumGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The randomized tests draw from the project's seeded generator, so they repeat exactly everywhere.
typealias SplitMix64 = SeededRandom

extension SplitMix64 {
  mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  mutating func point(_ x: ClosedRange<Double>, _ y: ClosedRange<Double>) -> Point {
    Point(double(x), double(y))
  }
}

/// Whether two points agree within `tolerance` in each coordinate.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// The end point of a drawing command (nil for `close`).
func endPoint(_ element: PathElement) -> Point? {
  switch element {
  case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
  case .close: nil
  }
}

/// The distance from `p` to the segment from `a` to `b`.
func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
  let d = b - a
  let l2 = d.dot(d)
  guard l2 > 0 else { return p.distance(to: a) }
  let t = Swift.min(Swift.max((p - a).dot(d) / l2, 0), 1)
  return p.distance(to: a + d * t)
}

/// The winding number of closed polygons around `p` by summing the angles their edges subtend (a method
/// independent of the rasterizer's scanline crossings). Its sign convention may differ; fill rules only
/// look at zero and parity.
func angleSumWinding(_ polylines: [Polyline], at p: Point) -> Int {
  var total = 0.0
  for polyline in polylines {
    let pts = polyline.points
    for k in pts.indices {
      let a = pts[k] - p
      let b = pts[(k + 1) % pts.count] - p
      total += atan2(a.cross(b), a.dot(b))
    }
  }
  return Int((total / (2 * Double.pi)).rounded())
}
