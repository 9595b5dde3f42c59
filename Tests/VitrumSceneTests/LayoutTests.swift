import Testing
import VitrumGeometry

@testable import VitrumScene

/// Stacks, fixed cells and reflections, measured without fonts (fixed cells need none).
@Suite struct LayoutTests {
  static func rects(_ widths: [Double]) -> [ShapeNode] {
    widths.enumerated().map { i, w in
      ShapeNode(id: NodeID("r\(i)"), .rect(Rect(x: 0, y: 0, width: w, height: 10)), fill: .solid(.white))
    }
  }

  /// A digit cell is 0.6 em and a colon cell 0.3 em.
  @Test func cellWidths() {
    let measurer = EstimatedTextMeasurer()
    func width(_ text: String) -> Double {
      measurer.metrics(
        of: TextContent(text, font: Font(size: 100), origin: .zero, spacing: .timerDigits),
        layoutDirection: .leftToRight
      ).layoutBounds.width
    }
    #expect(width("8") == 60)
    #expect(width(":") == 30)
    #expect(width("12:34") == 270)
  }

  /// Every value a countdown from 99:59 shows takes the same width: the digits never shift sideways.
  @Test func rowWidthIsTheSameForEveryTime() {
    let measurer = EstimatedTextMeasurer()
    var widths = Set<Double>()
    for seconds in stride(from: 99 * 60 + 59, through: 0, by: -1) {
      let text =
        (seconds / 60 < 10 ? "0" : "") + "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "")
        + "\(seconds % 60)"
      let content = TextContent(
        text, font: Font(size: 112, weight: .bold), origin: .zero, spacing: .timerDigits)
      widths.insert(measurer.metrics(of: content, layoutDirection: .leftToRight).layoutBounds.width)
    }
    #expect(widths.count == 1)
    #expect(abs(widths.first! - 112 * 2.7) < 1e-9)
  }

  /// A row lays its children out side by side with spacing; under right-to-left an unpinned row runs
  /// from the right (its first child rightmost), a pinned one keeps its order and positions.
  @Test func unpinnedRowMirrorsAndPinnedRowDoesNot() {
    func xs(_ direction: LayoutDirection, pinned: Bool) -> [Double] {
      let row = GroupNode(layout: StackLayout(.horizontal, spacing: 5, padding: EdgeInsets(leading: 3)))
      if pinned { row.layoutDirection = .leftToRight }
      row.add(contentsOf: Self.rects([10, 20, 30]))
      let scene = Scene(size: Size(200, 100), environment: SceneEnvironment(layoutDirection: direction))
      scene.root.add(row)
      scene.updateLayout()
      return row.children.map { $0.layoutOffset.x }
    }
    #expect(xs(.leftToRight, pinned: false) == [3, 18, 43])
    // Frame 3 + 10 + 5 + 20 + 5 + 30 = 73 wide; right-to-left the leading padding is on the right.
    #expect(xs(.rightToLeft, pinned: false) == [60, 35, 0])
    #expect(xs(.rightToLeft, pinned: true) == xs(.leftToRight, pinned: true))
  }

  /// Columns align across, fixed frames align their content, overlays stack children in one place.
  @Test func columnsFramesAndOverlays() {
    let column = GroupNode(
      layout: StackLayout(.vertical, spacing: 2, horizontalAlignment: .trailing, width: 50, height: 40))
    column.add(contentsOf: Self.rects([10, 20]))
    let scene = Scene(size: Size(100, 100))
    scene.root.add(column)
    scene.updateLayout()
    #expect(column.stackFrame == Rect(x: 0, y: 0, width: 50, height: 40))
    // Content 22 tall, centred in 40: starts at 9.
    #expect(column.children.map(\.layoutOffset) == [Point(40, 9), Point(30, 21)])
    scene.environment.layoutDirection = .rightToLeft
    scene.updateLayout()
    #expect(column.children.map(\.layoutOffset.x) == [0, 0])
  }

  /// Layout moves the nodes after one that grows, through their offsets.
  @Test func layoutMovesTheNodesAfterAChange() {
    let row = GroupNode(layout: StackLayout(.horizontal))
    let nodes = Self.rects([10, 10])
    row.add(contentsOf: nodes)
    let scene = Scene(size: Size(100, 20))
    scene.root.add(row)
    scene.updateLayout()
    #expect(nodes[1].layoutOffset == Point(10, 0))
    (nodes[0].shape) = .rect(Rect(x: 0, y: 0, width: 30, height: 10))
    scene.updateLayout()
    #expect(nodes[1].layoutOffset == Point(30, 0))
  }

  /// The reflection's mask: 20 % at its top, two thirds of that at 20 % of its height, clear from 60 %.
  @Test func maskOpacityAlongTheReflection() throws {
    let source = ShapeNode(id: "s", .rect(Rect(x: 10, y: 20, width: 40, height: 100)), fill: .solid(.white))
    let reflection = ReflectionNode(id: "m", of: source)
    let scene = Scene(size: Size(100, 300)) {
      source
      reflection
    }
    let evaluated = scene.evaluate()
    let mirror = try #require(evaluated.root.children.last)
    #expect(mirror.isAccessibilityHidden)
    // The copy's top touches the source's bottom (y = 120).
    let top = mirror.localTransform.apply(Point(30, 120))
    #expect(abs(top.y - 120) < 1e-9)
    guard case .linearGradient(let start, let end, let stops)? = mirror.mask?.fill else {
      Issue.record("the mask is not a linear gradient")
      return
    }
    func opacity(atFraction f: Double) -> Double {
      // The point f of the way down the reflection, back in the copy's coordinates.
      let y = 120 - f * 100
      let t = min(max((y - start.y) / (end.y - start.y), 0), 1)
      return stops[0].color.alpha + (stops[1].color.alpha - stops[0].color.alpha) * t
    }
    #expect(abs(opacity(atFraction: 0) - 0.2) < 1e-9)
    #expect(abs(opacity(atFraction: 0.2) - 0.2 * 2 / 3) < 1e-9)
    #expect(abs(opacity(atFraction: 0.6)) < 1e-9)
    #expect(abs(reflection.maskOpacity(atFraction: 0.2) - 0.2 * 2 / 3) < 1e-9)
  }

  /// A reflection follows its source: moving the source moves the copy.
  @Test func reflectionFollowsItsSource() throws {
    let source = ShapeNode(id: "s", .rect(Rect(x: 10, y: 20, width: 40, height: 100)), fill: .solid(.white))
    let reflection = ReflectionNode(of: source)
    let scene = Scene(size: Size(100, 400)) {
      source
      reflection
    }
    let before = try #require(scene.evaluate().root.children.last)
    #expect(abs(before.localTransform.apply(Point(30, 120)).y - 120) < 1e-9)
    source.translation = Point(0, 50)
    let copy = try #require(scene.evaluate().root.children.last)
    #expect(abs(copy.localTransform.apply(Point(30, 170)).y - 170) < 1e-9)
  }
}
