/// `union-outside-container`: a union id on glass that is in no container.
///
/// Unions are drawn by containers: outside one, the id has no effect and the shapes render apart.
public struct UnionOutsideContainerRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "union-outside-container", severity: .warning,
    summary: "a union id on glass outside any container: only containers draw unions")

  public init() {}

  public func check(_ context: LintContext) -> [LintIssue] {
    UnionGroups(context.glassShapes).loose.map { shape in
      LintIssue(
        node: shape.node, field: "unionID",
        message:
          "\(context.label(of: shape.node)) has union id \"\(shape.item.unionID ?? "")\" but no container "
          + "above it: only containers draw unions, so the id has no effect",
        fix: "put the union's members in one container, or remove the union id",
        outlines: [shape.outline(scale: context.scale)])
    }
  }
}
