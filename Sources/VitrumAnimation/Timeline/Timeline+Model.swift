import VitrumScene

extension Timeline {
  /// Changes nodes of the scene outside the timeline's events — a program setting an attribute between
  /// frames — so that the change is part of the model: it holds wherever no event of the timeline changes
  /// that attribute, and survives the timeline putting its model back (which adding an event does, such
  /// as a press from live input). An attribute the timeline changes shows the changed value until the
  /// first of its events, and the events' values after.
  ///
  /// `body` runs with the model in the nodes; the nodes it names are taken as they stand afterwards, and
  /// the scene then shows the last time sought again (a seek, with the damage it brings).
  public func changeModel(of nodes: [Node], _ body: () throws -> Void) rethrows {
    let presented = isPresenting ? lastSeek : nil
    restoreModel()
    defer {
      for node in nodes {
        let key = ObjectIdentifier(node)
        if models[key] != nil { models[key] = NodeModel(node) }
      }
      let changed = Set(nodes.map(ObjectIdentifier.init))
      for channel in channels where changed.contains(ObjectIdentifier(channel.node)) { channel.adoptModel() }
      eventsChanged()
      // The time was sought before, so it is finite: the one thing a seek refuses.
      if let presented { present(at: presented.time, policy: presented.policy) }
    }
    try body()
  }
}
