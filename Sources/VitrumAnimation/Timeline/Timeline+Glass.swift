import VitrumGeometry
import VitrumScene

/// Glass morphs by id, found once per compile: for each insert, the glass nodes that morph from a node
/// with the same glass id leaving at the same moment from the same container, and those nodes (which
/// vanish into the morph). Keyed by the event's sequence number.
typealias GlassPairs = [Int: [GlassTreatment]]

extension Timeline {
  /// The morphs by glass id among events at the same time. Under Reduce Motion they are still found
  /// here, and the compile step turns them into cross-fades (recording why).
  func glassPairs(policy: MotionPolicy) -> GlassPairs {
    var result: GlassPairs = [:]
    let events = presences.flatMap { presence in presence.events.map { (presence, $0) } }
    for (incoming, arrival) in events where arrival.inserting {
      for (outgoing, departure) in events
      where !departure.inserting && departure.time == arrival.time && outgoing !== incoming {
        for target in Self.glassNodes(in: incoming.node) {
          guard let id = target.glassID else { continue }
          for case let source as ShapeNode in Self.glassNodes(in: outgoing.node)
          where source.glassID == id && source.enclosingContainer === target.enclosingContainer
            && target.enclosingContainer != nil
          {
            result[arrival.sequence, default: []].append(.morph(target, from: source))
            result[departure.sequence, default: []].append(.vanish(source, into: target))
          }
        }
      }
    }
    return result
  }

  /// The treatment of each glass node of an entering or leaving subtree.
  func glassTreatments(_ root: Node, event: PresenceEvent, pairs: GlassPairs) -> [GlassTreatment] {
    var result = pairs[event.sequence] ?? []
    let paired = Set(result.map { ObjectIdentifier($0.node) })
    for node in Self.glassNodes(in: root) where !paired.contains(ObjectIdentifier(node)) {
      switch event.transition.glass {
      case .matchedGeometry:
        if let neighbour = neighbour(of: node, leaving: root, at: event.time) {
          result.append(.matched(node, neighbour: neighbour))
        }
      case .materialize:
        result.append(.materialize(node))
      case .identity:
        break
      }
    }
    return result
  }

  /// Painted nodes with visible glass in a subtree (masks left out: glass in a mask is not drawn).
  static func glassNodes(in root: Node) -> [PaintedNode] {
    var list: [Node] = []
    collect(root, into: &list)
    return list.compactMap { node in
      guard let painted = node as? PaintedNode, painted.hasVisibleGlass else { return nil }
      return painted
    }
  }

  /// The member of the node's container that a matched-geometry transition grows it out of: the nearest
  /// glass shape whose bounds lie within the spacing of the node's, among those present at `time` and
  /// outside the subtree that comes or goes; nil when the container does not merge or none is near enough.
  /// Bounds are compared in scene coordinates at `time`, with the attributes' animations applied.
  func neighbour(of node: PaintedNode, leaving root: Node, at time: Double) -> ShapeNode? {
    guard let container = node.enclosingContainer, container.spacing > 0 else { return nil }
    let containerScale = sceneTransform(of: container, at: time).meanScale
    let reach = container.spacing * containerScale
    let own = sceneTransform(of: node, at: time).apply(node.outlineBounds)
    var best: (node: ShapeNode, gap: Double)?
    func visit(_ candidate: Node) {
      if candidate === root || candidate.isHidden || candidate.opacity <= 0 { return }
      if let index = presenceIndex[ObjectIdentifier(candidate)], !presences[index].isPresentByEvents(at: time)
      {
        return
      }
      if let shape = candidate as? ShapeNode, shape.hasVisibleGlass {
        let bounds = sceneTransform(of: shape, at: time).apply(shape.outlineBounds)
        let gap = Self.gap(own, bounds)
        if gap < reach, gap < (best?.gap ?? .infinity) { best = (shape, gap) }
      }
      if let group = candidate as? GroupNode, !(group is ContainerNode) {
        for child in group.children { visit(child) }
      }
    }
    for child in container.children { visit(child) }
    return best?.node
  }

  /// The distance between two rectangles (0 when they touch or overlap).
  static func gap(_ a: Rect, _ b: Rect) -> Double {
    let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX))
    let dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The transform attributes whose channels move a node.
  static let transformAttributes = ["translate", "scaleX", "scaleY", "rotate", "anchor"]

  /// A node's transform components at `time`: the model with its transform channels applied.
  func components(of node: Node, at time: Double) -> TransformComponents {
    var staged = StagedNode(node, model: models[ObjectIdentifier(node)] ?? NodeModel(node))
    for attribute in Self.transformAttributes {
      if let index = channelIndex[ChannelKey(node: ObjectIdentifier(node), attribute: attribute)] {
        channels[index].stage(at: time, into: &staged)
      }
    }
    return staged.components
  }

  /// A node's transform to the scene at `time`, through its model ancestors.
  func sceneTransform(of node: Node, at time: Double) -> AffineMatrix {
    var transform = components(of: node, at: time).localTransform
    var parent = modelParent(of: node)
    while let group = parent {
      transform = transform.then(components(of: group, at: time).localTransform)
      parent = modelParent(of: group)
    }
    return transform
  }

  /// The group a node belongs to in the model: its parent, or its home while it is absent.
  func modelParent(of node: Node) -> GroupNode? {
    if let parent = node.parent { return parent }
    guard let index = presenceIndex[ObjectIdentifier(node)] else { return nil }
    return presences[index].home
  }
}
