import VitrumGeometry

extension Scene {
  /// The scene as a frame presents it now: each node's environment resolved through its groups'
  /// overrides, each glass material resolved against that environment, and the interaction state of
  /// interactive glass turned into its highlight and outline scale.
  ///
  /// This is the one place these decisions are made; the renderer only translates the result into drawing.
  /// Evaluation reads the nodes and changes nothing, so it is the same for the same scene state.
  public func evaluate() -> EvaluatedScene {
    EvaluatedScene(
      size: size, background: background, environment: environment,
      root: Self.evaluate(root, environment: environment))
  }

  static func evaluate(_ node: Node, environment parent: Environment) -> EvaluatedNode {
    var environment = parent
    if let group = node as? GroupNode {
      if let layer = group.layer { environment.layer = layer }
      if let direction = group.layoutDirection { environment.layoutDirection = direction }
    }
    var content = EvaluatedNode.Content.empty
    var children: [EvaluatedNode] = []
    var mask: EvaluatedNode?
    var clip: Shape?
    var fill: Fill?
    var stroke: Stroke?
    var glass: PresentedGlass?
    switch node {
    case let group as GroupNode:
      if let container = group as? ContainerNode {
        content = .container(spacing: container.spacing)
      } else {
        content = .group
      }
      clip = group.clip
      mask = group.mask.map { evaluate($0, environment: environment) }
      children = group.children.map { evaluate($0, environment: environment) }
    case let painted as PaintedNode:
      if let shape = painted as? ShapeNode { content = .shape(shape.shape) }
      if let text = painted as? TextNode { content = .text(text.content) }
      fill = painted.fill
      stroke = painted.stroke
      glass = presentedGlass(of: painted, environment: environment)
    case let image as ImageNode:
      content = .image(path: image.path, frame: image.frame)
    default:
      break
    }
    return EvaluatedNode(
      id: node.id, kindName: node.kindName, content: content, transformComponents: node.transformComponents,
      localTransform: node.localTransform, opacity: node.opacity, isHidden: node.isHidden,
      isAccessibilityHidden: node.isAccessibilityHidden, environment: environment, fill: fill,
      stroke: stroke, glass: glass, clip: clip, mask: mask, children: children)
  }

  static func presentedGlass(of node: PaintedNode, environment: Environment) -> PresentedGlass? {
    guard let material = node.glass else { return nil }
    let pressed = node.isPressed && material.isInteractive
    return PresentedGlass(
      material: material, appearance: material.appearance(in: environment), isPressed: pressed,
      outlineScale: pressed ? PaintedNode.pressedScale : 1, unionID: node.unionID,
      morph: node.shapeMorph.flatMap { $0.isFinite ? $0 : nil })
  }
}
