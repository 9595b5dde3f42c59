import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// A glass morph draws the blend of two distance fields. Two concentric circles of radii r₁ and r₂ blend,
/// at weight w, into the circle of radius (1 − w)·r₁ + w·r₂ exactly — a case with a known answer, in
/// numbers and in pixels.
@Suite struct GlassMorphTests {
  static let centre = Point(100, 80)

  static func circle(_ r: Double) -> any GlassDistance {
    analyticGlassDistance(shape: .circle(center: centre, radius: r), transform: .identity)!
  }

  @Test func blendIsExactAtBothEndsAndLinearBetween() {
    let points: [(Float, Float)] = [(100, 80), (130, 80), (100, 50), (121, 101), (160, 20), (100, 95)]
    for (x, y) in points {
      let a = Self.circle(10).evaluate(x, y)
      let b = Self.circle(30).evaluate(x, y)
      let start = MorphGlassDistance(source: Self.circle(10), target: Self.circle(30), weight: 0)
      #expect(start.evaluate(x, y) == a)
      let end = MorphGlassDistance(source: Self.circle(10), target: Self.circle(30), weight: 1)
      #expect(end.evaluate(x, y) == b)
      // A quarter of the way: ¾(|p| − 10) + ¼(|p| − 30) = |p| − 15.
      let quarter = MorphGlassDistance(source: Self.circle(10), target: Self.circle(30), weight: 0.25)
      let expected = Self.circle(15).evaluate(x, y)
      #expect(abs(quarter.evaluate(x, y).d - expected.d) < 1e-4)
      if expected.d != -15 {
        #expect(abs(quarter.evaluate(x, y).gx - expected.gx) < 1e-5)
        #expect(abs(quarter.evaluate(x, y).gy - expected.gy) < 1e-5)
      }
    }
    let quarter = MorphGlassDistance(source: Self.circle(10), target: Self.circle(30), weight: 0.25)
    #expect(quarter.maximumDepth == 15)
  }

  /// Opposite gradients (a point between two shapes that face away) fall back to the target's direction
  /// instead of dividing by zero.
  @Test func cancellingGradientsTakeTheTargetsDirection() {
    let left = analyticGlassDistance(shape: .circle(center: Point(0, 0), radius: 5), transform: .identity)!
    let right = analyticGlassDistance(shape: .circle(center: Point(20, 0), radius: 5), transform: .identity)!
    let morph = MorphGlassDistance(source: left, target: right, weight: 0.5)
    let e = morph.evaluate(10, 0)
    #expect(e.d == 5)
    #expect((e.gx, e.gy) == (-1, 0))
  }

  /// The container kernel's morph member evaluates exactly as the per-node distance does.
  @Test func tabledMorphMatchesTheDirectOne() {
    var tables = DistanceTables()
    let direct = MorphGlassDistance(source: Self.circle(10), target: Self.circle(20), weight: 0.3)
    let member = tables.add(direct)
    let tabled = TabledDistance(distance: member, tables: tables)
    for (x, y) in [(Float(100), Float(80)), (140, 70), (90, 95), (100, 101)] {
      #expect(tabled.evaluate(x, y) == direct.evaluate(x, y))
    }
    #expect(tabled.maximumDepth == direct.maximumDepth)
  }

  static func scene(radius: Double, morph: ShapeMorph?, spacing: Double) -> Scene {
    let orb = ShapeNode(id: "orb", .circle(center: centre, radius: radius), glass: .regular)
    orb.shapeMorph = morph
    let neighbour = ShapeNode(
      id: "neighbour", .capsule(Rect(x: 130, y: 62, width: 70, height: 36)), glass: .regular.tint(.white))
    return Scene(size: Size(240, 160)) {
      ContainerTests.backdrop(Size(240, 160))
      ContainerNode(spacing: spacing) { [orb, neighbour] }
    }
  }

