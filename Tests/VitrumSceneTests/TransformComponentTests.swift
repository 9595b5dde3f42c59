import Testing
import VitrumGeometry

@testable import VitrumScene

/// Nodes store transform components; every setter keeps the matrix the renderer reads equal to the
/// composed components.
@Suite struct TransformComponentTests {
  func makeScene() -> (Scene, ShapeNode) {
    let dot = ShapeNode(id: "dot", .rect(Rect(x: 10, y: 10, width: 20, height: 20)), fill: .solid(.white))
    let scene = Scene(size: Size(200, 100)) { dot }
    return (scene, dot)
  }

  @Test func settingEachComponentToItsValueDoesNothing() {
    let (_, dot) = makeScene()
    dot.translation = .zero
    dot.scaleX = 1
    dot.scaleY = 1
    dot.rotation = 0
    dot.anchor = .zero
    dot.transform = .identity
    dot.transformComponents = .identity
    #expect(dot.transformComponents == .identity)
    #expect(dot.localTransform == .identity)
  }

  @Test(arguments: ["translation", "scaleX", "scaleY", "rotation", "anchor", "matrix"])
  func changingAComponentChangesTheComposedTransform(_ which: String) {
    let (_, dot) = makeScene()
    switch which {
    case "translation": dot.translation = Point(1, 0)
    case "scaleX": dot.scaleX = 2
    case "scaleY": dot.scaleY = 2
    case "rotation": dot.rotation = 45
    case "anchor": dot.anchor = Point(3, 3)
    default: dot.transform = .scale(1, -1)
    }
    #expect(dot.localTransform == dot.transformComponents.localTransform)
    // The anchor alone moves nothing while the other parts are neutral.
    #expect((dot.localTransform == .identity) == (which == "anchor"))
  }

  @Test func scalingAboutTheCentreKeepsTheCentre() {
    let (_, dot) = makeScene()
    dot.anchor = Point(20, 20)
    dot.scaleX = 2
    dot.scaleY = 2
    #expect(dot.sceneTransform.apply(dot.localPaintBounds) == Rect(x: 0, y: 0, width: 40, height: 40))
  }

  @Test func anchorRotatesAboutItself() {
    let node = ShapeNode(.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
    node.rotated(by: .pi, anchor: Point(5, 5))
    let mapped = node.localTransform.apply(Point(0, 0))
    #expect(abs(mapped.x - 10) < 1e-9 && abs(mapped.y - 10) < 1e-9)
  }

  @Test func localTransformFollowsTheComponents() {
    let node = ShapeNode(.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
    node.anchor = Point(5, 5)
    node.rotation = 90
    node.translation = Point(100, 0)
    #expect(node.localTransform == node.transformComponents.localTransform)
    let p = node.localTransform.apply(Point(5, 0))
    // (5, 0) is 5 above the anchor; turned 90° clockwise it is 5 to the anchor's right, (10, 5), then
    // moved 100 to the right.
    #expect(abs(p.x - 110) < 1e-12 && abs(p.y - 5) < 1e-12)
  }

  @Test func settingTheTransformStoresTheMatrixAndResetsTheParts() {
    let node = ShapeNode(.rect(Rect(x: 0, y: 0, width: 10, height: 10)))
    node.rotation = 30
    node.scaleX = 2
    node.anchor = Point(1, 2)
    node.transform = .translation(0, 40)
    #expect(node.transformComponents == TransformComponents(matrix: .translation(0, 40), anchor: Point(1, 2)))
    #expect(node.transform == .translation(0, 40))
  }

  @Test func settingTheComposedTransformItHasKeepsTheParts() {
    let (_, dot) = makeScene()
    dot.translation = Point(10, 0)
    dot.transform = .translation(10, 0)
    #expect(dot.translation == Point(10, 0))
    #expect(dot.transformComponents.matrix == .identity)
  }

  @Test func sceneTransformComposesAncestors() {
    let child = ShapeNode(.rect(Rect(x: 0, y: 0, width: 1, height: 1)))
    child.translation = Point(1, 2)
    let group = GroupNode { child }
    group.scaleX = 10
    group.scaleY = 10
    let p = child.sceneTransform.apply(Point.zero)
    #expect(p == Point(10, 20))
  }

  /// The modifiers edit components, so their order does not matter.
  @Test func modifiersAreOrderIndependent() {
    let a = ShapeNode(.rect(Rect(x: 0, y: 0, width: 1, height: 1)))
      .translated(x: 3, y: 4).rotated(by: .pi / 2, anchor: Point(1, 1)).scaled(2, 3, anchor: Point(1, 1))
    let b = ShapeNode(.rect(Rect(x: 0, y: 0, width: 1, height: 1)))
      .scaled(2, 3, anchor: Point(1, 1)).rotated(by: .pi / 2, anchor: Point(1, 1)).translated(x: 3, y: 4)
    #expect(a.transformComponents == b.transformComponents)
    #expect(a.rotation == 90)
    #expect(a.scaleX == 2 && a.scaleY == 3)
    #expect(a.translation == Point(3, 4))
    let twice = ShapeNode(.rect(Rect.zero)).translated(x: 1, y: 0).translated(x: 2, y: 5)
    #expect(twice.translation == Point(3, 5))
  }
}
