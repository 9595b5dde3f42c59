import Testing
import VitrumGeometry

@testable import VitrumRender

extension SeededRandom {
  /// A uniform number between two bounds.
  mutating func range(_ a: Double, _ b: Double) -> Double { uniform(a...b) }
}

/// The fast Float kernels the shader uses agree with the exact Double signed distances of the geometry
/// module, through rotations, uniform scales and reflections.
@Suite struct GlassKernelTests {
  /// Float evaluation of distances of a few hundred pixels keeps ~1e-4 relative precision; the rendered
  /// coverage ramp is one pixel wide, so 0.01 px is far below a visible difference.
  static let distanceTolerance = 0.01

  func check(_ shape: Shape, samples: Int, seed: UInt64) throws {
    var rng = SeededRandom(seed: seed)
    for _ in 0..<8 {
      let s = rng.range(0.5, 3)
      let flip = rng.unit() < 0.3 ? -1.0 : 1.0
      let t = AffineMatrix.scale(s * flip, s).then(.rotation(rng.range(-3, 3)))
        .then(.translation(rng.range(-50, 50), rng.range(-50, 50)))
      let kernel = try #require(analyticGlassDistance(shape: shape, transform: t))
      let inverse = try #require(t.inverted)
      let bounds = t.apply(shape.bounds).outset(by: 20)
      for _ in 0..<samples {
        let p = Point(rng.range(bounds.minX, bounds.maxX), rng.range(bounds.minY, bounds.maxY))
        let exact = try #require(shape.distanceAndGradient(at: inverse.apply(p)))
        let fast = kernel.evaluate(Float(p.x), Float(p.y))
        let expected = exact.distance * s
        #expect(
          abs(Double(fast.d) - expected) <= Self.distanceTolerance * max(1, abs(expected) / 100),
          "\(shape.kind) at \(p): kernel \(fast.d), exact \(expected)")
        let g = t.applyToVector(exact.gradient)
        let gl = g.length
        if abs(expected) > 0.5 {
          #expect(abs(Double(fast.gx) - g.x / gl) < 0.02 && abs(Double(fast.gy) - g.y / gl) < 0.02)
        }
      }
    }
  }

  @Test func boxesMatch() throws {
    try check(.rect(Rect(x: 0, y: 0, width: 80, height: 30)), samples: 300, seed: 1)
    try check(
      .roundedRect(Rect(x: -10, y: 5, width: 60, height: 90), cornerRadius: 14), samples: 300, seed: 2)
    try check(.capsule(Rect(x: 0, y: 0, width: 140, height: 44)), samples: 300, seed: 3)
  }

  @Test func circlesMatch() throws {
    try check(.circle(center: Point(3, 4), radius: 37), samples: 300, seed: 4)
  }

  @Test(arguments: [(60.0, 40.0), (200.0, 10.0), (10.0, 200.0), (50.0, 50.0), (300.0, 15.0)])
  func ellipsesMatch(width: Double, height: Double) throws {
    try check(.ellipse(Rect(x: -width / 2, y: 10, width: width, height: height)), samples: 2000, seed: 5)
  }

  @Test func pathsHaveNoAnalyticKernel() {
    #expect(
      analyticGlassDistance(
        shape: .path(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), fillRule: .nonZero), transform: .identity)
        == nil)
    // A skew is not a similarity: the compositor falls back to a distance field.
    #expect(
      analyticGlassDistance(
        shape: .circle(center: .zero, radius: 4),
        transform: AffineMatrix(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0)) == nil)
  }

  @Test func refractionProfileMatchesItsFormula() {
    for i in 0...200 {
      let t = Double(i) / 200
      let exact = Float(_pow(1 - _pow(t, 0.6), 1.9))
      #expect(abs(RefractionProfile.value(Float(t)) - exact) < 2.5e-3)
    }
    #expect(RefractionProfile.value(0) == 1)
    #expect(RefractionProfile.value(1) == 0)
    #expect(RefractionProfile.value(1.5) == 0)
  }
}
