import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// `DitheredGradient` against Cairo's own (undithered) gradients as the reference: within a level
/// pixel by pixel, the exact gradient on average, no steps where Cairo steps, and pixels that depend on
/// the device position alone.
@Suite struct DitheredGradientTests {
  /// A gradient painted over a surface of `width` × `height` at device `origin`, either way.
  static func painted(
    _ fill: Fill, alpha: Double = 1, width: Int, height: Int, origin: (x: Int, y: Int) = (0, 0),
    dithered: Bool
  ) -> [UInt32] {
    let surface = ImageSurface(width: width, height: height)!
    let transform = AffineMatrix.translation(-Double(origin.x), -Double(origin.y))
    if dithered {
      DitheredGradient.paint(fill, alpha: alpha, transform: transform, origin: origin, into: surface)
    } else {
      let context = CairoContext(surface: surface)
      context.setTransform(transform)
      context.setSource(fill, alpha: alpha)
      context.paint()
    }
    return surface.pixelArray()
  }

  static func channels(_ p: UInt32) -> [Int] { [24, 16, 8, 0].map { Int((p >> UInt32($0)) & 0xFF) } }

  /// Generated gradients: linear at any angle, radial, two to four stops, opaque and translucent.
  static func gradients(count: Int) -> [Fill] {
    var random = SeededRandom(seed: 26)
    func colour() -> Color {
      Color(
        red: random.unit(), green: random.unit(), blue: random.unit(),
        alpha: random.unit() < 0.5 ? 1 : 0.2 + 0.8 * random.unit())
    }
    return (0..<count).map { i in
      let stops = (0..<(2 + i % 3)).map { _ in GradientStop(random.unit(), colour()) }
      let a = Point(random.unit() * 96, random.unit() * 64)
      if i % 2 == 0 {
        return .linearGradient(start: a, end: Point(random.unit() * 96, random.unit() * 64), stops: stops)
      }
      return .radialGradient(center: a, radius: 8 + random.unit() * 80, stops: stops)
    }
  }

  /// The exact premultiplied colour (0…255 a channel, ARGB) of a gradient at a point, in doubles, from the
  /// definition: projection on the axis or distance over the radius, padded, stops in offset order,
  /// straight colours interpolated and then premultiplied.
  static func exact(_ fill: Fill, alpha: Double, at p: Point) -> [Double] {
    let t: Double
    let stops: [GradientStop]
    switch fill {
    case .solid(let c):
      return [c.alpha, c.alpha * c.red, c.alpha * c.green, c.alpha * c.blue].map { $0 * 255 }
    case .linearGradient(let start, let end, let list):
      let (dx, dy) = (end.x - start.x, end.y - start.y)
      t = ((p.x - start.x) * dx + (p.y - start.y) * dy) / (dx * dx + dy * dy)
      stops = list
    case .radialGradient(let centre, let radius, let list):
      t = ((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)).squareRoot() / radius
      stops = list
    }
    let sorted = stops.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
      .map {
        [$0.element.color.alpha * alpha, $0.element.color.red, $0.element.color.green, $0.element.color.blue]
      }
    let offsets = stops.map(\.offset).sorted()
    var c = sorted.last!
    if t <= offsets[0] {
      c = sorted[0]
    } else if let k = offsets.firstIndex(where: { $0 > t }) {
      let f = (t - offsets[k - 1]) / (offsets[k] - offsets[k - 1])
      c = (0..<4).map { sorted[k - 1][$0] + (sorted[k][$0] - sorted[k - 1][$0]) * f }
    }
    return [c[0] * 255, c[0] * c[1] * 255, c[0] * c[2] * 255, c[0] * c[3] * 255]
  }

