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
    /// Open containers (container mode), innermost last.
    var containers: [OpenContainer] = []
  }

  /// A container being built: its command waits for the first member's place in drawing order.
  struct OpenContainer {
    var item: ContainerItem
    var members: Set<ObjectIdentifier>
    var emitted = false
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
    case let container as ContainerNode where mode == .container && !inMask:
      openContainer(container, toDevice: toDevice, alpha: alpha, environment: environment, &state)
      visitGroup(
        container, toDevice: toDevice, alpha: alpha, environment: environment, inMask: inMask, &state)
      let open = state.containers.removeLast()
      if !open.emitted && !open.item.members.isEmpty { state.commands.append(.glassContainer(open.item)) }
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
    if let index = state.containers.indices.last,
      state.containers[index].members.contains(ObjectIdentifier(node))
    {
      // A container member: its glass is drawn by the container, once, where the first member sits.
      if !state.containers[index].emitted {
        state.commands.append(.glassContainer(state.containers[index].item))
        state.containers[index].emitted = true
      }
    } else if let item = glassItem(
      for: node, shape: shape, toDevice: toDevice, alpha: alpha, environment: environment)
    {
      if inMask {
        state.warnings.append(
          RenderWarning(
            code: .glassInMask, nodeID: node.id,
            message: "glass inside a mask is not drawn: a mask uses only alpha, and glass cannot sample glass"
          ))
      } else {
        if environment.layer == .content { state.warnings.append(Self.contentLayerWarning(node.id)) }
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

  /// Collects a container's members with their device transforms, resolved looks and opacity (opacity of
  /// groups between the container and a member folds into the member: its glass is drawn at the
  /// container's level, outside those groups' layers and clips).
  private func openContainer(
    _ container: ContainerNode, toDevice: AffineTransform, alpha: Double, environment: Environment,
    _ state: inout BuildState
  ) {
    var members: [GlassItem] = []
    var identities = Set<ObjectIdentifier>()
    func visit(
      _ node: Node, _ parentToDevice: AffineTransform, _ parentAlpha: Double, _ parentEnvironment: Environment
    ) {
      guard !node.isHidden, node.opacity > 0 else { return }
      let nodeToDevice = node.localTransform.then(parentToDevice)
      guard nodeToDevice.isFinite else { return }
      let nodeAlpha = parentAlpha * min(node.opacity, 1)
      var nodeEnvironment = parentEnvironment
      if let group = node as? GroupNode {
        if group is ContainerNode { return }
        if let layer = group.layer { nodeEnvironment.layer = layer }
        if let direction = group.layoutDirection { nodeEnvironment.layoutDirection = direction }
        for child in group.children { visit(child, nodeToDevice, nodeAlpha, nodeEnvironment) }
      } else if let painted = node as? PaintedNode,
        let shape = outline(of: painted, environment: nodeEnvironment),
        let item = glassItem(
          for: painted, shape: shape, toDevice: nodeToDevice, alpha: nodeAlpha, environment: nodeEnvironment)
      {
        if nodeEnvironment.layer == .content { state.warnings.append(Self.contentLayerWarning(painted.id)) }
        members.append(item)
        identities.insert(ObjectIdentifier(painted))
      }
    }
    var innerEnvironment = environment
    if let layer = container.layer { innerEnvironment.layer = layer }
    if let direction = container.layoutDirection { innerEnvironment.layoutDirection = direction }
    for child in container.children { visit(child, toDevice, alpha, innerEnvironment) }
    checkUnions(&members, &state)
    let k = 2 * max(0, container.spacing) * toDevice.meanScale
    state.containers.append(
      OpenContainer(
        item: ContainerItem(nodeID: container.id, blendRadius: k.isFinite ? k : 0, members: members),
        members: identities))
  }

  /// Union members must share the first member's shape kind and variant; others are reported and
  /// rendered on their own.
  private func checkUnions(_ members: inout [GlassItem], _ state: inout BuildState) {
    var first: [String: GlassItem] = [:]
    for index in members.indices {
      guard let union = members[index].unionID else { continue }
      guard let leader = first[union] else {
        first[union] = members[index]
        continue
      }
      let member = members[index]
      let kindMatches = member.shapeKind == leader.shapeKind
      let variantMatches = member.variant == leader.variant
      if !kindMatches || !variantMatches {
        let what =
          kindMatches
          ? "variant \(member.variant.rawValue) differs from \(leader.variant.rawValue)"
          : "shape kind \(member.shapeKind) differs from \(leader.shapeKind)"
        state.warnings.append(
          RenderWarning(
            code: .unionMismatch, nodeID: member.nodeID,
            message: "union \"\(union)\": \(what) of \(leader.nodeID); rendered on its own"))
        members[index].unionID = nil
      }
    }
  }

  /// Glass placed in a subtree its author tagged as content (HIG: glass belongs to the functional layer).
  static func contentLayerWarning(_ id: NodeID) -> RenderWarning {
    RenderWarning(
      code: .glassInContentLayer, nodeID: id,
      message: "glass in the content layer: glass belongs to the functional layer (controls, navigation)")
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
      appearance: appearance, variant: material.variant, lengthScale: toDevice.meanScale, alpha: alpha,
      isPressed: pressed, unionID: node.unionID)
  }
}
