import VitrumGeometry

/// A retained scene: a canvas size, a background, an environment and a tree of nodes.
///
/// Mutate nodes in place between frames; a renderer's `renderNext` redraws what changed, found by
/// comparing what it draws (docs/embedding.md, *What a frame redraws*).
public final class Scene {
  /// The canvas size in points.
  public var size: Size
  /// Painted under everything; nil leaves the canvas transparent.
  public var background: Fill?
  /// The settings every node sees unless a group overrides them.
  public var environment: SceneEnvironment
  /// The top of the node tree.
  public let root: GroupNode
  /// Measures text for layout and bounds: stacks place text by it. An `EstimatedTextMeasurer` unless the
  /// program gives one that knows the fonts — `CairoRenderer.textMeasurer`, or `TextMeasurers.shaping()`
  /// — so that layout uses the fonts frames are drawn with; no renderer sets it. Setting another
  /// measures every text again.
  public var textMeasurer: any TextMeasuring {
    didSet {
      if textMeasurer !== oldValue { forEachNode { ($0 as? TextNode)?.measurement = nil } }
    }
  }

  /// The inks decided for this frame's adaptive foregrounds (`Fill.adaptive`), by the id a node has in
  /// the evaluated scene (a reflection's copy has its own). Written by an ink schedule that decides them
  /// over time (`InkSchedule` in VitrumPlayback); a node without an entry has its ink decided where it is
  /// drawn, from the pixels beneath it. Renderers compare display lists, so a change repaints the nodes
  /// whose ink changed without damage of its own.
  public var inkDecisions: [NodeID: InkDecision] = [:]

  /// Creates a scene.
  public init(
    size: Size, background: Fill? = nil, environment: SceneEnvironment = SceneEnvironment(),
    textMeasurer: any TextMeasuring = EstimatedTextMeasurer(), root: GroupNode = GroupNode()
  ) {
    self.size = size
    self.background = background
    self.environment = environment
    self.textMeasurer = textMeasurer
    self.root = root
  }

  /// Creates a scene whose root holds the nodes of a builder block.
  public convenience init(
    size: Size, background: Fill? = nil, environment: SceneEnvironment = SceneEnvironment(),
    textMeasurer: any TextMeasuring = EstimatedTextMeasurer(), @NodeBuilder _ content: () -> [Node]
  ) {
    self.init(size: size, background: background, environment: environment, textMeasurer: textMeasurer)
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
