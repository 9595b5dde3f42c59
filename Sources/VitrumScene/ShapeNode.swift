import VitrumGeometry

/// A node that paints an outline: an optional fill, stroke and glass material, and the interaction and
/// union state glass needs. `ShapeNode` and `TextNode` are the two kinds of outline.
///
/// When a node carries glass, the glass is drawn first (refracting the content beneath), then the fill and
/// stroke on top of it — so a stroke can outline a glass button and a translucent fill can tint it.
public class PaintedNode: Node {
  public var fill: Fill?
  public var stroke: Stroke?
  /// The glass material, if the node is glass.
  public var glass: GlassMaterial?
  /// Interaction state: an interactive glass node glows from its press point and grows slightly.
  public var isPressed: Bool = false
  /// Where the node is pressed, in its own coordinates (those of its outline): interactive glass lights
  /// from there. Nil means the centre of the outline's bounds. A change shows only while pressed or while
  /// the glow fades.
  public var pressLocation: Point?
  /// The feedback illumination of interactive glass as a timeline presents it: how far the glow has
  /// spread from `pressLocation` and how bright it is. Nil (the model of every node) lets `isPressed`
  /// decide: fully spread while pressed, nothing otherwise. `Timeline.press` spreads it over
  /// `PressIllumination.spreadDuration` and `Timeline.release` fades it.
  public var pressIllumination: PressIllumination?
  /// Glass nodes with the same union id (and the same shape kind and variant) inside a container render as
  /// one shape however far apart they are.
  public var unionID: String?
  /// The glass identity for morphs: when a glass node leaves a container as another with the same glass id
  /// arrives, the motion layer morphs the one into the other (`glassEffectID`). It changes no pixels.
  public var glassID: String?
  /// A morph in progress from another outline, drawn by the glass (see `ShapeMorph`); nil when none runs.
  public var shapeMorph: ShapeMorph?

  init(id: NodeID?, fill: Fill?, stroke: Stroke?, glass: GlassMaterial?) {
    self.fill = fill
    self.stroke = stroke
    self.glass = glass
    super.init(nodeID: id)
  }

  /// How much a pressed interactive glass node grows about its centre.
  public static let pressedScale = 1.04

  /// Whether the node draws visible glass (identity glass draws nothing).
  public var hasVisibleGlass: Bool {
    guard let glass else { return false }
    return glass.variant != .identity
  }

  /// The bounds of the outline alone, in the node's coordinates. Subclasses override.
  public var outlineBounds: Rect { .null }

  public override var localPaintBounds: Rect {
    var bounds = outlineBounds
    if let morph = shapeMorph, hasVisibleGlass { bounds = bounds.union(morph.sourceBounds) }
    if let stroke { bounds = bounds.outset(by: stroke.outset) }
    if let glass, glass.variant != .identity {
      let p = glass.parameters
      let shadow = bounds.outset(by: p.shadowRadius).offsetBy(Point(0, p.shadowOffset))
      bounds = bounds.union(shadow)
      if glass.isInteractive && isPressed {
        bounds = bounds.outset(by: max(bounds.width, bounds.height) * (Self.pressedScale - 1))
      }
    }
    return bounds
  }
}

/// A shape — rectangle, rounded rectangle, capsule, circle, ellipse or path — with paint and glass.
public final class ShapeNode: PaintedNode {
  /// The outline in the node's coordinates.
  public var shape: Shape

  /// Creates a shape node.
  public init(
    id: NodeID? = nil, _ shape: Shape, fill: Fill? = nil, stroke: Stroke? = nil, glass: GlassMaterial? = nil
  ) {
    self.shape = shape
    super.init(id: id, fill: fill, stroke: stroke, glass: glass)
  }

  public override var kindName: String { "shape" }

  public override var outlineBounds: Rect { shape.bounds }
}
