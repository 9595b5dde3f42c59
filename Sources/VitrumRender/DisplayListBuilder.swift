import VitrumGeometry
import VitrumScene

/// Turns an evaluated scene into a display list in device pixels: composes transforms and opacity down
/// the tree, decides which groups need offscreen layers and which glass a container draws. Every
/// attribute it reads was resolved by `Scene.evaluate()` (environment, glass looks, interaction state).
public struct DisplayListBuilder {
  /// Points → device pixels.
  public var scale: Double
  /// How containers are drawn.
  public var mode: RenderMode
  /// Glyph outlines for text nodes (shared with the renderer so its cache lives across frames).
  let outliner: TextOutliner
  /// The commands of the renderer's last build, by evaluated subtree (nil: every command built afresh).
  let reuse: DisplayListReuse?

  public init(scale: Double, mode: RenderMode) {
    self.init(scale: scale, mode: mode, outliner: TextOutliner())
  }

  init(scale: Double, mode: RenderMode, outliner: TextOutliner, reuse: DisplayListReuse? = nil) {
    self.scale = scale
    self.mode = mode
    self.outliner = outliner
    self.reuse = reuse
  }

  /// The canvas size in device pixels for a scene (rounded up).
  public func deviceSize(of scene: Scene) -> (width: Int, height: Int) {
    (pixels(scene.size.width), pixels(scene.size.height))
  }

  /// The canvas size in device pixels for an evaluated scene (rounded up).
  public func deviceSize(of scene: EvaluatedScene) -> (width: Int, height: Int) {
    (pixels(scene.size.width), pixels(scene.size.height))
  }

  /// A side of `points` in whole device pixels: 0 when it is not a number, at most a billion (far past
  /// the largest canvas the renderer draws, which refuses it by name) rather than a trap converting it.
  func pixels(_ points: Double) -> Int {
    let device = (points * scale).rounded(.up)
    guard device.isFinite || device == .infinity else { return 0 }
    return Int(min(max(device, 0), 1e9))
  }

  /// Builds the display list of a scene as it stands. Stacks place text as the scene's own measurer
  /// measures it (`Scene.textMeasurer`); the builder never changes the scene.
  public func build(_ scene: Scene) -> DisplayList { build(scene.evaluate()) }

  /// Builds the display list of an evaluated scene.
  public func build(_ scene: EvaluatedScene) -> DisplayList {
    let size = deviceSize(of: scene)
    var state = BuildState()
    let toDevice = AffineMatrix.scale(scale, scale)
    if let background = scene.background {
      state.commands.append(
        .fill(
          path: .rect(scene.bounds), fillRule: .nonZero, fill: background, transform: toDevice, alpha: 1,
          node: nil))
    }
    if !scene.size.width.isFinite || !scene.size.height.isFinite {
      state.warnings.append(
        RenderWarning(code: .nonFiniteValue, nodeID: scene.root.id, message: "the canvas size is not finite"))
    } else if let bad = firstNonFiniteValue(in: scene.root) {
      state.warnings.append(bad)
    }
    state.root = scene.root
    state.rootToDevice = toDevice
    if let reuse {
      reuse.begin(scale: scale, mode: mode)
      state.commands.reserveCapacity(reuse.lastCount + 1)
    }
    visit(scene.root, toDevice: toDevice, alpha: 1, inMask: false, &state)
    reuse?.lastCount = state.commands.count
    var list = DisplayList(
      width: size.width, height: size.height, commands: state.commands, warnings: state.warnings)
    list.colorScheme = scene.environment.colorScheme
    return list
  }

  struct BuildState {
    var commands: [DisplayCommand] = []
    var warnings: [RenderWarning] = []
    /// Open merging containers (container mode, spacing > 0), innermost last.
    var containers: [OpenContainer] = []
    /// The innermost spacing-0 container being visited (container mode): glass drawn inside it is tagged
    /// with it, and may share its backdrop captures.
    var batch: NodeID?
    /// Glow that glass of the container being visited catches from a pressed neighbour, by node.
    var neighbourGlows: [NodeID: GlassGlow] = [:]
    /// The outlines (device pixels) of the glass that the content being visited belongs to while that
    /// glass morphs or grows, outermost first (`GroupNode.glassContentClip`).
    var contentClips: [Path] = []
    /// The scene's root and its transform to device pixels, to find the glass a content clip names.
    var root: EvaluatedNode?
    var rootToDevice = AffineMatrix.identity
    /// Whether the subtree being visited read the scene outside itself (a glass content clip), so that
    /// its commands are not kept for the next build (`DisplayListReuse`).
    var readsRoot = false
  }

