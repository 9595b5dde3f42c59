import VitrumGeometry

extension Node {
  /// The frame a stack lays the node out by, in its own coordinates (its own transform left out): a
  /// shape's bounds, a text's line box, an image's frame, a stack's frame, and for any other group the
  /// union of its children's frames where their transforms put them. Nil for a node that takes no place
  /// (a reflection, an empty group).
  public var layoutFrame: Rect? {
    switch self {
    case let shape as ShapeNode: return shape.shape.bounds
    case let text as TextNode:
      return text.currentMetrics?.layoutBounds
        ?? EstimatedTextMeasurer().metrics(of: text.content, layoutDirection: .leftToRight).layoutBounds
    case let image as ImageNode: return image.frame
    case let group as GroupNode:
      if group.layout != nil, let frame = group.stackFrame { return frame }
      var union: Rect?
      for child in group.children {
        guard let frame = child.layoutFrame else { continue }
        let placed = child.localTransform.apply(frame)
        union = union.map { $0.union(placed) } ?? placed
      }
      return union
    default: return nil
    }
  }

  /// The bounds of the outlines the node and its visible descendants draw, in its own coordinates (glass
  /// shadows and strokes left out): what a reflection mirrors about. Text counts where its glyphs rest,
  /// not where a turnover carries them (`TextNode.restingInkBounds`).
  public var drawnBounds: Rect {
    if isHidden || opacity <= 0 { return .null }
    switch self {
    case let text as TextNode: return text.restingInkBounds
    case let painted as PaintedNode: return painted.outlineBounds
    case let image as ImageNode: return image.frame
    case let group as GroupNode:
      var bounds = Rect.null
      for child in group.children where !child.isHidden && child.opacity > 0 {
        bounds = bounds.union(child.localTransform.apply(child.drawnBounds))
      }
      if let clip = group.clip { bounds = bounds.intersection(clip.bounds) }
      return bounds
    default: return .null
    }
  }

  /// Whether `ancestor` is this node or holds it (through children or masks).
  public func isInside(_ ancestor: Node) -> Bool {
    var node: Node? = self
    while let n = node {
      if n === ancestor { return true }
      node = n.parent
    }
    return false
  }
}
