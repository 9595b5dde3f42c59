import VitrumGeometry
import VitrumScene

/// Turns a scene into a display list in device pixels: resolves transforms, opacity and environment, and
/// decides which groups need offscreen layers.
public struct DisplayListBuilder {
  /// Points → device pixels.
  public var scale: Double
  /// How containers are drawn.
  public var mode: RenderMode
  /// Glyph outlines for text nodes (shared with the renderer so its cache lives across frames).
  let outliner: TextOutliner

  public init(scale: Double, mode: RenderMode) {
    self.init(scale: scale, mode: mode, outliner: TextOutliner())
  }

  init(scale: Double, mode: RenderMode, outliner: TextOutliner) {
    self.scale = scale
    self.mode = mode
    self.outliner = outliner
  }

  /// The canvas size in device pixels for a scene (rounded up).
  public func deviceSize(of scene: Scene) -> (width: Int, height: Int) {
    (Int((scene.size.width * scale).rounded(.up)), Int((scene.size.height * scale).rounded(.up)))
  }

  /// Builds the display list of a scene.
  public func build(_ scene: Scene) -> DisplayList {
    let size = deviceSize(of: scene)
    var state = BuildState()
    let toDevice = AffineTransform.scale(scale, scale)
    if let background = scene.background {
      state.commands.append(
        .fill(path: .rect(scene.bounds), fillRule: .nonZero, fill: background, transform: toDevice, alpha: 1))
    }
    visit(scene.root, toDevice: toDevice, alpha: 1, environment: scene.environment, inMask: false, &state)
    return DisplayList(
      width: size.width, height: size.height, commands: state.commands, warnings: state.warnings)
  }

  struct BuildState {
    var commands: [DisplayCommand] = []
    var warnings: [RenderWarning] = []
  }

  private func visit(
    _ node: Node, toDevice parentToDevice: AffineTransform, alpha parentAlpha: Double,
    environment: Environment, inMask: Bool, _ state: inout BuildState
  ) {
    guard !node.isHidden, node.opacity > 0 else { return }
    let toDevice = node.localTransform.then(parentToDevice)
    guard toDevice.isFinite else { return }
    let alpha = parentAlpha * min(node.opacity, 1)
    switch node {
    case let group as GroupNode:
      visitGroup(group, toDevice: toDevice, alpha: alpha, environment: environment, inMask: inMask, &state)
    case let painted as PaintedNode:
      emitPainted(painted, toDevice: toDevice, alpha: alpha, environment: environment, inMask: inMask, &state)
    case let image as ImageNode:
      state.commands.append(.image(path: image.path, frame: image.frame, transform: toDevice, alpha: alpha))
    default:
      break
    }
  }

  private func visitGroup(
    _ group: GroupNode, toDevice: AffineTransform, alpha: Double, environment parent: Environment,
    inMask: Bool, _ state: inout BuildState
  ) {
    var environment = parent
    if let layer = group.layer { environment.layer = layer }
    if let direction = group.layoutDirection { environment.layoutDirection = direction }
    let visibleChildren = group.children.filter { !$0.isHidden && $0.opacity > 0 }
    guard !visibleChildren.isEmpty else { return }
    // Opacity folds into a single child's draws for free; several children need a layer so that where
    // they overlap they do not show through each other.
    let needsLayer = group.mask != nil || (alpha < 1 && visibleChildren.count > 1)
    var maskCommands: [DisplayCommand]?
    if let mask = group.mask {
      var maskState = BuildState()
      visit(mask, toDevice: toDevice, alpha: 1, environment: environment, inMask: true, &maskState)
      maskCommands = maskState.commands
      state.warnings.append(contentsOf: maskState.warnings)
    }
    if let clip = group.clip {
      state.commands.append(.pushClip(path: clip.path, fillRule: clip.fillRule, transform: toDevice))
    }
    if needsLayer { state.commands.append(.pushLayer(alpha: alpha, mask: maskCommands)) }
    let childAlpha = needsLayer ? 1 : alpha
    for child in visibleChildren {
      visit(child, toDevice: toDevice, alpha: childAlpha, environment: environment, inMask: inMask, &state)
    }
    if needsLayer { state.commands.append(.popLayer) }
    if group.clip != nil { state.commands.append(.popClip) }
  }

  /// The outline of a painted node in its own coordinates, and its kind for unions; nil when it has none.
  func outline(of node: PaintedNode, environment: Environment) -> Shape? {
    switch node {
    case let shape as ShapeNode:
      return shape.shape.isFinite ? shape.shape : nil
    case let text as TextNode:
      let path = outliner.outline(of: text, layoutDirection: environment.layoutDirection)
      return path.isEmpty ? nil : .path(path, fillRule: .nonZero)
    default:
      return nil
    }
  }

  private func emitPainted(
    _ node: PaintedNode, toDevice: AffineTransform, alpha: Double, environment: Environment, inMask: Bool,
    _ state: inout BuildState
  ) {
    guard let shape = outline(of: node, environment: environment) else { return }
    if let item = glassItem(
      for: node, shape: shape, toDevice: toDevice, alpha: alpha, environment: environment)
    {
      if inMask {
        state.warnings.append(
          RenderWarning(
            code: .glassInMask, nodeID: node.id,
            message: "glass inside a mask is not drawn: a mask uses only alpha, and glass cannot sample glass"
          ))
      } else {
        if environment.layer == .content {
          state.warnings.append(
            RenderWarning(
              code: .glassInContentLayer, nodeID: node.id,
              message:
                "glass in the content layer: glass belongs to the functional layer (controls, navigation)"))
        }
        state.commands.append(.glass(item))
      }
    }
    let path = shape.path
    if let fill = node.fill {
      state.commands.append(
        .fill(path: path, fillRule: shape.fillRule, fill: fill, transform: toDevice, alpha: alpha))
    }
    if let stroke = node.stroke, stroke.width > 0 {
      state.commands.append(.stroke(path: path, stroke: stroke, transform: toDevice, alpha: alpha))
    }
  }

  /// The glass item of a painted node, or nil when it has no glass or identity glass.
  func glassItem(
    for node: PaintedNode, shape: Shape, toDevice: AffineTransform, alpha: Double, environment: Environment
  ) -> GlassItem? {
    guard let material = node.glass else { return nil }
    let appearance = material.appearance(in: environment)
    guard !appearance.isInvisible else { return nil }
    var transform = toDevice
    let pressed = node.isPressed && material.isInteractive
    if pressed {
      let c = shape.bounds.center
      let s = PaintedNode.pressedScale
      transform = AffineTransform.translation(-c.x, -c.y).then(.scale(s, s)).then(.translation(c.x, c.y))
        .then(toDevice)
    }
    return GlassItem(
      nodeID: node.id, shape: shape, shapeKind: node is TextNode ? "text" : shape.kind, transform: transform,
      appearance: appearance, lengthScale: toDevice.meanScale, alpha: alpha, isPressed: pressed,
      unionID: node.unionID)
  }
}
