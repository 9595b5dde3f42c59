import Testing
import VitrumGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A random analytic shape with its own point-in-shape test, written independently of the SDFs.
private struct Specimen {
  var shape: Shape
  var contains: (Point) -> Bool
  /// A length scale for tolerances and for placing test points.
  var size: Double

  static func random(_ kind: Int, _ rng: inout SplitMix64) -> Specimen {
    let c = rng.point(-50...50, -50...50)
    let hw = rng.double(0.1...50)
    let hh = rng.double(0.1...50)
    let rect = Rect(x: c.x - hw, y: c.y - hh, width: 2 * hw, height: 2 * hh)
    func roundedContains(_ r: Double) -> (Point) -> Bool {
      { p in
        let dx = abs(p.x - c.x)
        let dy = abs(p.y - c.y)
        if dx < hw && dy < hh - r { return true }
        if dx < hw - r && dy < hh { return true }
        return Point(dx - (hw - r), dy - (hh - r)).length < r && dx < hw && dy < hh
      }
    }
    switch kind {
    case 0:
      return Specimen(shape: .rect(rect), contains: roundedContains(0), size: Swift.max(hw, hh))
    case 1:
      // Radii past half the shorter side are clamped by the shape.
      let radius = rng.double(0...(1.3 * Swift.min(hw, hh)))
      return Specimen(
        shape: .roundedRect(rect, cornerRadius: radius), contains: roundedContains(Swift.min(radius, hw, hh)),
        size: Swift.max(hw, hh))
    case 2:
      return Specimen(
        shape: .capsule(rect), contains: roundedContains(Swift.min(hw, hh)), size: Swift.max(hw, hh))
    case 3:
      let r = rng.double(0.1...50)
      return Specimen(shape: .circle(center: c, radius: r), contains: { $0.distance(to: c) < r }, size: r)
    default:
      // Axis ratios up to 20:1, either way round.
      let a = rng.double(0.5...40)
      let b = a / rng.double(1...20)
      let (ax, ay) = rng.int(0...1) == 0 ? (a, b) : (b, a)
      let e = Rect(x: c.x - ax, y: c.y - ay, width: 2 * ax, height: 2 * ay)
      return Specimen(
        shape: .ellipse(e),
        contains: { p in pow((p.x - c.x) / ax, 2) + pow((p.y - c.y) / ay, 2) < 1 }, size: a)
    }
  }

  /// Test points: uniform around the shape, near its outline, and its centre.
  func points(_ count: Int, _ rng: inout SplitMix64) -> [Point] {
    let b = shape.bounds
    var points = [b.center]
    for k in 0..<count {
      let q = rng.point(b.minX...b.maxX, b.minY...b.maxY)
      if k % 3 == 0, let (d, g) = shape.distanceAndGradient(at: q) {
        // Just off the outline, either side.
        let p = q - g * d
        points.append(p + g * rng.double(-0.01...0.01) * size)
      } else {
        points.append(
          rng.point((b.minX - b.width)...(b.maxX + b.width), (b.minY - b.height)...(b.maxY + b.height)))
      }
    }
    return points
  }
}

@Suite struct SignedDistanceTests {
  private static let kinds = ["rect", "roundedRect", "capsule", "circle", "ellipse"]

  @Test(arguments: 0..<5)
  func distanceProperties(kind: Int) throws {
    var rng = SplitMix64(seed: 100 + UInt64(kind))
    for _ in 0..<60 {
      let specimen = Specimen.random(kind, &rng)
      #expect(specimen.shape.kind == Self.kinds[kind])
      let tolerance = 1e-9 * (1 + specimen.size)
      for p in specimen.points(150, &rng) {
        let (d, g) = try #require(specimen.shape.distanceAndGradient(at: p))
        // The gradient is a unit vector.
        #expect(abs(g.length - 1) < 1e-12)
        // Stepping back along it by the distance lands on the outline.
        let onOutline = try #require(specimen.shape.distance(at: p - g * d))
        #expect(abs(onOutline) < 1e-7 * (1 + specimen.size), "\(p) \(specimen.shape) \(d) \(g)")
        // The sign agrees with an independent point-in-shape test (away from the outline itself).
        if abs(d) > tolerance {
          #expect((d < 0) == specimen.contains(p), "sign at \(p) of \(specimen.shape): \(d)")
        }
        // 1-Lipschitz, for a near and a far partner point.
        for spread in [0.01, 2.0] {
          let q = p + rng.point(-spread...spread, -spread...spread) * specimen.size
          let dq = try #require(specimen.shape.distance(at: q))
          #expect(abs(d - dq) <= p.distance(to: q) + tolerance)
        }
      }
    }
  }

  /// The ellipse distance against brute force: 10,000 points around the outline, the best one refined by
  /// golden-section search on the angle.
  @Test func ellipseMatchesBruteForce() throws {
    var rng = SplitMix64(seed: 20)
    for ratio in [1.0, 1.5, 3, 7, 12, 20] {
      for _ in 0..<6 {
        let a = rng.double(1...30)
        let (ax, ay) = rng.int(0...1) == 0 ? (a, a / ratio) : (a / ratio, a)
        let c = rng.point(-10...10, -10...10)
        let shape = Shape.ellipse(Rect(x: c.x - ax, y: c.y - ay, width: 2 * ax, height: 2 * ay))
        func outline(_ t: Double) -> Point { Point(c.x + ax * cos(t), c.y + ay * sin(t)) }
        let n = 10_000
        let samples = (0..<n).map { outline(2 * Double.pi * Double($0) / Double(n)) }
        var worst = 0.0
        var points = (0..<80).map { _ in
          rng.point((c.x - 2 * ax)...(c.x + 2 * ax), (c.y - 2 * ay)...(c.y + 2 * ay))
        }
        // Near the centre and along both axes, where the closest point is hardest to find.
        points += [
          c, c + Point(ax * 0.3, 0), c + Point(0, ay * 0.3), c + Point(ax * 0.9, ay * 1e-7),
          c + Point(1e-7, ay * 0.5),
        ]
        for p in points {
          var bestK = 0
          for k in 1..<n where p.distance(to: samples[k]) < p.distance(to: samples[bestK]) { bestK = k }
          var lo = 2 * Double.pi * Double(bestK - 1) / Double(n)
          var hi = 2 * Double.pi * Double(bestK + 1) / Double(n)
          let golden = (5.0.squareRoot() - 1) / 2
          for _ in 0..<60 {
            let m1 = hi - (hi - lo) * golden
            let m2 = lo + (hi - lo) * golden
            if p.distance(to: outline(m1)) < p.distance(to: outline(m2)) { hi = m2 } else { lo = m1 }
          }
          let brute = p.distance(to: outline((lo + hi) / 2))
          let d = try #require(shape.distance(at: p))
          worst = Swift.max(worst, abs(abs(d) - brute))
        }
        #expect(worst < 1e-3, "axis ratio \(ratio), semi-axes \(ax) × \(ay): worst error \(worst)")
      }
    }
  }

  @Test func pathsHaveNoClosedForm() {
    let shape = Shape.path(Path.rect(Rect(x: 0, y: 0, width: 1, height: 1)), fillRule: .evenOdd)
    #expect(!shape.isAnalytic && shape.distance(at: .zero) == nil && shape.fillRule == .evenOdd)
    #expect(Shape.circle(center: .zero, radius: 1).isAnalytic)
  }
}
