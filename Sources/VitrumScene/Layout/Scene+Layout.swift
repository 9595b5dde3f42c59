import VitrumGeometry

extension Scene {
  /// Measures the text that changed with `textMeasurer`, places the children of every stack
  /// (`GroupNode.layout`) and places every reflection under its source, writing the results into the
  /// nodes (`Node.layoutOffset`, `GroupNode.stackFrame`, `ReflectionNode.placement`). `evaluate()` runs
  /// it first; running it again without changes changes nothing.
  ///
  /// Stacks are laid out bottom-up (a stack's children before the stack), in one walk of the tree:
  /// linear in the number of nodes, each text measured once per change of its content.
  public func updateLayout() {
    var reflections: [ReflectionNode] = []
    layOut(root, direction: environment.layoutDirection, reflections: &reflections)
    for reflection in reflections { place(reflection) }
  }

  private func layOut(_ node: Node, direction parent: LayoutDirection, reflections: inout [ReflectionNode]) {
    switch node {
    case let text as TextNode:
      let content = text.content
      if text.measurement?.content != content || text.measurement?.direction != parent {
        text.measurement = (content, parent, textMeasurer.metrics(of: content, layoutDirection: parent))
      }
    case let group as GroupNode:
      let direction = group.layoutDirection ?? parent
      if let mask = group.mask { layOut(mask, direction: direction, reflections: &reflections) }
      for child in group.children { layOut(child, direction: direction, reflections: &reflections) }
      if let layout = group.layout {
        let (size, offsets) = layout.arrange(group.children.map(\.layoutFrame), direction: direction)
        for (child, offset) in zip(group.children, offsets) { child.layoutOffset = offset }
        let frame = Rect(origin: .zero, size: size)
        if group.stackFrame != frame { group.stackFrame = frame }
      } else {
        for child in group.children { child.layoutOffset = .zero }
        group.stackFrame = nil
      }
    case let reflection as ReflectionNode:
      reflections.append(reflection)
    default:
      break
    }
  }

  /// Places a reflection under its source (see `ReflectionNode`). A source that draws nothing (an empty
  /// path, an empty group) has nothing to reflect: like an absent source, it leaves the reflection without
  /// a placement, drawing nothing.
  private func place(_ reflection: ReflectionNode) {
    guard let source = reflection.source, source.isInside(root), !reflection.isInside(source),
      source.parent != nil || source === root
    else {
      reflection.placement = nil
      return
    }
    let sourceParentToScene = source.parent?.sceneTransform ?? .identity
    let reflectionParentToScene = reflection.parent?.sceneTransform ?? .identity
    let toParent = sourceParentToScene.then(reflectionParentToScene.inverted ?? .identity)
    let drawn = source.localTransform.apply(source.drawnBounds)
    let paint = source.localTransform.apply(source.localPaintBounds)
    let placed = toParent.apply(drawn)
    guard !placed.isEmpty, placed.isFinite else {
      reflection.placement = nil
      return
    }
    // Mirrored about the line offset / 2 below the original's bottom, then pulled up by offset.
    let line = placed.maxY + reflection.offset / 2
    let mirror = toParent.then(AffineMatrix(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * line))
      .then(.translation(0, -reflection.offset))
    let placement = ReflectionPlacement(drawnBounds: drawn, paintBounds: paint, mirror: mirror)
    if placement != reflection.placement { reflection.placement = placement }
  }
}
