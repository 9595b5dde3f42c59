import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// What a frame redraws, asserted as device rectangles, the way a compositor would use them: the plan
/// `renderNext` follows after a change, found by the renderer alone from the display lists (the scene
/// reports no damage). That those redraws give a complete frame's bytes is `IncrementalFrameTests`' and
/// `IncrementalPropertyTests`' job; here, that they are no larger than the change.
@Suite struct FrameRedrawTests {
  /// The pixels the next frame redraws after `change`: nil when nothing changed, the rectangles otherwise
  /// (a full redraw is recorded as an issue).
  static func redrawn(
    _ scene: Scene, scale: Double = 1, after change: () -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [PixelRect]? {
    let renderer = CairoRenderer(options: .init(scale: scale, threads: 1))
    _ = try renderer.renderNext(scene)
    change()
    let previous = try #require(renderer.retained)
    switch IncrementalPlan(previous: previous, list: renderer.prepare(scene), compositor: renderer.compositor)
      .outcome
    {
    case .unchanged: return nil
    case .redraw(let region): return region.rects
    case .full(let why):
      Issue.record("drawn whole (\(why)) where a part was expected", sourceLocation: sourceLocation)
      return []
    }
  }

  /// Whether every pixel of `rect` is among `rects`.
  static func covers(_ rects: [PixelRect], _ rect: PixelRect) -> Bool {
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX
      where !rects.contains(where: { $0.contains(PixelRect(x: x, y: y, width: 1, height: 1)) }) {
        return false
      }
    }
    return true
  }

  static func region(_ rects: [PixelRect]) -> PixelRegion {
    var region = PixelRegion(limit: PixelRect(x: 0, y: 0, width: 1 << 20, height: 1 << 20))
    for rect in rects { _ = region.add(rect) }
    return region
  }

  /// A 20 × 20 pt white square at (10, 10) in a group, on a 200 × 100 pt canvas.
  func makeScene() -> (Scene, ShapeNode, GroupNode) {
    let dot = ShapeNode(id: "dot", .rect(Rect(x: 10, y: 10, width: 20, height: 20)), fill: .solid(.white))
    let group = GroupNode(id: "group") { dot }
    return (Scene(size: Size(200, 100)) { group }, dot, group)
  }

  /// The square's pixels: its bounds and one pixel of anti-aliasing around them.
  static let dotPixels = PixelRect(x: 9, y: 9, width: 22, height: 22)

  @Test func settingTheCurrentValueRedrawsNothing() throws {
    let (scene, dot, group) = makeScene()
    let redrawn = try Self.redrawn(scene) {
      dot.fill = .solid(.white)
      dot.shape = .rect(Rect(x: 10, y: 10, width: 20, height: 20))
      dot.opacity = 1
      group.transform = .identity
    }
    #expect(redrawn == nil)
  }

  @Test func paintChangeRedrawsTheNodeBounds() throws {
    let (scene, dot, _) = makeScene()
    #expect(try Self.redrawn(scene) { dot.fill = .solid(.black) } == [Self.dotPixels])
  }

  @Test func movingANodeRedrawsOldAndNewBounds() throws {
    let (scene, dot, _) = makeScene()
    let redrawn = try #require(try Self.redrawn(scene) { dot.transform = .translation(100, 50) })
    #expect(Set(redrawn) == [Self.dotPixels, PixelRect(x: 109, y: 59, width: 22, height: 22)])
  }

  @Test func redrawIsClippedToTheCanvas() throws {
    let (scene, dot, _) = makeScene()
    let redrawn = try #require(try Self.redrawn(scene) { dot.transform = .translation(180, 0) })
    #expect(Set(redrawn) == [Self.dotPixels, PixelRect(x: 189, y: 9, width: 11, height: 22)])
  }

