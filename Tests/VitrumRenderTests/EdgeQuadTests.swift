import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Four outline pixels lit lane by lane (`EdgeLight.finishFour`) against the scalar `EdgeLight.finish`
/// they replace: byte for byte (tolerance 0), on generated records across the band and beyond it — depths
/// from outside the anti-aliasing ramp to past the plain depth, gradients of every direction and of
/// blended length below 1, shadows, samples in and out of the premultiplied gamut — for every look the
/// kernels' tests use, at full and partial opacity, and a quad only partly filled.
@Suite struct EdgeQuadTests {
  /// A look's resolved shading, as the compositor resolves it over a mid-grey backdrop at scale 2.
  static func shading(_ look: GlassLookFixture) -> GlassShading {
    GlassShading(
      appearance: look.material.appearance(in: look.environment), lengthScale: 2, maximumDepth: 40,
      backdrop: BackdropStatistics(luminance: 0.55, spread: 0.1), glow: look.glow)
  }

  static var looks: [GlassLookFixture] { MemberShaderTests.looks }

  /// A generated pixel: a record (d, gx, gy, shadow) and a sample in levels.
  static func pixel(_ random: inout SeededRandom) -> (SIMD4<Float>, SIMD4<Float>) {
    func float(_ range: ClosedRange<Float>) -> Float {
      Float(random.uniform(Double(range.lowerBound)...Double(range.upperBound)))
    }
    let d = float(-30...1.5)
    let angle = float(0...(2 * .pi))
    // Unit gradients mostly; a container bridge's blended gradient is shorter.
    let length: Float = random.next() % 4 == 0 ? float(0...1) : 1
    let shadow: Float = random.next() % 3 == 0 ? 0 : float(0...0.6)
    let alpha: Float = random.next() % 4 == 0 ? float(0...255) : 255
    // Premultiplied mostly; now and then a channel above alpha, as interpolated tints can round.
    let cap = random.next() % 8 == 0 ? alpha + 3 : alpha
    let sample = SIMD4<Float>(
      float(0...cap), float(0...cap), float(0...cap), alpha)
    let gx = Float(_cos(Double(angle))) * length
    let gy = Float(_sin(Double(angle))) * length
    return (SIMD4(d, gx, gy, shadow), sample)
  }

  @Test(arguments: looks) func fourAtATimeEqualsOneAtATime(_ look: GlassLookFixture) {
    var random = SeededRandom(seed: 0x5EED_0F_1175)
    for opacity: Float in [1, look.opacity, 0.37] {
      var s = Self.shading(look)
      // Some looks drop terms: the lanes must skip exactly what the scalar code skips.
      for variant in 0..<3 {
        if variant == 1 { s.body = 0 }
        if variant == 2 { s.rimIntensity = 0 }
        let light = EdgeLight(s)
        var out = [UInt32](repeating: 0, count: 4)
        for _ in 0..<2_000 {
          var quad = EdgeQuad()
          var expected = [UInt32]()
          let n = Int(random.next() % 4) + 1
          for k in 0..<n {
            let (record, sample) = Self.pixel(&random)
            expected.append(light.finish(record, sample: sample, opacity: opacity))
            _ = quad.append(record, sample: sample, at: k)
          }
          out.withUnsafeMutableBufferPointer { light.flush(&quad, opacity: opacity, into: $0.baseAddress!) }
          #expect(quad.count == 0)
          #expect(Array(out[0..<n]) == expected, "\(look), variant \(variant), opacity \(opacity)")
        }
      }
    }
  }

  /// Pixels whose refracted samples the quad takes itself (`EdgeLight.flushRefracting`, the glyph and
  /// path kernels' outline pixels) against `EdgeLight.pixel` one at a time: byte for byte, over a blurred
  /// photograph at reductions 1 and 4, with samples pulled anywhere in the bezel and clamped at the
  /// shape's pixels.
  @Test(arguments: [2.0, 10.0]) func refractedFourEqualsOneAtATime(_ sigma: Double) {
    let image = BlurTestImage(.photo, width: 160, height: 120)
    let (plan, coarse) = image.fastBlur(region: image.bounds, sigma: sigma)
    var pixels = coarse
    var random = SeededRandom(seed: 0xB3_17)
    pixels.withUnsafeMutableBufferPointer { buffer in
      let shapeRect = PixelRect(x: 13, y: 9, width: 121, height: 97)
      let backdrop = DownsampledBackdrop(plan, pixels: buffer.baseAddress!).clamped(to: shapeRect)
      let extent = ToneGrid.extent(of: backdrop, within: shapeRect)
      var texels = [SIMD4<Float>](repeating: .zero, count: extent.columns.count * extent.rows.count)
      for look in Self.looks {
        let s = Self.shading(look)
        let light = EdgeLight(s)
        #expect(light.displacement > 0 || look.name.contains("reduce transparency"), "\(look)")
        texels.withUnsafeMutableBufferPointer { t in
          let grid = ToneGrid(
            backdrop: backdrop, columns: extent.columns, rows: extent.rows, shading: s,
            texels: t.baseAddress!)
          var out = [UInt32](repeating: 0, count: shapeRect.width)
          for _ in 0..<500 {
            let py = Float(shapeRect.y + random.index(shapeRect.height)) + 0.5
            var quad = EdgeQuad()
            var expected = [(Int, UInt32)]()
            for _ in 0..<(random.index(4) + 1) {
              var (record, _) = Self.pixel(&random)
              // Depths within the bezel mostly, where the refraction pulls hardest.
              record.x = Float(random.uniform(-Double(s.bezel) - 2...1))
              let column = random.index(shapeRect.width)
              let px = Float(shapeRect.x + column) + 0.5
              expected.append((column, light.pixel(record, px, py, grid: grid, opacity: look.opacity)))
              _ = quad.append(record, sample: .zero, at: column)
            }
            out.withUnsafeMutableBufferPointer {
              light.flushRefracting(
                &quad, grid: grid, originX: shapeRect.x, py: py, opacity: look.opacity, into: $0.baseAddress!)
            }
            // A column drawn twice holds its last pixel, as it does one at a time.
            var last = [Int: UInt32]()
            for (column, word) in expected { last[column] = word }
            for (column, word) in last {
              #expect(out[column] == word, "\(look), sigma \(sigma), column \(column)")
            }
          }
        }
      }
    }
  }
}
