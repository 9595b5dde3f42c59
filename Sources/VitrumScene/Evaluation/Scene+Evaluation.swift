import VitrumGeometry

extension Scene {
  /// The scene as a frame presents it now: each node's environment resolved through its groups'
  /// overrides, each glass material resolved against that environment, and the interaction state of
  /// interactive glass turned into its highlight and outline scale.
  ///
  /// This is the one place these decisions are made; the renderer only translates the result into drawing.
  /// Evaluation lays the scene out first (`updateLayout()`: text measurements, stack offsets and
  /// reflections, written into the nodes); beyond that it reads the nodes and changes nothing, so it is
  /// the same for the same scene state.
  public func evaluate() -> EvaluatedScene {
    updateLayout()
    return EvaluatedScene(
      size: size, background: background, environment: environment,
      root: Self.evaluate(root, environment: environment, inks: inkDecisions))
  }

  /// The scene as `evaluate()` presents it, with every evaluated node equal to the one `reuse` kept from
  /// the previous evaluation handed back as that same object (see `EvaluationReuse`): equal to
  /// `evaluate()`'s result, node for node.
  public func evaluate(reusing reuse: EvaluationReuse) -> EvaluatedScene {
    updateLayout()
    reuse.begin()
    return EvaluatedScene(
      size: size, background: background, environment: environment,
      root: Self.evaluate(root, environment: environment, inks: inkDecisions, reuse: reuse))
  }

