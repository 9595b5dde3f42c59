import VitrumAnimation
import VitrumGeometry
import VitrumScene

/// An attribute's keyframes read from a scene file, ready to add to a timeline at a time.
struct DecodedKeyframes {
  let node: Node
  let attribute: String
  let apply:
    (Timeline, Double, AnimationTiming, MotionImportance, ReducedMotion?) throws(SceneFileError) -> Void
}

extension SceneDecoder {
  /// The most keyframes one event may give: far more than any interface motion needs, and a bound on
  /// the work of reading and of seeking (a seek finds its segment by bisection).
  static let maximumKeyframes = 1000

  /// The attributes keyframes animate: every animated attribute but `text`, whose change is a turn of the
  /// glyphs from one string to the next (`set`, `animate` or `count` give each string its own time). The
  /// schema knows no `text` in keyframes either; the decoder names the mistake.
  static let keyframeAttributes = animatedAttributes.filter { $0 != "text" }

  /// A keyframes event: `"keyframes": {"node", ATTRIBUTE: [{"offset", "value", "curve"}, …]}` with
  /// `"animation"`, a timing without a curve (each keyframe eases the segment that arrives at it) or a
  /// spring.
  func keyframesEvent(
    _ body: JSONNode, animation animationNode: JSONNode, at time: Double, into timeline: Timeline,
    event: JSONNode
  ) throws(SceneFileError) {
    let object = try body.object()
    let node = try reference(object.required("node"))
    // Asking for every attribute lets an unknown field's message list them all.
    let given = Self.keyframeAttributes.compactMap { name in object.optional(name).map { (name, $0) } }
    let named = given.map(\.0)
    guard named.count == 1, let attribute = named.first, let list = given.first?.1 else {
      let list = Self.keyframeAttributes.joined(separator: ", ")
      // Looked for without asking for it, so that "text" stays unknown to the keyframes object.
      if named.isEmpty, object.keys.contains("text") {
        throw object.error(
          .invalidValue,
          "keyframes do not animate \"text\": a text turns over from one string to the next; give each string "
            + "its time with \"set\", \"animate\" or \"count\"")
      }
      if named.isEmpty { throw object.error(.missingField, "keyframes need one attribute: \(list)") }
      throw object.error(
        .invalidValue,
        "keyframes animate one attribute, not both \(MessageText.quoted(named[0])) and "
          + MessageText.quoted(named[1]))
    }
    let tracks = try keyframeTracks(attribute, of: node, list)
    try object.finish()
    let peek = try animationNode.object()
    for field in ["curve", "spring"] {
      if let node = peek.optional(field) {
        throw node.error(
          .invalidValue,
          "keyframes have no \(MessageText.quoted(field)): each keyframe's \"curve\" eases the segment "
            + "that arrives at it, and the animation gives only the timing")
      }
    }
    let animation = try self.animation(animationNode)
    guard case .curve(_, let timing) = animation.motion else {
      throw animationNode.error(.invalidValue, "keyframes need a timing with a \"duration\"")
    }
    for track in tracks {
      try track.apply(timeline, time, timing, animation.importance, animation.reducedAlternative)
    }
    // The entry's animation is the keyframes' timing as one linear curve, as the timeline sees it.
    let entryAnimation = Animation(
      .curve(.linear, timing), importance: animation.importance,
      reducedAlternative: animation.reducedAlternative)
    tally.timelineEntries.append(
      TimelineEntry(
        kind: .keyframes, time: time, node: node, attributes: [attribute], animation: entryAnimation,
        transition: nil, path: event.path, location: event.location))
  }

  /// The keyframes of one attribute, checked against the node's kind (`scale` is two tracks, one per
  /// factor).
  func keyframeTracks(_ attribute: String, of node: Node, _ json: JSONNode) throws(SceneFileError)
    -> [DecodedKeyframes]
  {
    let items = try json.array()
    guard !items.isEmpty else { throw json.error(.invalidValue, "expected at least one keyframe") }
    guard items.count <= Self.maximumKeyframes else {
      throw json.error(.limit, "more than \(Self.maximumKeyframes) keyframes")
    }
    // Offsets and curves first, shared by every track.
    var frames: [(offset: Double, curve: TimingCurve, value: JSONNode)] = []
    for item in items {
      let object = try item.object()
      let offsetNode = try object.required("offset")
      let offset = try offsetNode.double(in: 0...1)
      if let previous = frames.last, offset < previous.offset {
        throw offsetNode.error(
          .invalidValue,
          "offsets run forwards: \(MessageText.number(offset)) comes after "
            + MessageText.number(previous.offset))
      }
      let curve =
        try object.optional("curve").map { c throws(SceneFileError) in try self.curve(c) } ?? .linear
      let value = try object.required("value")
      try object.finish()
      frames.append((offset, curve, value))
    }
    func track<Value>(
      _ property: NodeProperty<Value>, _ read: (JSONNode) throws(SceneFileError) -> Value
    ) throws(SceneFileError) -> DecodedKeyframes {
      guard property.applies(to: node) else {
        throw json.error(.invalidValue, "\(describe(node)) has no attribute \(MessageText.quoted(attribute))")
      }
      var list: [Keyframe<Value>] = []
      for frame in frames { list.append(Keyframe(frame.offset, try read(frame.value), curve: frame.curve)) }
      let keyframes: Keyframes<Value>
      do { keyframes = try Keyframes(list) } catch { throw json.error(.invalidValue, error.description) }
      return DecodedKeyframes(node: node, attribute: attribute) {
        (timeline, time, timing, importance, reduced) throws(SceneFileError) in
        try attempt(json) { () throws(TimelineError) in
          try timeline.play(
            property, of: node, keyframes: KeyframeAnimation(keyframes, timing: timing), at: time,
            importance: importance, reduced: reduced)
        }
      }
    }
    switch attribute {
    case "opacity": return [try track(.opacity) { v throws(SceneFileError) in try v.double(in: 0...1) }]
    case "translate": return [try track(.translation) { v throws(SceneFileError) in try point(v) }]
    case "scale":
      return [
        try track(.scaleX) { v throws(SceneFileError) in try scaleFactors(v).0 },
        try track(.scaleY) { v throws(SceneFileError) in try scaleFactors(v).1 },
      ]
    case "rotate":
      return [try track(.rotation) { v throws(SceneFileError) in try v.double(in: -36000...36000) }]
    case "anchor": return [try track(.anchor) { v throws(SceneFileError) in try point(v) }]
    case "fill": return [try track(NodeProperty<Fill?>.fill) { v throws(SceneFileError) in try fill(v) }]
    case "glass":
      return [try track(NodeProperty<GlassMaterial?>.glass) { v throws(SceneFileError) in try glass(v) }]
    case "shape":
      return [try track(.outline) { v throws(SceneFileError) in PresentedOutline(try clipShape(v)) }]
    default:
      return [
        try track(.spacing) { v throws(SceneFileError) in try v.double(in: 0...Self.maximumSpacing) }
      ]
    }
  }
}
