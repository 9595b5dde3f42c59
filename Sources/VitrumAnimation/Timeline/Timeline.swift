import VitrumGeometry
import VitrumScene

/// A scene's motion: changes of node attributes at times (set at once, or animated by a curve or a
/// spring, alone or several in one transaction), nodes entering and leaving with transitions, and
/// implicit animations declared per attribute. The timeline keeps the model — the values the scene had
/// before any event — and `seek(to:policy:)` writes the values presented at any time into the nodes through
/// their ordinary setters, so the scene's dirty flags and damage follow as for any other mutation.
///
/// Seeking is pure: the frame at a time depends on that time and the policy alone, never on which times
/// were sought before, so frames can be computed in any order, or in parallel on copies of the scene.
///
///     let timeline = Timeline(scene: scene)
///     try timeline.set(.opacity, of: badge, to: 0, at: 2, animation: .easeInOut(0.3))
///     try timeline.insert(toast, at: 1, transition: .opacity.combined(with: .scale(0.95)),
///                         animation: .spring(.snappy))
///     try timeline.seek(to: 1.2, policy: MotionPolicy(environment: scene.environment))
///     let frame = try renderer.render(scene)
///
/// Add every event before seeking; adding one after a seek first puts the model back. A timeline is used
/// from one thread at a time.
public final class Timeline {
  /// The scene the timeline moves.
  public let scene: Scene
  /// A length the author gave; nil to take the end of the last change.
  public var declaredDuration: Double? {
    didSet { eventsChanged() }
  }

  // Channels in the order they were created, and by (node, attribute).
  var channels: [any AttributeChannel] = []
  var channelIndex: [ChannelKey: Int] = [:]
  var presences: [PresenceChannel] = []
  var presenceIndex: [ObjectIdentifier: Int] = [:]
  /// Model values of the attributes transitions and cross-fades adjust, by node, in registration order.
  var models: [ObjectIdentifier: NodeModel] = [:]
  var registered: [Node] = []
  /// Each group with nodes that come and go, and its children in the model.
  var modelChildren: [ObjectIdentifier: (group: GroupNode, children: [Node])] = [:]
  var sequence = 0
  /// Repeating events, described once each; the changes they expand to are not listed one by one.
  var repeatingEvents: [TimelineEvent] = []
  var repeatedSequences = Set<Int>()
  /// Compiled forms, by policy.
  var compiled: [MotionPolicy: CompiledTimeline] = [:]
  /// Whether the nodes show presented values (a seek ran since the model was last put back).
  var isPresenting = false
  /// The last seek's time and policy.
  var lastSeek: (time: Double, policy: MotionPolicy)?
  /// When the last change completes (`duration` without a declared one), once computed.
  var completion: Double?
  let pathMorphs = PathMorphCache()

  struct ChannelKey: Hashable {
    var node: ObjectIdentifier
    var attribute: String
  }

  /// Creates an empty timeline for a scene.
  public init(scene: Scene) {
    self.scene = scene
  }

  /// The timeline's length: the declared duration, or the time the last change completes with full
  /// motion or under Reduce Motion, whichever is later (changes repeating forever count by their start), so
  /// that a playback of either ends with every change complete.
  ///
  /// Without a declared duration, the first call after the events change compiles the timeline for both
  /// policies; a scene showing a seek is put back where it was.
  public var duration: Double {
    if let declaredDuration { return declaredDuration }
    if let completion { return completion }
    let presented = isPresenting ? lastSeek : nil
    var end = 0.0
    for policy in [MotionPolicy.standard, .reduced] {
      let form = compiledForm(policy)
      let ends =
        channels.map(\.completion) + presences.map(\.completion)
        + form.crossFades.map { $0.start + $0.duration }
      end = max(end, ends.max() ?? 0)
    }
    if let presented { present(at: presented.time, policy: presented.policy) }
    completion = end
    return end
  }

  /// Forgets what was compiled from the events, after a change to them.
  func eventsChanged() {
    compiled = [:]
    completion = nil
  }

  /// Whether the timeline has no events.
  public var isEmpty: Bool { channels.isEmpty && presences.isEmpty }

  // MARK: Events

  /// Sets an attribute of a node at `time`, at once or animated (`animation`; nil takes the node's
  /// implicit animation for the attribute, if it declared one).
  public func set<Value>(
    _ property: NodeProperty<Value>, of node: Node, to value: Value, at time: Double,
    animation: Animation? = nil
  ) throws(TimelineError) {
    try TimelineError.checkTime(time)
    let channel = try self.channel(property, of: node)
    sequence += 1
    channel.add(.init(time: time, target: value, animation: animation, sequence: sequence))
  }

  /// Several changes under one animation: each `set` inside `body` takes `animation` unless it gives its
  /// own (a transaction, `withAnimation` in SwiftUI).
  public func transaction(
    at time: Double, animation: Animation?, _ body: (inout Transaction) throws(TimelineError) -> Void
  ) throws(TimelineError) {
    try TimelineError.checkTime(time)
    var transaction = Transaction(timeline: self, time: time, animation: animation)
    try body(&transaction)
  }

