import VitrumGeometry

// Fluent modifiers for building scenes in code: each sets a property and returns the node, so
// `ShapeNode(.capsule(r), glass: .regular).translated(x: 10, y: 0).withOpacity(0.8)` reads top to bottom.
//
// The transform modifiers edit the transform components, so their order does not matter: scale and
// rotation act about the anchor, and the translation applies after them (`TransformComponents`).
extension Node {
  /// Adds to the translation (applied after scale and rotation, in the parent's coordinates).
  @discardableResult public func translated(x: Double, y: Double) -> Self {
    translation = translation + Point(x, y)
    return self
  }

  /// Sets the anchor and adds `radians` (clockwise on screen) to the rotation, which is kept in degrees.
  @discardableResult public func rotated(by radians: Double, anchor: Point) -> Self {
    self.anchor = anchor
    rotation += radians * 180 / .pi
    return self
  }

  /// Sets the anchor and multiplies the scale factors.
  @discardableResult public func scaled(_ sx: Double, _ sy: Double, anchor: Point) -> Self {
    self.anchor = anchor
    scaleX *= sx
    scaleY *= sy
    return self
  }

  /// Sets the opacity.
  @discardableResult public func withOpacity(_ value: Double) -> Self {
    opacity = value
    return self
  }

  /// Hides the node from accessibility (it is still drawn).
  @discardableResult public func accessibilityHidden(_ hidden: Bool = true) -> Self {
    isAccessibilityHidden = hidden
    return self
  }
}

extension GroupNode {
  /// Sets the clip shape.
  @discardableResult public func clipped(to shape: Shape) -> Self {
    clip = shape
    return self
  }

  /// Sets the mask subtree.
  @discardableResult public func masked(by node: Node) -> Self {
    mask = node
    return self
  }

  /// Sets the interface layer of the subtree.
  @discardableResult public func inLayer(_ layer: InterfaceLayer) -> Self {
    self.layer = layer
    return self
  }
}
