import VitrumScene

/// Several attribute changes at one time under one animation (see `Timeline.transaction`).
public struct Transaction {
  let timeline: Timeline
  /// Timeline seconds.
  public let time: Double
  /// The animation every change takes unless it names its own; nil sets at once (or takes the attribute's
  /// implicit animation).
  public let animation: Animation?

  /// Changes an attribute of a node with the transaction's animation, or `animation` when given.
  public mutating func set<Value>(
    _ property: NodeProperty<Value>, of node: Node, to value: Value, animation: Animation? = nil
  ) throws(TimelineError) {
    try timeline.set(property, of: node, to: value, at: time, animation: animation ?? self.animation)
  }
}
