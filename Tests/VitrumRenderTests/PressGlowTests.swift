import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Feedback illumination: the glow of a press starts at the press point, spreads across the glass, reaches
/// the container's nearby glass more faintly, fades on release, and does not spread under Reduce Motion.
@Suite struct PressGlowTests {
  /// A 300 × 100 capsule button and a neighbour 10 pt to its right in a container of spacing `spacing`,
  /// and a far one 200 pt away, over mid-grey.
  static func scene(spacing: Double) -> (Scene, ShapeNode) {
    let button = ShapeNode(
      id: "button", .capsule(Rect(x: 20, y: 20, width: 300, height: 100)), glass: .regular.interactive())
    let scene = Scene(size: Size(720, 140), background: .solid(Color(hex: "#808080")!)) {
      ContainerNode(id: "bar", spacing: spacing) {
        button
        ShapeNode(id: "near", .capsule(Rect(x: 330, y: 20, width: 100, height: 100)), glass: .regular)
        ShapeNode(id: "far", .capsule(Rect(x: 600, y: 20, width: 100, height: 100)), glass: .regular)
      }
    }
    return (scene, button)
  }

  static func glows(_ list: DisplayList) -> [String: GlassGlow] {
    var found: [String: GlassGlow] = [:]
    for command in list.commands {
      switch command {
      case .glass(let item): found[item.nodeID.rawValue] = item.glow
      case .glassContainer(let container):
        for item in container.members { found[item.nodeID.rawValue] = item.glow }
      default: break
      }
    }
    return found
  }

  @Test func glowStartsAtThePressPointAndSpreads() throws {
    let (scene, button) = Self.scene(spacing: 16)
    let timeline = Timeline(scene: scene)
    try timeline.press(button, at: 1, location: Point(80, 70))
    try timeline.release(button, at: 2)
    var radii: [Double] = []
    for t in [1.0, 1.05, 1.15, 1.3, 1.6] {
      try timeline.seek(to: t, policy: .standard)
      let glass = try #require(scene.evaluate().root.children[0].children[0].glass)
      let glow = try #require(glass.illumination)
      #expect(glow.intensity == 1)
      let item = try #require(
        Self.glows(DisplayListBuilder(scale: 2, mode: .container).build(scene))["button"])
      // The press point, grown 4 % about the capsule's centre (170, 70), in device pixels.
      #expect(abs(item.x - (170 + (80 - 170) * 1.04) * 2) < 1e-9 && abs(item.y - 140) < 1e-9)
      radii.append(item.radius)
    }
    #expect(radii[0] == 0 && radii[0] < radii[1] && radii[1] < radii[2] && radii[2] < radii[3], "\(radii)")
    // Spread across the element once the spreading is over.
    #expect(radii[3] == radii[4])
    // After the release it fades: gone once the fade is over.
    try timeline.seek(to: 2.1, policy: .standard)
    let fading = try #require(scene.evaluate().root.children[0].children[0].glass?.illumination)
    #expect(fading.intensity > 0 && fading.intensity < 1)
    try timeline.seek(to: 2 + PressIllumination.fadeDuration + 0.01, policy: .standard)
    #expect(scene.evaluate().root.children[0].children[0].glass?.illumination == nil)
  }

  @Test func reduceMotionShowsTheGlowWithoutSpreading() throws {
    let (scene, button) = Self.scene(spacing: 16)
    let timeline = Timeline(scene: scene)
    try timeline.press(button, at: 1)
    try timeline.seek(to: 1, policy: .reduced)
    let glow = try #require(scene.evaluate().root.children[0].children[0].glass?.illumination)
    #expect(glow.spread == 1 && glow.intensity == 1)
    let substitutions = timeline.substitutions(policy: .reduced)
    #expect(substitutions.contains { $0.attribute == "pressIllumination" && $0.reason == .ownAlternative })
  }

  /// Members within the container's spacing catch a fainter share; members farther away, or outside the
  /// container, none. Both render modes agree.
  @Test func neighboursWithinTheSpacingCatchAFainterGlow() throws {
    let (scene, button) = Self.scene(spacing: 16)
    button.isPressed = true
    for mode in [RenderMode.container, .perNode] {
      let glows = Self.glows(DisplayListBuilder(scale: 1, mode: mode).build(scene))
      let own = try #require(glows["button"])
      let near = try #require(glows["near"], "\(mode)")
      #expect(near.intensity == own.intensity * GlassGlow.neighbourShare)
      #expect(near.x == own.x && near.y == own.y && near.radius == own.radius)
      #expect(glows["far"] == nil)
    }
    // At spacing 0 the neighbour 10 pt away is not within reach.
    let (apart, pressed) = Self.scene(spacing: 0)
    pressed.isPressed = true
    #expect(Self.glows(DisplayListBuilder(scale: 1, mode: .container).build(apart))["near"] == nil)
  }

  /// The glow lights the glass from the press point: brightest there, on rendered pixels, and brighter
  /// than the same glass unpressed; the grey wash of the old press highlight is gone (the far end of the
  /// capsule is the unpressed glass there, grown 4 %).
  @Test func brightestAtThePressPoint() throws {
    let (scene, button) = Self.scene(spacing: 16)
    let timeline = Timeline(scene: scene)
    try timeline.press(button, at: 0, location: Point(80, 70))
    try timeline.seek(to: 0.05, policy: .standard)
    let frame = try CairoRenderer(options: .init(scale: 1)).render(scene)
    func luma(_ x: Int, _ y: Int) -> Double {
      let p = frame.surface.pixel(x: x, y: y)
      return 0.2126 * Double((p >> 16) & 0xFF) + 0.7152 * Double((p >> 8) & 0xFF) + 0.0722 * Double(p & 0xFF)
    }
    var best = (x: 0, y: 0, luma: -1.0)
    for y in 40..<100 {
      for x in 50..<290 where luma(x, y) > best.luma { best = (x, y, luma(x, y)) }
    }
    let px = 170 + (80 - 170) * 1.04
    #expect(abs(Double(best.x) + 0.5 - px) < 0.15 * 312 && abs(Double(best.y) - 70) < 20, "\(best)")
    #expect(luma(Int(px), 70) > luma(250, 70) + 10)
  }
}
