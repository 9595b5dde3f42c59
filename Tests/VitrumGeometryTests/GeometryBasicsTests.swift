import Testing
import VitrumGeometry

@Suite struct PointTests {
  @Test func arithmeticAndProducts() {
    let a = Point(3, 4)
    let b = Point(-1, 2)
    #expect(a + b == Point(2, 6))
    #expect(a - b == Point(4, 2))
    #expect(a * 2 == Point(6, 8))
    #expect(2 * a == Point(6, 8))
    #expect(a / 2 == Point(1.5, 2))
    #expect(-a == Point(-3, -4))
    #expect(a.length == 5)
    #expect(a.dot(b) == 5)
    #expect(a.distance(to: .zero) == 5)
    #expect(a.lerp(to: b, 0.5) == Point(1, 3))
    // y points down: turning from +x towards +y is clockwise on screen and has a positive cross product.
    #expect(Point(1, 0).cross(Point(0, 1)) == 1)
    #expect(!Point(.nan, 0).isFinite)
    #expect(!Point(0, .infinity).isFinite)
  }
}

@Suite struct RectTests {
  @Test func edgesAndEmptiness() {
    let r = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(r.maxX == 4 && r.maxY == 6 && r.center == Point(2.5, 4))
    #expect(!r.isEmpty)
    #expect(Rect(x: 0, y: 0, width: -1, height: 5).isEmpty)
    #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
    #expect(Rect.null.isEmpty)
    #expect(Rect(corner: Point(5, 1), Point(2, 7)) == Rect(x: 2, y: 1, width: 3, height: 6))
  }

  @Test func unionIntersectionContainment() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: -5, width: 10, height: 10)
    #expect(a.union(b) == Rect(x: 0, y: -5, width: 15, height: 15))
    #expect(a.union(.null) == a)
    #expect(Rect.null.union(a) == a)
    #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 5))
    #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)) == .null)
    #expect(a.intersects(b))
    #expect(a.contains(Point(0, 0)))
    #expect(!a.contains(Point(10, 5)))  // right and bottom edges are exclusive
    #expect(a.outset(by: 1) == Rect(x: -1, y: -1, width: 12, height: 12))
    #expect(Rect(x: 0.5, y: -0.25, width: 1, height: 1).integral == Rect(x: 0, y: -1, width: 2, height: 2))
  }
}

@Suite struct AffineTransformTests {
  @Test func inverseRoundTrip() throws {
    var rng = SplitMix64(seed: 1)
    for _ in 0..<500 {
      let t = AffineMatrix(
        a: rng.double(-3...3), b: rng.double(-3...3), c: rng.double(-3...3), d: rng.double(-3...3),
        tx: rng.double(-100...100), ty: rng.double(-100...100))
      guard abs(t.determinant) > 0.05 else { continue }
      let inverse = try #require(t.inverted)
      let p = rng.point(-50...50, -50...50)
      #expect(close(inverse.apply(t.apply(p)), p, 1e-8))
      let identity = t.then(inverse)
      #expect(abs(identity.a - 1) < 1e-9 && abs(identity.b) < 1e-9 && abs(identity.c) < 1e-9)
      #expect(abs(identity.d - 1) < 1e-9 && abs(identity.tx) < 1e-7 && abs(identity.ty) < 1e-7)
    }
    #expect(AffineMatrix.scale(0, 1).inverted == nil)
    #expect(AffineMatrix(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
  }

  @Test func compositionOrder() {
    let translate = AffineMatrix.translation(10, 0)
    let scale = AffineMatrix.scale(2, 3)
    // `then`: translate first, then scale.
    #expect(translate.then(scale).apply(Point(1, 1)) == Point(22, 3))
    // `concatenating`: the argument acts first.
    #expect(scale.concatenating(translate).apply(Point(1, 1)) == Point(22, 3))
    #expect(translate.concatenating(scale).apply(Point(1, 1)) == Point(12, 3))
    #expect(translate.applyToVector(Point(1, 1)) == Point(1, 1))
    // A quarter turn takes +x to +y: clockwise on screen.
    #expect(close(AffineMatrix.rotation(Double.pi / 2).apply(Point(1, 0)), Point(0, 1), 1e-15))
    #expect(AffineMatrix.rotation(0.3).isSimilarity())
    #expect(!AffineMatrix.scale(1, 2).isSimilarity())
    #expect(abs(AffineMatrix.scale(2, 8).meanScale - 4) < 1e-15)
  }

