import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// Nodes entering and leaving: presence in the tree, effects at hand-computed moments, glass transitions.
@Suite struct TransitionTests {
  static let hud = Transition(effects: [.opacity, .scale(0.95)])

  static func control() -> GroupNode {
    GroupNode(id: "control") {
      ShapeNode(id: "pill", .capsule(Rect(x: 100, y: 50, width: 200, height: 40)), glass: .regular)
      TextNode(id: "label", "Start", font: Font(size: 14), origin: Point(200, 75), alignment: .center)
    }
  }

  /// The HUD pattern, linear over 1 s from t = 1: at 1.5 s opacity ½ and scale 0.975 about the centre of
  /// the control's bounds, which stays put; the model from 2 s on; absent before 1 s.
  @Test func opacityAndScaleFromAFactor() throws {
    let control = Self.control()
    let scene = Scene(size: Size(400, 200)) { control }
    let timeline = Timeline(scene: scene)
    let centre = control.localPaintBounds.center
    try timeline.insert(control, at: 1, transition: Self.hud, animation: .linear(1))
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(control.parent == nil)
    try timeline.seek(to: 1.5, policy: .standard)
    #expect(control.parent === scene.root)
    #expect(control.opacity == 0.5)
    #expect(abs(control.scaleX - 0.975) < 1e-12 && abs(control.scaleY - 0.975) < 1e-12)
    let moved = control.localTransform.apply(centre)
    #expect((moved - centre).length < 1e-9, "the centre moved to \(moved)")
    try timeline.seek(to: 2, policy: .standard)
    #expect(control.opacity == 1)
    #expect(control.transformComponents == .identity)
  }

  /// Leaving takes its transition's time, then the node is out of the tree; it comes back in its place.
  @Test func removalLastsItsTransitionAndOrderIsKept() throws {
    let a = ShapeNode(id: "a", .rect(Rect(x: 0, y: 0, width: 10, height: 10)), fill: .solid(.black))
    let b = ShapeNode(id: "b", .rect(Rect(x: 20, y: 0, width: 10, height: 10)), fill: .solid(.black))
    let c = ShapeNode(id: "c", .rect(Rect(x: 40, y: 0, width: 10, height: 10)), fill: .solid(.black))
    let scene = Scene(size: Size(100, 100)) { [a, b, c] }
    let timeline = Timeline(scene: scene)
    try timeline.remove(b, at: 1, animation: .linear(0.5))
    try timeline.insert(b, at: 3, transition: .identity)
    try timeline.seek(to: 1.25, policy: .standard)
    #expect(scene.root.children.map(\.id) == ["a", "b", "c"])
    #expect(b.opacity == 0.5)
    try timeline.seek(to: 1.5, policy: .standard)
    #expect(scene.root.children.map(\.id) == ["a", "c"])
    try timeline.seek(to: 3, policy: .standard)
    #expect(scene.root.children.map(\.id) == ["a", "b", "c"])
    #expect(b.opacity == 1)
  }

  /// Moving in from the top: at the start the node lies wholly above the canvas.
  @Test func moveFromAnEdgeStartsBeyondIt() throws {
    let control = Self.control()
    control.translated(x: 0, y: 30)
    let scene = Scene(size: Size(400, 200)) { control }
    let timeline = Timeline(scene: scene)
    let bottom = control.sceneTransform.apply(control.localPaintBounds).maxY
    try timeline.insert(control, at: 0, transition: .move(edge: .top), animation: .linear(1))
    try timeline.seek(to: 0, policy: .standard)
    let start = control.sceneTransform.apply(control.localPaintBounds)
    #expect(abs(start.maxY) < 1e-9)
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(abs(control.translation.y - (30 - bottom / 2)) < 1e-9, "\(control.translation)")
    try timeline.seek(to: 1, policy: .standard)
    #expect(control.translation == Point(0, 30))
  }

  /// A node removed while still entering turns back from where it is: its opacity does not jump.
  @Test func reversalIsContinuous() throws {
    let control = Self.control()
    let timeline = Timeline(scene: Scene(size: Size(400, 200)) { control })
    try timeline.insert(control, at: 0, animation: .linear(1))
    try timeline.remove(control, at: 0.3, animation: .linear(1))
    try timeline.seek(to: 0.3 - 1e-9, policy: .standard)
    let before = control.opacity
    try timeline.seek(to: 0.3, policy: .standard)
    #expect(abs(control.opacity - before) < 1e-6)
    // From 0.3 back to 0 over a full second: 0.3 × (1 − 0.15) at 0.45 s; gone at 1.3 s.
    try timeline.seek(to: 0.45, policy: .standard)
    #expect(abs(control.opacity - 0.255) < 1e-9)
    try timeline.seek(to: 1.299, policy: .standard)
    #expect(control.parent != nil)
    try timeline.seek(to: 1.3, policy: .standard)
    #expect(control.parent == nil)
  }

