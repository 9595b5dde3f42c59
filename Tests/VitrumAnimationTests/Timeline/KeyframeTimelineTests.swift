import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// Keyframes played on a timeline, with values worked out by hand.
@Suite struct KeyframeTimelineTests {
  static func scene() -> (Scene, ShapeNode) {
    let ball = ShapeNode(id: "ball", .circle(center: Point(50, 50), radius: 10), fill: .solid(.white))
    return (Scene(size: Size(200, 200)) { ball }, ball)
  }

  static func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

  /// Out to 10 by the middle and back by the end, linearly: a triangle in time.
  @Test func linearKeyframesByHand() throws {
    let (scene, ball) = Self.scene()
    let timeline = Timeline(scene: scene)
    let out = try Keyframes([Keyframe(0, Point(0, 0)), Keyframe(0.5, Point(10, 0)), Keyframe(1, Point(0, 0))])
    try timeline.play(
      .translation, of: ball, keyframes: KeyframeAnimation(out, timing: AnimationTiming(duration: 1)), at: 1)
    let expected: [(Double, Double)] = [(0.5, 0), (1, 0), (1.25, 5), (1.5, 10), (1.75, 5), (2, 0), (3, 0)]
    for (time, x) in expected {
      try timeline.seek(to: time, policy: .standard)
      #expect(Self.close(ball.translation, Point(x, 0)), "t = \(time): \(ball.translation)")
    }
    #expect(timeline.duration == 2)
  }

  /// Each segment eases by the curve of the keyframe it arrives at.
  @Test func perSegmentCurves() throws {
    let (scene, ball) = Self.scene()
    let timeline = Timeline(scene: scene)
    let frames = try Keyframes([
      Keyframe(0, 0.0), Keyframe(0.5, 1, curve: .easeIn), Keyframe(1, 0.5, curve: try .steps(2, .jumpEnd)),
    ])
    try timeline.play(
      .opacity, of: ball, keyframes: KeyframeAnimation(frames, timing: AnimationTiming(duration: 2)), at: 0)
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(abs(ball.opacity - TimingCurve.easeIn.value(at: 0.5)) < 1e-12)
    // The second segment: steps(2, jump-end) from 1 to 0.5 holds 1, then 0.75, then lands on 0.5.
    try timeline.seek(to: 1.4, policy: .standard)
    #expect(ball.opacity == 1)
    try timeline.seek(to: 1.6, policy: .standard)
    #expect(abs(ball.opacity - 0.75) < 1e-12)
    try timeline.seek(to: 2, policy: .standard)
    #expect(ball.opacity == 0.5)
  }

  /// Without a keyframe at 0 the keyframes start from the value presented then: no jump.
  @Test func startsFromThePresentedValue() throws {
    let (scene, ball) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.translation, of: ball, to: Point(40, 0), at: 0, animation: .easeInOut(1))
    let frames = try Keyframes([Keyframe(1, Point(0, 0), curve: .linear)])
    try timeline.play(
      .translation, of: ball, keyframes: KeyframeAnimation(frames, timing: AnimationTiming(duration: 1)),
      at: 0.5)
    try timeline.seek(to: 0.5, policy: .standard)
    let atStart = ball.translation
    #expect(Self.close(atStart, Point(20, 0)))
    try timeline.seek(to: 0.5 + 1e-6, policy: .standard)
    #expect(abs(ball.translation.x - atStart.x) < 1e-3)
    try timeline.seek(to: 1, policy: .standard)
    #expect(Self.close(ball.translation, Point(10, 0)))
  }

  /// After an even number of autoreversed iterations the attribute ends where the keyframes started.
  @Test func autoreversedKeyframesEndAtTheStart() throws {
    let (scene, ball) = Self.scene()
    let timeline = Timeline(scene: scene)
    let frames = try Keyframes([Keyframe(0, 1.0), Keyframe(1, 0.2)])
    let timing = try AnimationTiming(duration: 0.5, repeatCount: .count(2), autoreverses: true)
    try timeline.play(.opacity, of: ball, keyframes: KeyframeAnimation(frames, timing: timing), at: 0)
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(abs(ball.opacity - 0.2) < 1e-12)
    try timeline.seek(to: 5, policy: .standard)
    #expect(ball.opacity == 1)
    // Under Reduce Motion opacity keyframes still play (fades are not motion), and end the same.
    try timeline.seek(to: 5, policy: .reduced)
    #expect(ball.opacity == 1)
  }

  /// Decorative keyframes of a move become a dissolve under Reduce Motion: no position in between shows,
  /// and the end state is the same; essential ones play unchanged.
  @Test func reduceMotionGatesDecorativeKeyframes() throws {
    for importance in MotionImportance.allCases {
      let (scene, ball) = Self.scene()
      let timeline = Timeline(scene: scene)
      let frames = try Keyframes([Keyframe(0.5, Point(30, 0)), Keyframe(1, Point(60, 0))])
      try timeline.play(
        .translation, of: ball, keyframes: KeyframeAnimation(frames, timing: AnimationTiming(duration: 1)),
        at: 1, importance: importance)
      var inBetween = 0
      for step in 0...300 {
        let time = Double(step) / 100
        try timeline.seek(to: time, policy: .reduced)
        let x = ball.translation.x
        if x != 0 && x != 60 { inBetween += 1 }
        let reduced = scene.evaluate().text
        try timeline.seek(to: time, policy: .standard)
        if importance == .essential { #expect(scene.evaluate().text == reduced, "t = \(time)") }
      }
      #expect(importance == .essential ? inBetween > 50 : inBetween == 0)
      try timeline.seek(to: 3, policy: .reduced)
      #expect(ball.translation == Point(60, 0))
      let substitutions = timeline.substitutions(policy: .reduced)
      #expect(substitutions.count == (importance == .essential ? 0 : 1))
      #expect(substitutions.first.map { $0.original.hasPrefix("keyframes: 2 keyframes, 1 s") } ?? true)
    }
  }

  /// Seeking keyframes in any order gives the same frames as in order.
  @Test func seeksArePure() throws {
    let (scene, ball) = Self.scene()
    let timeline = Timeline(scene: scene)
    let frames = try Keyframes([
      Keyframe(0.3, Point(0, -30), curve: .easeOut), Keyframe(1, Point(0, 0), curve: .easeIn),
    ])
    let timing = try AnimationTiming(duration: 0.8, delay: 0.1, repeatCount: .count(3), speed: 1.5)
    try timeline.play(.translation, of: ball, keyframes: KeyframeAnimation(frames, timing: timing), at: 0.2)
    let times = (0..<60).map { Double($0) / 25 }
    var inOrder: [String] = []
    for time in times {
      try timeline.seek(to: time, policy: .standard)
      inOrder.append(scene.evaluate().text)
    }
    var random = SeededRandom(seed: 7)
    for index in times.indices.shuffled(using: &random) {
      try timeline.seek(to: times[index], policy: .standard)
      #expect(scene.evaluate().text == inOrder[index])
    }
  }
}
