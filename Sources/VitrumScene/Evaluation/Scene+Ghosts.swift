import VitrumGeometry

extension Scene {
  /// A node as its group draws it: the copies of its Reduce Motion dissolves (`Node.ghosts`, oldest
  /// first) beneath the node itself. The root, which has no group, and reflections, whose copy is placed
  /// by their source, are drawn without ghosts.
  static func evaluateWithGhosts(
    _ node: Node, environment: SceneEnvironment, copyOf: NodeID?, inReflection: Bool,
    inks: [NodeID: InkDecision], reuse: EvaluationReuse? = nil
  ) -> [EvaluatedNode] {
    let live = evaluate(
      node, environment: environment, copyOf: copyOf, inReflection: inReflection, inks: inks, reuse: reuse)
    guard !node.ghosts.isEmpty, !(node is ReflectionNode) else { return [live] }
    var drawn = node.ghosts.map { ghost in
      let id = Node.ghostID(of: live.id, ordinal: ghost.ordinal)
      // The subtree is the node's as presented now, its ids prefixed with the ghost's.
      let copy = evaluate(
        node, environment: environment, copyOf: id, inReflection: inReflection, inks: inks, reuse: reuse)
      let drawn = copy.ghost(ghost, id: id, of: live.id, layoutOffset: node.layoutOffset)
      return reuse?.reuse(drawn, for: node) ?? drawn
    }
    drawn.append(live)
    return drawn
  }

  /// A mask drawn with ghosts: the copies and the mask under one group, which the mask's layer draws as
  /// one.
  static func maskGroup(
    _ drawn: [EvaluatedNode], of mask: Node, id group: NodeID, environment: SceneEnvironment
  ) -> EvaluatedNode {
    EvaluatedNode(
      id: NodeID("\(group.rawValue)/mask~dissolve"), kindName: "group", content: .group,
      transformComponents: .identity, localTransform: .identity, opacity: 1, isHidden: false,
      isAccessibilityHidden: true, environment: environment, children: drawn)
  }
}

extension EvaluatedNode {
  /// This node (a ghost's evaluated copy of its node) at the ghost's geometry and opacity, under `id`.
  func ghost(_ ghost: PresentedGhost, id: NodeID, of node: NodeID, layoutOffset: Point) -> EvaluatedNode {
    var drawn = content
    switch content {
    case .shape where ghost.shape != nil: drawn = .shape(ghost.shape!)
    case .container where ghost.spacing != nil: drawn = .container(spacing: ghost.spacing!)
    default: break
    }
    var presentedGlass = glass
    if ghost.shape != nil { presentedGlass?.morph = ghost.shapeMorph.flatMap { $0.isFinite ? $0 : nil } }
    return EvaluatedNode(
      id: id, kindName: kindName, content: drawn, transformComponents: ghost.transformComponents,
      localTransform: Node.compose(ghost.transformComponents, layoutOffset),
      opacity: min(max(ghost.opacity.isNaN ? 0 : ghost.opacity, 0), 1), isHidden: isHidden,
      isAccessibilityHidden: true, environment: environment, fill: fill, stroke: stroke,
      glass: presentedGlass, clip: clip, mask: mask, children: children, layoutOffset: self.layoutOffset,
      glassContentClip: glassContentClip, ghostOf: node)
  }
}
