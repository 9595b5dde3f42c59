import Testing

@testable import VitrumGeometry

@Suite struct ConvexMorphTests {
  /// The sharpest turn of a shape's outline over 0.25-unit steps, traced from its sampled distance.
  static func sharpestTurn(_ shape: Shape) -> Double {
    let bounds = shape.bounds.outset(by: 3)
    let step = 0.25
    let width = Int((bounds.width / step).rounded(.up)) + 1
    let height = Int((bounds.height / step).rounded(.up)) + 1
    var values: [Double] = []
    let path = shape.path
    let polylines = path.flattened(tolerance: 0.01)
    for j in 0..<height {
      for i in 0..<width {
        let p = Point(bounds.minX + Double(i) * step, bounds.minY + Double(j) * step)
        if let d = shape.distance(at: p) {
          values.append(d)
        } else {
          let d = polylines.map { $0.distance(to: p, closed: true) }.min()!
          values.append(path.contains(p, fillRule: .nonZero) ? -d : d)
        }
      }
    }
    return SampledContour.polylines(values: values, width: width, height: height)
      .map { $0.sharpestTurn(step: 1).degrees }.max() ?? 0
  }

  @Test func roundedBoxesInterpolateFrameAndRadius() {
    let circle = Shape.circle(center: Point(10, 10), radius: 10)
    let sheet = Shape.roundedRect(Rect(x: 100, y: 0, width: 80, height: 40), cornerRadius: 6)
    #expect(
      ConvexMorph.shape(from: circle, transform: .identity, to: sheet, fraction: 0)
        == .roundedRect(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10))
    #expect(
      ConvexMorph.shape(from: circle, transform: .identity, to: sheet, fraction: 0.5)
        == .roundedRect(Rect(x: 50, y: 0, width: 50, height: 30), cornerRadius: 8))
    // The source's transform maps it into the target's coordinates.
    #expect(
      ConvexMorph.shape(from: circle, transform: .scale(2, 2), to: sheet, fraction: 0)
        == .roundedRect(Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20))
    // Far apart, the in-between travels: it never vanishes.
    let far = ConvexMorph.shape(
      from: circle, transform: .translation(-500, 0), to: sheet, fraction: 0.5)!
    #expect(far.bounds.width > 0 && far.bounds.height > 0)
  }

  /// Any two convex outlines: the in-between turns no more sharply than the sharper end, whatever the
  /// fraction (a Minkowski combination's curvature radius is the ends' blended).
  @Test func convexInBetweensAreNoSharperThanTheirEnds() {
    let ellipse = Shape.ellipse(Rect(x: 0, y: 0, width: 60, height: 24))
    let rotatedBox = Shape.path(
      Path.roundedRect(Rect(x: -20, y: -20, width: 40, height: 40), cornerRadius: 8)
        .applying(AffineMatrix.rotation(0.4).then(.translation(90, 30))), fillRule: .nonZero)
    let ends = max(Self.sharpestTurn(ellipse), Self.sharpestTurn(rotatedBox))
    for f in stride(from: 0.1, through: 0.9, by: 0.2) {
      let between = ConvexMorph.shape(from: ellipse, transform: .identity, to: rotatedBox, fraction: f)
      #expect(between != nil)
      if let between { #expect(Self.sharpestTurn(between) <= ends + 1, "fraction \(f)") }
    }
  }

  @Test func outlinesThatAreNotConvexHaveNoMinkowskiMorph() {
    var dent = Path()
    dent.move(to: Point(0, 0))
    dent.line(to: Point(40, 0))
    dent.line(to: Point(20, 10))
    dent.line(to: Point(40, 40))
    dent.line(to: Point(0, 40))
    dent.close()
    let circle = Shape.circle(center: .zero, radius: 5)
    #expect(
      ConvexMorph.shape(
        from: .path(dent, fillRule: .nonZero), transform: .identity, to: circle, fraction: 0.5) == nil)
  }
}
