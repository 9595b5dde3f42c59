import VitrumGeometry

/// One node as a frame presents it: every attribute resolved (the environment with its group overrides,
/// glass looks against that environment, interaction state), ready to be translated into drawing without
/// further decisions. Built by `Scene.evaluate()`; immutable.
public final class EvaluatedNode: Sendable {
  /// What a node draws.
  public enum Content: Hashable, Sendable {
    /// A group: its children (and mask) draw.
    case group
    /// A glass container with its spacing (points).
    case container(spacing: Double)
    /// A shape outline.
    case shape(Shape)
    /// A line of text.
    case text(TextContent)
    /// A PNG image stretched over a frame.
    case image(path: String, frame: Rect)
    /// A node of a kind with nothing to draw.
    case empty
  }

  /// The node's id.
  public let id: NodeID
  /// The node's kind name ("group", "shape", …).
  public let kindName: String
  /// What it draws.
  public let content: Content
  /// The transform into the parent's coordinates, as components.
  public let transformComponents: TransformComponents
  /// The components composed about the anchor, then the layout offset (for a reflection: its mirror,
  /// then its own transform).
  public let localTransform: AffineMatrix
  /// Where a stack placed the node (zero outside stacks).
  public let layoutOffset: Point
  /// Opacity, 0…1.
  public let opacity: Double
  /// Whether the node and its subtree are left out of drawing.
  public let isHidden: Bool
  /// Decorative content hidden from accessibility (still drawn).
  public let isAccessibilityHidden: Bool
  /// The environment the node sees (its own group overrides included).
  public let environment: SceneEnvironment
  /// Interior paint, if any (shapes and text).
  public let fill: Fill?
  /// Outline paint, if any (shapes and text).
  public let stroke: Stroke?
  /// The glass, if any (shapes and text).
  public let glass: PresentedGlass?
  /// A group's clip shape.
  public let clip: Shape?
  /// A group's mask subtree.
  public let mask: EvaluatedNode?
  /// The glass nodes whose outlines bound a group's other content (`GroupNode.glassContentClip`).
  public let glassContentClip: [NodeID]
  /// A group's children in drawing order.
  public let children: [EvaluatedNode]
  /// For the copy of a node fading out at its old geometry during a Reduce Motion dissolve
  /// (`PresentedGhost`), the id of the node it is a ghost of; nil for every other node.
  public let ghostOf: NodeID?

  /// Creates an evaluated node.
  public init(
    id: NodeID, kindName: String, content: Content, transformComponents: TransformComponents,
    localTransform: AffineMatrix, opacity: Double, isHidden: Bool, isAccessibilityHidden: Bool,
    environment: SceneEnvironment, fill: Fill? = nil, stroke: Stroke? = nil, glass: PresentedGlass? = nil,
    clip: Shape? = nil, mask: EvaluatedNode? = nil, children: [EvaluatedNode] = [],
    layoutOffset: Point = .zero, glassContentClip: [NodeID] = [], ghostOf: NodeID? = nil
  ) {
    self.ghostOf = ghostOf
    self.glassContentClip = glassContentClip
    self.layoutOffset = layoutOffset
    self.id = id
    self.kindName = kindName
    self.content = content
    self.transformComponents = transformComponents
    self.localTransform = localTransform
    self.opacity = opacity
    self.isHidden = isHidden
    self.isAccessibilityHidden = isAccessibilityHidden
    self.environment = environment
    self.fill = fill
    self.stroke = stroke
    self.glass = glass
    self.clip = clip
    self.mask = mask
    self.children = children
  }

  /// Whether the node is drawn at all.
  public var isVisible: Bool { !isHidden && opacity > 0 }

  /// Whether the node draws visible glass (identity glass draws nothing).
  public var hasVisibleGlass: Bool { glass.map { $0.material.variant != .identity } ?? false }

  /// Whether the node is a group (a container included).
  public var isGroup: Bool {
    switch content {
    case .group, .container: true
    default: false
    }
  }

  /// The container's spacing, or nil when the node is not a container.
  public var containerSpacing: Double? {
    if case .container(let spacing) = content { return spacing }
    return nil
  }
}