  /// A glass circle of radius 30 morphing from one of radius 10 at weight ½ draws the circle of radius
  /// 20 — through the per-node path, and through the container kernel, where it melts with a neighbour
  /// exactly as the plain circle does.
  @Test(arguments: [(RenderMode.container, 12.0)])
  func halfwayMorphDrawsTheBlendedCircle(mode: RenderMode, spacing: Double) throws {
    let morph = ShapeMorph(source: .circle(center: Self.centre, radius: 10), progress: 0.5)
    let morphing = try ContainerTests.render(
      Self.scene(radius: 30, morph: morph, spacing: spacing), mode: mode)
    let plain = try ContainerTests.render(Self.scene(radius: 20, morph: nil, spacing: spacing), mode: mode)
    let comparison = try #require(ImageComparison(morphing.surface, plain.surface, threshold: 1))
    #expect(comparison.changedRatio == 0, "\(comparison)")
    let other = try ContainerTests.render(Self.scene(radius: 21, morph: nil, spacing: spacing), mode: mode)
    let sensitivity = try #require(ImageComparison(morphing.surface, other.surface, threshold: 1))
    #expect(sensitivity.changedRatio > 0.002, "a 1 pt larger circle went unnoticed: \(sensitivity)")
  }

  /// Convex ends morph through their Minkowski combination: the display list carries the in-between
  /// outline itself (a rectangle a quarter of the way to a circle is the rounded box with frame and radius
  /// a quarter of the way), no morph.
  @Test func convexMorphIsDrawnAsItsInBetweenOutline() throws {
    let morph = ShapeMorph(
      source: .rect(Rect(x: 0, y: 0, width: 10, height: 10)), sourceTransform: .translation(-8, -5),
      progress: 0.25)
    let node = ShapeNode(id: "m", .circle(center: .zero, radius: 5), glass: .regular)
    node.shapeMorph = morph
    let (list, found) = Self.glassCommand(of: node)
    let item = try #require(found, "expected a glass command, got \(list.commands)")
    #expect(item.morph == nil)
    // Frame x −7.25 (¾ of −8 and ¼ of −5), y −5, 10 × 10, corner radius 1.25; scale 2.
    #expect(item.deviceBounds == Rect(x: -14.5, y: -10, width: 20, height: 20))
  }

  /// A dented outline falls back to the distance blend: the display list names the morph, and the
  /// item's bounds hold both outlines.
  @Test func displayListNamesTheMorphAndItsBoundsHoldBothOutlines() throws {
    // An L: a 10 × 10 square missing its top-right quarter.
    let corner = Path(elements: [
      .move(to: Point(0, 0)), .line(to: Point(5, 0)), .line(to: Point(5, 5)), .line(to: Point(10, 5)),
      .line(to: Point(10, 10)), .line(to: Point(0, 10)), .close,
    ])
    let morph = ShapeMorph(
      source: .path(corner, fillRule: .nonZero), sourceTransform: .translation(-6, -5), progress: 0.25)
    let node = ShapeNode(id: "m", .circle(center: .zero, radius: 5), glass: .regular)
    node.shapeMorph = morph
    let (list, found) = Self.glassCommand(of: node)
    let item = try #require(found, "expected a glass command, got \(list.commands)")
    // The outlines overlap, so they blend in place (far apart they would travel: MorphVisibilityTests).
    #expect(item.deviceBounds == Rect(x: -12, y: -10, width: 22, height: 20))
    #expect(
      item.morph
        == GlassMorph(
          shape: morph.source, transform: AffineMatrix(a: 2, b: 0, c: 0, d: 2, tx: -12, ty: -10),
          progress: 0.25))
    #expect(
      list.text.contains(
        "glass m circle device=[-12 -10 22 20] tier=standard blur=2 morph=path@0.25"))
    // A finished morph is no morph.
    node.shapeMorph?.progress = 1
    #expect(try #require(Self.glassCommand(of: node).item).morph == nil)
  }

  /// The display list of a 100 × 100 pt scene holding `node`, at scale 2 per node, and its first command's
  /// glass item (nil when that is not glass).
  static func glassCommand(of node: ShapeNode) -> (list: DisplayList, item: GlassItem?) {
    let list = DisplayListBuilder(scale: 2, mode: .perNode).build(Scene(size: Size(100, 100)) { node })
    guard case .glass(let item)? = list.commands.first else { return (list, nil) }
    return (list, item)
  }
}
