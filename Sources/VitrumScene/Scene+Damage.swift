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
  /// bounds. Glass amplifies damage: a glass shape whose sampling reach (its bounds grown by the blur's
  /// reach) meets damage is damaged as a whole, because it refracts what changed.
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

  private func collect(_ node: Node, parentToScene: AffineTransform, into rects: inout [Rect]) {
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

  private func markClean(_ node: Node, parentToScene: AffineTransform) {
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

  /// Bounds of glass shapes whose sampling reach meets the damage. One pass is enough: glass never samples
  /// glass, so damage added here cannot dirty other glass.
  private func glassAmplification(of rects: [Rect]) -> [Rect] {
    var extra: [Rect] = []
    func visit(_ node: Node, _ parentToScene: AffineTransform) {
      if node.isHidden { return }
      let toScene = node.localTransform.then(parentToScene)
      if let shape = node as? ShapeNode, let glass = shape.glass, glass.variant != .identity {
        let bounds = toScene.apply(shape.localPaintBounds)
        // 3σ holds 99.7 % of a Gaussian blur's weight: content farther away cannot change the glass.
        let reach = bounds.outset(by: 3 * glass.parameters.blurRadius * toScene.meanScale)
        if rects.contains(where: { $0.intersects(reach) }) && !rects.contains(bounds) {
          let clipped = bounds.intersection(self.bounds)
          if !clipped.isEmpty { extra.append(clipped) }
        }
      }
      if let group = node as? GroupNode {
        for child in group.children { visit(child, toScene) }
      }
    }
    visit(root, .identity)
    return extra
  }
}
