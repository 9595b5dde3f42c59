/// `glass-in-content-layer`: glass placed in a subtree its author tagged as content.
///
/// HIG: Liquid Glass belongs to the functional layer — controls, navigation, transient overlays — that
/// floats above the content; documents, lists and photos are never glass. The layer is read from the
/// scene (`layer` on a group, or the environment's), not guessed from shapes: an untagged scene counts as
/// functional.
public struct GlassInContentLayerRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "glass-in-content-layer", severity: .error,
    summary:
      "glass in the content layer: glass belongs to the functional layer (controls, navigation, overlays)")

  public init() {}

  public func check(_ context: LintContext) -> [LintIssue] {
    context.glassShapes.filter { $0.layer == .content }.map { shape in
      let source =
        shape.layerSource.map { "`layer: content` on \(context.label(of: $0))" } ?? "the scene's environment"
      return LintIssue(
        node: shape.node, field: "glass",
        message: "\(context.label(of: shape.node)) is glass in the content layer (set by \(source)): glass "
          + "belongs to the functional layer that floats above content, never to the content itself",
        fix: "move it into a functional-layer group (controls, navigation, overlays), or draw the content "
          + "without glass",
        outlines: [shape.outline(scale: context.scale)])
    }
  }
}
