import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// The outline's light (`EdgeTerms`): the highlight follows the light's direction, a light of intensity 0
/// leaves exactly the neutral rim of the published frames, and the body and highlight stay within the bezel.
@Suite struct EdgeLightTests {
  static func shading(_ light: SceneLight, material: GlassMaterial = .regular, scheme: ColorScheme = .light)
    -> GlassShading
  {
    GlassShading(
      appearance: material.appearance(in: SceneEnvironment(colorScheme: scheme, light: light)),
      lengthScale: 2,
      maximumDepth: 100, backdrop: BackdropStatistics(luminance: 0.5))
  }

  /// The light (with body) added to a mid-grey toned colour, at depth `depth` with outward normal at
  /// `degrees` (0 = right, 90 = down), in levels.
  static func added(_ s: GlassShading, depth: Float, degrees: Float) -> Float {
    let radians = degrees * .pi / 180
    let grey = SIMD4<Float>(128, 128, 128, 255)
    let terms = EdgeTerms(
      EdgeConstants(s, unit: 255), d: -depth, gx: Float(_cos(Double(radians))),
      gy: Float(_sin(Double(radians))))
    let lit = terms.apply(grey)
    return (lit.x + lit.y + lit.z) / 3 - 128
  }

  @Test func highlightFacesTheLight() {
    let s = Self.shading(.standard)
    // The light comes from the upper left: normals at 225° face it.
    let facing = Self.added(s, depth: 2, degrees: 225)
    let perpendicular = max(Self.added(s, depth: 2, degrees: 135), Self.added(s, depth: 2, degrees: 315))
    let opposite = Self.added(s, depth: 2, degrees: 45)
    #expect(facing > 2 * max(perpendicular, 0) && facing > 20, "\(facing) vs \(perpendicular)")
    // The reflex on the far side is weaker than the highlight but brighter than the sides.
    #expect(opposite < facing && opposite > perpendicular, "\(opposite)")
    // Rotating the light by 180° swaps the two.
    let turned = Self.shading(SceneLight(angle: 135, intensity: 1))
    #expect(abs(Self.added(turned, depth: 2, degrees: 45) - facing) < 1e-3)
  }

  @Test func highlightWidensWithTheBezel() {
    var thick = GlassMaterial.regular
    thick.bezelWidth = 14
    let narrow = Self.shading(.standard)
    let wide = Self.shading(.standard, material: thick)
    #expect(narrow.highlightWidth * 2 == wide.highlightWidth)
    #expect(Self.added(wide, depth: 7, degrees: 225) > Self.added(narrow, depth: 7, degrees: 225))
  }

  /// Without a light (intensity 0) and without body, the outline's terms are the neutral rim hairline of
  /// the published iOS 26 frames: `max(1 − |d + w/2| / (w/2 + ½), 0) × rim intensity` of added white,
  /// the same in every direction.
  @Test func intensityZeroIsTheNeutralRim() {
    var s = Self.shading(.off)
    s.body = 0
    let k = EdgeConstants(s, unit: 255)
    for degrees in stride(from: Float(0), to: 360, by: 15) {
      let radians = Double(degrees) * .pi / 180
      for d in stride(from: Float(-4), through: 0.5, by: 0.25) {
        let c = SIMD4<Float>(40, 90, 160, 255)
        let got = EdgeTerms(k, d: d, gx: Float(_cos(radians)), gy: Float(_sin(radians))).apply(c)
        let rim = max(1 - abs(d + s.rimWidth / 2) / (s.rimWidth / 2 + 0.5), 0) * s.rimIntensity * 255
        var expected = c + SIMD4(rim, rim, rim, 0)
        expected = SIMD4(min(expected.x, 255), min(expected.y, 255), min(expected.z, 255), 255)
        let diff = got - expected
        let largest = max(max(abs(diff.x), abs(diff.y)), max(abs(diff.z), abs(diff.w)))
        #expect(largest < 1e-3, "\(degrees)°, d \(d): \(got) vs \(expected)")
      }
    }
  }

  @Test func lightAndBodyStayInTheBezel() {
    let s = Self.shading(.standard)
    #expect(s.interiorDepth == s.bezel)
    for degrees in stride(from: Float(0), to: 360, by: 30) {
      #expect(Self.added(s, depth: s.bezel, degrees: degrees) == 0)
    }
  }

  /// Over a saturated colour the highlight leans to it; over a dark one it stays white.
  @Test func highlightColourLeansToSaturatedContent() {
    var s = Self.shading(.standard)
    s.body = 0
    let terms = EdgeTerms(EdgeConstants(s, unit: 255), d: -1, gx: -0.7071, gy: -0.7071)
    let orange = terms.apply(SIMD4(240, 120, 20, 255))
    let grey = terms.apply(SIMD4(30, 30, 30, 255))
    #expect(orange.x > orange.y && orange.y > orange.z)
    #expect(grey.x == grey.y && grey.y == grey.z)
  }
}
