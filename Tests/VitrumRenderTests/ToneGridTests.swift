import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// The toned grid tones four texels at a time (`ColourLanes`): bit for bit what `GlassShading.toned`
/// gives one texel at a time, for every look, over colours that reach every branch of the tone (gamut
/// clips of the saturation and of the tint's colour blend, transparent and translucent pixels); and toned
/// in bands of rows, in any order, it is the grid toned whole.
@Suite struct ToneGridTests {
  static func pixel(_ rng: inout SeededRandom) -> UInt32 {
    let a: UInt32
    switch rng.next() % 5 {
    case 0: a = 0
    case 1: a = 255
    default: a = UInt32(rng.next() % 256)
    }
    func channel() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
    return a << 24 | channel() << 16 | channel() << 8 | channel()
  }

  @Test func fourAtATimeEqualsOneAtATime() {
    var rng = SeededRandom(seed: 5)
    var looks = MemberShaderTests.looks.map {
      ($0.name, $0.material.appearance(in: $0.environment), $0.glow)
    }
    for hex in ["#FF0000", "#00FF80C0", "#1E3A8A"] {
      looks.append(
        ("tint \(hex)", GlassMaterial.regular.tint(Color(hex: hex)).appearance(in: SceneEnvironment()), nil)
      )
    }
    var compared = 0
    for (name, appearance, glow) in looks {
      for luminance: Float in [0.05, 0.5, 0.7, 0.95] {
        let shading = GlassShading(
          appearance: appearance, lengthScale: 1, maximumDepth: 40,
          backdrop: BackdropStatistics(luminance: luminance), glow: glow)
        for _ in 0..<64 {
          let p = SIMD4<UInt32>(Self.pixel(&rng), Self.pixel(&rng), Self.pixel(&rng), Self.pixel(&rng))
          let lanes = shading.toned(ColourLanes(pixels: p))
          for k in 0..<4 {
            let bgra = DownsampledBackdrop.texel(p[k]) * (1 / 255)
            let one = shading.toned(SIMD4(bgra.z, bgra.y, bgra.x, bgra.w))
            let four = SIMD4(lanes.r[k], lanes.g[k], lanes.b[k], lanes.a[k])
            #expect(
              unsafeBitCast(one, to: SIMD4<UInt32>.self) == unsafeBitCast(four, to: SIMD4<UInt32>.self),
              "\(name), luminance \(luminance), pixel \(String(p[k], radix: 16)): \(one) vs \(four)")
            compared += 1
          }
        }
      }
    }
    #expect(compared == (MemberShaderTests.looks.count + 3) * 4 * 64 * 4)
  }

  @Test func tonedInBandsEqualsTonedWhole() {
    let image = BlurTestImage(.photo, width: 160, height: 120)
    let (plan, coarse) = image.fastBlur(region: image.bounds, sigma: 2)
    var pixels = coarse
    pixels.withUnsafeMutableBufferPointer { buffer in
      let shapeRect = PixelRect(x: 13, y: 9, width: 121, height: 97)
      let backdrop = DownsampledBackdrop(plan, pixels: buffer.baseAddress!).clamped(to: shapeRect)
      let extent = ToneGrid.extent(of: backdrop, within: shapeRect)
      let count = extent.columns.count * extent.rows.count
      let shading = GlassShading(
        appearance: GlassMaterial.regular.tint(Color(hex: "#3B82F6")).appearance(in: SceneEnvironment()),
        lengthScale: 1, maximumDepth: 40, backdrop: BackdropStatistics(luminance: 0.6),
        glow: MemberShaderTests.pressGlow)
      var whole = [SIMD4<Float>](repeating: .zero, count: count)
      var banded = [SIMD4<Float>](repeating: SIMD4(repeating: -1), count: count)
      whole.withUnsafeMutableBufferPointer {
        _ = ToneGrid(
          backdrop: backdrop, columns: extent.columns, rows: extent.rows, shading: shading,
          texels: $0.baseAddress!)
      }
      banded.withUnsafeMutableBufferPointer {
        let grid = ToneGrid(
          backdrop: backdrop, columns: extent.columns, rows: extent.rows, texels: $0.baseAddress!)
        // Uneven bands, last first.
        var tops = Array(stride(from: extent.rows.lowerBound, to: extent.rows.upperBound, by: 7))
        tops.reverse()
        for top in tops { grid.tone(top..<min(top + 7, extent.rows.upperBound), shading: shading) }
      }
      #expect(count > 10_000)
      #expect(
        whole.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) }
          == banded.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) })
    }
  }
}
