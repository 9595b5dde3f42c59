import VitrumGeometry

/// A node holding children, drawn in order (later children on top), with an optional clip and mask.
public class GroupNode: Node {
  /// The children in drawing order.
  public private(set) var children: [Node] = []

  /// A shape (in this group's coordinates) outside which nothing of the group is drawn.
  public var clip: Shape?
  /// Glass nodes whose outlines bound what the group's other content shows (labels, icons: its painted
  /// nodes without glass, and its images), as the glass is at each frame. Timelines write it while a
  /// transition morphs or grows the glass of a subtree coming or going, so that content belonging to
  /// the glass stays inside it; empty otherwise.
  public var glassContentClip: [NodeID] = []
  /// A subtree whose alpha masks the group: where the mask is transparent the group is invisible.
  /// The mask is drawn in this group's coordinates and is never drawn on its own.
  public var mask: Node? {
    didSet {
      if mask !== oldValue {
        oldValue?.parent = nil
        mask?.parent = self
      }
    }
  }
  /// Overrides the interface layer for this subtree.
  public var layer: InterfaceLayer?
  /// Overrides the layout direction for this subtree (e.g. a digit row pinned left-to-right).
  public var layoutDirection: LayoutDirection?
  /// Overrides the colour scheme for this subtree (a sheet showing light and dark side by side).
  public var colorScheme: ColorScheme?
  /// Overrides Reduce Transparency for this subtree.
  public var reduceTransparency: Bool?
  /// Overrides the environment's light for this subtree (a sheet showing two light directions side by side).
  public var light: SceneLight?
  /// Overrides Increase Contrast for this subtree.
  public var increaseContrast: Bool?
  /// Arranges the children in a row, a column or an overlay (nil: children stay where their transforms
  /// put them). Applied by `Scene.updateLayout()`.
  public var layout: StackLayout?
  /// The frame the last layout gave this stack, in its own coordinates: `(0, 0, width, height)`.
  public internal(set) var stackFrame: Rect?

  /// Creates an empty group (a stack when given a layout).
  public init(id: NodeID? = nil, layout: StackLayout? = nil) {
    self.layout = layout
    super.init(nodeID: id)
  }

  /// Creates a group with children from a builder (a stack when given a layout).
  public convenience init(
    id: NodeID? = nil, layout: StackLayout? = nil, @NodeBuilder _ content: () -> [Node]
  ) {
    self.init(id: id, layout: layout)
    for child in content() { add(child) }
  }

  public override var kindName: String { "group" }

  /// Adds a child on top of the others (or at `index`). A node already in another group moves here.
  public func add(_ child: Node, at index: Int? = nil) {
    precondition(child !== self, "a group cannot contain itself")
    child.parent?.remove(child)
    let position = min(max(index ?? children.count, 0), children.count)
    children.insert(child, at: position)
    child.parent = self
  }

  /// Adds several children on top.
  public func add(contentsOf nodes: [Node]) {
    for node in nodes { add(node) }
  }

  /// Removes a child.
  public func remove(_ child: Node) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    children.remove(at: index)
    child.parent = nil
  }

  /// Removes every child.
  public func removeAll() {
    for child in children { remove(child) }
  }

  public override var localPaintBounds: Rect {
    var bounds = Rect.null
    for child in children { bounds = bounds.union(child.worldPaintBounds(parentToScene: .identity)) }
    if let clip { bounds = bounds.intersection(clip.bounds) }
    if let mask { bounds = bounds.intersection(mask.worldPaintBounds(parentToScene: .identity)) }
    return bounds
  }
}
