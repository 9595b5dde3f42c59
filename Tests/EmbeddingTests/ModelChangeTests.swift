import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene

/// A program's changes between frames are the model: they hold where the timeline does not animate the
/// attribute, and survive the timeline putting its model back (as a press from live input makes it do).
@Suite struct ModelChangeTests {
  @Test func aChangeBetweenFramesSurvivesNewEvents() throws {
    var material = GlassMaterial.regular
    material.isInteractive = true
    let box = ShapeNode(id: "box", .rect(Rect(x: 0, y: 0, width: 40, height: 40)), glass: material)
    let scene = Scene(size: Size(100, 100)) { box }
    let timeline = Timeline(scene: scene)
    try timeline.set(.opacity, of: box, to: 0.5, at: 1, animation: .easeInOut(0.5))
    try timeline.seek(to: 2, policy: .standard)
    timeline.changeModel(of: [box]) {
      box.translation = Point(10, 0)
      box.opacity = 0.8
    }
    #expect(box.translation == Point(10, 0))
    #expect(box.opacity == 0.5, "at 2 s the timeline's value is presented")
    try timeline.press(box, at: 3)
    try timeline.seek(to: 2.5, policy: .standard)
    #expect(box.translation == Point(10, 0) && box.opacity == 0.5)
    try timeline.seek(to: 0.5, policy: .standard)
    #expect(box.translation == Point(10, 0) && box.opacity == 0.8, "before the first event, the model")
    try timeline.seek(to: 3, policy: .standard)
    #expect(box.isPressed)
  }

  @Test func withoutItAChangeIsLostWhenTheModelComesBack() throws {
    let box = ShapeNode(id: "box", .rect(Rect(x: 0, y: 0, width: 40, height: 40)), glass: .regular)
    let scene = Scene(size: Size(100, 100)) { box }
    let timeline = Timeline(scene: scene)
    try timeline.set(.opacity, of: box, to: 0.5, at: 1)
    try timeline.seek(to: 2, policy: .standard)
    box.translation = Point(10, 0)
    timeline.restoreModel()
    #expect(box.translation == .zero)
  }
}
