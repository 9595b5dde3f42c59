import Testing
import VitrumGeometry

@testable import VitrumScene

/// Damage is asserted as rectangles, the way a compositor would use them.
@Suite struct DamageTests {
  func makeScene() -> (Scene, ShapeNode, GroupNode) {
    let dot = ShapeNode(id: "dot", .rect(Rect(x: 10, y: 10, width: 20, height: 20)), fill: .solid(.white))
    let group = GroupNode(id: "group") { dot }
    let scene = Scene(size: Size(200, 100)) { group }
    _ = scene.collectDamage()
    return (scene, dot, group)
  }

  @Test func firstCollectionIsFullThenClean() {
    let scene = Scene(size: Size(50, 40)) { ShapeNode(.circle(center: Point(5, 5), radius: 2)) }
    let first = scene.collectDamage()
    #expect(first.isFull)
    #expect(first.rects == [Rect(x: 0, y: 0, width: 50, height: 40)])
    #expect(scene.collectDamage().isEmpty)
  }

  @Test func settingTheCurrentValueDoesNothing() {
    let (scene, dot, group) = makeScene()
    dot.fill = .solid(.white)
    dot.shape = .rect(Rect(x: 10, y: 10, width: 20, height: 20))
    dot.opacity = 1
    group.transform = .identity
    #expect(dot.dirty.isEmpty)
    #expect(group.dirty.isEmpty)
    #expect(scene.collectDamage().isEmpty)
  }

  @Test func paintChangeDamagesTheNodeBounds() {
    let (scene, dot, _) = makeScene()
    dot.fill = .solid(.black)
    #expect(dot.dirty == [.paint])
    let damage = scene.collectDamage()
    #expect(
      damage.rects == [Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 10, y: 10, width: 20, height: 20)])
    #expect(damage.bounds == Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(dot.dirty.isEmpty)
  }

  @Test func movingANodeDamagesOldAndNewBounds() {
    let (scene, dot, _) = makeScene()
    dot.transform = .translation(100, 50)
    #expect(dot.dirty == [.transform])
    let damage = scene.collectDamage()
    #expect(damage.rects.contains(Rect(x: 10, y: 10, width: 20, height: 20)))
    #expect(damage.rects.contains(Rect(x: 110, y: 60, width: 20, height: 20)))
    #expect(damage.rects.count == 2)
  }

  @Test func damageIsClippedToTheCanvas() {
    let (scene, dot, _) = makeScene()
    dot.transform = .translation(180, 0)
    let damage = scene.collectDamage()
    #expect(damage.rects.contains(Rect(x: 190, y: 10, width: 10, height: 20)))
  }

  @Test func groupTransformDamagesTheWholeSubtree() {
    let (scene, _, group) = makeScene()
    group.transform = .scale(2, 2)
    let damage = scene.collectDamage()
    #expect(
      damage.rects == [Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 20, y: 20, width: 40, height: 40)])
  }

  @Test func anchorRotatesAboutItself() {
    let node = ShapeNode(.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
    node.rotated(by: .pi, anchor: Point(5, 5))
    let mapped = node.localTransform.apply(Point(0, 0))
    #expect(abs(mapped.x - 10) < 1e-9 && abs(mapped.y - 10) < 1e-9)
  }

  @Test func removingAChildDamagesWhereItWas() {
    let (scene, dot, group) = makeScene()
    group.remove(dot)
    #expect(dot.parent == nil)
    let damage = scene.collectDamage()
    #expect(damage.rects.contains(Rect(x: 10, y: 10, width: 20, height: 20)))
  }

  @Test func addingAChildDamagesOnlyItsBounds() {
    let (scene, _, group) = makeScene()
    group.add(ShapeNode(.rect(Rect(x: 50, y: 50, width: 5, height: 5)), fill: .solid(.white)))
    let damage = scene.collectDamage()
    #expect(damage.rects == [Rect(x: 50, y: 50, width: 5, height: 5)])
  }

  @Test func hidingDamagesTheOldBoundsOnly() {
    let (scene, dot, _) = makeScene()
    dot.isHidden = true
    #expect(scene.collectDamage().rects == [Rect(x: 10, y: 10, width: 20, height: 20)])
  }

  @Test func contentChangeUnderGlassDamagesTheGlass() {
    let backdrop = ShapeNode(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), fill: .solid(.white))
    let glass = ShapeNode(.capsule(Rect(x: 5, y: 0, width: 100, height: 40)), glass: .regular)
    let far = ShapeNode(.rect(Rect(x: 180, y: 80, width: 10, height: 10)), fill: .solid(.white))
    let scene = Scene(size: Size(200, 100)) {
      backdrop
      glass
      far
    }
    _ = scene.collectDamage()
    backdrop.fill = .solid(.black)
    let damage = scene.collectDamage()
    // The glass's paint bounds include its shadow (8 pt radius, 2 pt down).
    let glassBounds = glass.localPaintBounds.intersection(scene.bounds)
    #expect(damage.rects.contains(glassBounds))
    far.fill = .solid(.black)
    #expect(!scene.collectDamage().rects.contains(glassBounds))
  }

  @Test func environmentChangeIsFullDamage() {
    let (scene, _, _) = makeScene()
    scene.environment.colorScheme = .dark
    #expect(scene.collectDamage().isFull)
  }

  @Test func dirtyFlagsDescribeThemselves() {
    #expect(DirtyFlags([.geometry, .material]).description == "[geometry, material]")
  }
}

