import VitrumGeometry

/// The regions of a scene that changed since damage was last collected, in scene coordinates (points).
public struct Damage: Hashable, Sendable {
  /// Changed rectangles: each is a node's old bounds or new bounds (or both), clipped to the canvas.
  public var rects: [Rect]
  /// Whether the whole canvas must be redrawn.
  public var isFull: Bool

  public init(rects: [Rect] = [], isFull: Bool = false) {
    self.rects = rects
    self.isFull = isFull
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { !isFull && rects.isEmpty }

  /// The smallest rectangle holding every changed rectangle.
  public var bounds: Rect { rects.reduce(Rect.null) { $0.union($1) } }
}

extension Scene {
  /// Reports what changed since the last call (everything, the first time) and marks the scene clean.
  /// Lays the scene out first (`updateLayout()`), so text measurements and stack offsets are current.
  ///
  /// A node whose outline, paint or material changed damages its old and new bounds; a node whose
  /// transform, opacity, visibility, clip or children changed damages its whole subtree's old and new
  /// bounds. Glass amplifies damage: a glass shape or glass text whose reach (its bounds grown by the blur's
  /// 3σ, the refraction and the shadow, as the environment resolves its look) meets damage is damaged as a
  /// whole, because it refracts what changed.
  public func collectDamage() -> Damage {
    updateLayout()
    var rects: [Rect] = []
    let wasFull = fullDamagePending
    collect(root, parentToScene: .identity, into: &rects)
    fullDamagePending = false
    if wasFull { return Damage(rects: [bounds], isFull: true) }
    rects = rects.compactMap { r in
      let clipped = r.intersection(bounds)
      return clipped.isEmpty ? nil : clipped
    }
    if !rects.isEmpty { rects.append(contentsOf: glassAmplification(of: rects)) }
    return Damage(rects: rects)
  }

  private func collect(_ node: Node, parentToScene: AffineMatrix, into rects: inout [Rect]) {
    guard node.subtreeDirty || node.cachedWorldBounds == nil else { return }
    let subtreeFlags: DirtyFlags = [
      .transform, .opacity, .visibility, .clip, .children, .environment, .container,
    ]
    let newBounds = node.worldPaintBounds(parentToScene: parentToScene)
    if let group = node as? GroupNode {
      rects.append(contentsOf: group.pendingDamage)
      group.pendingDamage.removeAll()
    }
    if node.cachedWorldBounds == nil || !node.dirty.intersection(subtreeFlags).isEmpty
      || !(node is GroupNode) && !node.dirty.isEmpty
    {
      // The whole subtree repaints: old ∪ new bounds, then refresh the cache below without more damage.
      if let old = node.cachedWorldBounds, !old.isEmpty { rects.append(old) }
      if !newBounds.isEmpty { rects.append(newBounds) }
      markClean(node, parentToScene: parentToScene)
      return
    }
    if let group = node as? GroupNode {
      let toScene = group.localTransform.then(parentToScene)
      if let mask = group.mask { collect(mask, parentToScene: toScene, into: &rects) }
      for child in group.children { collect(child, parentToScene: toScene, into: &rects) }
    }
    node.dirty = []
    node.subtreeDirty = false
    node.cachedWorldBounds = newBounds
  }

  private func markClean(_ node: Node, parentToScene: AffineMatrix) {
    node.cachedWorldBounds = node.worldPaintBounds(parentToScene: parentToScene)
    node.dirty = []
    node.subtreeDirty = false
    if let group = node as? GroupNode {
      group.pendingDamage.removeAll()
      let toScene = group.localTransform.then(parentToScene)
      if let mask = group.mask { markClean(mask, parentToScene: toScene) }
      for child in group.children { markClean(child, parentToScene: toScene) }
    }
  }

  /// Bounds of glass shapes and glass text whose reach meets the damage. One pass is enough: glass never
  /// samples glass, so damage added here cannot dirty other glass.
  private func glassAmplification(of rects: [Rect]) -> [Rect] {
    var extra: [Rect] = []
    func visit(_ node: Node, _ parentToScene: AffineMatrix, _ parentEnvironment: SceneEnvironment) {
      if node.isHidden { return }
      let toScene = node.localTransform.then(parentToScene)
      var environment = parentEnvironment
      if let group = node as? GroupNode {
        if let layer = group.layer { environment.layer = layer }
        if let direction = group.layoutDirection { environment.layoutDirection = direction }
      }
      if let painted = node as? PaintedNode, let glass = painted.glass, glass.variant != .identity {
        let bounds = toScene.apply(painted.localPaintBounds)
        let reach = bounds.outset(by: Self.glassReach(glass.appearance(in: environment)) * toScene.meanScale)
        if rects.contains(where: { $0.intersects(reach) }) && !rects.contains(bounds) {
          let clipped = bounds.intersection(self.bounds)
          if !clipped.isEmpty { extra.append(clipped) }
        }
      }
      if let group = node as? GroupNode {
        for child in group.children { visit(child, toScene, environment) }
      }
    }
    visit(root, .identity, environment)
    return extra
  }

  /// How far beyond its paint bounds a glass look can be changed by content, in the node's units: the blur's
  /// 3σ (99.7 % of a Gaussian's weight: content farther away cannot change the glass), the refraction's
  /// displacement and the shadow's radius and offset — taken from the look as the environment resolves it,
  /// so Reduce Transparency's wider blur counts.
  static func glassReach(_ appearance: GlassAppearance) -> Double {
    let p = appearance.parameters
    let reach =
      3 * max(0, p.blurRadius) + max(0, p.refractionDisplacement) + max(0, p.shadowRadius)
      + abs(p.shadowOffset)
    // Capped so that outset rectangles stay finite (an infinite outset gives NaN edges).
    return reach.isFinite ? min(reach, Self.reachLimit) : Self.reachLimit
  }

  /// Far beyond any canvas (4096 pt) times any scale, yet small enough that rectangles grown by it keep
  /// finite edges.
  static let reachLimit = 1e15
}
