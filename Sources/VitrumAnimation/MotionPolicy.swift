import VitrumScene

/// Which motion a frame may show: the one place where Reduce Motion turns into decisions. Every seek of a
/// timeline resolves its animations through a policy, and every replacement is recorded with its reason
/// (`MotionSubstitution`).
///
/// Under Reduce Motion, a decorative animation (the default importance)
/// - that names its own alternative (`Animation.reducedAlternative`) plays that instead;
/// - that repeats (more than one iteration, or forever: a drifting backdrop, an ambient loop) holds its
///   first frame — the value it starts from — for as long as it would play, then takes the value full
///   motion ends at (at once; an even number of autoreversed iterations ends where it started, so nothing
///   changes). A loop replaced by a cross-fade would fade the whole background out and back in: a flash,
///   worse for motion-sensitive people than the drift;
/// - of a move, scale, rotation, anchor, shape or container spacing becomes a dissolve of its end states
///   over `crossFadeDuration`: the node takes its new value at once and fades in there with opacity p
///   while a ghost of it at the old value (`PresentedGhost`) fades out beneath with 1 − p, p eased in and
///   out — no in-between geometry is ever shown, and the element never dims to nothing and back, which
///   would flicker the frame's mean luminance (docs/format.md, *Reduce Motion*). A change arriving
///   during a dissolve dissolves on from the frame as presented: every ghost still fading keeps fading,
///   under the new one. That is for interface elements; a node covering a large area (`largeAreaShare`
///   of the canvas, a backdrop) is never dissolved: its change happens at once, since fading it would
///   flash the screen;
/// - of opacity, colour or glass keeps changing, but a spring there becomes an ease-in-out curve over
///   `crossFadeDuration` (the change stays, the bounce goes);
/// - of a text's content becomes a plain swap: the new text at once.
/// Transitions keep their opacity and drop their scale and move parts; glass morphs (matched geometry, a
/// morph by glass id) become cross-fades. Essential animations run unchanged. The end state of every
/// change is the same with and without the policy: a replacement ends where the full motion ends, so an
/// animation that autoreverses an even number of times changes nothing under the policy, and one that
/// repeats forever (which never ends) cross-fades to its target.
/// A replacement never starts before its event: a negative delay, which starts full motion part-way
/// through, starts the cross-fade at the event.
public struct MotionPolicy: Hashable, Sendable, CustomStringConvertible {
  /// Whether decorative motion is replaced.
  public var reduceMotion: Bool

  /// Creates a policy.
  public init(reduceMotion: Bool = false) { self.reduceMotion = reduceMotion }

  /// The policy an environment asks for.
  public init(environment: SceneEnvironment) { self.reduceMotion = environment.reduceMotion }

  /// Full motion.
  public static let standard = MotionPolicy(reduceMotion: false)
  /// Reduce Motion.
  public static let reduced = MotionPolicy(reduceMotion: true)

  /// How long the cross-fade that replaces decorative motion lasts: a fifth of a second, short enough to
  /// read as a change of state rather than as motion, long enough not to flash. A design choice, not a
  /// measurement.
  public static let crossFadeDuration = 0.2

  /// The share of the canvas a node's paint must cover for its decorative geometry to change at once
  /// rather than cross-fade under Reduce Motion. A quarter: interface elements (controls, sheets, badges)
  /// stay well below it, backdrops and full-screen layers reach it; fading a quarter of the screen out
  /// and in moves the frame's mean luminance by tens of levels where the acceptance allows 2.
  public static let largeAreaShare = 0.25

  public var description: String { reduceMotion ? "reduce motion" : "full motion" }

  /// What plays for one change of an attribute of `kind`.
  enum Decision: Hashable {
    /// The change happens at once.
    case instant
    /// The change runs with this animation.
    case animate(Animation)
    /// The node dissolves from its old value to the new one (`Timeline.stageDissolves`) after `delay`.
    case crossFade(delay: Double, duration: Double)
    /// The value holds where it starts for `seconds` (infinite: for ever), then takes the value full
    /// motion ends at, at once.
    case hold(seconds: Double)
  }

