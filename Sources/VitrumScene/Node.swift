import VitrumGeometry

/// The base of every scene node: an identity, a place in the tree, a transform, opacity and visibility.
/// What a frame must redraw after nodes change is decided by the renderer alone, which compares what it
/// draws (docs/embedding.md, *What a frame redraws*); a node records no damage of its own.
///
/// Nodes are reference types held by one scene at a time and used from one thread at a time.
public class Node: CustomStringConvertible {
  /// The node's identity, stable for its lifetime.
  public let id: NodeID
  /// The group holding this node, if any.
  public internal(set) weak var parent: GroupNode?

  /// The node's transform as parts (matrix, scale, rotation, translation, anchor), which animations set
  /// one at a time.
  public var transformComponents: TransformComponents = .identity {
    didSet {
      if transformComponents != oldValue { localTransform = Self.compose(transformComponents, layoutOffset) }
    }
  }

  /// The transform from this node's coordinates to its parent's, applied about `anchor`: the composed
  /// components (see `TransformComponents.transform`).
  ///
  /// Setting it stores the matrix whole, as the components' escape hatch, and resets scale, rotation and
  /// translation; setting the transform the node already has does nothing (the parts stay as they are).
  public var transform: AffineMatrix {
    get { transformComponents.transform }
    set {
      guard newValue != transformComponents.transform else { return }
      transformComponents = TransformComponents(matrix: newValue, anchor: transformComponents.anchor)
    }
  }

  /// The displacement applied after scale and rotation, in the parent's coordinates.
  public var translation: Point {
    get { transformComponents.translation }
    set { transformComponents.translation = newValue }
  }

  /// The horizontal scale factor, about `anchor`.
  public var scaleX: Double {
    get { transformComponents.scaleX }
    set { transformComponents.scaleX = newValue }
  }

  /// The vertical scale factor, about `anchor`.
  public var scaleY: Double {
    get { transformComponents.scaleY }
    set { transformComponents.scaleY = newValue }
  }

  /// The rotation about `anchor` in degrees, clockwise on screen.
  public var rotation: Double {
    get { transformComponents.rotation }
    set { transformComponents.rotation = newValue }
  }

  /// The point (in this node's coordinates) that the transform keeps fixed: scale and rotate about it.
  public var anchor: Point {
    get { transformComponents.anchor }
    set { transformComponents.anchor = newValue }
  }

  /// Where the enclosing stack placed the node (`StackLayout`): a translation applied after the node's own
  /// transform, as SwiftUI's layout places a view before its effects. Zero outside stacks. Written by
  /// `Scene.updateLayout()`, never by authors.
  public internal(set) var layoutOffset: Point = .zero {
    didSet {
      if layoutOffset != oldValue { localTransform = Self.compose(transformComponents, layoutOffset) }
    }
  }

  /// The effective transform into the parent's coordinates: `transform` applied about `anchor`, then the
  /// layout offset.
  ///
  /// Kept up to date by the component setters, so reading it (once per node per frame in evaluation,
  /// and once per ancestor in `sceneTransform`) costs no trigonometry.
  public private(set) var localTransform: AffineMatrix = .identity

  static func compose(_ components: TransformComponents, _ offset: Point) -> AffineMatrix {
    let own = components.localTransform
    return offset == .zero ? own : own.then(.translation(offset.x, offset.y))
  }

  /// Opacity, 0…1, multiplied into everything the node draws.
  public var opacity: Double = 1
  /// Whether the node and its subtree are left out of rendering.
  public var isHidden: Bool = false
  /// Decorative content hidden from accessibility (a reflection, for example). It is still drawn.
  public var isAccessibilityHidden: Bool = false
  /// Copies of the node at the geometry it had before a Reduce Motion dissolve, fading out beneath it
  /// (oldest first). Timelines write them; empty otherwise.
  public var ghosts: [PresentedGhost] = []

  init(nodeID: NodeID?) {
    self.id = nodeID ?? .generate()
  }

  /// The bounds of everything this node paints, in its own coordinates (strokes, glass shadows and
  /// descendants included). Subclasses override.
  public var localPaintBounds: Rect { .null }

  /// The scene-space bounds of what the node paints, given its parent's transform to the scene.
  func worldPaintBounds(parentToScene: AffineMatrix) -> Rect {
    if isHidden || opacity <= 0 { return .null }
    return localTransform.then(parentToScene).apply(localPaintBounds)
  }

  /// The transform from this node's coordinates to the scene's.
  public var sceneTransform: AffineMatrix {
    var t = localTransform
    var p = parent
    while let node = p {
      t = t.then(node.localTransform)
      p = node.parent
    }
    return t
  }

  /// A short name of the node's class for descriptions ("group", "shape", …).
  public var kindName: String { "node" }

  public var description: String { "\(kindName) \(id)" }
}

extension Node: Hashable {
  public static func == (a: Node, b: Node) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
