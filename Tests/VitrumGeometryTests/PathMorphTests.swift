import Testing

@testable import VitrumGeometry

/// Morphs between plain paths by matched points.
@Suite struct PathMorphTests {
  static func square(_ x: Double, _ y: Double, _ side: Double, clockwise: Bool = true, startCorner: Int = 0)
    -> Path
  {
    var corners = [Point(x, y), Point(x + side, y), Point(x + side, y + side), Point(x, y + side)]
    if !clockwise { corners.reverse() }
    corners = Array(corners[startCorner...] + corners[..<startCorner])
    var path = Path()
    path.move(to: corners[0])
    for c in corners.dropFirst() { path.line(to: c) }
    path.close()
    return path
  }

  /// The distance from `p` to the outline of the axis-aligned square.
  static func distanceToSquare(_ p: Point, _ x: Double, _ y: Double, _ side: Double) -> Double {
    let dx = min(abs(p.x - x), abs(p.x - (x + side)))
    let dy = min(abs(p.y - y), abs(p.y - (y + side)))
    let insideX = p.x >= x - 1e-12 && p.x <= x + side + 1e-12
    let insideY = p.y >= y - 1e-12 && p.y <= y + side + 1e-12
    if insideX && insideY { return min(dx, dy) }
    return Double.infinity
  }

  /// Worked by hand: a 10 × 10 square resampled to 8 points every 5 units of its 40-unit outline.
  @Test func resamplingIsByArcLength() {
    let outline = Self.square(0, 0, 10).flattened()[0]
    #expect(outline.length == 40)
    #expect(outline.doubleSignedArea == 200)
    #expect(
      outline.resampled(count: 8) == [
        Point(0, 0), Point(5, 0), Point(10, 0), Point(10, 5), Point(10, 10), Point(5, 10), Point(0, 10),
        Point(0, 5),
      ])
    let open = Polyline(points: [Point(0, 0), Point(3, 0), Point(3, 4)], isClosed: false)
    #expect(
      open.resampled(count: 8)
        == (0..<8).map { k in
          let s = Double(k)
          return s <= 3 ? Point(s, 0) : Point(3, s - 3)
        })
    #expect(
      Polyline(points: [Point(2, 2), Point(2, 2)], isClosed: true).resampled(count: 3)
        == Array(repeating: Point(2, 2), count: 3))
  }

  @Test func endsAreTheGivenPaths() throws {
    let a = Self.square(0, 0, 10)
    var b = Path()
    b.move(to: Point(5, 5))
    b.cubic(control1: Point(20, 0), control2: Point(20, 20), to: Point(5, 15))
    b.close()
    let morph = try PathMorph(from: a, to: b)
    #expect(morph.path(at: 0) == a)
    #expect(morph.path(at: 1) == b)
  }

  /// The same square starting at another corner, or running the other way round, morphs into itself:
  /// the line-up finds the matching start and direction, so every in-between point stays on the outline.
  @Test(arguments: [(true, 2), (false, 0), (false, 3)])
  func sameShapeMorphsIntoItself(clockwise: Bool, startCorner: Int) throws {
    let morph = try PathMorph(
      from: Self.square(0, 0, 40), to: Self.square(0, 0, 40, clockwise: clockwise, startCorner: startCorner))
    for fraction in [0.25, 0.5, 0.8] {
      for polyline in morph.path(at: fraction).flattened() {
        for p in polyline.points { #expect(Self.distanceToSquare(p, 0, 0, 40) < 1e-9, "\(p) at \(fraction)") }
      }
    }
  }

  /// A translated copy moves as a whole: halfway there it is the shape moved halfway.
  @Test func translationMovesEveryPointEqually() throws {
    let morph = try PathMorph(from: Self.square(0, 0, 10), to: Self.square(100, 40, 10, startCorner: 1))
    let mid = morph.path(at: 0.5).flattened()[0].points
    for p in mid { #expect(Self.distanceToSquare(p, 50, 20, 10) < 1e-9) }
  }

  /// The chosen start minimises the total squared distance over every start (checked exhaustively
  /// against a circle-to-square morph, whose best start is not the first point).
  @Test func lineUpIsOptimal() throws {
    let circle = Path.circle(center: Point(50, 50), radius: 30)
    let morph = try PathMorph(from: Self.square(20, 20, 60, startCorner: 2), to: circle, spacing: 4)
    let pair = morph.pairs[0]
    let chosen = MatchedOutline.squaredDistance(pair.from, pair.to, shift: 0)
    for shift in 0..<pair.to.count {
      #expect(chosen <= MatchedOutline.squaredDistance(pair.from, pair.to, shift: shift) + 1e-9)
    }
    #expect(pair.from.count == pair.to.count)
    #expect(pair.from.count == 60)  // the square's 240-unit outline every 4 units
  }

  /// A subpath without a partner shrinks into the centre of its own points.
  @Test func unmatchedSubpathShrinksToItsCentre() throws {
    var ring = Path.circle(center: Point(0, 0), radius: 20)
    ring.append(Path.circle(center: Point(0, 0), radius: 10))
    let disc = Path.circle(center: Point(0, 0), radius: 20)
    let morph = try PathMorph(from: ring, to: disc)
    #expect(morph.pointCounts.count == 2)
    let nearlyThere = morph.path(at: 0.999).flattened()
    #expect(nearlyThere.count == 2)
    // 0.1 % of the way from the hole's points (within 10.3 of the centre: the Bézier circle bulges a
    // little between its nodes) to their centre.
    for p in nearlyThere[1].points { #expect(p.length < 0.0104) }
    let back = try PathMorph(from: disc, to: ring)
    #expect(back.path(at: 0.001).flattened()[1].points.allSatisfy { $0.length < 0.0104 })
  }

  @Test func sampleCountIsClamped() throws {
    let tiny = try PathMorph(from: Self.square(0, 0, 1), to: Self.square(0, 0, 2))
    #expect(tiny.pointCounts == [PathMorph.minimumPointsPerOutline])
    let huge = try PathMorph(from: Self.square(0, 0, 1e6), to: Self.square(0, 0, 1), spacing: 1e-300)
    #expect(huge.pointCounts == [PathMorph.maximumPointsPerOutline])
  }

  @Test func badInputIsAnError() {
    var broken = Path()
    broken.move(to: Point(.nan, 0))
    broken.line(to: Point(1, 1))
    #expect(
      throws: PathMorphError(parameter: "from", message: "the path has a coordinate that is not finite")
    ) {
      try PathMorph(from: broken, to: Path())
    }
    #expect(throws: PathMorphError.self) { try PathMorph(from: Path(), to: broken) }
    #expect(throws: PathMorphError.self) { try PathMorph(from: Path(), to: Path(), spacing: 0) }
    #expect(throws: PathMorphError.self) { try PathMorph(from: Path(), to: Path(), spacing: .infinity) }
    #expect(throws: PathMorphError.self) { try PathMorph(from: Path(), to: Path(), tolerance: -1) }
    #expect((try? PathMorph(from: Path(), to: Path()))?.path(at: 0.5) == Path())
  }
}
