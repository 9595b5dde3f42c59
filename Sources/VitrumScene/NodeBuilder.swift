/// Builds a list of nodes from a block, the way SwiftUI builds views:
///
/// ```swift
/// GroupNode {
///   ShapeNode(.rect(backdrop), fill: .solid(.white))
///   if showBadge { ShapeNode(.capsule(badge), glass: .regular) }
///   for frame in frames { ShapeNode(.roundedRect(frame, cornerRadius: 12), glass: .clear) }
/// }
/// ```
@resultBuilder
public enum NodeBuilder {
  public static func buildExpression(_ node: Node) -> [Node] { [node] }
  public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
  public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
  public static func buildEither(first: [Node]) -> [Node] { first }
  public static func buildEither(second: [Node]) -> [Node] { second }
  public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}
