/// `union-single-member`: a union id that only one glass shape in its container carries.
///
/// A union joins members however far apart they are; with one member it joins nothing, which is usually a
/// misspelt id or a partner that was removed or hidden.
public struct UnionSingleMemberRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "union-single-member", severity: .warning,
    summary: "a union id with one member in its container: it joins nothing (a typo, or a lost partner)")

  public init() {}

  public func check(_ context: LintContext) -> [LintIssue] {
    UnionGroups(context.glassShapes).unions.filter { $0.members.count == 1 }.map { union in
      let shape = union.members[0]
      return LintIssue(
        node: shape.node, field: "unionID", relatedNodes: [union.container],
        message: "union \"\(union.id)\" of \(context.label(of: shape.node)) has no other visible member in "
          + "container \(context.label(of: union.container)), so it joins nothing",
        fix: "give its partner the same union id (check the spelling), or remove the union id",
        outlines: [shape.outline(scale: context.scale)])
    }
  }
}
