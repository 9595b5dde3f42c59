import Testing

@testable import VitrumGeometry

/// Winding numbers swept band by band against counting every edge for every point, and fields limited to
/// a region against the whole field.
@Suite struct WindingSweepTests {
  /// The definition: signed crossings of the ray to the left, each edge covering [top, bottom).
  static func naiveWinding(_ p: Point, _ edges: SegmentList) -> Int {
    var winding = 0
    for k in 0..<edges.count where edges.ay[k] != edges.by[k] {
      let down = edges.ay[k] < edges.by[k]
      let top = min(edges.ay[k], edges.by[k])
      let bottom = max(edges.ay[k], edges.by[k])
      guard p.y >= top && p.y < bottom else { continue }
      if WindingSweep.crossing(edges, k, at: p.y) < p.x { winding += down ? 1 : -1 }
    }
    return winding
  }

  /// Random self-crossing polygons (stars, zig-zags, polygons partly off the grid) and random points,
  /// including points on vertices' heights and outside the grid: the sweep agrees everywhere.
  @Test(arguments: 0..<20)
  func sweepEqualsTheDefinition(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    var edges = SegmentList()
    var vertices: [Point] = []
    for _ in 0..<(1 + rng.int(0...3)) {
      let n = rng.int(3...40)
      let polygon = (0..<n).map { _ in Point(rng.double(-20...220), rng.double(-20...120)) }
      vertices += polygon
      for i in 0..<n { edges.append(polygon[i], polygon[(i + 1) % n]) }
    }
    var points = (0..<500).map { _ in Point(rng.double(-30...230), rng.double(-30...130)) }
    points += vertices.map { Point($0.x + rng.double(-1...1), $0.y) }
    let swept = WindingSweep.windings(of: points, edges: edges, height: 100)
    for (i, p) in points.enumerated() {
      #expect(swept[i] == Self.naiveWinding(p, edges), "point \(p)")
    }
  }

  /// A long row of glyph-like rings, of which a region sees three: inside the region the field equals the
  /// field of the whole row, and its size follows the region, not the row.
  @Test func fieldLimitedToARegionMatchesTheWholeField() throws {
    var path = Path()
    for i in 0..<200 {
      path.append(.circle(center: Point(Double(i) * 30 + 15, 20), radius: 12))
      path.append(.circle(center: Point(Double(i) * 30 + 15, 20), radius: 6))
    }
    let region = Rect(x: 40, y: -20, width: 80, height: 80)
    let whole = try #require(
      DistanceField.make(path: path, fillRule: .evenOdd, transform: .identity, margin: 8, maxPixels: 1 << 24))
    let part = try #require(
      DistanceField.make(
        path: path, fillRule: .evenOdd, transform: .identity, margin: 8, maxPixels: 1 << 24, region: region))
    #expect(part.width * part.height <= 80 * 80)
    #expect(whole.width > 6000)
    for y in stride(from: -4.5, to: 44, by: 1) {
      for x in stride(from: 48.5, to: 112, by: 1) {
        #expect(abs(part.sample(x: x, y: y) - whole.sample(x: x, y: y)) < 1e-4, "at \(x), \(y)")
      }
    }
  }
}