  /// A merging container being built: its command is emitted where its first member's subtree starts.
  struct OpenContainer {
    var item: ContainerItem
    /// The container node.
    var node: ObjectIdentifier
    /// Its members' nodes: their glass is drawn by the container, not on its own.
    var members: Set<ObjectIdentifier>
    /// The container's child whose subtree holds the first member: the command goes right before it,
    /// outside any layer or clip of the groups between the container and its members.
    var firstChild: ObjectIdentifier?
  }

  func visitNode(
    _ node: EvaluatedNode, toDevice parentToDevice: AffineMatrix, alpha parentAlpha: Double,
    inMask: Bool, _ state: inout BuildState
  ) {
    guard node.isVisible else { return }
    let toDevice = node.localTransform.then(parentToDevice)
    // A collapsed transform (a node scaled to nothing as it appears) draws nothing.
    guard toDevice.isFinite, toDevice.determinant != 0 else { return }
    let alpha = parentAlpha * min(node.opacity, 1)
    switch node.content {
    case .container(let spacing) where mode == .container && !inMask:
      let enclosingGlows = state.neighbourGlows
      shareGlows(of: node, spacing: spacing, toDevice: toDevice, &state)
      defer { state.neighbourGlows = enclosingGlows }
      let k = 2 * max(0, spacing) * toDevice.meanScale
      let merges = k > 0 && k.isFinite
      openContainer(node, k: merges ? k : 0, toDevice: toDevice, alpha: alpha, &state)
      // Spacing 0 batches without merging: members outside unions are drawn where per-node rendering draws
      // them, in their own layers and clips, so the two modes can differ only in the captures they share.
      let enclosing = state.batch
      if !merges { state.batch = node.id }
      visitGroup(node, toDevice: toDevice, alpha: alpha, inMask: inMask, &state)
      state.batch = enclosing
      state.containers.removeLast()
    case .container(let spacing):
      // Per-node mode draws members one by one, but their glow reaches neighbours as in a container.
      let enclosingGlows = state.neighbourGlows
      if !inMask { shareGlows(of: node, spacing: spacing, toDevice: toDevice, &state) }
      visitGroup(node, toDevice: toDevice, alpha: alpha, inMask: inMask, &state)
      state.neighbourGlows = enclosingGlows
    case .group:
      visitGroup(node, toDevice: toDevice, alpha: alpha, inMask: inMask, &state)
    case .shape, .text:
      emitPainted(node, toDevice: toDevice, alpha: alpha, inMask: inMask, &state)
    case .image(let path, let frame):
      appendContent(
        .image(path: path, frame: frame, transform: toDevice, alpha: alpha, node: node.id), &state)
    case .empty:
      break
    }
  }

  private func visitGroup(
    _ group: EvaluatedNode, toDevice: AffineMatrix, alpha: Double, inMask: Bool, _ state: inout BuildState
  ) {
    let visibleChildren = group.children.filter(\.isVisible)
    guard !visibleChildren.isEmpty else { return }
    let needsLayer = Self.needsLayer(group, alpha: alpha)
    var maskCommands: [DisplayCommand]?
    if let mask = group.mask {
      var maskState = BuildState()
      visit(mask, toDevice: toDevice, alpha: 1, inMask: true, &maskState)
      maskCommands = maskState.commands
      state.warnings.append(contentsOf: maskState.warnings)
    }
    if let clip = group.clip {
      state.commands.append(.pushClip(path: clip.path, fillRule: clip.fillRule, transform: toDevice))
    }
    if needsLayer { state.commands.append(.pushLayer(alpha: alpha, mask: maskCommands)) }
    let childAlpha = needsLayer ? 1 : alpha
    let enclosingClips = state.contentClips
    if !group.glassContentClip.isEmpty { state.readsRoot = true }
    if !group.glassContentClip.isEmpty, let root = state.root,
      let clip = glassContentClip(group.glassContentClip, root: root, toDevice: state.rootToDevice)
    {
      state.contentClips.append(clip)
    }
    defer { state.contentClips = enclosingClips }
    for child in visibleChildren {
      if let open = state.containers.last, open.node == ObjectIdentifier(group),
        open.firstChild == ObjectIdentifier(child)
      {
        state.commands.append(.glassContainer(open.item))
      }
      visit(child, toDevice: toDevice, alpha: childAlpha, inMask: inMask, &state)
    }
    if needsLayer { state.commands.append(.popLayer) }
    if group.clip != nil { state.commands.append(.popClip) }
  }