  @Test func groupTransformRedrawsTheWholeSubtree() throws {
    let (scene, _, group) = makeScene()
    let redrawn = try #require(try Self.redrawn(scene) { group.transform = .scale(2, 2) })
    #expect(
      Self.covers(redrawn, Self.dotPixels)
        && Self.covers(redrawn, PixelRect(x: 19, y: 19, width: 42, height: 42)))
    #expect(Self.region(redrawn).area <= 22 * 22 + 42 * 42)
  }

  @Test func removingAChildRedrawsWhereItWas() throws {
    let (scene, dot, group) = makeScene()
    #expect(try Self.redrawn(scene) { group.remove(dot) } == [Self.dotPixels])
    #expect(dot.parent == nil)
  }

  @Test func addingAChildRedrawsOnlyItsBounds() throws {
    let (scene, _, group) = makeScene()
    let redrawn = try Self.redrawn(scene) {
      group.add(ShapeNode(.rect(Rect(x: 50, y: 50, width: 5, height: 5)), fill: .solid(.white)))
    }
    #expect(redrawn == [PixelRect(x: 49, y: 49, width: 7, height: 7)])
  }

  @Test func hidingRedrawsTheOldBoundsOnly() throws {
    let (scene, dot, _) = makeScene()
    #expect(try Self.redrawn(scene) { dot.isHidden = true } == [Self.dotPixels])
  }

  /// A node changed while out of the tree, as a timeline's removes and inserts make it, is redrawn where
  /// it comes back.
  @Test func nodeChangedWhileDetachedIsRedrawnWhenAddedBack() throws {
    let (scene, dot, group) = makeScene()
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 1))
    _ = try renderer.renderNext(scene)
    group.remove(dot)
    #expect(try renderer.renderNext(scene).redraw.kind == .incremental)
    dot.opacity = 0.5
    #expect(try renderer.renderNext(scene).redraw.kind == .unchanged)
    group.add(dot)
    let back = try renderer.renderNext(scene)
    #expect(
      back.redraw == FrameRedraw(kind: .incremental, pixels: Self.dotPixels.area, rects: [Self.dotPixels]))
  }

  /// An environment change redraws what it changes: nothing, for a scene without glass.
  @Test func environmentChangeRedrawsWhatItChanges() throws {
    let (scene, _, _) = makeScene()
    #expect(try Self.redrawn(scene) { scene.environment.colorScheme = .dark } == nil)
  }

  /// Glass refracts what lies beneath it: content changed within what a glass shape reads redraws the
  /// glass whole, content changed beyond what it reads and paints leaves the glass alone. The reach is
  /// the capture's own read rectangle, measured by the compositor at device scale.
  @Test(arguments: [1.0, 2.0])
  func contentChangeUnderGlassRedrawsTheGlass(scale: Double) throws {
    func makeScene() -> Scene {
      Scene(size: Size(400, 200)) {
        ShapeNode(.capsule(Rect(x: 60, y: 20, width: 100, height: 40)), glass: .regular)
      }
    }
    let renderer = CairoRenderer(options: .init(scale: scale, threads: 1))
    let list = renderer.prepare(makeScene())
    let index = try #require(list.commands.firstIndex { if case .glass = $0 { true } else { false } })
    let canvas = PixelRect(x: 0, y: 0, width: list.width, height: list.height)
    let part = try #require(
      renderer.compositor.footprint(of: list.commands[index], canvas: canvas)?.parts.first)
    // One device pixel of content just inside the read rectangle's left edge, and one just beyond
    // everything the glass reads or paints on its right.
    let beyond = max(part.read.maxX, part.paint.maxX) + 1
    for (x, inside) in [(part.read.x + 1, true), (beyond, false)] {
      let scene = makeScene()
      let speck = ShapeNode(
        .rect(Rect(x: Double(x) / scale, y: 40, width: 0.5 / scale, height: 0.5 / scale)),
        fill: .solid(.white))
      speck.isHidden = true
      scene.root.add(speck, at: 0)
      let redrawn = try #require(try Self.redrawn(scene, scale: scale) { speck.isHidden = false })
      #expect(Self.covers(redrawn, part.paint) == inside, "speck at device x \(x), read \(part.read)")
      #expect(Self.region(redrawn).intersects(part.paint) == inside)
    }
  }
}
