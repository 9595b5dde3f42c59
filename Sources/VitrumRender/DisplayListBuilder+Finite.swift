import VitrumGeometry
import VitrumScene

extension DisplayListBuilder {
  /// The first presented value of a node's subtree (masks included) that is not a finite number, as a
  /// warning naming the node and the attribute; nil when every value is finite.
  ///
  /// A value that is not a number cannot be drawn: a NaN frame or transform would leave the node out of the
  /// frame and a NaN blur would reach the pixel kernels. The renderer refuses a display list that carries
  /// this warning (`RenderError.nonFiniteValue`), so such a frame fails with the node's name instead of
  /// rendering wrong.
  static func nonFiniteValue(in node: EvaluatedNode) -> RenderWarning? {
    if let attribute = nonFiniteAttribute(of: node) {
      return RenderWarning(
        code: .nonFiniteValue, nodeID: node.id, message: "\(attribute) is not a finite number")
    }
    if let mask = node.mask, let found = nonFiniteValue(in: mask) { return found }
    for child in node.children {
      if let found = nonFiniteValue(in: child) { return found }
    }
    return nil
  }

  /// The name of a node's first attribute that is not finite.
  static func nonFiniteAttribute(of node: EvaluatedNode) -> String? {
    if !node.transformComponents.isFinite || !node.localTransform.isFinite { return "transform" }
    if !node.layoutOffset.isFinite { return "layout offset" }
    if !node.opacity.isFinite { return "opacity" }
    switch node.content {
    case .container(let spacing) where !spacing.isFinite: return "spacing"
    case .shape(let shape) where !shape.isFinite: return "shape (\(shape.kind))"
    case .text(let text)
    where !text.origin.isFinite || !text.font.size.isFinite || !(text.wrapWidth ?? 0).isFinite:
      return "text geometry"
    case .image(_, let frame) where !frame.isFinite: return "frame"
    default: break
    }
    if let clip = node.clip, !clip.isFinite { return "clip" }
    if let fill = node.fill, !isFinite(fill) { return "fill" }
    if let stroke = node.stroke, !stroke.width.isFinite || !isFinite(stroke.fill) { return "stroke" }
    if let glass = node.glass {
      if !glass.appearance.parameters.isFinite { return "glass parameters" }
      if let tint = glass.appearance.tint, !tint.isFinite { return "glass tint" }
    }
    return nil
  }

  static func isFinite(_ fill: Fill) -> Bool {
    switch fill {
    case .solid(let c): c.isFinite
    case .linearGradient(let start, let end, let stops):
      start.isFinite && end.isFinite && stops.allSatisfy { $0.offset.isFinite && $0.color.isFinite }
    case .radialGradient(let center, let radius, let stops):
      center.isFinite && radius.isFinite && stops.allSatisfy { $0.offset.isFinite && $0.color.isFinite }
    }
  }
}