  /// The outline of a painted node in its own coordinates; nil when it has none.
  func outline(of node: EvaluatedNode) -> Shape? {
    switch node.content {
    case .shape(let shape):
      return shape.isFinite ? shape : nil
    case .text(let text):
      let path = outliner.outline(of: text, layoutDirection: node.environment.layoutDirection)
      return path.isEmpty ? nil : .path(path, fillRule: .nonZero)
    default:
      return nil
    }
  }

  private func emitPainted(
    _ node: EvaluatedNode, toDevice: AffineMatrix, alpha: Double, inMask: Bool, _ state: inout BuildState
  ) {
    guard let shape = outline(of: node) else { return }
    let turning = turningGlyphs(of: node, toDevice: toDevice)
    if let open = state.containers.last, open.members.contains(ObjectIdentifier(node)) {
      // A merging container's member: its glass is part of the container's command.
    } else {
      let items = glassItems(for: node, shape: shape, toDevice: toDevice, alpha: alpha, turning: turning)
      if inMask && !items.isEmpty {
        state.warnings.append(
          RenderWarning(
            code: .glassInMask, nodeID: node.id,
            message: "glass inside a mask is not drawn: a mask uses only alpha, and glass cannot sample glass"
          ))
      } else {
        for var item in items {
          item.batch = state.batch
          if item.glow == nil { item.glow = state.neighbourGlows[node.id] }
          state.commands.append(.glass(item))
        }
      }
    }
    // A text changing its content paints the glyphs it keeps at full strength; the others turn over.
    let parts = turning?.map { ($0.path, $0.opacity) } ?? [(shape.path, 1)]
    for (path, strength) in parts where !path.isEmpty {
      // Content clipped to the glass it belongs to; glass itself is not content.
      let clipped = node.glass == nil || node.glass?.appearance.isInvisible == true
      if let fill = node.fill {
        let command = DisplayCommand.fill(
          path: path, fillRule: shape.fillRule, fill: fill, transform: toDevice, alpha: alpha * strength,
          node: node.id)
        if clipped { appendContent(command, &state) } else { state.commands.append(command) }
      }
      if let stroke = node.stroke, stroke.width > 0 {
        let command = DisplayCommand.stroke(
          path: path, stroke: stroke, transform: toDevice, alpha: alpha * strength, node: node.id)
        if clipped { appendContent(command, &state) } else { state.commands.append(command) }
      }
    }
  }

  /// Collects the members a container draws itself, with their device transforms, resolved looks and
  /// opacity: every glass member when it merges (k > 0), only the members of unions at spacing 0.
  ///
  /// The container's command is drawn inside the container's own clip and layer, so a member's opacity
  /// starts from what the container's children receive (1 under the container's layer, its opacity
  /// otherwise) and takes in the groups between the container and the member: the glass is drawn at the
  /// container's level, outside those groups' layers and clips.
  private func openContainer(
    _ container: EvaluatedNode, k: Double, toDevice: AffineMatrix, alpha: Double,
    _ state: inout BuildState
  ) {
    var found: [(item: GlassItem, node: ObjectIdentifier, child: ObjectIdentifier)] = []
    func visit(
      _ node: EvaluatedNode, _ parentToDevice: AffineMatrix, _ parentAlpha: Double,
      _ child: ObjectIdentifier
    ) {
      guard node.isVisible else { return }
      let nodeToDevice = node.localTransform.then(parentToDevice)
      guard nodeToDevice.isFinite, nodeToDevice.determinant != 0 else { return }
      let nodeAlpha = parentAlpha * min(node.opacity, 1)
      if node.isGroup {
        if node.containerSpacing != nil { return }
        for c in node.children { visit(c, nodeToDevice, nodeAlpha, child) }
      } else if let shape = outline(of: node) {
        let turning = turningGlyphs(of: node, toDevice: nodeToDevice)
        for var item in glassItems(
          for: node, shape: shape, toDevice: nodeToDevice, alpha: nodeAlpha, turning: turning)
        {
          if item.glow == nil { item.glow = state.neighbourGlows[node.id] }
          found.append((item, ObjectIdentifier(node), child))
        }
      }
    }
    let childAlpha = Self.needsLayer(container, alpha: alpha) ? 1 : alpha
    for child in container.children {
      visit(child, toDevice, childAlpha, ObjectIdentifier(child))
    }
    var items = found.map(\.item)
    checkUnions(&items, &state)
    var unionSizes: [String: Int] = [:]
    for item in items { if let id = item.unionID { unionSizes[id, default: 0] += 1 } }
    var members: [GlassItem] = []
    var identities = Set<ObjectIdentifier>()
    var firstChild: ObjectIdentifier?
    for (index, item) in items.enumerated() where k > 0 || unionSizes[item.unionID ?? ""] ?? 0 > 1 {
      members.append(item)
      identities.insert(found[index].node)
      if firstChild == nil { firstChild = found[index].child }
    }
    state.containers.append(
      OpenContainer(
        item: ContainerItem(nodeID: container.id, blendRadius: k, members: members),
        node: ObjectIdentifier(container), members: identities, firstChild: firstChild))
  }

