import VitrumAnimation

extension SceneDecoder {
  /// The named timing curves.
  static let curveNames: [String: TimingCurve] = [
    "linear": .linear, "ease": .ease, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
  ]
  /// The spring presets.
  static let springPresets: [String: Spring] = ["smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy]

  /// `{"curve", "duration", "delay", "repeat", "autoreverse", "speed", "importance", "reduced"}` or
  /// `{"spring", "delay", "importance", "reduced"}`. A nested `reduced` animation has no `reduced` of its own.
  func animation(_ json: JSONNode, allowsReduced: Bool = true) throws(SceneFileError) -> Animation {
    let object = try json.object()
    let springNode = object.optional("spring")
    let curveNode = object.optional("curve")
    let durationNode = object.optional("duration")
    let delay = try object.optional("delay")?.double(in: -Self.maximumTime...Self.maximumTime) ?? 0
    let repeatNode = object.optional("repeat")
    let autoreverseNode = object.optional("autoreverse")
    let speedNode = object.optional("speed")
    var importance = MotionImportance.decorative
    if let i = object.optional("importance") {
      importance = MotionImportance(rawValue: try i.oneOf(MotionImportance.allCases.map(\.rawValue)))!
    }
    var reduced: ReducedMotion?
    if allowsReduced, let r = object.optional("reduced") { reduced = try reducedMotion(r) }
    try object.finish()
    var result: Animation
    if let springNode {
      for (name, node) in [
        ("curve", curveNode), ("duration", durationNode), ("repeat", repeatNode),
        ("autoreverse", autoreverseNode), ("speed", speedNode),
      ] {
        if let node {
          throw node.error(
            .invalidValue,
            "a spring animation has no \(MessageText.quoted(name)) (the spring sets its own pace)")
        }
      }
      result = Animation(.spring(try spring(springNode), delay: delay))
    } else {
      guard let durationNode else {
        throw object.error(.missingField, "an animation needs \"duration\" (seconds), or a \"spring\"")
      }
      let duration = try durationNode.double(in: 0...Self.maximumTime)
      let curve = try curveNode.map { node throws(SceneFileError) in try self.curve(node) } ?? .easeInOut
      var repeatCount = RepeatCount.count(1)
      if let repeatNode {
        if case .string = repeatNode.value.kind {
          _ = try repeatNode.oneOf(["forever"])
          guard duration > 0 else {
            throw repeatNode.error(.invalidValue, "an animation of duration 0 cannot repeat forever")
          }
          repeatCount = .forever
        } else {
          repeatCount = .count(try repeatNode.int(in: 1...FormatLimits.repeatCount))
        }
      }
      let autoreverses = try autoreverseNode?.bool() ?? false
      var speed = 1.0
      if let speedNode {
        speed = try speedNode.double(in: 0...FormatLimits.speed)
        guard speed > 0 else { throw speedNode.error(.invalidValue, "\"speed\" must be greater than 0") }
      }
      do {
        let timing = try AnimationTiming(
          duration: duration, delay: delay, repeatCount: repeatCount, autoreverses: autoreverses, speed: speed
        )
        result = Animation(.curve(curve, timing))
      } catch {
        throw object.error(.invalidValue, error.description)
      }
    }
    result.importance = importance
    result.reducedAlternative = reduced
    return result
  }

  /// `"crossFade"`, `"instant"`, or an animation.
  func reducedMotion(_ json: JSONNode) throws(SceneFileError) -> ReducedMotion {
    if case .string = json.value.kind {
      return try json.oneOf(["crossFade", "instant"]) == "crossFade" ? .crossFade : .instant
    }
    guard case .object = json.value.kind else {
      throw json.error(
        .type,
        "expected \"crossFade\", \"instant\" or an animation object, found \(json.value.typeDescription)")
    }
    return .animation(try animation(json, allowsReduced: false))
  }

  /// A curve name, `{"cubicBezier": [x1, y1, x2, y2]}` with x1 and x2 in [0, 1], or `{"steps": n,
  /// "position": …}`.
  func curve(_ json: JSONNode) throws(SceneFileError) -> TimingCurve {
    if case .string = json.value.kind {
      return Self.curveNames[try json.oneOf(["linear", "ease", "easeIn", "easeOut", "easeInOut"])]!
    }
    guard case .object = json.value.kind else {
      throw json.error(
        .type,
        "expected a curve name, {\"cubicBezier\": [x1, y1, x2, y2]} or {\"steps\": n}, "
          + "found \(json.value.typeDescription)")
    }
    let object = try json.object()
    let bezier = object.optional("cubicBezier")
    let steps = object.optional("steps")
    let position = object.optional("position")
    try object.finish()
    if let bezier {
      if let other = steps ?? position {
        throw other.error(.invalidValue, "a curve is a cubic Bézier or steps, not both")
      }
      let items = try bezier.array()
      guard items.count == 4 else {
        throw bezier.error(
          .invalidValue, "expected [x1, y1, x2, y2], an array of 4 numbers; found \(items.count)")
      }
      var values: [Double] = []
      for (index, item) in items.enumerated() {
        if index % 2 == 0 {
          let x = try item.double()
          guard (0...1).contains(x) else {
            throw item.error(
              .invalidValue,
              "x\(index / 2 + 1) must be between 0 and 1 (time runs forwards through the curve), "
                + "found \(MessageText.number(x))")
          }
          values.append(x)
        } else {
          values.append(try item.double(in: -1000...1000))
        }
      }
      do {
        return try .cubicBezier(values[0], values[1], values[2], values[3])
      } catch {
        throw bezier.error(.invalidValue, error.description)
      }
    }
    guard let steps else {
      throw object.error(.missingField, "a curve object needs \"cubicBezier\" or \"steps\"")
    }
    let count = try steps.int(in: 1...FormatLimits.steps)
    var place = StepPosition.jumpEnd
    if let position {
      place = StepPosition(rawValue: try position.oneOf(StepPosition.allCases.map(\.rawValue)))!
    }
    do {
      return try .steps(count, place)
    } catch {
      throw steps.error(.invalidValue, error.message)
    }
  }

  /// A preset name, `{"duration", "bounce"}` or `{"mass", "stiffness", "damping"}`.
  func spring(_ json: JSONNode) throws(SceneFileError) -> Spring {
    if case .string = json.value.kind {
      return Self.springPresets[try json.oneOf(["smooth", "snappy", "bouncy"])]!
    }
    guard case .object = json.value.kind else {
      throw json.error(
        .type,
        "expected \"smooth\", \"snappy\", \"bouncy\" or a spring object, found \(json.value.typeDescription)")
    }
    let object = try json.object()
    let duration = object.optional("duration")
    let bounce = object.optional("bounce")
    let mass = object.optional("mass")
    let stiffness = object.optional("stiffness")
    let damping = object.optional("damping")
    try object.finish()
    do {
      if stiffness != nil || damping != nil || mass != nil {
        if let perceptual = duration ?? bounce {
          throw perceptual.error(
            .invalidValue,
            "a spring is {\"duration\", \"bounce\"} or {\"mass\", \"stiffness\", \"damping\"}, not both")
        }
        guard let stiffness, let damping else {
          throw object.error(.missingField, "a physical spring needs \"stiffness\" and \"damping\"")
        }
        let m =
          try mass.map { node throws(SceneFileError) in try positive(node, maximum: FormatLimits.springMass) }
          ?? 1
        let k = try positive(stiffness, maximum: FormatLimits.springStiffness)
        let c = try damping.double(in: 0...FormatLimits.springDamping)
        return try Spring(mass: m, stiffness: k, damping: c)
      }
      guard let duration else {
        throw object.error(.missingField, "a spring needs \"duration\" (or \"stiffness\" and \"damping\")")
      }
      let d = try positive(duration, maximum: FormatLimits.springDuration)
      var b = 0.0
      if let bounce {
        b = try bounce.double(in: -1...1)
        guard b > -1 else { throw bounce.error(.invalidValue, "a bounce of -1 would need infinite damping") }
      }
      return try Spring(duration: d, bounce: b)
    } catch let error as SceneFileError {
      throw error
    } catch {
      throw object.error(.invalidValue, "\(error)")
    }
  }

  /// A number greater than 0 and at most `maximum`.
  func positive(_ json: JSONNode, maximum: Double) throws(SceneFileError) -> Double {
    let value = try json.double(in: 0...maximum)
    guard value > 0 else { throw json.error(.invalidValue, "expected a number greater than 0, found 0") }
    return value
  }

  /// `"opacity"`, `"identity"`, `"materialize"`, or `{"opacity": bool, "scale": f, "move": edge, "glass":
  /// "matchedGeometry" | "materialize" | "identity"}`.
  func transition(_ json: JSONNode) throws(SceneFileError) -> Transition {
    if case .string = json.value.kind {
      switch try json.oneOf(["opacity", "identity", "materialize"]) {
      case "opacity": return .opacity
      case "identity": return .identity
      default: return .materialize
      }
    }
    let object = try json.object()
    var effects: [Transition.Effect] = []
    if let o = object.optional("opacity"), try o.bool() { effects.append(.opacity) }
    if let s = object.optional("scale") { effects.append(.scale(try s.double(in: -1000...1000))) }
    if let m = object.optional("move") {
      effects.append(.move(Transition.Edge(rawValue: try m.oneOf(Transition.Edge.allCases.map(\.rawValue)))!))
    }
    var glass = Transition.Glass.matchedGeometry
    if let g = object.optional("glass") {
      glass = Transition.Glass(rawValue: try g.oneOf(Transition.Glass.allCases.map(\.rawValue)))!
    }
    try object.finish()
    return Transition(effects: effects, glass: glass)
  }
}
