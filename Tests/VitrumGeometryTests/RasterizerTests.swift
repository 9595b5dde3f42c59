import Testing
import VitrumGeometry

@Suite struct RasterizerTests {
  @Test func rectangleCoversItsPixelCentres() {
    let polylines = Path.rect(Rect(x: 1.2, y: 0.5, width: 3, height: 2.1)).flattened()
    let mask = PathRasterizer.mask(
      of: polylines, fillRule: .nonZero, originX: 0, originY: 0, width: 6, height: 4)
    // Columns with centres 1.5, 2.5, 3.5 (x in 1.2...4.2) and rows with centres 0.5, 1.5, 2.5 (y in 0.5..<2.6):
    // the top edge passes exactly through the first row's centres, which count as inside.
    let expected: [UInt8] = [
      0, 1, 1, 1, 0, 0,
      0, 1, 1, 1, 0, 0,
      0, 1, 1, 1, 0, 0,
      0, 0, 0, 0, 0, 0,
    ]
    #expect(mask.bits == expected)
    #expect(mask.isInside(1, 0) && !mask.isInside(0, 0))
  }

  @Test(arguments: FillRule.allCases)
  func randomPolygonsMatchBruteForce(rule: FillRule) {
    var rng = SplitMix64(seed: rule == .nonZero ? 11 : 12)
    for _ in 0..<60 {
      let originX = rng.int(-20...20)
      let originY = rng.int(-20...20)
      let width = rng.int(1...30)
      let height = rng.int(1...30)
      var polylines: [Polyline] = []
      for _ in 0..<rng.int(1...3) {
        let points = (0..<rng.int(3...12)).map { _ in
          rng.point(
            (Double(originX) - 4)...(Double(originX + width) + 4),
            (Double(originY) - 4)...(Double(originY + height) + 4))
        }
        polylines.append(Polyline(points: points, isClosed: rng.int(0...1) == 0))
      }
      let mask = PathRasterizer.mask(
        of: polylines, fillRule: rule, originX: originX, originY: originY, width: width, height: height)
      #expect(mask.width == width && mask.height == height && mask.bits.count == width * height)
      var mismatches = 0
      for j in 0..<height {
        for i in 0..<width {
          let centre = Point(Double(originX + i) + 0.5, Double(originY + j) + 0.5)
          let w = angleSumWinding(polylines, at: centre)
          let inside = rule == .nonZero ? w != 0 : w % 2 != 0
          if inside != mask.isInside(i, j) { mismatches += 1 }
        }
      }
      #expect(mismatches == 0)
    }
  }

  @Test func degenerateInputs() {
    let tri = [Polyline(points: [Point(0, 0), Point(10, 0), Point(0, 10)], isClosed: true)]
    #expect(
      PathRasterizer.mask(of: tri, fillRule: .nonZero, originX: 0, originY: 0, width: 0, height: 5).bits
        .isEmpty)
    #expect(
      PathRasterizer.mask(of: tri, fillRule: .nonZero, originX: 0, originY: 0, width: -3, height: 5).width
        == 0)
    let broken = [
      Polyline(
        points: [Point(0, 0), Point(.nan, 5), Point(.infinity, 1e300), Point(-1e308, 3)], isClosed: true)
    ]
    let mask = PathRasterizer.mask(
      of: broken, fillRule: .evenOdd, originX: 0, originY: 0, width: 4, height: 4)
    #expect(mask.bits.count == 16)
  }
}