  /// Whether a group draws into an offscreen layer: for a mask, or for opacity over several visible
  /// children (opacity folds into a single child's draws for free; several children need a layer so that
  /// where they overlap they do not show through each other).
  static func needsLayer(_ group: EvaluatedNode, alpha: Double) -> Bool {
    group.mask != nil || (alpha < 1 && group.children.lazy.filter(\.isVisible).count > 1)
  }

  /// Union members must share the first member's shape kind and variant to be drawn as one shape; others
  /// are drawn on their own, with a warning that says so (whether such a union is a design error is
  /// `VitrumLint`'s `union-mismatch`).
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

  /// The glass items of a painted node: one, or none when it has no glass or identity glass — or, for a
  /// text turning over (`turning`), one per group of glyphs, each where it is drawn, with its opacity
  /// and its soft edge.
  func glassItems(
    for node: EvaluatedNode, shape: Shape, toDevice: AffineMatrix, alpha: Double, turning: [TurningGlyphs]?
  ) -> [GlassItem] {
    guard let item = glassItem(for: node, shape: shape, toDevice: toDevice, alpha: alpha) else { return [] }
    guard let turning else { return [item] }
    return turning.map { group in
      var part = item
      part.shape = .path(group.path, fillRule: .nonZero)
      part.glyphs = group.glyphs
      part.alpha = alpha * group.opacity
      part.edgeSoftness = group.blur * toDevice.meanScale
      return part
    }
  }

  /// The glass item of a painted node, or nil when it has no glass or identity glass.
  func glassItem(for node: EvaluatedNode, shape: Shape, toDevice: AffineMatrix, alpha: Double)
    -> GlassItem?
  {
    guard let glass = node.glass, !glass.appearance.isInvisible else { return nil }
    let transform = Self.glassTransform(glass, shape: shape, toDevice: toDevice)
    var glyphs: [PlacedGlyph]?
    if case .text(let text) = node.content {
      glyphs = outliner.shaped(text, layoutDirection: node.environment.layoutDirection).glyphs
    }
    var item = GlassItem(
      nodeID: node.id, shape: shape, shapeKind: glyphs != nil ? "text" : shape.kind, transform: transform,
      appearance: glass.appearance, variant: glass.material.variant, lengthScale: toDevice.meanScale,
      alpha: alpha, isPressed: glass.isPressed, unionID: glass.unionID)
    item.glow = Self.ownGlow(glass, transform: transform, deviceBounds: transform.apply(shape.bounds))
    item.glyphs = glyphs
    if let morph = glass.morph, morph.progress < 1 {
      if let between = ConvexMorph.shape(
        from: morph.source, transform: morph.sourceTransform, to: shape, fraction: morph.progress)
      {
        // Convex outlines morph through their Minkowski combination: round, and never vanishing.
        item.shape = between
        item.glyphs = nil
      } else {
        let sourceToDevice = morph.sourceTransform.then(toDevice)
        if sourceToDevice.isFinite {
          item.morph = GlassMorph.travelling(
            from: morph.source, transform: sourceToDevice, to: shape, transform: transform,
            progress: morph.progress)
        }
      }
    }
    return item
  }
}
