import VitrumGeometry
import VitrumScene

extension Timeline {
  /// Writes the values presented at `time` under `policy` into the scene's nodes, and puts nodes that come
  /// and go in or out of their groups. A pure function of time and policy: the same arguments give the same
  /// scene whatever was sought before, and seeking again to the same time changes nothing (no damage).
  /// Throws `TimelineError.invalidTime` for a time that is not a finite number (a time before 0 shows the
  /// model, as before the first event).
  @discardableResult
  public func seek(to time: Double, policy: MotionPolicy) throws(TimelineError) -> SeekResult {
    guard time.isFinite else {
      throw TimelineError(.invalidTime, "a seek's time must be a finite number, found \(time)")
    }
    return present(at: time, policy: policy)
  }

  /// `seek(to:policy:)` for a time known to be finite.
  @discardableResult
  func present(at time: Double, policy: MotionPolicy) -> SeekResult {
    let compiled = compiledForm(policy)
    var staged = [ObjectIdentifier: StagedNode](minimumCapacity: registered.count)
    for node in registered {
      let key = ObjectIdentifier(node)
      staged[key] = StagedNode(node, model: models[key]!)
    }
    for channel in channels {
      channel.stage(at: time, into: &staged[ObjectIdentifier(channel.node)]!)
    }
    for key in staged.keys { staged[key]!.baseComponents = staged[key]!.components }
    for (_, entry) in modelChildren {
      let desired = entry.children.filter { child in
        guard let index = presenceIndex[ObjectIdentifier(child)] else { return true }
        return presences[index].isPresent(at: time)
      }
      Self.reconcile(entry.group, to: desired)
    }
    var context = TransitionContext(timeline: self, compiled: compiled, staged: staged, time: time)
    for presence in presences where presence.isPresent(at: time) {
      guard let segment = presence.segment(at: time) else { continue }
      context.apply(segment, of: presence, at: time)
    }
    Self.stageDissolves(compiled.dissolves, at: time, into: &context.staged, morphs: pathMorphs)
    for node in registered { context.staged[ObjectIdentifier(node)]!.write(morphs: pathMorphs) }
    isPresenting = true
    lastSeek = (time, policy)
    return SeekResult(
      time: time, substitutions: compiled.substitutions.filter { $0.isInEffect(at: time) })
  }

  /// The value a channel presents for an attribute of a node at `time`; nil when no event changes it.
  func value<Value>(_ property: NodeProperty<Value>, of node: Node, at time: Double) -> Value? {
    guard let index = channelIndex[ChannelKey(node: ObjectIdentifier(node), attribute: property.name)],
      let channel = channels[index] as? Channel<Value>
    else { return nil }
    return channel.value(at: time)
  }

  /// Every substitution the policy makes over the whole timeline.
  public func substitutions(policy: MotionPolicy) -> [MotionSubstitution] {
    compiledForm(policy).substitutions
  }

  /// Every event, in order of time.
  public var events: [TimelineEvent] {
    var list = channels.flatMap(\.summaries).filter { !repeatedSequences.contains($0.sequence) }.map(\.event)
    list += repeatingEvents
    for presence in presences {
      for event in presence.orderedEvents {
        list.append(
          TimelineEvent(
            time: event.time, node: presence.node.id, attribute: event.inserting ? "insert" : "remove",
            summary: event.transition.description + (event.animation.map { ", \($0)" } ?? "")))
      }
    }
    return list.sorted {
      ($0.time, $0.node.rawValue, $0.attribute) < ($1.time, $1.node.rawValue, $1.attribute)
    }
  }

  /// The compiled form for a policy, compiling (from the model) when the events or the policy changed.
  func compiledForm(_ policy: MotionPolicy) -> CompiledTimeline {
    if let cached = compiled[policy] { return cached }
    let form = compile(for: policy)
    // Channels keep the segments of the last policy compiled: one compiled form is current at a time.
    compiled = [policy: form]
    return form
  }
}
