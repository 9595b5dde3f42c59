import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// A change that interrupts another starts from the presented value and, for springs, with the presented
/// velocity: measured on the scene itself, from one-sided difference quotients around the moment of
/// interruption.
@Suite struct RetargetingTests {
  static let step = 1e-6

  /// x at `time`, through a seek.
  static func x(_ timeline: Timeline, _ node: Node, _ time: Double) -> Double {
    try! timeline.seek(to: time, policy: .standard)
    return node.translation.x
  }

  /// The value at the interruption, and the velocity just before and just after it.
  static func jump(_ timeline: Timeline, _ node: Node, at t: Double) -> (
    value: Double, before: Double, after: Double
  ) {
    let h = step
    let left = x(timeline, node, t - h)
    let here = x(timeline, node, t)
    let right = x(timeline, node, t + h)
    let leftValue = x(timeline, node, t - h / 1000)
    return (abs(here - leftValue), (here - left) / h, (right - here) / h)
  }

  static func scene() -> (Timeline, ShapeNode) {
    let node = ShapeNode(id: "puck", .circle(center: .zero, radius: 10), glass: .regular)
    return (Timeline(scene: Scene(size: Size(400, 400)) { node }), node)
  }

  @Test func springInterruptedBySpringKeepsValueAndVelocity() throws {
    let (timeline, node) = Self.scene()
    try timeline.set(.translation, of: node, to: Point(300, 0), at: 0, animation: .spring(.bouncy))
    try timeline.set(.translation, of: node, to: Point(-100, 50), at: 0.12, animation: .spring(.snappy))
    let (value, before, after) = Self.jump(timeline, node, at: 0.12)
    #expect(value < 1e-3)
    // Mid-flight the puck moves at hundreds of points per second; the velocity carries over to within the
    // difference quotients' own error (second derivative × step).
    #expect(abs(before) > 100)
    #expect(abs(after - before) < 0.01 * abs(before), "velocity \(before) → \(after)")
  }

  /// A curve's velocity (its slope × distance / duration) is what a spring that takes over inherits.
  @Test func curveInterruptedBySpringKeepsVelocity() throws {
    let (timeline, node) = Self.scene()
    try timeline.set(.translation, of: node, to: Point(200, 0), at: 0, animation: .easeInOut(1))
    try timeline.set(.translation, of: node, to: Point(0, 0), at: 0.4, animation: .spring(.smooth))
    let (value, before, after) = Self.jump(timeline, node, at: 0.4)
    #expect(value < 1e-3)
    #expect(before > 100)
    #expect(abs(after - before) < 0.01 * before, "velocity \(before) → \(after)")
  }

  /// The test can fail: a curve that takes over starts from the presented value but at rest, and the
  /// measured velocity jumps.
  @Test func curveInterruptionKeepsValueButNotVelocity() throws {
    let (timeline, node) = Self.scene()
    try timeline.set(.translation, of: node, to: Point(300, 0), at: 0, animation: .spring(.bouncy))
    try timeline.set(.translation, of: node, to: Point(-100, 0), at: 0.12, animation: .easeInOut(1))
    let (value, before, after) = Self.jump(timeline, node, at: 0.12)
    #expect(value < 1e-3)
    #expect(abs(after - before) > 0.5 * abs(before))
  }

  /// Random interruptions of springs by springs, in two dimensions: never a jump in value, never one in
  /// velocity.
  @Test(arguments: [1, 2, 3, 4, 5, 6])
  func randomInterruptionsAreContinuous(seed: UInt64) throws {
    var random = TestRandom(seed: seed)
    let (timeline, node) = Self.scene()
    var time = 0.0
    var times: [Double] = []
    for _ in 0..<4 {
      let spring = try Spring(duration: random.double(0.2...1), bounce: random.double(-0.5...0.6))
      let target = Point(random.double(-300...300), random.double(-300...300))
      try timeline.set(.translation, of: node, to: target, at: time, animation: .spring(spring))
      times.append(time)
      time += random.double(0.05...0.3)
    }
    for t in times.dropFirst() {
      let h = Self.step
      func point(_ s: Double) -> Point {
        try! timeline.seek(to: s, policy: .standard)
        return node.translation
      }
      let here = point(t)
      let left = point(t - h)
      let right = point(t + h)
      #expect((here - point(t - h / 1000)).length < 1e-3)
      let before = (here - left) / h
      let after = (right - here) / h
      #expect((after - before).length < 0.01 * max(before.length, 10), "at \(t): \(before) → \(after)")
    }
  }

  /// The channel's own velocity (not a difference quotient) is exactly the spring's velocity formula at the
  /// interruption.
  @Test func inheritedVelocityIsTheClosedFormOne() throws {
    let (timeline, node) = Self.scene()
    try timeline.set(.translation, of: node, to: Point(100, 0), at: 0, animation: .spring(.bouncy))
    try timeline.set(.translation, of: node, to: Point(0, 0), at: 0.2, animation: .spring(.smooth))
    try timeline.seek(to: 0.3, policy: .standard)
    let channel = try #require(timeline.channels.first as? Channel<Point>)
    guard case .spring(_, _, let velocity?, _) = channel.segments[1].motion else {
      Issue.record("the second segment inherited no velocity")
      return
    }
    let expected = Spring.bouncy.velocity(
      from: Point.zero, to: Point(100, 0), initialVelocity: .zero, at: 0.2)
    #expect(velocity.value as? Point == expected)
    #expect(
      channel.segments[1].from
        == Spring.bouncy.value(from: Point.zero, to: Point(100, 0), initialVelocity: .zero, at: 0.2))
  }
}
