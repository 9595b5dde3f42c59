import VitrumGeometry

// Fluent modifiers for building scenes in code: each sets a property and returns the node, so
// `ShapeNode(.capsule(r), glass: .regular).translated(x: 10, y: 0).withOpacity(0.8)` reads top to bottom.
extension Node {
  /// Adds a translation after the current transform.
  @discardableResult public func translated(x: Double, y: Double) -> Self {
    transform = transform.then(.translation(x, y))
    return self
  }

  /// Adds a rotation (radians, clockwise on screen) about `anchor`.
  @discardableResult public func rotated(by radians: Double, anchor: Point) -> Self {
    self.anchor = anchor
    transform = transform.then(.rotation(radians))
    return self
  }

  /// Adds a scale about `anchor`.
  @discardableResult public func scaled(_ sx: Double, _ sy: Double, anchor: Point) -> Self {
    self.anchor = anchor
    transform = transform.then(.scale(sx, sy))
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
