import VitrumGeometry
import VitrumScene

extension LegibilityRule {
  /// Text and symbols that can sit on glass: text and shapes that paint (a fill, or a stroke of some
  /// width) without visible glass, and images; none hidden, from view or from accessibility (themselves or
  /// through a group above).
  func candidates(_ context: LintContext) -> [Node] {
    var result: [Node] = []
    func visit(_ node: Node) {
      guard !node.isAccessibilityHidden, !node.isHidden else { return }
      if let painted = node as? PaintedNode, !painted.hasVisibleGlass,
        painted.fill != nil || (painted.stroke?.width ?? 0) > 0
      {
        result.append(painted)
      } else if node is ImageNode {
        result.append(node)
      }
      if let group = node as? GroupNode { for child in group.children { visit(child) } }
    }
    visit(context.scene.root)
    return result
  }

  /// The topmost glass drawn before the node that holds at least half of its ink: the sheet the node is
  /// on, when sheets overlap beneath it.
  func glassUnder(_ ink: InkCoverage, _ context: LintContext) -> GlassShape? {
    guard let order = context.drawingOrder[ink.node], ink.inkedPixels > 0 else { return nil }
    let earlier = context.glassShapes.filter { (context.drawingOrder[$0.node] ?? .max) < order }
    for glass in earlier.reversed() {
      guard let field = context.field(of: glass, margin: 1) else { continue }
      var inside = 0
      for y in ink.y0..<ink.y1 {
        for x in ink.x0..<ink.x1 where ink.coverage(x: x, y: y) >= 0.5 {
          if field.value(atPixel: x - field.originX, y - field.originY) <= 0 { inside += 1 }
        }
      }
      if 2 * inside >= ink.inkedPixels { return glass }
    }
    return nil
  }

  /// Whether a node on glass is something to read: text always; a shape while it covers at most
  /// `symbolShare` of the glass; an image while part of its frame is transparent (a symbol cut out).
  func isReadable(_ ink: InkCoverage, on glass: GlassShape, _ context: LintContext) -> Bool {
    switch ink.node {
    case is TextNode:
      return true
    case let image as ImageNode:
      let frame = image.sceneTransform.then(.scale(context.scale, context.scale)).apply(image.frame)
      let area = max(frame.width * frame.height, 1)
      return Double(ink.inkedPixels) <= Self.opaqueImageShare * area
    default:
      guard let field = context.field(of: glass, margin: 1) else { return false }
      let glassPixels = field.values.reduce(0) { $0 + ($1 <= 0 ? 1 : 0) }
      return Double(ink.inkedPixels) <= Self.symbolShare * Double(glassPixels)
    }
  }
}