  /// The decision for a change animated by `animation` (nil: no animation), and the reason when the policy
  /// replaced it.
  func resolve(_ animation: Animation?, kind: AttributeKind, coversLargeArea: Bool = false) -> (
    Decision, MotionSubstitution.Reason?
  ) {
    guard let animation else { return (.instant, nil) }
    guard kind != .discrete else { return (.instant, nil) }
    guard reduceMotion, animation.importance == .decorative else { return (.animate(animation), nil) }
    if kind == .content, animation.reducedAlternative == nil { return (.instant, .textChange) }
    let fade = Self.crossFadeDuration
    // A negative delay starts full motion part-way through, at the event; a cross-fade started part-way
    // would have faded the node out before anything changed, so the replacement starts at the event.
    let delay = max(0, animation.delay)
    if let alternative = animation.reducedAlternative {
      switch alternative {
      case .instant: return (.instant, .ownAlternative)
      case .animation(let replacement): return (.animate(replacement), .ownAlternative)
      case .crossFade:
        if kind == .geometry && coversLargeArea { return (.instant, .largeAreaMotion) }
        if kind == .geometry { return (.crossFade(delay: delay, duration: fade), .ownAlternative) }
        return (.animate(Self.fadeCurve(delay: delay)), .ownAlternative)
      }
    }
    if let length = animation.repeatingLength { return (.hold(seconds: length), .decorativeLoop) }
    if kind == .geometry && coversLargeArea { return (.instant, .largeAreaMotion) }
    if kind == .geometry { return (.crossFade(delay: delay, duration: fade), .decorativeMotion) }
    if animation.isSpring { return (.animate(Self.fadeCurve(delay: delay)), .decorativeSpring) }
    return (.animate(animation), nil)
  }

  /// What a transition becomes under the policy.
  struct TransitionDecision {
    var transition: Transition
    var animation: Animation?
    /// Whether glass morphs (matched geometry, a morph by glass id) give way to the transition's fade.
    var dropsGlassMorphs: Bool
    var reasons: [MotionSubstitution.Reason]
  }

  /// The transition and animation an insert or remove plays: under Reduce Motion a decorative one keeps
  /// its opacity (gaining one if nothing else would remain), drops its scale and move and its glass
  /// morphs, and loses a spring's bounce — or plays the animation's own alternative.
  func resolve(_ transition: Transition, animation: Animation?, hasGlassMorphs: Bool) -> TransitionDecision {
    var result = TransitionDecision(
      transition: transition, animation: animation, dropsGlassMorphs: false, reasons: [])
    guard reduceMotion, let original = animation, original.importance == .decorative else { return result }
    if hasGlassMorphs {
      result.dropsGlassMorphs = true
      if result.transition.glass == .matchedGeometry { result.transition.glass = .identity }
      if !result.transition.effects.contains(.opacity) { result.transition.effects.append(.opacity) }
      result.reasons.append(.glassMorph)
    }
    if result.transition.effects.contains(where: \.isMotion) {
      result.transition.effects.removeAll(where: \.isMotion)
      if result.transition.effects.isEmpty { result.transition.effects = [.opacity] }
      result.reasons.append(.transitionMotion)
    }
    if let alternative = original.reducedAlternative {
      switch alternative {
      case .instant: result.animation = nil
      case .crossFade: result.animation = Self.fadeCurve(delay: max(0, original.delay))
      case .animation(let replacement): result.animation = replacement
      }
      result.reasons.append(.ownAlternative)
    } else if original.isSpring {
      result.animation = Self.fadeCurve(delay: max(0, original.delay))
      result.reasons.append(.decorativeSpring)
    }
    return result
  }

  /// The ease-in-out curve over `crossFadeDuration` that replaces a decorative spring.
  /// (A loop's hold is `Animation.repeatingLength`.)
  static func fadeCurve(delay: Double) -> Animation {
    // Both numbers are finite and the duration positive, so the timing cannot be refused.
    let timing = try! AnimationTiming(duration: crossFadeDuration, delay: delay)
    return Animation(.curve(.easeInOut, timing))
  }

  /// The share of the new value in a dissolve at `progress` (0…1 of its duration): 0 → 1 eased in and
  /// out; 0 before, 1 after. The old value's ghost has the rest.
  static func dissolveProgress(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    return TimingCurve.easeInOut.value(at: progress)
  }
}

/// What kind of attribute a change touches, which decides what Reduce Motion does with its animation.
public enum AttributeKind: String, Hashable, Sendable {
  /// Geometry: position, scale, rotation, anchor, outline, container spacing.
  case geometry
  /// Looks: opacity, colours, glass parameters.
  case appearance
  /// Values without in-betweens (visibility, pressed): they change at once.
  case discrete
  /// A text's content: an animated change cross-fades the glyphs that differ; under Reduce Motion a
  /// decorative one is a plain swap (a timer's digits turning over are decoration, the new value is not).
  case content
}
