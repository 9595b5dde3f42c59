/// `union-mismatch`: a union member whose shape kind or variant differs from the union's first member.
///
/// A union renders as one shape of one kind and one material; the renderer draws a member that differs on
/// its own (and warns), so the union the author wrote is not the one drawn.
public struct UnionMismatchRule: LintRule {
  public let descriptor = LintRuleDescriptor(
    id: "union-mismatch", severity: .warning,
    summary: "a union member of another shape kind or variant than the first: it is drawn on its own")

  public init() {}

  public func check(_ context: LintContext) -> [LintIssue] {
    var issues: [LintIssue] = []
    for union in UnionGroups(context.glassShapes).unions where union.members.count > 1 {
      let leader = union.members[0]
      for member in union.members.dropFirst() {
        let what: String
        if member.item.shapeKind != leader.item.shapeKind {
          what =
            "is a \(member.item.shapeKind) where \(context.label(of: leader.node)) is a \(leader.item.shapeKind)"
        } else if member.item.variant != leader.item.variant {
          what =
            "is \(member.item.variant.rawValue) glass where \(context.label(of: leader.node)) is "
            + "\(leader.item.variant.rawValue)"
        } else {
          continue
        }
        issues.append(
          LintIssue(
            node: member.node, field: "unionID", relatedNodes: [leader.node],
            message:
              "union \"\(union.id)\": \(context.label(of: member.node)) \(what), so it is drawn on its own",
            fix: "give the union's members one shape kind and one variant, or take this one out of the union",
            outlines: [member.outline(scale: context.scale), leader.outline(scale: context.scale)]))
      }
    }
    return issues
  }
}
