import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// What Reduce Motion plays in place of a decorative animation starts at the event, never before it, and
/// ends where the full motion ends — for every combination of repeat count, autoreverse and `forever`.
@Suite struct ReducedMotionEndTests {
  static func scene() -> (Scene, ShapeNode) {
    let card = ShapeNode(id: "card", .capsule(Rect(x: 0, y: 0, width: 120, height: 44)), glass: .regular)
    return (Scene(size: Size(400, 300)) { card }, card)
  }

  /// A decorative move with `"delay": -0.25` at an event at 0.5 s: full motion starts it part-way through
  /// at the event; the dissolve that replaces it starts at the event itself: the new position shows from
  /// then on, fading in from transparent over the old one's ghost.
  @Test(arguments: ["curve", "spring"]) func negativeDelayDissolveStartsAtTheEvent(kind: String) throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    let target = Point(200, 0)
    let animation =
      kind == "curve"
      ? try Animation.curve(.easeInOut, duration: 0.6, delay: -0.25)
      : try Animation.spring(.bouncy, delay: -0.25)
    try timeline.set(.translation, of: card, to: target, at: 0.5, animation: animation)
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(card.translation.x > 0, "full motion starts part-way through at the event")
    try timeline.seek(to: 0.4999, policy: .standard)
    #expect(card.translation == .zero)
    var switched: Double?
    for step in 0...1500 {
      let time = Double(step) / 1000
      try timeline.seek(to: time, policy: .reduced)
      #expect(card.translation == .zero || card.translation == target, "t = \(time)")
      if time < 0.5 {
        #expect(card.opacity == 1 && card.translation == .zero, "t = \(time): nothing before the event")
        #expect(card.ghosts.isEmpty)
      }
      if card.translation == target && switched == nil {
        switched = time
        #expect(card.opacity < 1e-3, "the new position first shows at t = \(time), opacity \(card.opacity)")
        #expect(card.ghosts.map(\.transformComponents.translation) == [.zero])
        #expect(card.ghosts.map(\.opacity) == [1])
      }
    }
    #expect(switched == 0.5)
    let substitution = try #require(timeline.substitutions(policy: .reduced).first)
    #expect(substitution.start == 0.5)
  }

  /// `animate` with `"repeat": 2, "autoreverse": true` ends at its start in full motion; under Reduce
  /// Motion nothing changes at all (no cross-fade to a target it never stays at).
  @Test func evenAutoreverseEndsAtTheStart() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    let animation = try Animation.curve(.easeInOut, duration: 0.4, repeatCount: .count(2), autoreverses: true)
    try timeline.set(.translation, of: card, to: Point(200, 0), at: 0.5, animation: animation)
    try timeline.seek(to: 5, policy: .standard)
    #expect(card.translation == .zero)
    for time in stride(from: 0.0, through: 5, by: 0.01) {
      try timeline.seek(to: time, policy: .reduced)
      #expect(card.translation == .zero && card.opacity == 1, "t = \(time)")
    }
    let substitution = try #require(timeline.substitutions(policy: .reduced).first)
    #expect(substitution.replacement == "no change (it ends where it starts)")
  }

  /// Every combination of repeat count (1 to 7, and forever), autoreverse, attribute kind and the
  /// policy's own or the animation's alternatives: the reduced end is the full end (for `forever`, which
  /// has none: its first frame, held, or the end of its own alternative), and a move never shows in
  /// between.
  @Test func everyCombinationEndsWhereFullMotionEnds() throws {
    let repeats: [RepeatCount] = (1...7).map { .count($0) } + [.forever]
    let alternatives: [ReducedMotion?] = [nil, .crossFade, .instant, .animation(try .linear(0.3))]
    var checked = 0
    for repeatCount in repeats {
      for autoreverses in [false, true] {
        for alternative in alternatives {
          let timing = try AnimationTiming(
            duration: 0.3, delay: 0.1, repeatCount: repeatCount, autoreverses: autoreverses)
          var animation = Animation(.curve(.easeInOut, timing))
          animation.reducedAlternative = alternative
          let (scene, card) = Self.scene()
          let timeline = Timeline(scene: scene)
          try timeline.set(.translation, of: card, to: Point(100, 50), at: 1, animation: animation)
          try timeline.set(.opacity, of: card, to: 0.25, at: 1, animation: animation)
          let label =
            "\(repeatCount) autoreverse \(autoreverses) alternative \(alternative.map { "\($0)" } ?? "none")"
          let even: Bool
          switch repeatCount {
          case .count(let n): even = n % 2 == 0
          case .forever: even = false
          }
          let endsAtStart = autoreverses && even
          #expect(timing.endsAtStart == endsAtStart, "\(label)")
          let late = 1 + 0.1 + 0.3 * 7 + 1
          let expectedMove = endsAtStart ? Point.zero : Point(100, 50)
          let expectedOpacity = endsAtStart ? 1.0 : 0.25
          if case .count = repeatCount {
            try timeline.seek(to: late, policy: .standard)
            #expect(card.translation == expectedMove, "\(label): full motion")
            #expect(card.opacity == expectedOpacity, "\(label): full motion")
          }
          try timeline.seek(to: late, policy: .reduced)
          if repeatCount == .forever && alternative == nil {
            // A decorative loop with no end holds its first frame: nothing moves, nothing pulses.
            #expect(card.translation == .zero && card.opacity == 1, "\(label): reduced")
          } else if alternative == nil {
            // A decorative loop that ends holds its first frame while it would play, then takes its end.
            #expect(card.translation == expectedMove, "\(label): reduced")
            #expect(abs(card.opacity - expectedOpacity) < 1e-12, "\(label): reduced")
          } else {
            #expect(card.translation == expectedMove, "\(label): reduced")
            #expect(abs(card.opacity - expectedOpacity) < 1e-12, "\(label): reduced")
          }
          if alternative == nil || alternative == .crossFade || alternative == .instant {
            for time in stride(from: 0.0, through: late, by: 0.01) {
              try timeline.seek(to: time, policy: .reduced)
              #expect(card.translation == .zero || card.translation == Point(100, 50), "\(label) t = \(time)")
              if endsAtStart { #expect(card.translation == .zero, "\(label) t = \(time)") }
            }
          }
          checked += 1
        }
      }
    }
    #expect(checked == 8 * 2 * 4)
  }

  /// Keyframes end where their timing leaves them, with and without the policy: on the value they start
  /// from after an even number of autoreversed iterations (no fade at all when that is where they began),
  /// on their first keyframe when it is their own.
  @Test func keyframesEndWhereFullMotionEnds() throws {
    for firstAtZero in [false, true] {
      for count in 1...4 {
        let (scene, card) = Self.scene()
        let timeline = Timeline(scene: scene)
        var frames = [Keyframe(0.5, 100.0), Keyframe(1, 200.0)]
        if firstAtZero { frames.insert(Keyframe(0, 50), at: 0) }
        let timing = try AnimationTiming(duration: 0.4, repeatCount: .count(count), autoreverses: true)
        try timeline.play(
          .rotation, of: card, keyframes: KeyframeAnimation(try Keyframes(frames), timing: timing), at: 0.5)
        try timeline.seek(to: 10, policy: .standard)
        let full = card.rotation
        try timeline.seek(to: 10, policy: .reduced)
        #expect(card.rotation == full, "first at 0: \(firstAtZero), \(count)×")
        #expect(full == (count % 2 == 1 ? 200 : firstAtZero ? 50 : 0))
        if count % 2 == 0 && !firstAtZero {
          for time in stride(from: 0.0, through: 3, by: 0.01) {
            try timeline.seek(to: time, policy: .reduced)
            #expect(card.rotation == 0 && card.opacity == 1, "t = \(time)")
          }
        }
      }
    }
  }
}
