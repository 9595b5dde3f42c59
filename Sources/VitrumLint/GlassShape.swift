import VitrumGeometry
import VitrumRender
import VitrumScene

/// One glass shape as drawn at the sampled time: its node, the renderer's item (outline, device transform,
/// resolved look) and where it sits in the scene's structure.
struct GlassShape {
  let node: PaintedNode
  let item: GlassItem
  /// The item's command in the per-node display list: the content drawn before it is what it refracts.
  let commandIndex: Int
  /// The nearest container above the node, whose spacing rule it follows.
  let container: ContainerNode?
  /// The interface layer the node is in, and the group that set it (nil: the scene's environment).
  let layer: InterfaceLayer
  let layerSource: GroupNode?

  /// The outline in scene points.
  func outline(scale: Double) -> Path {
    item.shape.path.applying(item.transform.then(.scale(1 / scale, 1 / scale)))
  }

  /// Whether the two shapes are drawn as one: members of the same merging container (spacing above 0) melt
  /// into one shape, and members of one union in a container are one shape however far apart.
  func isDrawnTogether(with other: GlassShape) -> Bool {
    guard let container, container === other.container else { return false }
    if container.spacing > 0 { return true }
    if let union = item.unionID, union == other.item.unionID { return true }
    return false
  }

}

extension LintContext {
  /// The glass shapes of the per-node display list, in drawing order. Glass in masks, identity glass and
  /// hidden nodes are not drawn and not listed.
  func makeGlassShapes() -> [GlassShape] {
    var nodes: [NodeID: PaintedNode] = [:]
    scene.forEachNode { node in
      // Ids are unique in scene files; a scene built in code with a repeated id is measured through the
      // first node that carries it.
      if let painted = node as? PaintedNode, nodes[painted.id] == nil { nodes[painted.id] = painted }
    }
    var shapes: [GlassShape] = []
    for (index, command) in perNodeList.commands.enumerated() {
      guard case .glass(let item) = command, let node = nodes[item.nodeID] else { continue }
      let (layer, source) = self.layer(of: node)
      shapes.append(
        GlassShape(
          node: node, item: item, commandIndex: index, container: node.enclosingContainer,
          layer: layer,
          layerSource: source))
    }
    return shapes
  }

  /// The interface layer `node` is in: the nearest group above it that sets one, else the scene's.
  func layer(of node: Node) -> (InterfaceLayer, GroupNode?) {
    var parent = node.parent
    while let group = parent {
      if let layer = group.layer { return (layer, group) }
      parent = group.parent
    }
    return (scene.environment.layer, nil)
  }
}
