import VitrumScene

/// One event of a timeline, described for listings (`vitrum info`).
public struct TimelineEvent: Hashable, Sendable, CustomStringConvertible {
  /// Timeline seconds.
  public var time: Double
  /// The node the event changes.
  public var node: NodeID
  /// The attribute, or `insert` / `remove`.
  public var attribute: String
  /// What happens: `set`, `animate: ease-in-out 0.3 s`, `opacity + scale(0.95), spring(…)`.
  public var summary: String

  public init(time: Double, node: NodeID, attribute: String, summary: String) {
    self.time = time
    self.node = node
    self.attribute = attribute
    self.summary = summary
  }

  public var description: String { "\(Animation.seconds(time)) \(node).\(attribute): \(summary)" }
}
