import VitrumGeometry

/// A group whose glass members — glass shapes and text at any depth below it, up to a nested container —
/// are rendered together: one capture of the content beneath and one blur per connected group of members,
/// with members melting into one another by the spacing rule.
///
/// The spacing rule: members' signed distances are joined by a polynomial smooth minimum of radius
/// k = 2 × `spacing`, folded in document order. Two members whose gap is below `spacing` are joined by a
/// bridge of glass; members at least 2 × `spacing` apart keep their exact outlines; `spacing` 0 batches
/// without merging (the image equals per-node rendering). Containers matter only in the renderer's
/// `container` mode; in `per-node` mode a container draws like a plain group.
public final class ContainerNode: GroupNode {
  /// The distance (points) at which members begin to melt together.
  public var spacing: Double

  /// Creates an empty container.
  public init(id: NodeID? = nil, spacing: Double = 0) {
    self.spacing = spacing
    super.init(id: id)
  }

  /// Creates a container with children from a builder.
  public convenience init(id: NodeID? = nil, spacing: Double = 0, @NodeBuilder _ content: () -> [Node]) {
    self.init(id: id, spacing: spacing)
    for child in content() { add(child) }
  }

  public override var kindName: String { "container" }

  /// The glass members in document order: painted nodes with visible glass below this container, not
  /// descending into nested containers (their members are theirs) or masks (glass in masks is not drawn).
  public var members: [PaintedNode] {
    var result: [PaintedNode] = []
    func visit(_ node: Node) {
      if node.isHidden || node.opacity <= 0 { return }
      if let painted = node as? PaintedNode, painted.hasVisibleGlass { result.append(painted) }
      if let group = node as? GroupNode, !(group is ContainerNode) {
        for child in group.children { visit(child) }
      }
    }
    for child in children { visit(child) }
    return result
  }
}

extension Node {
  /// The nearest container above this node, whose member it is when it carries glass.
  public var enclosingContainer: ContainerNode? {
    var parent = self.parent
    while let group = parent {
      if let container = group as? ContainerNode { return container }
      parent = group.parent
    }
    return nil
  }
}
