import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// Seeking is a pure function of time and policy: a filmstrip evaluated at shuffled times equals the one
/// evaluated in order, frame for frame, as text snapshots of the evaluated tree.
@Suite struct SeekPurityTests {
  /// A scene with every kind of motion: springs interrupted by springs, curves, transitions with glass
  /// growing out of a neighbour, a morph by glass id, a countdown and a press.
  static func busyScene() throws -> (Scene, Timeline) {
    let backdrop = ShapeNode(
      id: "backdrop", .rect(Rect(x: 0, y: 0, width: 400, height: 300)), fill: .solid(.white))
    let (container, anchor, button) = TransitionTests.container(gap: 8)
    let square = ShapeNode(
      id: "square", .roundedRect(Rect(x: 60, y: 150, width: 60, height: 60), cornerRadius: 12),
      glass: .regular)
    let round = ShapeNode(id: "round", .circle(center: Point(90, 180), radius: 30), glass: .clear)
    square.glassID = "swap"
    round.glassID = "swap"
    container.add(square)
    container.add(round)
    let clock = TextNode(id: "clock", "", font: Font(size: 20), origin: Point(300, 280))
    let hud = TransitionTests.control()
    let scene = Scene(size: Size(400, 300)) { [backdrop, container, clock, hud] }
    let timeline = Timeline(scene: scene)
    try timeline.insert(button, at: 0.1, animation: .spring(.bouncy))
    try timeline.set(.translation, of: anchor, to: Point(30, 0), at: 0.3, animation: .spring(.snappy))
    try timeline.set(.translation, of: anchor, to: Point(-10, 20), at: 0.5, animation: .spring(.bouncy))
    try timeline.insert(round, at: 0.6, transition: .identity, animation: .easeInOut(0.5))
    try timeline.remove(square, at: 0.6, transition: .identity, animation: .easeInOut(0.5))
    try timeline.repeatText(
      of: clock, from: 0, every: 0.25, count: 8, first: 65, step: -1, format: .minutesSeconds)
    try timeline.insert(hud, at: 0.2, transition: TransitionTests.hud, animation: .spring(.smooth))
    try timeline.press(hud.children[0] as! PaintedNode, at: 1)
    try timeline.remove(hud, at: 1.4, transition: TransitionTests.hud, animation: .easeInOut(0.3))
    try timeline.set(.spacing, of: container, to: 30, at: 1.2, animation: .linear(0.5))
    try timeline.setLight(SceneLight(angle: 60, intensity: 0.4), at: 0.4, animation: .easeInOut(1))
    return (scene, timeline)
  }

  static let frames = (0..<60).map { try! FrameRate(frames: 30).time(ofFrame: $0) }

  @Test(arguments: [MotionPolicy.standard, .reduced])
  func shuffledSeeksEqualInOrderSeeks(policy: MotionPolicy) throws {
    let (scene, timeline) = try Self.busyScene()
    var inOrder: [String] = []
    for time in Self.frames {
      try timeline.seek(to: time, policy: policy)
      inOrder.append(scene.evaluate().text)
    }
    // Each frame differs from the last somewhere: the strip is not trivially constant.
    #expect(Set(inOrder).count > 40)
    var random = TestRandom(seed: 7)
    var order = Array(Self.frames.indices)
    for i in order.indices.reversed() {
      order.swapAt(i, Int(random.next() % UInt64(i + 1)))
    }
    for index in order {
      try timeline.seek(to: Self.frames[index], policy: policy)
      #expect(scene.evaluate().text == inOrder[index], "frame \(index) differs when sought out of order")
    }
    // Switching policy and back recompiles from the model and changes nothing either.
    try timeline.seek(to: 0.7, policy: policy.reduceMotion ? .standard : .reduced)
    try timeline.seek(to: Self.frames[21], policy: policy)
    #expect(scene.evaluate().text == inOrder[21])
  }

  /// Putting the model back restores exactly the scene as built.
  @Test func restoringTheModelUndoesEverySeek() throws {
    let (scene, timeline) = try Self.busyScene()
    let model = scene.evaluate().text
    for time in [0.35, 1.5, 0.8] { try timeline.seek(to: time, policy: .standard) }
    timeline.restoreModel()
    #expect(scene.evaluate().text == model)
  }
}
