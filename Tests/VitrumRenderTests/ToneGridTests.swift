import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// The toned grid tones four texels at a time (`ColourLanes`): bit for bit what `GlassShading.toned`
/// gives one texel at a time, for every look, over colours that reach every branch of the tone (gamut
/// clips of the saturation and of the tint's colour blend, transparent and translucent pixels).
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
      ($0.name, $0.material.appearance(in: $0.environment), $0.pressed)
    }
    for hex in ["#FF0000", "#00FF80C0", "#1E3A8A"] {
      looks.append(
        ("tint \(hex)", GlassMaterial.regular.tint(Color(hex: hex)).appearance(in: Environment()), false))
    }
    var compared = 0
    for (name, appearance, pressed) in looks {
      for luminance: Float in [0.05, 0.5, 0.7, 0.95] {
        let shading = GlassShading(
          appearance: appearance, lengthScale: 1, maximumDepth: 40, luminance: luminance, pressed: pressed)
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
}
