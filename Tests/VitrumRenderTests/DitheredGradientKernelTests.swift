import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// The row kernel of `DitheredGradient` against the per-pixel definition it replaced: byte for byte on
/// generated gradients, transforms (scaled, rotated, sheared, fractional offsets), device origins and
/// surface sizes, on one core and on several.
@Suite struct DitheredGradientKernelTests {
  /// The per-pixel definition: each pixel's centre through the inverse transform, the gradient's value
  /// there, the stops interpolated straight and premultiplied, a Bayer threshold at the device position.
  static func reference(
    _ fill: Fill, alpha: Double, transform: AffineMatrix, origin: (x: Int, y: Int), width: Int, height: Int
  ) -> [UInt32] {
    var out = [UInt32](repeating: 0, count: width * height)
    guard let inverse = transform.inverted else { return out }
    let stops: [GradientStop]
    let value: (Point) -> Double
    switch fill {
    case .solid, .adaptive: return out
    case .linearGradient(let start, let end, let list):
      stops = list
      let axis = end - start
      let length = axis.x * axis.x + axis.y * axis.y
      value = { p in length > 0 ? ((p - start).x * axis.x + (p - start).y * axis.y) / length : 1 }
    case .radialGradient(let centre, let radius, let list):
      stops = list
      value = { p in radius > 0 ? (p - centre).length / radius : 1 }
    }
    let ordered = stops.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    .map(\.element)
    guard !ordered.isEmpty else { return out }
    let colours = ordered.map { stop -> SIMD4<Float> in
      let c = stop.color
      return SIMD4(Float(c.red), Float(c.green), Float(c.blue), Float(min(max(c.alpha * alpha, 0), 1)))
    }
    let offsets = ordered.map(\.offset)
    func colour(at t: Double) -> SIMD4<Float> {
      let straight: SIMD4<Float>
      if !(t > offsets[0]) {
        straight = colours[0]
      } else if t >= offsets[offsets.count - 1] {
        straight = colours[colours.count - 1]
      } else {
        var k = 1
        while offsets[k] <= t { k += 1 }
        let span = offsets[k] - offsets[k - 1]
        let f = Float(span > 0 ? (t - offsets[k - 1]) / span : 1)
        straight = colours[k - 1] + (colours[k] - colours[k - 1]) * f
      }
      return SIMD4(straight.x * straight.w, straight.y * straight.w, straight.z * straight.w, straight.w)
    }
    for j in 0..<height {
      let by = ((origin.y + j) & 7) * 8
      for i in 0..<width {
        let c = colour(at: value(inverse.apply(Point(Double(i) + 0.5, Double(j) + 0.5))))
        let threshold = (DitheredGradient.bayer[by + ((origin.x + i) & 7)] + 0.5) / 64
        let q = (c * 255 + SIMD4(repeating: threshold)).rounded(.down)
        let a = min(max(q.w, 0), 255)
        func channel(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), a)) }
        out[j * width + i] = UInt32(a) << 24 | channel(q.x) << 16 | channel(q.y) << 8 | channel(q.z)
      }
    }
    return out
  }

  /// Generated gradients (linear and radial, one to five stops, repeated offsets, stops outside 0…1,
  /// degenerate axes and radii) under generated transforms.
  static func cases(count: Int) -> [(Fill, alpha: Double, AffineMatrix, origin: (x: Int, y: Int), Int, Int)] {
    var random = SeededRandom(seed: 28)
    func colour() -> Color {
      Color(
        red: random.unit(), green: random.unit(), blue: random.unit(),
        alpha: random.unit() < 0.4 ? 1 : random.unit())
    }
    return (0..<count).map { n in
      var stops = (0..<(1 + n % 5)).map { _ in GradientStop(random.unit() * 1.4 - 0.2, colour()) }
      if n % 4 == 3 { stops.append(GradientStop(stops[0].offset, colour())) }
      let a = Point(random.unit() * 120 - 20, random.unit() * 90 - 20)
      let fill: Fill
      switch n % 6 {
      case 0: fill = .linearGradient(start: a, end: a, stops: stops)
      case 1: fill = .radialGradient(center: a, radius: 0, stops: stops)
      case 2, 4:
        fill = .linearGradient(start: a, end: Point(random.unit() * 100, random.unit() * 80), stops: stops)
      default: fill = .radialGradient(center: a, radius: 4 + random.unit() * 90, stops: stops)
      }
      let scale = 0.5 + random.unit() * 3
      let transform = AffineMatrix.rotation(n % 3 == 0 ? random.unit() * 6.3 : 0)
        .then(.scale(scale, scale * (n % 5 == 0 ? 0.7 : 1)))
        .then(.translation(random.unit() * 40 - 20, random.unit() * 40 - 20))
      let origin = (x: Int(random.unit() * 30) - 10, y: Int(random.unit() * 30) - 10)
      let alpha = n % 3 == 1 ? random.unit() : 1
      return (fill, alpha, transform, origin, 17 + Int(random.unit() * 140), 9 + Int(random.unit() * 90))
    }
  }

  @Test func rowKernelEqualsThePerPixelDefinitionOnAnyNumberOfThreads() {
    for (n, (fill, alpha, transform, origin, width, height)) in Self.cases(count: 60).enumerated() {
      let expected = Self.reference(
        fill, alpha: alpha, transform: transform, origin: origin, width: width, height: height)
      for threads in [1, 3] {
        let surface = ImageSurface(width: width, height: height)!
        DitheredGradient.paint(
          fill, alpha: alpha, transform: transform, origin: origin, into: surface, threads: threads)
        let painted = surface.pixelArray()
        let differing = zip(painted, expected).filter { $0 != $1 }.count
        #expect(differing == 0, "case \(n) on \(threads) threads: \(differing) pixels differ")
      }
    }
  }
}
