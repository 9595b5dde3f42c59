import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// The return timer's behaviour, checked on the presented tree and on pixels.
@Suite struct ReturnTimerTests {
  static func load(_ name: String = "return-timer") throws -> SceneDocument {
    try SceneFile.load(path: TestSupport.scenePath(name), textMeasurer: TextMeasurers.shaping())
  }

  static func node<T: Node>(_ document: SceneDocument, _ id: String, as: T.Type) throws -> T {
    try #require(document.scene.node(withID: NodeID(id)) as? T)
  }

  /// Half-way through a digit change (1 s + 0.075 s of 0.15 s): full motion shows the change in progress,
  /// Reduce Motion the new value alone.
  @Test func digitChangeIsASwapUnderReduceMotion() throws {
    let document = try Self.load()
    let timer = try Self.node(document, "timer", as: TextNode.self)
    try document.timeline?.seek(to: 1.075, policy: .standard)
    #expect(timer.text == "04:59")
    let change = try #require(timer.textChange)
    #expect(change.previous == "05:00")
    #expect(abs(change.progress - 0.5) < 0.01)
    let result = try document.timeline?.seek(to: 1.075, policy: .reduced)
    #expect(timer.text == "04:59")
    #expect(timer.textChange == nil)
    #expect(result?.substitutions.contains { $0.reason == .textChange && $0.node == "timer" } == true)
  }

  /// Mid-entry the HUD's controls fade and scale from 0.95; under Reduce Motion they only fade.
  @Test func hudControlsOnlyFadeUnderReduceMotion() throws {
    let document = try Self.load()
    let controls = try Self.node(document, "controls", as: GroupNode.self)
    try document.timeline?.seek(to: 0.45, policy: .standard)
    #expect(controls.opacity > 0 && controls.opacity < 1)
    #expect(controls.scaleX > 0.95 && controls.scaleX < 1)
    try document.timeline?.seek(to: 0.45, policy: .reduced)
    #expect(controls.opacity > 0 && controls.opacity < 1)
    #expect(controls.scaleX == 1 && controls.scaleY == 1)
  }

  /// The glass digits refract the moving backdrop: inside the first digit, which stays "0", the frame
  /// changes as the backdrop moves beneath it, and differs from the backdrop without the glass.
  @Test func glassDigitsRefractTheMovingBackdrop() throws {
    let document = try Self.load()
    let timer = try Self.node(document, "timer", as: TextNode.self)
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 2))
    func frame(at time: Double, glass: Bool) throws -> (ImageSurface, PixelRect) {
      try document.timeline?.seek(to: time, policy: .standard)
      let saved = timer.glass
      if !glass { timer.glass = nil }
      defer { timer.glass = saved }
      let frame = try renderer.render(document.scene)
      let shaped = renderer.outliner.shaped(timer.content, layoutDirection: .leftToRight)
      let zero = try #require(shaped.glyphs.first)
      let bounds = timer.sceneTransform.apply(
        zero.outline.path.controlPointBounds.offsetBy(zero.offset))
      return (frame.surface, PixelRect(covering: bounds).outset(by: -6))
    }
    func meanDifference(_ a: ImageSurface, _ b: ImageSurface, _ r: PixelRect) -> Double {
      var total = 0.0
      for y in r.y..<(r.y + r.height) {
        for x in r.x..<(r.x + r.width) {
          let p = a.pixel(x: x, y: y)
          let q = b.pixel(x: x, y: y)
          for shift in [0, 8, 16] {
            total += abs(Double((p >> UInt32(shift)) & 0xFF) - Double((q >> UInt32(shift)) & 0xFF))
          }
        }
      }
      return total / Double(r.area * 3)
    }
    let (early, region) = try frame(at: 0.5, glass: true)
    let (late, _) = try frame(at: 3.5, glass: true)
    let (bare, _) = try frame(at: 0.5, glass: false)
    #expect(region.area > 100)
    #expect(meanDifference(early, late, region) > 2, "the backdrop moved beneath the digit")
    #expect(meanDifference(early, bare, region) > 2, "the glass changes what it covers")
  }

  /// Every scene with a timeline renders at its start, middle and end, in both modes and both policies:
  /// at the canvas size, showing something, the same bytes as a fresh renderer draws (nothing of one
  /// frame leaks into the next), and moving — the three instants are not all one picture.
  @Test(arguments: TimelineSceneTests.scenes)
  func rendersAtSeveralTimes(scene: String) throws {
    let document = try Self.load(scene)
    let duration = document.timeline?.duration ?? 0
    let size = document.scene.size
    for mode in RenderMode.allCases {
      let options = CairoRenderer.Options(scale: 0.25, mode: mode, threads: 2)
      let renderer = CairoRenderer(options: options)
      for policy in [MotionPolicy.standard, .reduced] {
        var frames: [[UInt32]] = []
        for time in [0, duration / 2, duration] {
          try document.timeline?.seek(to: time, policy: policy)
          let frame = try renderer.render(document.scene)
          #expect(frame.surface.width == Int((size.width * 0.25).rounded(.up)))
          #expect(frame.surface.height == Int((size.height * 0.25).rounded(.up)))
          #expect(TestSupport.showsContent(frame), "\(scene) at \(time) s is blank")
          let fresh = try CairoRenderer(options: options).render(document.scene)
          #expect(fresh.surface.pixelArray() == frame.surface.pixelArray(), "\(scene) at \(time) s")
          frames.append(frame.surface.pixelArray())
        }
        if policy == .standard { #expect(Set(frames).count > 1, "\(scene) \(mode.rawValue) does not move") }
      }
    }
  }

  /// Glass in the reflection is drawn inside its masked layer with nothing of the reflection's content
  /// before it, so FrameExecution's approximation (content inside masked layers reaches the content
  /// layer unmasked) cannot change what the reflected glass samples.
  @Test func reflectedGlassSamplesOnlyUnmaskedContent() throws {
    let document = try Self.load()
    try document.timeline?.seek(to: 2.6, policy: .standard)
    let list = CairoRenderer(options: .init(scale: 1)).displayList(for: document.scene)
    var depth = 0
    var maskedDepths: [Int] = []
    var contentInMask = false
    var glassInMask = 0
    for command in list.commands {
      switch command {
      case .pushLayer(_, let mask):
        depth += 1
        if mask != nil { maskedDepths.append(depth) }
      case .popLayer:
        if maskedDepths.last == depth { maskedDepths.removeLast() }
        depth -= 1
      case .fill, .stroke, .image:
        if !maskedDepths.isEmpty { contentInMask = true }
      case .glass:
        if !maskedDepths.isEmpty {
          glassInMask += 1
          #expect(!contentInMask)
        }
      default: break
      }
    }
    #expect(glassInMask == 1)
  }
}
