import VitrumGeometry
import VitrumScene

/// An attribute of a node that a timeline can change over time: how to read its model value, how to
/// present a value, how values blend, and what kind of change it is for the motion policy.
///
/// The attributes are the static members (`.opacity`, `.translation`, `.glass`, `.outline`, …); the
/// timeline writes presented values through the nodes' ordinary setters, so dirty flags and damage follow.
public struct NodeProperty<Value> {
  /// The attribute's name, as scene files and reports write it (`opacity`, `translate`, …).
  public let name: String
  /// What the motion policy treats the change as.
  public let kind: AttributeKind
  /// The model value of a node, or nil when the node has no such attribute.
  let read: (Node) -> Value?
  /// Puts a presented value where the seek will write it.
  let stage: (inout StagedNode, Value) -> Void
  /// How values blend and move.
  let space: ValueSpace<Value>

  init(
    name: String, kind: AttributeKind, space: ValueSpace<Value>, read: @escaping (Node) -> Value?,
    stage: @escaping (inout StagedNode, Value) -> Void
  ) {
    self.name = name
    self.kind = kind
    self.space = space
    self.read = read
    self.stage = stage
  }

  /// Whether a node has the attribute (a fill is for shapes and text, spacing for containers…).
  public func applies(to node: Node) -> Bool { read(node) != nil }
}