  static func container(gap: Double) -> (ContainerNode, ShapeNode, ShapeNode) {
    let anchor = ShapeNode(
      id: "anchor", .capsule(Rect(x: 40, y: 40, width: 120, height: 44)), glass: .regular)
    let button = ShapeNode(
      id: "button", .circle(center: Point(160 + gap + 22, 62), radius: 22), glass: .regular.tint(.white))
    let container = ContainerNode(id: "bar", spacing: 16) { [anchor, button] }
    return (container, anchor, button)
  }

  /// Matched geometry: the button grows from nothing at the end of its neighbour's spine (the capsule's
  /// right cap centre, (138, 62)) while its centre travels out to (190, 62): a quarter of the way in, scale
  /// ¼ and centre at 138 + ¼ · 52 = 151.
  @Test func glassGrowsOutOfItsNeighbour() throws {
    let (container, _, button) = Self.container(gap: 8)
    let timeline = Timeline(scene: Scene(size: Size(300, 120)) { container })
    let centre = Point(190, 62)
    try timeline.insert(button, at: 0, animation: .linear(1))
    try timeline.remove(button, at: 2, animation: .linear(1))
    try timeline.seek(to: 0, policy: .standard)
    #expect(button.scaleX == 0 && (button.localTransform.apply(centre) - Point(138, 62)).length < 1e-9)
    try timeline.seek(to: 0.25, policy: .standard)
    #expect(button.scaleX == 0.25 && button.scaleY == 0.25)
    #expect((button.localTransform.apply(centre) - Point(151, 62)).length < 1e-9)
    #expect(button.opacity == 1 && button.shapeMorph == nil)
    try timeline.seek(to: 1, policy: .standard)
    #expect(button.transformComponents == .identity)
    try timeline.seek(to: 2.5, policy: .standard)
    #expect(button.scaleX == 0.5)
    #expect((button.localTransform.apply(centre) - Point(164, 62)).length < 1e-9)
    try timeline.seek(to: 3, policy: .standard)
    #expect(button.parent == nil)
  }

  /// Beyond the spacing there is no neighbour to grow out of: the glass fades like any content.
  @Test func farGlassFades() throws {
    let (container, _, button) = Self.container(gap: 40)
    let timeline = Timeline(scene: Scene(size: Size(300, 120)) { container })
    try timeline.insert(button, at: 0, animation: .linear(1))
    try timeline.seek(to: 0.25, policy: .standard)
    #expect(button.scaleX == 1)
    #expect(button.opacity == 0.25)
  }

  /// Materialize: blur first (full by half way), tint and tone last (none before half way); the label
  /// arrives with the tint.
  @Test func glassMaterializesInStages() throws {
    let control = Self.control()
    let pill = control.children[0] as! ShapeNode
    let label = control.children[1]
    pill.glass = GlassMaterial.regular.tint(Color(red: 0, green: 0.5, blue: 1))
    let timeline = Timeline(scene: Scene(size: Size(400, 200)) { control })
    try timeline.insert(control, at: 0, transition: .materialize, animation: .linear(1))
    try timeline.seek(to: 0.25, policy: .standard)
    let quarter = try #require(pill.glass)
    #expect(quarter.parameters.blurRadius == 1)
    #expect(quarter.parameters.toneAlpha == 0)
    #expect(quarter.tint?.alpha == 0)
    #expect(label.opacity == 0)
    #expect(control.opacity == 1)
    try timeline.seek(to: 0.75, policy: .standard)
    #expect(pill.glass?.parameters.blurRadius == 2)
    #expect(abs((pill.glass?.parameters.toneAlpha ?? 0) - 0.14) < 1e-12)
    #expect(label.opacity == 0.5)
    try timeline.seek(to: 1, policy: .standard)
    #expect(pill.glass == GlassMaterial.regular.tint(Color(red: 0, green: 0.5, blue: 1)))
  }

  /// A morph by glass id: one glass shape leaves as another with its id arrives in the same container;
  /// the newcomer's glass blends from the leaver's outline and material, and the leaver hides at once.
  @Test func glassMorphsByID() throws {
    let square = ShapeNode(
      id: "square", .roundedRect(Rect(x: 40, y: 40, width: 60, height: 60), cornerRadius: 12), glass: .regular
    )
    let round = ShapeNode(id: "round", .circle(center: Point(70, 70), radius: 30), glass: .clear)
    square.glassID = "play"
    round.glassID = "play"
    let container = ContainerNode(spacing: 10) { [square, round] }
    let timeline = Timeline(scene: Scene(size: Size(200, 200)) { container })
    try timeline.insert(round, at: 1, transition: .identity, animation: .linear(1))
    try timeline.remove(square, at: 1, transition: .identity, animation: .linear(1))
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(container.children.map(\.id) == ["square"])
    try timeline.seek(to: 1.5, policy: .standard)
    #expect(square.isHidden)
    let morph = try #require(round.shapeMorph)
    #expect(morph.source == square.shape && morph.progress == 0.5)
    #expect(round.glass == GlassMaterial.regular.interpolated(to: .clear, fraction: 0.5))
    try timeline.seek(to: 2, policy: .standard)
    #expect(container.children.map(\.id) == ["round"])
    #expect(round.shapeMorph == nil && round.glass == .clear)
  }
}
