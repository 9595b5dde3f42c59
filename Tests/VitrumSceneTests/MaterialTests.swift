import Testing
import VitrumGeometry

@testable import VitrumScene

@Suite struct MaterialTests {
  @Test func variantsStartFromTheirDefaults() {
    #expect(GlassMaterial.regular.parameters == .regular)
    #expect(GlassMaterial.clear.parameters == .clear)
    #expect(GlassParameters.clear.blurRadius < GlassParameters.regular.blurRadius)
    #expect(GlassParameters.clear.dimming == 0.35)
  }

  @Test func overridesReplaceOnlyTheirParameter() {
    var material = GlassMaterial.clear
    material.blurRadius = 7
    var expected = GlassParameters.clear
    expected.blurRadius = 7
    #expect(material.parameters == expected)
  }

  @Test func fluentModifiersCopy() {
    let tinted = GlassMaterial.regular.tint(.white).interactive()
    #expect(tinted.tint == .white && tinted.isInteractive)
    #expect(GlassMaterial.regular.tint == nil)
  }

  @Test func tiersRecordWhy() {
    #expect(GlassMaterial.regular.appearance(in: SceneEnvironment()).reason == .standard)
    #expect(GlassMaterial.identity.appearance(in: SceneEnvironment()).reason == .identity)
    #expect(GlassMaterial.identity.appearance(in: SceneEnvironment()).isInvisible)
    let frosted = GlassMaterial.regular.appearance(in: SceneEnvironment(reduceTransparency: true))
    #expect(frosted.reason == .reduceTransparency)
    #expect(frosted.parameters.blurRadius == 8)
    #expect(frosted.parameters.toneAlpha == 0.85)
    #expect(frosted.isEven)
    // Increase Contrast wins over Reduce Transparency.
    let contrast = GlassMaterial.clear.appearance(
      in: SceneEnvironment(reduceTransparency: true, increaseContrast: true))
    #expect(contrast.reason == .increaseContrast)
    #expect(contrast.borderWidth == 1.5)
    #expect(contrast.toneSoftness == 0)
  }

  @Test func darkModeIsDarkerGlass() {
    let light = GlassMaterial.regular.appearance(in: SceneEnvironment(colorScheme: .light))
    let dark = GlassMaterial.regular.appearance(in: SceneEnvironment(colorScheme: .dark))
    #expect(dark.toneMidpoint > light.toneMidpoint)
    #expect(dark.lightTone.red < light.lightTone.red && dark.darkTone.red < light.darkTone.red)
  }

  /// Reduce Transparency's frost follows the colour scheme alone: the same tone over any content, light
  /// in light mode and dark in dark mode.
  @Test func reduceTransparencyFrostsByScheme() {
    let light = GlassMaterial.regular.appearance(in: SceneEnvironment(reduceTransparency: true))
    let dark = GlassMaterial.clear.appearance(
      in: SceneEnvironment(colorScheme: .dark, reduceTransparency: true))
    #expect(light.lightTone == light.darkTone && dark.lightTone == dark.darkTone)
    #expect(light.lightTone.red > 0.8 && dark.lightTone.red < 0.25)
    #expect(dark.parameters.dimming == 0 && dark.parameters.toneAlpha == 0.85)
  }

  /// Increase Contrast hides the content: an opaque tone.
  @Test func increaseContrastIsOpaque() {
    let contrast = GlassMaterial.regular.appearance(in: SceneEnvironment(increaseContrast: true))
    #expect(contrast.parameters.toneAlpha == 1)
  }

  @Test func prominenceNeedsATint() {
    #expect(GlassMaterial.regular.prominent().appearance(in: SceneEnvironment()).isProminent == false)
    let prominent = GlassMaterial.regular.tint(.white).prominent()
    #expect(prominent.isProminent && prominent.appearance(in: SceneEnvironment()).isProminent)
    #expect(!prominent.prominent(false).isProminent)
  }

  @Test func appearanceCarriesTheLight() {
    let light = SceneLight(angle: 120, intensity: 0.5)
    #expect(GlassMaterial.regular.appearance(in: SceneEnvironment(light: light)).light == light)
    #expect(SceneEnvironment().light == .standard && SceneLight.standard.angle == -45)
  }
}

@Suite struct ColorTests {
  @Test(arguments: [
    ("#fff", Color(r8: 255, g8: 255, b8: 255)),
    ("#0F08", Color(r8: 0, g8: 255, b8: 0, a8: 0x88)),
    ("#1E3A8A", Color(r8: 0x1E, g8: 0x3A, b8: 0x8A)),
    ("#1e3a8a80", Color(r8: 0x1E, g8: 0x3A, b8: 0x8A, a8: 0x80)),
  ])
  func parsesHex(text: String, expected: Color) {
    #expect(Color(hex: text) == expected)
  }

  @Test(arguments: ["", "#", "fff", "#ggg", "#12345", "#1234567", "#123456789", "# 12345"])
  func rejectsMalformedHex(text: String) {
    #expect(Color(hex: text) == nil)
  }

  @Test func hexRoundTrips() {
    #expect(Color(hex: "#1E3A8A")!.hexString == "#1E3A8A")
    #expect(Color(hex: "#1E3A8A80")!.hexString == "#1E3A8A80")
  }
}

@Suite struct BuilderTests {
  @Test func builderHandlesConditionsAndLoops() {
    let show = true
    let group = GroupNode {
      ShapeNode(id: "a", .rect(Rect(x: 0, y: 0, width: 1, height: 1)))
      if show { ShapeNode(id: "b", .circle(center: .zero, radius: 1)) }
      if !show { ShapeNode(id: "never", .circle(center: .zero, radius: 1)) }
      for i in 0..<3 { ShapeNode(id: NodeID("c\(i)"), .circle(center: .zero, radius: 1)) }
    }
    #expect(group.children.map(\.id.rawValue) == ["a", "b", "c0", "c1", "c2"])
    #expect(group.children.allSatisfy { $0.parent === group })
  }

  @Test func movingANodeBetweenGroupsDetachesIt() {
    let node = ShapeNode(.rect(Rect(x: 0, y: 0, width: 1, height: 1)))
    let a = GroupNode { node }
    let b = GroupNode()
    b.add(node)
    #expect(a.children.isEmpty)
    #expect(node.parent === b)
  }

  @Test func generatedIDsAreUniqueAndMarked() {
    let a = ShapeNode(.rect(.zero))
    let b = ShapeNode(.rect(.zero))
    #expect(a.id != b.id)
    #expect(a.id.isGenerated && !NodeID("card").isGenerated)
  }

  @Test func sceneFindsNodesByID() {
    let scene = Scene(size: Size(10, 10)) {
      GroupNode { ShapeNode(id: "deep", .rect(.zero)) }
    }
    #expect(scene.node(withID: "deep")?.kindName == "shape")
    #expect(scene.node(withID: "missing") == nil)
  }
}
