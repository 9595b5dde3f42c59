import VitrumGeometry
import VitrumScene

/// Applies the transitions in force at one seek to the staged attributes.
struct TransitionContext {
  let timeline: Timeline
  let compiled: CompiledTimeline
  var staged: [ObjectIdentifier: StagedNode]
  /// The time sought: attributes the timeline writes are read from their channels at this time, never from
  /// the nodes (which hold whatever an earlier seek presented).
  let time: Double

  mutating func apply(_ segment: PresenceSegment, of presence: PresenceChannel, at time: Double) {
    let appearance = segment.appearance.sample(at: time).value
    let shown = min(max(appearance, 0), 1)
    let node = presence.node
    guard !segment.treatments.isEmpty else {
      applyEffects(segment.effects, to: node, appearance: appearance)
      return
    }
    let treated = Set(segment.treatments.map { ObjectIdentifier($0.node) })
    let share = segment.contentFollowsTint ? GlassMaterial.contentShare(materializing: shown) : shown
    var subtree: [Node] = []
    Timeline.collect(node, into: &subtree)
    for member in subtree where !(member is GroupNode) && !treated.contains(ObjectIdentifier(member)) {
      staged[ObjectIdentifier(member)]?.opacity *= share
    }
    for treatment in segment.treatments { apply(treatment, shown: shown) }
    if shown < 1, node is GroupNode {
      staged[ObjectIdentifier(node)]?.glassContentClip = Self.boundingGlass(segment.treatments)
    }
  }

  /// The glass whose outline bounds a transitioning subtree's other content while it morphs or grows
  /// (`GroupNode.glassContentClip`): the subtree's own glass growing out of a neighbour or morphing by
  /// id, or the glass a leaving one hands itself to. Materializing glass keeps its outline: no bound.
  static func boundingGlass(_ treatments: [GlassTreatment]) -> [NodeID] {
    treatments.compactMap { treatment in
      switch treatment {
      case .matched(let node, _), .morph(let node, _): node.id
      case .vanish(_, let target): target.id
      case .materialize: nil
      }
    }
  }

  /// Applies one glass treatment at appearance `shown` (0…1). At 1 a morph is over: the node shows its
  /// own outline and material.
  mutating func apply(_ treatment: GlassTreatment, shown: Double) {
    switch treatment {
    case .matched, .morph:
      if shown >= 1 { return }
    default:
      break
    }
    switch treatment {
    case .matched(let node, let neighbour):
      grow(node, outOf: neighbour, shown: shown)
    case .materialize(let node):
      let key = ObjectIdentifier(node)
      let glass = staged[key]?.glass?.materialized(shown)
      staged[key]?.glass = glass
    case .morph(let node, let source):
      let key = ObjectIdentifier(node)
      let target = sceneTransform(of: node)
      guard let inverse = target.inverted else {
        staged[key]?.opacity *= shown
        return
      }
      let morph = ShapeMorph(
        source: outline(of: source), sourceTransform: sceneTransform(of: source).then(inverse),
        progress: shown)
      let from = timeline.models[ObjectIdentifier(source)]?.glass
      let glass = NodeProperty<GlassMaterial?>.blendGlass(from, staged[key]?.glass ?? nil, shown)
      staged[key]?.shapeMorph = morph
      staged[key]?.glass = glass
    case .vanish(let node, _):
      staged[ObjectIdentifier(node)]?.isHidden = true
    }
  }