  /// Pixel by pixel within a level of the exact colour and within two of Cairo's (which rounds its own
  /// interpolation and premultiplication); over the whole surface the exact colour on average, where
  /// Cairo's rounding drifts by up to 0.4 level.
  @Test func withinALevelOfTheExactGradientAndExactOnAverage() {
    let (w, h) = (96, 64)
    for (n, fill) in Self.gradients(count: 24).enumerated() {
      let alpha = n % 3 == 0 ? 0.6 : 1
      let ours = Self.painted(fill, alpha: alpha, width: w, height: h, dithered: true)
      let cairo = Self.painted(fill, alpha: alpha, width: w, height: h, dithered: false)
      var (fromExact, fromCairo) = (0.0, 0)
      var bias = [0.0, 0, 0, 0]
      for y in 0..<h {
        for x in 0..<w {
          let exact = Self.exact(fill, alpha: alpha, at: Point(Double(x) + 0.5, Double(y) + 0.5))
          let (mine, theirs) = (Self.channels(ours[y * w + x]), Self.channels(cairo[y * w + x]))
          for c in 0..<4 {
            fromExact = max(fromExact, abs(Double(mine[c]) - exact[c]))
            fromCairo = max(fromCairo, abs(mine[c] - theirs[c]))
            bias[c] += Double(mine[c]) - exact[c]
          }
        }
      }
      #expect(fromExact < 1.01, "gradient \(n): a pixel \(fromExact) levels from the exact colour")
      #expect(fromCairo <= 2, "gradient \(n): a pixel \(fromCairo) levels from Cairo's")
      for c in 0..<4 {
        #expect(
          abs(bias[c]) / Double(w * h) < 0.05,
          "gradient \(n), channel \(c): mean off by \(bias[c] / Double(w * h))")
      }
    }
  }

  /// A slow grey ramp (8 levels over 512 px): Cairo's pixels hold one level for 64 px and then step; the
  /// dithered ramp's mean over each 8 px column follows the exact ramp within a fifth of a level, so the
  /// largest step between neighbouring columns is a small fraction of Cairo's.
  @Test func aSlowRampHasNoSteps() {
    let ramp = Fill.linearGradient(
      start: Point(0, 0), end: Point(512, 0),
      stops: [
        GradientStop(0, Color(red: 0.25, green: 0.25, blue: 0.25)),
        GradientStop(1, Color(red: 0.28125, green: 0.28125, blue: 0.28125)),
      ])
    func columnMeans(_ pixels: [UInt32]) -> [Double] {
      (0..<64).map { block in
        var sum = 0
        for y in 0..<8 {
          for x in (block * 8)..<(block * 8 + 8) { sum += Self.channels(pixels[y * 512 + x])[1] }
        }
        return Double(sum) / 64
      }
    }
    let ours = columnMeans(Self.painted(ramp, width: 512, height: 8, dithered: true))
    let cairo = columnMeans(Self.painted(ramp, width: 512, height: 8, dithered: false))
    for (block, mean) in ours.enumerated() {
      let exact = (0.25 + 0.03125 * (Double(block * 8) + 4) / 512) * 255
      #expect(abs(mean - exact) < 0.2, "column \(block): \(mean) for \(exact)")
    }
    let step = { (means: [Double]) in zip(means, means.dropFirst()).map { abs($1 - $0) }.max()! }
    #expect(step(cairo) >= 0.5, "Cairo's ramp steps by a level")
    #expect(step(ours) < 0.3, "dithered, neighbouring columns differ by \(step(ours)) levels")
  }

  /// The dither pattern is anchored to device pixels: painted over two different bounds, a gradient's
  /// pixels agree wherever the bounds overlap, so a frame's pixels do not depend on how it was split.
  @Test func pixelsDependOnTheDevicePositionAlone() {
    for fill in Self.gradients(count: 6) {
      let whole = Self.painted(fill, width: 96, height: 64, dithered: true)
      let part = Self.painted(fill, width: 37, height: 29, origin: (x: 21, y: 13), dithered: true)
      var differing = 0
      for y in 0..<29 {
        for x in 0..<37 where part[y * 37 + x] != whole[(y + 13) * 96 + x + 21] { differing += 1 }
      }
      #expect(differing == 0)
    }
  }

  /// A frame with gradient fills is the same on one worker as on three.
  @Test func framesAreTheSameOnAnyNumberOfThreads() throws {
    let background = Fill.linearGradient(
      start: Point(0, 0), end: Point(120, 80),
      stops: [GradientStop(0, Color(hex: "#203048")!), GradientStop(1, Color(hex: "#24344C")!)])
    let glow = Fill.radialGradient(
      center: Point(55, 35), radius: 40,
      stops: [GradientStop(0, Color(hex: "#F0C060")!), GradientStop(1, Color(hex: "#F0C06000")!)])
    let scene = Scene(size: Size(120, 80), background: background) {
      ShapeNode(.circle(center: Point(55, 35), radius: 30), fill: glow)
    }
    let one = try CairoRenderer(options: .init(scale: 2, threads: 1)).render(scene).surface.pixelArray()
    let three = try CairoRenderer(options: .init(scale: 2, threads: 3)).render(scene).surface.pixelArray()
    #expect(one == three)
  }
}
