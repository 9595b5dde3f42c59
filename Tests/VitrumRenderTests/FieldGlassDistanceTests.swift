import Foundation
import Testing
import VitrumGeometry

@testable import VitrumRender

/// `FieldGlassDistance` reads pixel centres straight from the field's table: its distances and gradients
/// must equal the bilinear `DistanceField.sample` and `gradient` bit for bit, at pixel centres (inside the
/// grid, on its border rows and columns, beyond it) and anywhere else, on generated outlines.
@Suite struct FieldGlassDistanceTests {
  /// A closed polygon of `corners` points at random radii around a centre: stars, blobs and slivers.
  static func randomOutline(_ random: inout SeededRandom) -> Path {
    let corners = Int.random(in: 3...14, using: &random)
    let cx = Double.random(in: -40...40, using: &random)
    let cy = Double.random(in: -40...40, using: &random)
    let scale = Double.random(in: 4...60, using: &random)
    var path = Path()
    for k in 0..<corners {
      let angle = Double(k) / Double(corners) * 2 * Double.pi
      let r = scale * Double.random(in: 0.2...1, using: &random)
      let p = Point(cx + r * cos(angle), cy + r * sin(angle))
      if k == 0 { path.move(to: p) } else { path.line(to: p) }
    }
    path.close()
    return path
  }

  static func expectSame(
    _ fast: (d: Float, gx: Float, gy: Float), _ field: DistanceField, _ x: Float, _ y: Float
  )
    -> Bool
  {
    let d = field.sample(x: Double(x), y: Double(y))
    let g = field.gradient(x: Double(x), y: Double(y))
    return fast.d.bitPattern == d.bitPattern && fast.gx.bitPattern == g.0.bitPattern
      && fast.gy.bitPattern == g.1.bitPattern
  }

  @Test func tableReadsEqualTheBilinearSampleOnGeneratedOutlines() throws {
    var random = SeededRandom(seed: 2801)
    var checked = 0
    for _ in 0..<40 {
      let path = Self.randomOutline(&random)
      let transform = AffineMatrix.translation(
        Double.random(in: -300...300, using: &random), Double.random(in: -300...300, using: &random))
      let field = try #require(
        DistanceField.make(
          path: path, fillRule: .nonZero, transform: transform,
          margin: Double.random(in: 0...12, using: &random),
          maxPixels: 1 << 20))
      let distance = FieldGlassDistance(field: field)
      // Every pixel centre of the grid and two pixels around it, and points off the centres.
      for j in -2..<(field.height + 2) {
        for i in -2..<(field.width + 2) {
          let x = Float(field.originX + i) + 0.5
          let y = Float(field.originY + j) + 0.5
          #expect(Self.expectSame(distance.evaluate(x, y), field, x, y), "centre (\(i), \(j))")
          #expect(distance.distance(x, y).bitPattern == field.sample(x: Double(x), y: Double(y)).bitPattern)
          let ox = x + Float.random(in: -0.5...0.5, using: &random)
          let oy = y + Float.random(in: -0.5...0.5, using: &random)
          #expect(Self.expectSame(distance.evaluate(ox, oy), field, ox, oy))
          #expect(
            distance.distance(ox, oy).bitPattern == field.sample(x: Double(ox), y: Double(oy)).bitPattern)
          checked += 1
        }
      }
    }
    #expect(checked > 10_000)
  }

  /// Zeros of either sign (an outline through a pixel centre), whose sign the bilinear blend can flip,
  /// and non-finite points.
  @Test func zerosAndNonFinitePointsMatchTheSample() {
    var random = SeededRandom(seed: 2802)
    let width = 9
    let height = 7
    let choices: [Float] = [0, -0.0, 1, -1, 0.5, -2.25]
    let values = (0..<(width * height)).map { _ in choices.randomElement(using: &random)! }
    let field = DistanceField(originX: -3, originY: 5, width: width, height: height, values: values)
    let distance = FieldGlassDistance(field: field)
    for j in -1...height {
      for i in -1...width {
        let x = Float(field.originX + i) + 0.5
        let y = Float(field.originY + j) + 0.5
        #expect(Self.expectSame(distance.evaluate(x, y), field, x, y), "centre (\(i), \(j))")
        #expect(distance.distance(x, y).bitPattern == field.sample(x: Double(x), y: Double(y)).bitPattern)
      }
    }
    for (x, y) in [(Float.nan, 0), (0, Float.infinity), (-Float.infinity, 3), (3e30, 2)] as [(Float, Float)] {
      #expect(distance.distance(x, y).bitPattern == field.sample(x: Double(x), y: Double(y)).bitPattern)
    }
  }

  /// A field far from the origin, where Float no longer holds half-pixels, is sampled, never read wrongly.
  @Test func farFieldsAreSampled() {
    let field = DistanceField(
      originX: 1 << 24, originY: -(1 << 23), width: 4, height: 4, values: (0..<16).map { Float($0) - 7.5 })
    let distance = FieldGlassDistance(field: field)
    for j in 0..<4 {
      for i in 0..<4 {
        let x = Float(field.originX + i) + 0.5
        let y = Float(field.originY + j) + 0.5
        #expect(Self.expectSame(distance.evaluate(x, y), field, x, y))
      }
    }
  }
}