  /// Declares that changes of an attribute of a node animate with `animation` when their event names no
  /// animation of its own (SwiftUI's `.animation(_:value:)`).
  public func animateImplicitly<Value>(
    _ property: NodeProperty<Value>, of node: Node, with animation: Animation
  ) throws(TimelineError) {
    try channel(property, of: node).implicit = animation
    eventsChanged()
  }

  /// Brings a node of the scene in at `time` with a transition. A node whose first event is an insert is
  /// absent before it.
  public func insert(
    _ node: Node, at time: Double, transition: Transition = .opacity, animation: Animation? = nil
  ) throws(TimelineError) {
    try presenceEvent(node, time: time, inserting: true, transition: transition, animation: animation)
  }

  /// Adds a node to a group of the scene (at `index` among its children, on top by default) and brings it
  /// in at `time`; before that it is absent.
  public func insert(
    _ node: Node, into group: GroupNode, index: Int? = nil, at time: Double,
    transition: Transition = .opacity,
    animation: Animation? = nil
  ) throws(TimelineError) {
    try TimelineError.checkTime(time)
    guard group === scene.root || group.isDescendant(of: scene.root) else {
      throw TimelineError(.unknownNode, "group \(group.id) is not in the timeline's scene")
    }
    restoreModel()
    group.add(node, at: index)
    try presenceEvent(node, time: time, inserting: true, transition: transition, animation: animation)
  }

  /// Takes a node out at `time` with a transition; it leaves the tree when the transition ends.
  public func remove(
    _ node: Node, at time: Double, transition: Transition = .opacity, animation: Animation? = nil
  ) throws(TimelineError) {
    try presenceEvent(node, time: time, inserting: false, transition: transition, animation: animation)
  }

  /// Presses a painted node at `time` (interactive glass grows 4 % and glows), at `location` in the node's
  /// own coordinates (those of its outline), where the glow starts; nil presses the centre of the outline.
  /// The glow spreads across the element over `PressIllumination.spreadDuration` (at once under Reduce
  /// Motion).
  public func press(_ node: PaintedNode, at time: Double, location: Point? = nil) throws(TimelineError) {
    if let location, !location.isFinite {
      throw TimelineError(.outOfRange, "a press location must be finite, found \(location)")
    }
    try set(.pressed, of: node, to: true, at: time)
    // The glow's changes follow from the press; listings show the press alone.
    try set(.pressIllumination, of: node, to: .touched, at: time)
    repeatedSequences.insert(sequence)
    try set(.pressIllumination, of: node, to: .full, at: time, animation: Self.glowSpread)
    repeatedSequences.insert(sequence)
    // A press at the centre needs no location of its own unless an earlier one, or the node, named one.
    let key = ChannelKey(node: ObjectIdentifier(node), attribute: NodeProperty<Point?>.pressLocation.name)
    if location != nil || channelIndex[key] != nil || node.pressLocation != nil {
      try set(.pressLocation, of: node, to: location, at: time)
    }
  }

  /// Releases a painted node at `time`: its glow fades over `PressIllumination.fadeDuration`.
  public func release(_ node: PaintedNode, at time: Double) throws(TimelineError) {
    try set(.pressed, of: node, to: false, at: time)
    try set(.pressIllumination, of: node, to: .faded, at: time, animation: Self.glowFade)
    repeatedSequences.insert(sequence)
  }

  /// How the press glow spreads: quickly at first, like light entering the glass, settling as it reaches
  /// the far edge; under Reduce Motion it is there at once, without spreading.
  static let glowSpread = Animation(
    .curve(.easeOut, try! AnimationTiming(duration: PressIllumination.spreadDuration)),
    reducedAlternative: .instant)
  /// How it fades after a release (a fade, which Reduce Motion keeps).
  static let glowFade = Animation(
    .curve(.easeOut, try! AnimationTiming(duration: PressIllumination.fadeDuration)))

  /// Sets the scene's light (the document's `light`) at `time`, at once or animated.
  public func setLight(_ light: SceneLight, at time: Double, animation: Animation? = nil)
    throws(TimelineError)
  {
    try set(.light(of: scene), of: scene.root, to: light, at: time, animation: animation)
  }

