import VitrumGeometry

/// A copy of a node as it was presented before a Reduce Motion dissolve, drawn beneath the node while it
/// fades out: the node at its old geometry with opacity 1 − p while the node at its new geometry shows
/// with opacity p, so that the frame changes by a blend rather than dimming the element to nothing and
/// back (`MotionPolicy` in VitrumAnimation writes them; docs/format.md, *Reduce Motion*).
///
/// A ghost carries the geometry the node had (transform, outline, container spacing); everything else
/// (paint, glass, text, children) is the node's as presented now. Evaluation draws it as a copy of the
/// node's subtree with ids prefixed by `Node.ghostID(of:ordinal:)`, so that display lists, hit tests and
/// listings tell it from the node; it takes the node's place in containers and unions.
public struct PresentedGhost: Hashable, Sendable {
  /// Which of the node's dissolves the ghost belongs to, counted from 1 over its timeline; stable while the
  /// dissolve lasts, so that consecutive frames draw the same ghost under the same id.
  public var ordinal: Int
  /// The opacity the copy is drawn with (the node's own opacity times its share of the blend).
  public var opacity: Double
  /// The node's transform as it was.
  public var transformComponents: TransformComponents
  /// A shape node's outline as it was; nil for other nodes.
  public var shape: Shape?
  /// A glass outline's morph as it was (a shape node with glass only).
  public var shapeMorph: ShapeMorph?
  /// A container's spacing as it was; nil for other nodes.
  public var spacing: Double?

  /// Creates a ghost.
  public init(
    ordinal: Int, opacity: Double, transformComponents: TransformComponents, shape: Shape? = nil,
    shapeMorph: ShapeMorph? = nil, spacing: Double? = nil
  ) {
    self.ordinal = ordinal
    self.opacity = opacity
    self.transformComponents = transformComponents
    self.shape = shape
    self.shapeMorph = shapeMorph
    self.spacing = spacing
  }
}

extension Node {
  /// The id the copy of a node's ghost has in the evaluated scene (its descendants: this id, a slash, and
  /// theirs): `card~ghost2` for the second dissolve of `card`.
  public static func ghostID(of id: NodeID, ordinal: Int) -> NodeID {
    NodeID("\(id.rawValue)~ghost\(ordinal)")
  }
}