  @Test func rectBounds() {
    let square = Rect(x: 0, y: 0, width: 1, height: 1)
    let rotated = AffineMatrix.rotation(Double.pi / 4).apply(square)
    #expect(abs(rotated.width - 2.0.squareRoot()) < 1e-12)
    #expect(abs(rotated.height - 2.0.squareRoot()) < 1e-12)
    #expect(abs(rotated.minX + 0.5.squareRoot()) < 1e-12 && abs(rotated.minY) < 1e-12)
    #expect(AffineMatrix.translation(2, 3).apply(square) == Rect(x: 2, y: 3, width: 1, height: 1))
    // Axis-aligned results (scales, flips, quarter turns) used to come out as Rect.null.
    #expect(AffineMatrix.scale(-2, 1).apply(square) == Rect(x: -2, y: 0, width: 2, height: 1))
    #expect(AffineMatrix.scale(2, 3).apply(square) == Rect(x: 0, y: 0, width: 2, height: 3))
    let quarterTurn = AffineMatrix.rotation(Double.pi / 2).apply(square)
    #expect(abs(quarterTurn.minX + 1) < 1e-15 && abs(quarterTurn.width - 1) < 1e-15)
    #expect(AffineMatrix.rotation(1).apply(Rect.null).isEmpty)
  }
}

@Suite struct PathBuilderTests {
  @Test func rectangle() {
    let p = Path.rect(Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      p.elements == [
        .move(to: Point(1, 2)), .line(to: Point(4, 2)), .line(to: Point(4, 6)), .line(to: Point(1, 6)),
        .close,
      ])
    #expect(p.controlPointBounds == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func roundedShapes() {
    let r = Rect(x: 0, y: 0, width: 10, height: 20)
    // The radius is clamped to half the shorter side, which makes a capsule.
    #expect(Path.roundedRect(r, cornerRadius: 100) == Path.capsule(r))
    #expect(Path.roundedRect(r, cornerRadius: 0) == Path.rect(r))
    let rounded = Path.roundedRect(r, cornerRadius: 2)
    #expect(rounded.elements.count == 10)
    #expect(rounded.elements.first == .move(to: Point(2, 0)))
    let circle = Path.circle(center: Point(5, 5), radius: 2)
    #expect(circle.elements.count == 6)
    #expect(circle.controlPointBounds == Rect(x: 3, y: 3, width: 4, height: 4))
    #expect(Path.ellipse(in: Rect(x: 0, y: 0, width: 4, height: 2)).elements.first == .move(to: Point(4, 1)))
  }

  @Test func appendTransformAndFiniteness() {
    var p = Path()
    #expect(p.isEmpty)
    p.move(to: Point(0, 0))
    p.quad(control: Point(1, 1), to: Point(2, 0))
    p.cubic(control1: Point(3, 1), control2: Point(4, 1), to: Point(5, 0))
    p.append(Path.rect(Rect(x: 0, y: 0, width: 1, height: 1)))
    #expect(p.elements.count == 8)
    #expect(p.applying(.identity) == p)
    let moved = p.applying(.translation(1, 2))
    #expect(moved.elements[1] == .quad(control: Point(2, 3), to: Point(3, 2)))
    #expect(p.isFinite)
    // A single non-finite point, or a NaN among finite ones, makes the path non-finite.
    #expect(!Path(elements: [.move(to: Point(.infinity, 0))]).isFinite)
    #expect(
      !Path(elements: [.move(to: Point(0, 0)), .line(to: Point(.nan, 1)), .line(to: Point(2, 2))]).isFinite)
    #expect(!Path(elements: [.move(to: Point(0, 0)), .line(to: Point(.infinity, 0))]).isFinite)
  }
}
