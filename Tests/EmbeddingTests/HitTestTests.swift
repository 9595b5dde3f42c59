import Testing
import VitrumGeometry
import VitrumRender
import VitrumScene

/// Hit testing, case by case: what counts as a hit, and what hides one.
@Suite struct HitTestTests {
  static func hit(_ scene: Scene, _ x: Double, _ y: Double, mode: RenderMode = .container) -> HitTestResult {
    CairoRenderer(options: .init(scale: 2, mode: mode, threads: 1)).hitTest(scene, at: Point(x, y))
  }

  static func scene(_ nodes: [Node]) -> Scene {
    let scene = Scene(size: Size(200, 120), background: .solid(.black))
    scene.root.add(
      ShapeNode(id: "backdrop", .rect(Rect(x: 0, y: 0, width: 200, height: 120)), fill: .solid(.white)))
    scene.root.add(contentsOf: nodes)
    return scene
  }

  @Test func aLabelOverGlassIsTheTopmostNodeAndTheButtonTheTopmostGlass() {
    let button = ShapeNode(
      id: "button", .capsule(Rect(x: 40, y: 40, width: 120, height: 40)), glass: .regular)
    let label = ShapeNode(id: "label", .rect(Rect(x: 90, y: 55, width: 20, height: 10)), fill: .solid(.black))
    let scene = Self.scene([button, label])
    #expect(Self.hit(scene, 100, 60) == HitTestResult(node: "label", glass: "button"))
    #expect(Self.hit(scene, 60, 60) == HitTestResult(node: "button", glass: "button"))
    // Outside the capsule's rounded end, inside its bounding box.
    #expect(Self.hit(scene, 41, 41) == HitTestResult(node: "backdrop", glass: nil))
    #expect(Self.hit(scene, 100, 100) == HitTestResult(node: "backdrop", glass: nil))
  }

  @Test func transformsAndClipsDecide() {
    let glass = ShapeNode(id: "glass", .rect(Rect(x: -50, y: -10, width: 100, height: 20)), glass: .regular)
    let group = GroupNode(id: "turned")
    group.add(glass)
    group.transform = AffineMatrix.rotation(.pi / 2).then(.translation(100, 60))
    group.clip = .rect(Rect(x: -50, y: -10, width: 50, height: 20))  // the half of x < 0, in the group
    let scene = Self.scene([group])
    // Turned a quarter: the bar runs down from (100, 10) to (100, 110); the clip keeps its upper half.
    #expect(Self.hit(scene, 100, 30).glass == "glass")
    #expect(Self.hit(scene, 100, 90).glass == nil)
    #expect(Self.hit(scene, 130, 30).glass == nil)
  }

  @Test func hiddenAndTransparentNodesAreNotHit() {
    let glass = ShapeNode(id: "glass", .circle(center: Point(100, 60), radius: 30), glass: .regular)
    let scene = Self.scene([glass])
    #expect(Self.hit(scene, 100, 60).glass == "glass")
    glass.isHidden = true
    #expect(Self.hit(scene, 100, 60) == HitTestResult(node: "backdrop", glass: nil))
    glass.isHidden = false
    glass.opacity = 0
    #expect(Self.hit(scene, 100, 60).glass == nil)
    glass.opacity = 0.01
    #expect(Self.hit(scene, 100, 60).glass == "glass")
    glass.glass = GlassMaterial(.identity)
    #expect(Self.hit(scene, 100, 60).glass == nil, "identity glass draws nothing")
  }

  @Test func aPressedInteractiveShapeIsHitOnItsGrownOutline() {
    var material = GlassMaterial.regular
    material.isInteractive = true
    let button = ShapeNode(id: "button", .circle(center: Point(100, 60), radius: 40), glass: material)
    let scene = Self.scene([button])
    // 40 × 1.04 = 41.6: a point 41 from the centre is outside the button, inside the pressed one.
    #expect(Self.hit(scene, 141, 60).glass == nil)
    button.isPressed = true
    #expect(Self.hit(scene, 141, 60).glass == "button")
  }

  @Test func aMergingContainersBridgeBelongsToTheNearestMember() {
    let container = ContainerNode(id: "container", spacing: 12)
    container.add(ShapeNode(id: "left", .circle(center: Point(80, 60), radius: 20), glass: .regular))
    container.add(ShapeNode(id: "right", .circle(center: Point(126, 60), radius: 20), glass: .regular))
    let scene = Self.scene([container])
    // The circles are 6 apart: the smooth union joins them across the gap at y = 60.
    #expect(Self.hit(scene, 102, 60).glass == "left")
    #expect(Self.hit(scene, 104, 60).glass == "right")
    #expect(Self.hit(scene, 102, 60, mode: .perNode).glass == nil)
    #expect(Self.hit(scene, 103, 30).glass == nil)
  }

  @Test func aMaskHidesWhatItMasksOut() {
    let group = GroupNode(id: "masked")
    group.add(ShapeNode(id: "glass", .rect(Rect(x: 20, y: 20, width: 160, height: 80)), glass: .regular))
    group.mask = ShapeNode(id: "mask", .rect(Rect(x: 20, y: 20, width: 80, height: 80)), fill: .solid(.black))
    let scene = Self.scene([group])
    #expect(Self.hit(scene, 50, 60).glass == "glass")
    #expect(Self.hit(scene, 150, 60).glass == nil)
    group.mask = ShapeNode(
      id: "clear-mask", .rect(Rect(x: 0, y: 0, width: 200, height: 120)),
      fill: .solid(Color(hex: "#00000000")!))
    #expect(Self.hit(scene, 50, 60).glass == nil, "a fully transparent mask shows nothing")
  }

  @Test func strokesAreHitWithinHalfTheirWidth() {
    let ring = ShapeNode(
      id: "ring", .circle(center: Point(100, 60), radius: 40), stroke: Stroke(.solid(.black), width: 6))
    let scene = Self.scene([ring])
    #expect(Self.hit(scene, 142.5, 60).node == "ring")
    #expect(Self.hit(scene, 144, 60).node == "backdrop")
    #expect(Self.hit(scene, 100, 60).node == "backdrop", "the ring's inside is not stroked")
  }

  @Test func glassTextIsHitOnItsGlyphs() throws {
    let text = TextNode(
      "O", font: Font(size: 80, weight: .bold), origin: Point(100, 90), alignment: .center, glass: .regular)
    let scene = Self.scene([text])
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 1))
    let list = renderer.displayList(for: scene)
    let item = try #require(
      list.commands.compactMap { command -> GlassItem? in
        if case .glass(let item) = command { return item }
        return nil
      }.first)
    let bounds = item.deviceBounds
    // The ring of the O is glass; its counter, in the middle, is not.
    #expect(renderer.hitTest(scene, at: bounds.center).glass == nil)
    #expect(
      renderer.hitTest(scene, at: Point(bounds.minX + bounds.width * 0.06, bounds.center.y)).glass == text.id)
  }
}
