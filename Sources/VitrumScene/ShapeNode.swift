import VitrumGeometry

/// A shape with an optional fill, stroke and glass material.
///
/// When a shape carries glass, the glass is drawn first (refracting the content beneath), then the fill and
/// stroke on top of it — so a stroke can outline a glass button and a translucent fill can tint it.
public final class ShapeNode: Node {
  /// The outline in the node's coordinates.
  public var shape: Shape {
    didSet { if shape != oldValue { invalidate(.geometry) } }
  }
  public var fill: Fill? {
    didSet { if fill != oldValue { invalidate(.paint) } }
  }
  public var stroke: Stroke? {
    didSet { if stroke != oldValue { invalidate(.paint) } }
  }
  /// The glass material, if the shape is glass.
  public var glass: GlassMaterial? {
    didSet { if glass != oldValue { invalidate(.material) } }
  }
  /// Interaction state: an interactive glass shape shows its press highlight and grows slightly.
  public var isPressed: Bool = false {
    didSet { if isPressed != oldValue { invalidate(.environment) } }
  }
  /// Glass shapes with the same union id (and the same shape kind and variant) inside a container render as
  /// one shape however far apart they are.
  public var unionID: String? {
    didSet { if unionID != oldValue { invalidate(.container) } }
  }

  /// Creates a shape node.
  public init(
    id: NodeID? = nil, _ shape: Shape, fill: Fill? = nil, stroke: Stroke? = nil, glass: GlassMaterial? = nil
  ) {
    self.shape = shape
    self.fill = fill
    self.stroke = stroke
    self.glass = glass
    super.init(nodeID: id)
  }

  public override var kindName: String { "shape" }

  /// How much a pressed interactive glass shape grows about its centre.
  public static let pressedScale = 1.04

  /// Whether the node draws visible glass (identity glass draws nothing).
  public var hasVisibleGlass: Bool {
    guard let glass else { return false }
    return glass.variant != .identity
  }

  public override var localPaintBounds: Rect {
    var bounds = shape.bounds
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