/// Nodes that leave the tree and come back, as a timeline's inserts and removes make them do.
@Suite struct ReinsertionDamageTests {
  /// A node changed while out of the tree damages its area when it comes back: its own dirty mark must
  /// not stop the mark from reaching its new ancestors.
  @Test func nodeChangedWhileDetachedDamagesWhenAddedBack() {
    let card = ShapeNode(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), fill: .solid(.white))
    let group = GroupNode { card }
    let scene = Scene(size: Size(100, 100)) { group }
    _ = scene.collectDamage()
    group.remove(card)
    card.opacity = 0.5
    #expect(Set(scene.collectDamage().rects) == [Rect(x: 10, y: 10, width: 20, height: 20)])
    group.add(card)
    #expect(Set(scene.collectDamage().rects) == [Rect(x: 10, y: 10, width: 20, height: 20)])
    #expect(scene.collectDamage().isEmpty)
  }
}

/// Glass amplification measures reach on the look the environment resolves, for shapes and text alike.
@Suite struct GlassAmplificationTests {
  /// A backdrop change `gap` points to the right of a glass node (shape or text), in an environment.
  static func amplifies(
    _ glassNode: PaintedNode, gap: Double, environment: SceneEnvironment = SceneEnvironment()
  ) -> Bool {
    let right = glassNode.localPaintBounds.maxX
    let backdrop = ShapeNode(.rect(Rect(x: right + gap, y: 10, width: 4, height: 4)), fill: .solid(.white))
    let scene = Scene(size: Size(400, 200), environment: environment) {
      backdrop
      glassNode
    }
    _ = scene.collectDamage()
    backdrop.fill = .solid(.black)
    let bounds = glassNode.localPaintBounds.intersection(scene.bounds)
    return scene.collectDamage().rects.contains(bounds)
  }

  /// Regular glass reaches 3σ (6) + refraction (19) + shadow (8 + 2) = 35 points beyond its paint bounds.
  @Test func reachIsBlurRefractionAndShadow() {
    let capsule = { ShapeNode(.capsule(Rect(x: 20, y: 0, width: 100, height: 40)), glass: .regular) }
    #expect(Self.amplifies(capsule(), gap: 34))
    #expect(!Self.amplifies(capsule(), gap: 36))
  }

  /// Glass text refracts what lies beneath it like any glass shape.
  @Test func glassTextIsAmplified() {
    let text = {
      TextNode("glass", font: Font(size: 40), origin: Point(20, 60), alignment: .center, glass: .regular)
    }
    #expect(Self.amplifies(text(), gap: 30))
    #expect(!Self.amplifies(text(), gap: 40))
  }

  /// Reduce Transparency blurs 4× (σ 8 pt for regular glass): the reach grows by 3 × 6 = 18 points.
  @Test func reduceTransparencyWidensTheReach() {
    let capsule = { ShapeNode(.capsule(Rect(x: 20, y: 0, width: 100, height: 40)), glass: .regular) }
    #expect(!Self.amplifies(capsule(), gap: 45))
    #expect(Self.amplifies(capsule(), gap: 45, environment: SceneEnvironment(reduceTransparency: true)))
    #expect(!Self.amplifies(capsule(), gap: 55, environment: SceneEnvironment(reduceTransparency: true)))
  }
}
