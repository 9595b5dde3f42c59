import Testing
import VitrumGeometry

@testable import VitrumScene

/// `Scene.evaluate()` is where the environment, glass looks and interaction state are resolved.
@Suite struct EvaluationTests {
  static let frame = Rect(x: 0, y: 0, width: 40, height: 20)

  @Test func groupOverridesReachTheirSubtreeOnly() throws {
    let inner = ShapeNode(id: "inner", .capsule(Self.frame), glass: .regular)
    let outer = ShapeNode(id: "outer", .capsule(Self.frame), glass: .regular)
    let group = GroupNode(id: "rtl") { inner }
    group.layoutDirection = .rightToLeft
    group.layer = .content
    let scene = Scene(size: Size(100, 100), environment: SceneEnvironment(colorScheme: .dark)) {
      [group, outer]
    }
    let root = scene.evaluate().root
    let evaluatedGroup = root.children[0]
    #expect(evaluatedGroup.environment.layoutDirection == .rightToLeft)
    #expect(evaluatedGroup.environment.layer == .content)
    #expect(evaluatedGroup.children[0].environment.layoutDirection == .rightToLeft)
    #expect(evaluatedGroup.children[0].environment.colorScheme == .dark)
    #expect(root.children[1].environment.layoutDirection == .leftToRight)
    #expect(root.children[1].environment.layer == .functional)
  }

  @Test func glassIsResolvedAgainstTheNodesEnvironment() throws {
    let node = ShapeNode(id: "g", .capsule(Self.frame), glass: .regular)
    let scene = Scene(size: Size(100, 100), environment: SceneEnvironment(reduceTransparency: true)) { node }
    let glass = try #require(scene.evaluate().root.children[0].glass)
    #expect(
      glass.appearance == GlassMaterial.regular.appearance(in: SceneEnvironment(reduceTransparency: true)))
    #expect(glass.appearance.reason == .reduceTransparency)
  }

  @Test(arguments: [(true, true, 1.04), (true, false, 1.0), (false, true, 1.0)])
  func pressedInteractiveGlassGrows(pressed: Bool, interactive: Bool, scale: Double) throws {
    let node = ShapeNode(
      id: "b", .circle(center: .zero, radius: 10), glass: .regular.interactive(interactive))
    node.isPressed = pressed
    let glass = try #require(Scene(size: Size(50, 50)) { node }.evaluate().root.children[0].glass)
    #expect(glass.isPressed == (pressed && interactive))
    #expect(glass.outlineScale == scale)
  }

  @Test func evaluationPresentsEveryAttributeAndChangesNothing() throws {
    let text = TextNode(id: "t", "12:34", font: Font(size: 20), origin: Point(5, 30), spacing: .timerDigits)
    text.opacity = 0.5
    text.translation = Point(3, 4)
    let hidden = ImageNode(id: "i", path: "/x.png", frame: Self.frame)
    hidden.isHidden = true
    let container = ContainerNode(id: "k", spacing: 6) { [text, hidden] }
    container.clip = .rect(Self.frame)
    let scene = Scene(size: Size(100, 100)) { container }
    let root = scene.evaluate().root
    let k = root.children[0]
    #expect(k.content == .container(spacing: 6))
    #expect(k.clip == .rect(Self.frame))
    #expect(k.children[0].content == .text(text.content))
    #expect(k.children[0].opacity == 0.5)
    #expect(k.children[0].localTransform == .translation(3, 4))
    #expect(k.children[1].content == .image(path: "/x.png", frame: Self.frame))
    #expect(!k.children[1].isVisible)
    #expect(text.opacity == 0.5 && text.translation == Point(3, 4) && hidden.isHidden)
    #expect(container.spacing == 6 && container.clip == .rect(Self.frame))
  }
}
