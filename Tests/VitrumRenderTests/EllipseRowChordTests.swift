import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// `EllipseGlassDistance.rowChord`, the closed-form bound that lets the kernels skip the Newton solve in a
/// row's interior and beyond its shadow: on generated ellipses (centres, semi-axes up to 25:1, rotations,
/// scales, levels from the bezel's depth to the shadow's reach), every pixel centre the bound admits has
/// the distance it promises — by the float solve the kernels use and by the exact Double distance — and
/// the kernel shades the same bytes with the bound as asking every pixel.
@Suite struct EllipseRowChordTests {
  /// A random ellipse under a random similarity (translation, rotation, uniform scale).
  static func ellipse(_ rng: inout SeededRandom) -> (EllipseGlassDistance, Rect, AffineMatrix) {
    let width = 4 + rng.unit() * 300
    let height = max(2, width * (0.04 + rng.unit() * 1.5))
    let rect = Rect(x: rng.unit() * 200 - 100, y: rng.unit() * 200 - 100, width: width, height: height)
    let angle = rng.unit() < 0.3 ? 0 : rng.unit() * 2 * Double.pi
    let scale = 0.5 + rng.unit() * 2.5
    let transform = AffineMatrix.rotation(angle).then(.scale(scale, scale)).then(
      .translation(rng.unit() * 400, rng.unit() * 400))
    let distance = analyticGlassDistance(shape: .ellipse(rect), transform: transform)
    return (distance as! EllipseGlassDistance, rect, transform)
  }

  /// The exact distance in device pixels (Double, by the parametric solve of `SignedDistance`).
  static func exact(_ x: Double, _ y: Double, _ rect: Rect, _ transform: AffineMatrix) -> Double {
    let local = transform.inverted!.apply(Point(x, y))
    let d = SignedDistance.ellipse(
      local, center: Point(rect.midX, rect.midY), semiAxes: Size(rect.width / 2, rect.height / 2))
    return d.distance * transform.meanScale
  }

  @Test func everyAdmittedPixelHasItsPromisedDistance() {
    var rng = SeededRandom(seed: 28)
    var checked = 0
    for _ in 0..<300 {
      let (e, rect, transform) = Self.ellipse(&rng)
      let bounds = transform.apply(rect)
      let inner = -Float(0.5 + rng.unit() * 60)
      let outer = Float(1 + rng.unit() * 40)
      for _ in 0..<12 {
        let y = (bounds.minY - 60 + rng.unit() * (bounds.height + 120)).rounded(.down) + 0.5
        let py = Float(y)
        if let chord = e.rowChord(py, level: inner) {
          #expect(chord.lo <= chord.hi)
          var x = (chord.lo - 0.5).rounded(.up) + 0.5
          while x <= chord.hi {
            let d = e.distance(Float(x), py)
            #expect(d <= inner, "interior (\(x), \(y)): \(d) > \(inner)")
            #expect(Self.exact(x, y, rect, transform) <= Double(inner))
            checked += 1
            x += max(1, ((chord.hi - chord.lo) / 40).rounded(.down))
          }
        }
        let chord = e.rowChord(py, level: outer) ?? (lo: bounds.midX, hi: bounds.midX)
        for step in 0..<24 {
          let gap = Double(step * step)
          for x in [(chord.lo - 0.5 - gap).rounded(.down) + 0.5, (chord.hi + 0.5 + gap).rounded(.up) + 0.5]
          where x < chord.lo || x > chord.hi {
            let d = e.distance(Float(x), py)
            #expect(d >= outer, "empty (\(x), \(y)): \(d) < \(outer)")
            #expect(Self.exact(x, y, rect, transform) >= Double(outer))
            checked += 1
          }
        }
      }
    }
    #expect(checked > 10_000)
  }

  /// The same ellipse without its chords: the kernel asks every pixel it visits.
  struct PerPixel: GlassDistance {
    let ellipse: EllipseGlassDistance
    func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) { ellipse.evaluate(x, y) }
    func distance(_ x: Float, _ y: Float) -> Float { ellipse.distance(x, y) }
    var maximumDepth: Float { ellipse.maximumDepth }
    static var hasCheapGradient: Bool { true }
  }

  @Test func kernelBytesAreTheSameWithAndWithoutChords() {
    let image = BlurTestImage(.photo, width: 320, height: 240)
    var rng = SeededRandom(seed: 2028)
    for i in 0..<8 {
      let width = 20 + rng.unit() * 220
      let rect = Rect(
        x: 20 + rng.unit() * 40, y: 20 + rng.unit() * 30, width: width,
        height: min(180, max(6, width * (0.1 + rng.unit() * 1.2))))
      let angle = i.isMultiple(of: 2) ? 0 : rng.unit() * Double.pi
      let centre = Point(rect.midX, rect.midY)
      let transform = AffineMatrix.translation(-centre.x, -centre.y).then(.rotation(angle)).then(
        .translation(centre.x + 0.3 * Double(i), centre.y))
      let ellipse =
        analyticGlassDistance(shape: .ellipse(rect), transform: transform) as! EllipseGlassDistance
      let bounds = transform.apply(rect)
      for look in MemberShaderTests.looks where i.isMultiple(of: 2) || look.name == "regular" {
        let (fast, fastBytes) = MemberShaderTests.compare(ellipse, bounds: bounds, look: look, image: image)
        let (plain, plainBytes) = MemberShaderTests.compare(
          PerPixel(ellipse: ellipse), bounds: bounds, look: look, image: image)
        #expect(fastBytes == plainBytes, "\(look.name), ellipse \(i)")
        #expect(fast.interior == plain.interior, "\(look.name), ellipse \(i)")
      }
    }
  }

  /// A circle drawn as an ellipse takes the closed form.
  @Test func equalAxesAreACircle() {
    let d = analyticGlassDistance(
      shape: .ellipse(Rect(x: 0, y: 0, width: 40, height: 40)), transform: .identity)
    #expect(d is CircleGlassDistance)
    #expect(abs(d!.distance(20.5, 20.5) - (Float(0.5).squareRoot() - 20)) < 1e-4)
  }
}