  /// Sets a text node's text `count` times, every `interval` seconds from `start`: the k-th time (from 0)
  /// to `format(first + k × step)` — a countdown is `first: 300, step: -1, format: .minutesSeconds`. Each
  /// time is start + k × interval, computed from k, not summed. With an `animation`, each change turns the
  /// digits that differ over (see `NodeProperty.text`).
  public func repeatText(
    of node: TextNode, from start: Double, every interval: Double, count: Int, first: Int, step: Int,
    format: CountFormat, animation: Animation? = nil
  ) throws(TimelineError) {
    try TimelineError.checkTime(start, "start")
    guard interval.isFinite, interval > 0 else {
      throw TimelineError(.outOfRange, "interval must be a finite number > 0, found \(interval)")
    }
    guard (1...Self.maximumRepeats).contains(count) else {
      throw TimelineError(.outOfRange, "count must be 1 to \(Self.maximumRepeats), found \(count)")
    }
    let last = start + Double(count - 1) * interval
    try TimelineError.checkTime(last, "the last repetition's time")
    for k in 0..<count {
      // Overflow wraps rather than traps: a caller asking for values past Int's range gets wrapped text.
      let value = first &+ k &* step
      try set(
        .text, of: node, to: PresentedText(format.format(value)), at: start + Double(k) * interval,
        animation: animation)
      repeatedSequences.insert(sequence)
    }
    repeatingEvents.append(
      TimelineEvent(
        time: start, node: node.id, attribute: "text",
        summary:
          "count \(format.format(first)) by \(step) every \(Animation.seconds(interval)), \(count) times "
          + "(\(format.rawValue))" + (animation.map { ", \($0)" } ?? "")))
  }

  /// The most repetitions one repeating event may expand to.
  public static let maximumRepeats = 100_000

  // MARK: Registration

  func channel<Value>(_ property: NodeProperty<Value>, of node: Node) throws(TimelineError) -> Channel<Value>
  {
    try checkInScene(node)
    let key = ChannelKey(node: ObjectIdentifier(node), attribute: property.name)
    restoreModel()
    eventsChanged()
    if let index = channelIndex[key], let channel = channels[index] as? Channel<Value> { return channel }
    guard let model = property.read(node) else {
      throw TimelineError(.noSuchAttribute, "\(node.kindName) \(node.id) has no attribute \(property.name)")
    }
    register(node)
    let channel = Channel(node: node, property: property, model: model)
    channelIndex[key] = channels.count
    channels.append(channel)
    return channel
  }

  func presenceEvent(
    _ node: Node, time: Double, inserting: Bool, transition: Transition, animation: Animation?
  ) throws(TimelineError) {
    try TimelineError.checkTime(time)
    try checkInScene(node)
    guard let home = node.parent else {
      throw TimelineError(.unknownNode, "the root group cannot come and go")
    }
    guard home.children.contains(where: { $0 === node }) else {
      throw TimelineError(.unknownNode, "\(node.kindName) \(node.id) is a mask: a mask cannot come and go")
    }
    restoreModel()
    eventsChanged()
    let channel: PresenceChannel
    if let index = presenceIndex[ObjectIdentifier(node)] {
      channel = presences[index]
    } else {
      channel = PresenceChannel(node: node, home: home)
      presenceIndex[ObjectIdentifier(node)] = presences.count
      presences.append(channel)
      if modelChildren[ObjectIdentifier(home)] == nil {
        modelChildren[ObjectIdentifier(home)] = (home, home.children)
      }
      // Transitions adjust the node and, for glass, anything in its subtree.
      var subtree: [Node] = []
      Self.collect(node, into: &subtree)
      for member in subtree { register(member) }
    }
    sequence += 1
    channel.add(
      PresenceEvent(
        time: time, inserting: inserting, transition: transition, animation: animation, sequence: sequence))
  }

  func register(_ node: Node) {
    let key = ObjectIdentifier(node)
    guard models[key] == nil else { return }
    models[key] = NodeModel(node)
    registered.append(node)
  }

  func checkInScene(_ node: Node) throws(TimelineError) {
    guard node === scene.root || node.isDescendant(of: scene.root) else {
      throw TimelineError(.unknownNode, "\(node.kindName) \(node.id) is not in the timeline's scene")
    }
  }

  static func collect(_ node: Node, into list: inout [Node]) {
    list.append(node)
    if let group = node as? GroupNode {
      for child in group.children { collect(child, into: &list) }
    }
  }

  /// Puts the model back into the nodes: every registered attribute at its model value and every node that
  /// comes and goes in its group. `seek` leaves presented values; call this to edit the scene's model.
  public func restoreModel() {
    guard isPresenting else { return }
    for node in registered { models[ObjectIdentifier(node)]?.restore(node) }
    for channel in channels { channel.restoreModel(morphs: pathMorphs) }
    for (_, entry) in modelChildren { Self.reconcile(entry.group, to: entry.children) }
    isPresenting = false
  }

  /// Makes a group's children exactly `desired`, in order, touching only what differs.
  static func reconcile(_ group: GroupNode, to desired: [Node]) {
    if group.children.count == desired.count && zip(group.children, desired).allSatisfy({ $0 === $1 }) {
      return
    }
    let wanted = Set(desired.map(ObjectIdentifier.init))
    for child in group.children where !wanted.contains(ObjectIdentifier(child)) { group.remove(child) }
    for (index, node) in desired.enumerated() {
      if index >= group.children.count || group.children[index] !== node { group.add(node, at: index) }
    }
  }
}

extension Node {
  /// Whether `ancestor` is above this node (through children, or masks).
  func isDescendant(of ancestor: GroupNode) -> Bool {
    var node: Node = self
    while let parent = node.parent {
      if parent === ancestor { return true }
      node = parent
    }
    return false
  }
}