  /// Matched geometry: the glass node grows from nothing at the point of its neighbour deepest towards it,
  /// scaling about the centre of its outline while that centre travels out to its place. Inside the
  /// container the smooth union melts the bud into the neighbour, so the shape seems drawn out of it (and
  /// pulled back in when leaving). Starting from a point deep inside the neighbour, the bud changes the
  /// union by at most k·h(1 − h) − (1 − h)·depth where it first touches the outline: under 1 pt for a
  /// 56 pt capsule and spacing 20 (k = 40, depth 28, h = 0.85).
  mutating func grow(_ node: PaintedNode, outOf neighbour: ShapeNode, shown: Double) {
    let key = ObjectIdentifier(node)
    guard var state = staged[key], let parent = timeline.modelParent(of: node),
      let inverse = sceneTransform(of: parent).inverted
    else { return }
    let centre = outlineBounds(of: node).center
    let onScene = sceneTransform(of: node).apply(centre)
    let home = sceneTransform(of: neighbour).apply(outline(of: neighbour).bounds)
    // The neighbour's spine: its bounds shrunk by half the shorter side (a capsule's centre line).
    let half = min(home.width, home.height) / 2
    let spine = home.insetBy(dx: half, dy: half)
    let start = Point(
      min(max(onScene.x, spine.minX), max(spine.minX, spine.maxX)),
      min(max(onScene.y, spine.minY), max(spine.minY, spine.maxY)))
    let s = shown
    var linear = state.components.transform
    linear.tx = 0
    linear.ty = 0
    let shift = linear.applyToVector(centre - state.components.anchor) * (1 - s)
    state.components.scaleX *= s
    state.components.scaleY *= s
    state.components.translation =
      state.components.translation + shift + inverse.applyToVector((start - onScene) * (1 - s))
    staged[key] = state
  }

  /// A painted node's outline bounds in its own coordinates (an animated outline's target).
  func outlineBounds(of node: PaintedNode) -> Rect {
    if let shape = node as? ShapeNode { return outline(of: shape).bounds }
    return node.outlineBounds
  }

  /// Opacity, scale and move on a node as a whole; `appearance` 1 leaves it as it is.
  mutating func applyEffects(_ effects: [Transition.Effect], to node: Node, appearance: Double) {
    let key = ObjectIdentifier(node)
    guard var state = staged[key] else { return }
    let absent = 1 - appearance
    let bounds = compiled.localBounds[key] ?? .null
    for effect in effects {
      switch effect {
      case .opacity:
        state.opacity *= min(max(appearance, 0), 1)
      case .scale(let factor):
        guard !bounds.isEmpty else { continue }
        // Scaling by s about the bounds' centre c is scaling about the anchor plus a translation of
        // (1 − s) · L(c − anchor), L the components' linear part, for a uniform s.
        let s = 1 + (factor - 1) * absent
        var linear = state.components.transform
        linear.tx = 0
        linear.ty = 0
        let shift = linear.applyToVector(bounds.center - state.components.anchor) * (1 - s)
        state.components.scaleX *= s
        state.components.scaleY *= s
        state.components.translation = state.components.translation + shift
      case .move(let edge):
        guard !bounds.isEmpty, let parent = timeline.modelParent(of: node) else { continue }
        let onScene = sceneTransform(of: node).apply(bounds)
        let canvas = timeline.scene.size
        let rightToLeft = layoutDirection(of: node) == .rightToLeft
        var delta = Point.zero
        switch edge {
        case .top: delta.y = -onScene.maxY
        case .bottom: delta.y = canvas.height - onScene.minY
        case .leading: delta.x = rightToLeft ? canvas.width - onScene.minX : -onScene.maxX
        case .trailing: delta.x = rightToLeft ? -onScene.maxX : canvas.width - onScene.minX
        }
        guard let inverse = sceneTransform(of: parent).inverted, delta.isFinite else { continue }
        state.components.translation = state.components.translation + inverse.applyToVector(delta) * absent
      }
    }
    staged[key] = state
  }

  /// A node's transform to the scene before transitions: staged channel values where the timeline presents
  /// the node, the node's own transform elsewhere.
  func sceneTransform(of node: Node) -> AffineMatrix {
    var transform = local(node)
    var parent = timeline.modelParent(of: node)
    while let group = parent {
      transform = transform.then(local(group))
      parent = timeline.modelParent(of: group)
    }
    return transform
  }

  func local(_ node: Node) -> AffineMatrix {
    staged[ObjectIdentifier(node)]?.baseComponents.localTransform ?? node.localTransform
  }

  /// A shape node's outline as staged (an animated outline's target), else its own.
  func outline(of node: ShapeNode) -> Shape {
    staged[ObjectIdentifier(node)]?.outline?.shape ?? node.shape
  }

  /// The layout direction a node sees: the scene's, overridden by its groups.
  func layoutDirection(of node: Node) -> LayoutDirection {
    var parent = timeline.modelParent(of: node)
    while let group = parent {
      if let direction = group.layoutDirection { return direction }
      parent = timeline.modelParent(of: group)
    }
    return timeline.scene.environment.layoutDirection
  }
}
