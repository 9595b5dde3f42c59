import VitrumAnimation
import VitrumGeometry
import VitrumScene

extension SceneDecoder {
  /// The latest time a timeline may name: a day, far beyond any interface animation, so that a typo such
  /// as `1e9` is caught rather than played.
  static let maximumTime = FormatLimits.maximumTime

  /// The event kinds, one per event object.
  static let eventKinds = ["set", "animate", "keyframes", "insert", "remove", "press", "release", "count"]

  /// `{"duration", "implicit": [...], "events": [...]}` (version 2).
  func timeline(_ json: JSONNode, scene: Scene) throws(SceneFileError) -> Timeline {
    let object = try json.object()
    let timeline = Timeline(scene: scene)
    var limit = Self.maximumTime
    if let d = object.optional("duration") {
      let duration = try d.double(in: 0...Self.maximumTime)
      timeline.declaredDuration = duration
      limit = duration
    }
    if let implicit = object.optional("implicit") {
      for entry in try implicit.array() { try self.implicit(entry, into: timeline) }
    }
    if let events = object.optional("events") {
      for event in try events.array() { try self.event(event, into: timeline, limit: limit) }
    }
    try object.finish()
    return timeline
  }

  /// A time in seconds from 0 to the timeline's duration (or `maximumTime` when it declares none).
  func time(_ json: JSONNode, limit: Double) throws(SceneFileError) -> Double {
    let value = try json.double(in: 0...Self.maximumTime)
    guard value <= limit else {
      throw json.error(
        .invalidValue,
        "\(MessageText.number(value)) s is after the end of the timeline (its duration is "
          + "\(MessageText.number(limit)) s)")
    }
    return value
  }

  /// One event: `at` and exactly one of the kinds.
  func event(_ json: JSONNode, into timeline: Timeline, limit: Double) throws(SceneFileError) {
    let object = try json.object()
    let kinds = object.keys.filter(Self.eventKinds.contains)
    let list = Self.eventKinds.map(MessageText.quoted).joined(separator: ", ")
    guard kinds.count == 1, let kind = kinds.first else {
      if kinds.isEmpty { throw object.error(.missingField, "an event needs one of \(list)") }
      throw object.error(
        .invalidValue,
        "an event has one of \(list), not both \(MessageText.quoted(kinds[0])) and \(MessageText.quoted(kinds[1]))"
      )
    }
    let atNode = try object.required("at")
    let at = try time(atNode, limit: limit)
    let body = try object.required(kind)
    switch kind {
    case "set":
      let changes = try changes(body, in: timeline.scene)
      for change in changes { try change.apply(timeline, at, nil) }
      record(changes, kind: .set, at: at, animation: nil, event: json)
    case "animate":
      let changes = try self.changes(body, in: timeline.scene)
      let animation = try self.animation(object.required("animation"))
      for change in changes { try change.apply(timeline, at, animation) }
      record(changes, kind: .animate, at: at, animation: animation, event: json)
    case "keyframes":
      try keyframesEvent(body, animation: object.required("animation"), at: at, into: timeline, event: json)
    case "insert", "remove":
      let node = try reference(body)
      guard let parent = node.parent, parent.children.contains(where: { $0 === node }) else {
        throw body.error(.invalidValue, "\(describe(node)) is a mask: a mask cannot come and go")
      }
      let transition = try object.optional("transition").map { t throws(SceneFileError) in
        try self.transition(t)
      }
      let animation = try object.optional("animation").map { a throws(SceneFileError) in try self.animation(a)
      }
      try attempt(body) { () throws(TimelineError) in
        if kind == "insert" {
          try timeline.insert(node, at: at, transition: transition ?? .opacity, animation: animation)
        } else {
          try timeline.remove(node, at: at, transition: transition ?? .opacity, animation: animation)
        }
      }
      tally.timelineEntries.append(
        TimelineEntry(
          kind: kind == "insert" ? .insert : .remove, time: at, node: node, attributes: [],
          animation: animation, transition: transition ?? .opacity, path: json.path, location: json.location))
    case "press", "release":
      guard let node = try reference(body) as? PaintedNode else {
        throw body.error(.invalidValue, "\(kind) needs a shape or text node")
      }
      // Where the press lands, in the node's own coordinates; the centre of its outline by default.
      var location: Point?
      if kind == "press", let l = object.optional("location") { location = try point(l) }
      try attempt(body) { () throws(TimelineError) in
        if kind == "press" {
          try timeline.press(node, at: at, location: location)
        } else {
          try timeline.release(node, at: at)
        }
      }
      tally.timelineEntries.append(
        TimelineEntry(
          kind: kind == "press" ? .press : .release, time: at, node: node, attributes: [], animation: nil,
          transition: nil, path: json.path, location: json.location))
    default:
      try count(body, object: object, at: at, limit: limit, into: timeline)
    }
    try object.finish()
  }

