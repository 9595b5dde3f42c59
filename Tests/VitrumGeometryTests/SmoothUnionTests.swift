import Testing

@testable import VitrumGeometry

@Suite struct SmoothUnionTests {
  /// A unit direction at a random angle.
  static func direction(_ rng: inout SplitMix64) -> Point {
    let angle = rng.double(0...(2 * Double.pi))
    return Point(_cos(angle), _sin(angle))
  }

  @Test func exactlyMinimumWhenFarApart() {
    var rng = SplitMix64(seed: 3)
    for _ in 0..<10_000 {
      // Divisions fill the whole mantissa: values from `random(in:)` sit on a coarse grid on which
      // `b + (a − b)` happens to be exact, which hides rounding.
      let a = rng.double(-100...100) / 7
      let k = rng.double(0.001...20) / 3
      let b = a + (k + rng.double(0...50) / 3) * (rng.int(0...1) == 0 ? 1 : -1)
      let (d, weight) = SmoothUnion.blend(
        a, gradient: Self.direction(&rng), b, gradient: Self.direction(&rng), k: k)
      #expect(d == Swift.min(a, b))
      #expect(weight == (a < b ? 1 : 0))
    }
    // Exactly k apart counts as far apart, whatever the gradients.
    #expect(
      SmoothUnion.blend(0.1, gradient: Point(1, 0), 0.3, gradient: Point(-1, 0), k: 0.2).distance == 0.1)
  }

  @Test func neverAboveMinimumAndSymmetric() {
    var rng = SplitMix64(seed: 4)
    for _ in 0..<10_000 {
      let a = rng.double(-10...10)
      let b = a + rng.double(-3...3)
      let k = rng.double(0.01...4)
      let ga = Self.direction(&rng)
      let gb = Self.direction(&rng)
      let (ab, hab) = SmoothUnion.blend(a, gradient: ga, b, gradient: gb, k: k)
      let (ba, hba) = SmoothUnion.blend(b, gradient: gb, a, gradient: ga, k: k)
      #expect(ab <= Swift.min(a, b))
      #expect(abs(hab + hba - 1) < 1e-12)
      #expect(abs(ab - ba) < 1e-12)
      // The blend lowers the minimum by at most α·k (at a = b, gradients opposite).
      #expect(ab >= Swift.min(a, b) - SmoothUnion.deepestLowering * k - 1e-12)
      #expect(hab >= 0 && hab <= 1)
    }
    let opposite = SmoothUnion.blend(1, gradient: Point(1, 0), 1, gradient: Point(-1, 0), k: 2)
    #expect(abs(opposite.distance - (1 - 2 * SmoothUnion.deepestLowering)) < 1e-15)
    #expect(opposite.weightOfA == 0.5)
  }

  /// Outlines running side by side (the same gradient) do not melt: the plain minimum; facing each other
  /// across a gap they melt over the full radius, turned away at a right angle over a quarter of it.
  @Test func radiusFollowsHowSquarelyTheOutlinesFace() {
    #expect(SmoothUnion.blend(1, gradient: Point(0, -1), 1.5, gradient: Point(0, -1), k: 10) == (1, 1))
    #expect(SmoothUnion.radius(k: 10, cosine: -1) == 10)
    #expect(SmoothUnion.radius(k: 10, cosine: 0) == 2.5)
    #expect(SmoothUnion.radius(k: 10, cosine: 1) == 0)
    // Gradients of any length but zero: only their directions count.
    let unit = SmoothUnion.blend(0.3, gradient: Point(0.6, 0.8), 0.5, gradient: Point(-1, 0), k: 4)
    let scaled = SmoothUnion.blend(0.3, gradient: Point(0.3, 0.4), 0.5, gradient: Point(-3, 0), k: 4)
    #expect(abs(unit.distance - scaled.distance) < 1e-12)
  }

  /// The profile joins the plain minimum with a continuous value and slope at |a − b| = K, and its slope
  /// is ½ on either side of a = b: the field has no crease, so the outline has no corner.
  @Test func profileIsSmoothAtItsEnds() {
    let k = 8.0
    let ga = Point(1, 0)
    let gb = Point(-1, 0)
    func d(_ a: Double, _ b: Double) -> Double {
      SmoothUnion.blend(a, gradient: ga, b, gradient: gb, k: k).distance
    }
    let h = 1e-6
    // Slope in b at the end of the blend: 0 on both sides.
    #expect(abs((d(0, k - h) - d(0, k - 2 * h)) / h) < 1e-4)
    #expect(abs(d(0, k - h) - 0) < 1e-9)
    // Slopes in a and in b at a = b: ½ each.
    #expect(abs((d(1 + h, 1) - d(1 - h, 1)) / (2 * h) - 0.5) < 1e-6)
    #expect(abs((d(1, 1 + h) - d(1, 1 - h)) / (2 * h) - 0.5) < 1e-6)
    // The weight of a is that slope.
    for a in stride(from: -3.0, through: 3.0, by: 0.37) {
      let slope = (d(a + h, 0.5) - d(a - h, 0.5)) / (2 * h)
      let weight = SmoothUnion.blend(a, gradient: ga, 0.5, gradient: gb, k: k).weightOfA
      #expect(abs(slope - weight) < 1e-5)
    }
  }

  @Test func zeroRadiusIsPlainMinimum() {
    #expect(SmoothUnion.blend(1, gradient: Point(1, 0), 2, gradient: Point(-1, 0), k: 0) == (1, 1))
    #expect(SmoothUnion.blend(2, gradient: Point(1, 0), 1, gradient: Point(-1, 0), k: -1) == (1, 0))
  }
}
