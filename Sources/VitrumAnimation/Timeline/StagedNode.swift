import VitrumGeometry
import VitrumScene

/// The attributes of a node that transitions and cross-fades adjust, as the model (the document, or the
/// program before it added events) gives them.
struct NodeModel {
  var components: TransformComponents
  var opacity: Double
  var isHidden: Bool
  var glass: GlassMaterial?
  var shapeMorph: ShapeMorph?
  var glassContentClip: [NodeID]

  init(_ node: Node) {
    components = node.transformComponents
    opacity = node.opacity
    isHidden = node.isHidden
    glass = (node as? PaintedNode)?.glass
    shapeMorph = (node as? PaintedNode)?.shapeMorph
    glassContentClip = (node as? GroupNode)?.glassContentClip ?? []
  }

  /// Writes the model back.
  func restore(_ node: Node) {
    node.transformComponents = components
    node.opacity = opacity
    node.isHidden = isHidden
    node.ghosts = []
    if let painted = node as? PaintedNode {
      painted.glass = glass
      painted.shapeMorph = shapeMorph
    }
    (node as? GroupNode)?.glassContentClip = glassContentClip
  }
}

/// The presented attributes one seek gathers for a node before writing any, so that each attribute is
/// written once, through its setter, which does nothing when the value did not change: seeking twice to
/// the same time damages nothing the second time.
struct StagedNode {
  let node: Node
  var components: TransformComponents
  var opacity: Double
  var isHidden: Bool
  var glass: GlassMaterial?
  var shapeMorph: ShapeMorph?
  var glassContentClip: [NodeID]
  /// A shape node's outline, when a channel animates it (resolved against the glass when written).
  var outline: PresentedOutline?
  /// A container's spacing, when a channel animates it.
  var spacing: Double?
  /// The copies of the node fading out beneath it during Reduce Motion dissolves, oldest first.
  var ghosts: [PresentedGhost] = []
  /// Writes of attributes that transitions leave alone (fill, text, spacing, pressed…), in channel order.
  var writes: [(Node) -> Void] = []
  /// `components` after the channels and before transitions: the geometry transitions measure from.
  var baseComponents: TransformComponents

  init(_ node: Node, model: NodeModel) {
    self.node = node
    components = model.components
    opacity = model.opacity
    isHidden = model.isHidden
    glass = model.glass
    shapeMorph = model.shapeMorph
    glassContentClip = model.glassContentClip
    baseComponents = model.components
  }

  /// Writes every attribute to the node, each within its documented range (`PresentedRanges`: a spring
  /// may carry a value past either end).
  func write(morphs: PathMorphCache) {
    node.transformComponents = PresentedRanges.clamp(components)
    node.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    node.isHidden = isHidden
    node.ghosts = ghosts
    if let painted = node as? PaintedNode {
      painted.glass = glass.map(PresentedRanges.clamp)
      let (shape, morph) = presentedShape(morphs: morphs)
      if let shapeNode = painted as? ShapeNode, let shape { shapeNode.shape = shape }
      painted.shapeMorph = morph
    }
    (node as? GroupNode)?.glassContentClip = glassContentClip
    if let spacing {
      (node as? ContainerNode)?.spacing = PresentedRanges.clamp(spacing, to: PresentedRanges.spacing)
    }
    for write in writes { write(node) }
  }

  /// A shape node's outline as staged (nil when no channel animates it) and the morph its glass shows.
  func presentedShape(morphs: PathMorphCache) -> (shape: Shape?, morph: ShapeMorph?) {
    guard node is ShapeNode, let outline else { return (nil, shapeMorph) }
    var shape = outline.shape
    var morph = shapeMorph
    if let source = outline.morphSource, shapeMorph == nil {
      // Glass morphs through its distance field; paint alone through matched points.
      if glass.map({ $0.variant != .identity }) ?? false {
        morph = ShapeMorph(source: source, progress: outline.morphProgress)
      } else {
        shape = morphs.shape(from: source, to: outline.shape, fraction: outline.morphProgress)
      }
    }
    return (PresentedRanges.clamp(shape), morph)
  }

  /// The ghost of this staged node: its geometry, drawn with `opacity`.
  func ghost(ordinal: Int, opacity: Double, morphs: PathMorphCache) -> PresentedGhost {
    let (shape, morph) = presentedShape(morphs: morphs)
    return PresentedGhost(
      ordinal: ordinal, opacity: opacity, transformComponents: PresentedRanges.clamp(components),
      shape: shape, shapeMorph: shape != nil ? morph : nil,
      spacing: spacing.map { PresentedRanges.clamp($0, to: PresentedRanges.spacing) })
  }
}
