import Testing

@testable import VitrumGeometry

/// Point containment: the winding of a path's flattened outline agrees with the signed distance of every
/// analytic shape, away from the outline by more than the flattening tolerance; fill rules count windings.
@Suite struct ShapeContainsTests {
  static func randomShape(_ random: inout SeededRandom) -> Shape {
    func u(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    let frame = Rect(x: u(-50...50), y: u(-50...50), width: u(1...80), height: u(1...80))
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return .rect(frame)
    case 1: return .roundedRect(frame, cornerRadius: u(0...30))
    case 2: return .capsule(frame)
    case 3: return .circle(center: frame.center, radius: frame.width / 2)
    default: return .ellipse(frame)
    }
  }

  @Test func windingAgreesWithTheSignedDistance() {
    var random = SeededRandom(seed: 29)
    var inside = 0
    var outside = 0
    for _ in 0..<300 {
      let shape = Self.randomShape(&random)
      for _ in 0..<40 {
        let p = Point(
          Double.random(in: -70...110, using: &random), Double.random(in: -70...110, using: &random))
        let d = shape.distance(at: p)!
        guard abs(d) > 0.1 else { continue }
        #expect(shape.path.contains(p, fillRule: .nonZero) == (d < 0), "\(shape) at \(p): distance \(d)")
        #expect(shape.contains(p) == (d < 0))
        if d < 0 { inside += 1 } else { outside += 1 }
      }
    }
    #expect(inside > 500 && outside > 500)
  }

  @Test func fillRulesCountWindings() {
    // Two squares, the inner one wound the same way: nonzero fills it, even-odd leaves a hole.
    var path = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    path.append(.rect(Rect(x: 3, y: 3, width: 4, height: 4)))
    #expect(path.winding(at: Point(5, 5)) == 2 || path.winding(at: Point(5, 5)) == -2)
    #expect(path.contains(Point(5, 5), fillRule: .nonZero))
    #expect(!path.contains(Point(5, 5), fillRule: .evenOdd))
    #expect(path.contains(Point(1, 5), fillRule: .evenOdd))
    #expect(!path.contains(Point(11, 5), fillRule: .nonZero))
    #expect(!Shape.path(path, fillRule: .evenOdd).contains(Point(5, 5)))
    #expect(!Shape.circle(center: .zero, radius: 1).contains(Point(.nan, 0)))
  }

  @Test func distanceToAPolyline() {
    let line = Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10)], isClosed: false)
    #expect(line.distance(to: Point(5, 3), closed: false) == 3)
    #expect(line.distance(to: Point(13, 12), closed: false) == (9.0 + 4).squareRoot())
    // Closed, the segment from (10, 10) back to (0, 0) passes √2 from (4, 6).
    #expect(abs(line.distance(to: Point(4, 6), closed: true) - (2.0).squareRoot()) < 1e-12)
  }
}