  /// A counter written as text at regular times: `"every": s, "times": n, "count": {"node", "from", "step",
  /// "format"}` — `from`, `from + step`, … every `every` seconds from `at`, `times` times in all.
  func count(
    _ json: JSONNode, object event: ObjectReader, at: Double, limit: Double, into timeline: Timeline
  ) throws(SceneFileError) {
    let everyNode = try event.required("every")
    let every = try everyNode.double(in: 0...Self.maximumTime)
    guard every > 0 else { throw everyNode.error(.invalidValue, "\"every\" must be greater than 0") }
    let timesNode = try event.required("times")
    let times = try timesNode.int(in: 1...FormatLimits.countTimes)
    let last = at + Double(times - 1) * every
    guard last <= limit else {
      throw timesNode.error(
        .invalidValue,
        "the last repetition, at \(MessageText.number(last)) s, is after the end of the timeline (its duration "
          + "is \(MessageText.number(limit)) s)")
    }
    let object = try json.object()
    let nodeField = try object.required("node")
    guard let text = try reference(nodeField) as? TextNode else {
      throw nodeField.error(.invalidValue, "a count is written into a text node")
    }
    let from = try object.required("from").int(in: FormatLimits.countFrom)
    let step = try object.optional("step")?.int(in: FormatLimits.countStep) ?? 1
    let format = try object.required("format").oneOf(CountFormat.allCases.map(\.rawValue))
    try object.finish()
    let animation = try event.optional("animation").map { a throws(SceneFileError) in try self.animation(a) }
    try attempt(json) { () throws(TimelineError) in
      try timeline.repeatText(
        of: text, from: at, every: every, count: times, first: from, step: step,
        format: CountFormat(rawValue: format)!, animation: animation)
    }
    tally.timelineEntries.append(
      TimelineEntry(
        kind: .count, time: at, node: text, attributes: ["text"], animation: animation, transition: nil,
        path: event.path, location: event.location))
  }

  /// `{"node", "attribute", "animation"}`: changes of the attribute that name no animation of their own
  /// take this one (`.animation(_:value:)`).
  func implicit(_ json: JSONNode, into timeline: Timeline) throws(SceneFileError) {
    let object = try json.object()
    let node = try reference(object.required("node"))
    let attributeNode = try object.required("attribute")
    let attribute = try attributeNode.oneOf(Self.animatedAttributes)
    let animation = try self.animation(object.required("animation"))
    try object.finish()
    for property in try properties(named: attribute, of: node, at: attributeNode) {
      try attempt(attributeNode) { () throws(TimelineError) in try property.declare(timeline, node, animation)
      }
    }
    tally.timelineEntries.append(
      TimelineEntry(
        kind: .implicit, time: 0, node: node, attributes: [attribute], animation: animation, transition: nil,
        path: json.path, location: json.location))
  }

  /// Keeps an event's changes as timeline entries, one per node in the order the event names them.
  func record(
    _ changes: [DecodedChange], kind: TimelineEntry.Kind, at time: Double, animation: Animation?,
    event: JSONNode
  ) {
    var order: [Node] = []
    var attributes: [Node: [String]] = [:]
    for change in changes {
      if attributes[change.node] == nil { order.append(change.node) }
      if !(attributes[change.node] ?? []).contains(change.attribute) {
        attributes[change.node, default: []].append(change.attribute)
      }
    }
    for node in order {
      tally.timelineEntries.append(
        TimelineEntry(
          kind: kind, time: time, node: node, attributes: attributes[node] ?? [], animation: animation,
          transition: nil, path: event.path, location: event.location))
    }
  }

  /// A node named by its id.
  func reference(_ json: JSONNode) throws(SceneFileError) -> Node {
    let id = try json.string()
    if let node = tally.ids[NodeID(id)] { return node }
    var message = "unknown node id \(MessageText.quoted(id))"
    if let near = MessageText.closestMatch(to: id, in: tally.ids.keys.map(\.rawValue).sorted()) {
      message += " (did you mean \(MessageText.quoted(near))?)"
    }
    throw json.error(.invalidValue, message)
  }

  func describe(_ node: Node) -> String { "\(node.kindName) \(MessageText.quoted(node.id.rawValue))" }

  /// Runs a timeline call, reporting what it refuses at `json` (the decoder checks first, so this is a
  /// safety net, not the usual path).
  func attempt(_ json: JSONNode, _ body: () throws(TimelineError) -> Void) throws(SceneFileError) {
    do {
      try body()
    } catch {
      throw json.error(.invalidValue, error.message)
    }
  }
}
