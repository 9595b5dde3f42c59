import Testing

@testable import VitrumAnimation

/// The policy's decisions, case by case, as a table.
@Suite struct MotionPolicyTests {
  static let curve = try! Animation.curve(.ease, duration: 0.4, delay: 0.1)
  static let spring = try! Animation.spring(.bouncy, delay: 0.05)

  @Test func fullMotionChangesNothing() {
    let policy = MotionPolicy.standard
    for kind in [AttributeKind.geometry, .appearance] {
      for animation in [Self.curve, Self.spring] {
        let (decision, reason) = policy.resolve(animation, kind: kind)
        #expect(decision == .animate(animation) && reason == nil)
      }
    }
    #expect(policy.resolve(nil, kind: .geometry) == (.instant, nil))
  }

  @Test func reduceMotionReplacesDecorativeMotion() {
    let policy = MotionPolicy.reduced
    // Geometry: a cross-fade of the end states, keeping the delay.
    #expect(
      policy.resolve(Self.curve, kind: .geometry) == (
        .crossFade(delay: 0.1, duration: 0.2), .decorativeMotion
      ))
    #expect(
      policy.resolve(Self.spring, kind: .geometry) == (
        .crossFade(delay: 0.05, duration: 0.2), .decorativeMotion
      ))
    // Looks: a curve stays, a spring loses its bounce.
    #expect(policy.resolve(Self.curve, kind: .appearance) == (.animate(Self.curve), nil))
    #expect(
      policy.resolve(Self.spring, kind: .appearance) == (
        .animate(MotionPolicy.fadeCurve(delay: 0.05)), .decorativeSpring
      ))
    // Discrete values change at once whatever the animation; essential motion stays.
    #expect(policy.resolve(Self.curve, kind: .discrete) == (.instant, nil))
    #expect(
      policy.resolve(Self.spring.essential(), kind: .geometry) == (.animate(Self.spring.essential()), nil))
  }

  @Test func ownAlternativesWin() {
    let policy = MotionPolicy.reduced
    let instant = Self.spring.reduced(to: .instant)
    #expect(policy.resolve(instant, kind: .geometry) == (.instant, .ownAlternative))
    let fade = Self.curve.reduced(to: .crossFade)
    #expect(policy.resolve(fade, kind: .geometry) == (.crossFade(delay: 0.1, duration: 0.2), .ownAlternative))
    #expect(
      policy.resolve(fade, kind: .appearance) == (
        .animate(MotionPolicy.fadeCurve(delay: 0.1)), .ownAlternative
      ))
    let slow = try! Animation.linear(1)
    #expect(
      policy.resolve(Self.spring.reduced(to: .animation(slow)), kind: .geometry) == (
        .animate(slow), .ownAlternative
      ))
    // Without Reduce Motion the alternative is not used.
    #expect(MotionPolicy.standard.resolve(instant, kind: .geometry) == (.animate(instant), nil))
  }

  /// The dissolve's share of the new geometry rises 0 → 1 eased in and out (ease-in-out at ½ is ½); the
  /// ghost has the rest. Before the start (or for a time that is not a number) nothing has faded in.
  @Test func dissolveProgressRisesEased() {
    #expect(MotionPolicy.dissolveProgress(at: 0) == 0)
    #expect(MotionPolicy.dissolveProgress(at: 0.5) == 0.5)
    #expect(MotionPolicy.dissolveProgress(at: 0.25) < 0.25 && MotionPolicy.dissolveProgress(at: 0.75) > 0.75)
    #expect(MotionPolicy.dissolveProgress(at: 1) == 1 && MotionPolicy.dissolveProgress(at: 7) == 1)
    #expect(MotionPolicy.dissolveProgress(at: -3) == 0 && MotionPolicy.dissolveProgress(at: .nan) == 0)
  }

  @Test func transitionsKeepTheirFadeAndLoseTheirMotion() {
    let hud = Transition(effects: [.opacity, .scale(0.95)])
    let reduced = MotionPolicy.reduced.resolve(hud, animation: Self.curve, hasGlassMorphs: false)
    #expect(reduced.transition.effects == [.opacity])
    #expect(
      reduced.animation == Self.curve && reduced.reasons == [.transitionMotion] && !reduced.dropsGlassMorphs)
    // A move alone becomes a fade, a spring an ease-in-out.
    let move = MotionPolicy.reduced.resolve(.move(edge: .top), animation: Self.spring, hasGlassMorphs: false)
    #expect(move.transition.effects == [.opacity])
    #expect(move.animation == MotionPolicy.fadeCurve(delay: 0.05))
    #expect(move.reasons == [.transitionMotion, .decorativeSpring])
    // Glass morphs give way to a fade.
    let morph = MotionPolicy.reduced.resolve(.identity, animation: Self.curve, hasGlassMorphs: true)
    #expect(
      morph.dropsGlassMorphs && morph.transition.effects == [.opacity] && morph.reasons == [.glassMorph])
    // Nothing happens without Reduce Motion, without an animation, or for essential motion.
    for (policy, animation) in [
      (MotionPolicy.standard, Optional(Self.curve)), (.reduced, nil), (.reduced, Self.curve.essential()),
    ] {
      let same = policy.resolve(hud, animation: animation, hasGlassMorphs: true)
      #expect(
        same.transition == hud && same.animation == animation && same.reasons.isEmpty
          && !same.dropsGlassMorphs)
    }
  }
}
