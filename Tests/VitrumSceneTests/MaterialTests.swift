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
    #expect(frosted.parameters.toneAlpha == 0.82)
    // Increase Contrast wins over Reduce Transparency.
    let contrast = GlassMaterial.clear.appearance(
      in: SceneEnvironment(reduceTransparency: true, increaseContrast: true))
    #expect(contrast.reason == .increaseContrast)
    #expect(contrast.borderWidth == 1.5)
    #expect(contrast.toneSoftness == 0)
  }

  @Test func darkModeMovesTheToneMidpointUp() {
    let light = GlassMaterial.regular.appearance(in: SceneEnvironment(colorScheme: .light))
    let dark = GlassMaterial.regular.appearance(in: SceneEnvironment(colorScheme: .dark))
    #expect(dark.toneMidpoint > light.toneMidpoint)
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
