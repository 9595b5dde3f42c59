import VitrumGeometry

/// A retained scene: a canvas size, a background, an environment and a tree of nodes.
///
/// Mutate nodes in place between frames; `collectDamage()` reports what must be redrawn.
public final class Scene {
  /// The canvas size in points.
  public var size: Size {
    didSet { if size != oldValue { fullDamagePending = true } }
  }
  /// Painted under everything; nil leaves the canvas transparent.
  public var background: Fill? {
    didSet { if background != oldValue { fullDamagePending = true } }
  }
  /// The settings every node sees unless a group overrides them.
  public var environment: SceneEnvironment {
    didSet { if environment != oldValue { fullDamagePending = true } }
  }
  /// The top of the node tree.
  public let root: GroupNode
  /// Measures text for layout and bounds. An `EstimatedTextMeasurer` until a renderer, or the program,
  /// sets one that knows the fonts (`CairoRenderer` offers its text shaper to a scene that has only the
  /// estimate). Setting another measures every text again and repaints everything.
  public var textMeasurer: any TextMeasuring = EstimatedTextMeasurer() {
    didSet {
      if textMeasurer !== oldValue {
        forEachNode { ($0 as? TextNode)?.measurement = nil }
        fullDamagePending = true
      }
    }
  }

  /// The inks decided for this frame's adaptive foregrounds (`Fill.adaptive`), by the id a node has in
  /// the evaluated scene (a reflection's copy has its own). Written by an ink schedule that decides them
  /// over time (`InkSchedule` in VitrumPlayback); a node without an entry has its ink decided where it is
  /// drawn, from the pixels beneath it. Renderers compare display lists, so a change repaints the nodes
  /// whose ink changed without damage of its own.
  public var inkDecisions: [NodeID: InkDecision] = [:]

  /// Set by changes that repaint everything (canvas, background, environment) and on creation.
  var fullDamagePending = true

  /// Creates a scene.
  public init(
    size: Size, background: Fill? = nil, environment: SceneEnvironment = SceneEnvironment(),
    root: GroupNode = GroupNode()
  ) {
    self.size = size
    self.background = background
    self.environment = environment
    self.root = root
  }

  /// Creates a scene whose root holds the nodes of a builder block.
  public convenience init(
    size: Size, background: Fill? = nil, environment: SceneEnvironment = SceneEnvironment(),
    @NodeBuilder _ content: () -> [Node]
  ) {
    self.init(size: size, background: background, environment: environment)
    root.add(contentsOf: content())
  }

  /// The canvas rectangle in points.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The first node with an id, depth-first in drawing order.
  public func node(withID id: NodeID) -> Node? {
    var found: Node?
    forEachNode { node in
      if found == nil && node.id == id { found = node }
    }
    return found
  }

  /// Visits every node (masks included, right after their group) depth-first in drawing order.
  public func forEachNode(_ body: (Node) -> Void) {
    func visit(_ node: Node) {
      body(node)
      if let group = node as? GroupNode {
        if let mask = group.mask { visit(mask) }
        for child in group.children { visit(child) }
      }
    }
    visit(root)
  }
}