  /// Evaluates a node's subtree. Inside a copy (`copyOf`: a reflection's id, or a ghost's), ids are
  /// prefixed with it; inside a reflection's copy (`inReflection`) reflections draw nothing (a reflection
  /// of a reflection would never end).
  static func evaluate(
    _ node: Node, environment parent: SceneEnvironment, copyOf: NodeID? = nil,
    inReflection: Bool = false, inks: [NodeID: InkDecision] = [:], reuse: EvaluationReuse? = nil
  ) -> EvaluatedNode {
    if let reflection = node as? ReflectionNode {
      return evaluate(
        reflection, environment: parent, copyOf: copyOf, inReflection: inReflection, inks: inks, reuse: reuse)
    }
    let id = copyOf.map { NodeID("\($0.rawValue)/\(node.id.rawValue)") } ?? node.id
    var environment = parent
    if let group = node as? GroupNode {
      if let layer = group.layer { environment.layer = layer }
      if let direction = group.layoutDirection { environment.layoutDirection = direction }
      if let scheme = group.colorScheme { environment.colorScheme = scheme }
      if let value = group.reduceTransparency { environment.reduceTransparency = value }
      if let value = group.increaseContrast { environment.increaseContrast = value }
      if let light = group.light { environment.light = light }
    }
    var content = EvaluatedNode.Content.empty
    var children: [EvaluatedNode] = []
    var mask: EvaluatedNode?
    var clip: Shape?
    var glassContentClip: [NodeID] = []
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
      glassContentClip = group.glassContentClip.map { id in
        copyOf.map { NodeID("\($0.rawValue)/\(id.rawValue)") } ?? id
      }
      mask = group.mask.map { mask in
        let drawn = evaluateWithGhosts(
          mask, environment: environment, copyOf: copyOf, inReflection: inReflection, inks: inks, reuse: reuse
        )
        if drawn.count == 1 { return drawn[0] }
        let group = maskGroup(drawn, of: mask, id: id, environment: environment)
        return reuse?.reuse(group, for: mask) ?? group
      }
      children = group.children.flatMap {
        evaluateWithGhosts(
          $0, environment: environment, copyOf: copyOf, inReflection: inReflection, inks: inks, reuse: reuse)
      }
    case let painted as PaintedNode:
      if let shape = painted as? ShapeNode { content = .shape(shape.shape) }
      if let text = painted as? TextNode { content = .text(text.presentedContent) }
      // Most frames decide no ink: looking the id up would hash it for nothing.
      let ink = inks.isEmpty ? nil : inks[id]
      fill = painted.fill.map { decided($0, ink) }
      stroke = painted.stroke.map { stroke in
        var decidedStroke = stroke
        decidedStroke.fill = decided(stroke.fill, ink)
        return decidedStroke
      }
      glass = presentedGlass(of: painted, environment: environment)
    case let image as ImageNode:
      content = .image(path: image.path, frame: image.frame)
    default:
      break
    }
    let evaluated = EvaluatedNode(
      id: id, kindName: node.kindName,
      content: content, transformComponents: node.transformComponents, localTransform: node.localTransform,
      opacity: node.opacity, isHidden: node.isHidden,
      isAccessibilityHidden: node.isAccessibilityHidden, environment: environment, fill: fill,
      stroke: stroke, glass: glass, clip: clip, mask: mask, children: children,
      layoutOffset: node.layoutOffset, glassContentClip: glassContentClip)
    return reuse?.reuse(evaluated, for: node) ?? evaluated
  }

  /// A reflection: a group holding the copy of its source, mirrored into place and masked by its fade.
  static func evaluate(
    _ reflection: ReflectionNode, environment: SceneEnvironment, copyOf: NodeID?, inReflection: Bool,
    inks: [NodeID: InkDecision], reuse: EvaluationReuse?
  ) -> EvaluatedNode {
    let id = copyOf.map { NodeID("\($0.rawValue)/\(reflection.id.rawValue)") } ?? reflection.id
    var children: [EvaluatedNode] = []
    var mask: EvaluatedNode?
    var local = reflection.localTransform
    if !inReflection, let placement = reflection.placement, let source = reflection.source {
      children = evaluateWithGhosts(
        source, environment: environment, copyOf: id, inReflection: true, inks: inks, reuse: reuse)
      local = placement.mirror.then(reflection.localTransform)
      let fade = EvaluatedNode(
        id: NodeID("\(id.rawValue)/mask"), kindName: "shape",
        content: .shape(.rect(placement.maskRect)), transformComponents: .identity, localTransform: .identity,
        opacity: 1, isHidden: false, isAccessibilityHidden: true, environment: environment,
        fill: reflection.maskFill(for: placement))
      mask = reuse?.reuse(fade, for: reflection) ?? fade
    }
    let evaluated = EvaluatedNode(
      id: id, kindName: reflection.kindName, content: .group,
      transformComponents: reflection.transformComponents, localTransform: local,
      opacity: reflection.opacity, isHidden: reflection.isHidden, isAccessibilityHidden: true,
      environment: environment, mask: mask, children: children)
    return reuse?.reuse(evaluated, for: reflection) ?? evaluated
  }

  /// An adaptive fill with the ink a schedule decided for the node this frame (none: the renderer decides
  /// from the pixels beneath); other fills as they are.
  static func decided(_ fill: Fill, _ decision: InkDecision?) -> Fill {
    guard case .adaptive(var ink) = fill, let decision else { return fill }
    ink.decision = decision
    return .adaptive(ink)
  }

  static func presentedGlass(of node: PaintedNode, environment: SceneEnvironment) -> PresentedGlass? {
    guard let material = node.glass else { return nil }
    let pressed = node.isPressed && material.isInteractive
    // A press a timeline animates lights as far as it has spread, and fades after the release; a press
    // set without one (a static scene's `pressed`) shows the glow fully spread.
    var illumination: PressIllumination?
    if material.isInteractive {
      let presented = node.pressIllumination ?? (pressed ? .full : nil)
      if let presented, presented.isVisible { illumination = presented.clamped }
    }
    let location = illumination != nil ? (node.pressLocation ?? node.outlineBounds.center).finite : nil
    return PresentedGlass(
      material: material, appearance: material.appearance(in: environment), isPressed: pressed,
      outlineScale: pressed ? PaintedNode.pressedScale : 1, unionID: node.unionID,
      morph: node.shapeMorph.flatMap { $0.isFinite ? $0 : nil },
      pressLocation: location, illumination: location != nil ? illumination : nil)
  }
}

extension Point {
  /// The point, or nil when a coordinate is not finite (the centre of an empty outline's bounds).
  fileprivate var finite: Point? { isFinite ? self : nil }
}
