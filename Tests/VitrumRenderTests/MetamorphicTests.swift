import Testing
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// Relations between renderings that must hold whatever the pixels are.
@Suite struct MetamorphicTests {
  /// Translating a scene's content by whole pixels translates the image: every pixel away from the edges
  /// (where content enters or leaves the canvas) moves unchanged.
  @Test(arguments: ["glass-gallery", "hud-controls", "paths-and-transforms"])
  func wholePixelTranslationTranslatesTheImage(name: String) throws {
    let (dx, dy) = (7, 4)
    let original = try SceneFile.load(
      path: TestSupport.scenePath(name), textMeasurer: TextMeasurers.shaping())
    let moved = try SceneFile.load(path: TestSupport.scenePath(name), textMeasurer: TextMeasurers.shaping())
    moved.scene.root.transform = .translation(Double(dx), Double(dy))
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 2))
    let a = try renderer.render(original.scene).surface
    let b = try renderer.render(moved.scene).surface
    let pa = a.pixelArray()
    let pb = b.pixelArray()
    // Glass near the canvas edge sees a clamped capture, so stay clear of the edges by the largest blur
    // reach (3σ of the frosted tier at scale 1, or of the scene's most frosted glass: the HUD's picker
    // frosts at 20 pt) plus the shift. An adaptive label on such glass takes its ink from its whole
    // reading, so one reaching past that band changes whole: the picker's labels end 8 px below it.
    let blurs = original.nodesByID.values.compactMap { ($0 as? ShapeNode)?.glass?.blurRadius }
    let margin = blurs.contains { $0 > 10 } ? Int((3 * blurs.max()!).rounded(.up)) + 16 : 30
    var compared = 0
    var worst = 0
    for y in margin..<(a.height - margin) {
      for x in margin..<(a.width - margin) {
        let p = pa[y * a.width + x]
        let q = pb[(y + dy) * a.width + x + dx]
        if p != q {
          for shift in stride(from: 0, to: 32, by: 8) {
            worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
          }
        }
        compared += 1
      }
    }
    #expect(compared > 100_000)
    // Float evaluation of the shape at shifted coordinates may round one step differently.
    #expect(worst <= 1, "largest channel difference after translation: \(worst)")
  }

  /// Same scene, same bytes, whatever the number of threads.
  @Test func outputIsIdenticalForAnyThreadCount() throws {
    let document = try SceneFile.load(
      path: TestSupport.scenePath("glass-gallery"), textMeasurer: TextMeasurers.shaping())
    let frames = try [1, 2, 3, 5].map { threads in
      try CairoRenderer(options: .init(scale: 1.5, threads: threads)).render(document.scene).surface.pngData()
    }
    #expect(Set(frames).count == 1)
  }

  /// A renderer reused for a second frame (pools warm) draws the same bytes as a fresh one.
  @Test func reusedRendererMatchesFreshOne() throws {
    let document = try SceneFile.load(
      path: TestSupport.scenePath("mirror"), textMeasurer: TextMeasurers.shaping())
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 2))
    let first = try renderer.render(document.scene).surface.pixelArray()
    let second = try renderer.render(document.scene).surface.pixelArray()
    let fresh = try CairoRenderer(options: .init(scale: 1, threads: 2)).render(document.scene).surface
      .pixelArray()
    #expect(first == second && second == fresh)
  }

  /// Glass cannot sample glass: a glass shape drawn over another is the same, where it fully covers it,
  /// whether or not the other exists.
  @Test func glassDoesNotSampleGlass() throws {
    func scene(withUnderGlass: Bool) -> Scene {
      Scene(size: Size(200, 120)) {
        ShapeNode(
          .rect(Rect(x: 0, y: 0, width: 200, height: 120)),
          fill: .linearGradient(
            start: .zero, end: Point(200, 0),
            stops: [GradientStop(0, Color(hex: "#FF0000")!), GradientStop(1, Color(hex: "#0000FF")!)]))
        for i in 0..<10 {
          ShapeNode(.rect(Rect(x: Double(i) * 20, y: 0, width: 6, height: 120)), fill: .solid(.white))
        }
        if withUnderGlass {
          ShapeNode(.circle(center: Point(100, 60), radius: 50), glass: GlassMaterial.regular.tint(.black))
        }
        ShapeNode(.capsule(Rect(x: 40, y: 40, width: 120, height: 40)), glass: .clear)
      }
    }
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 1))
    let with = try renderer.render(scene(withUnderGlass: true)).surface.pixelArray()
    let without = try renderer.render(scene(withUnderGlass: false)).surface.pixelArray()
    // Inside the capsule (away from its anti-aliased rim) the pixels must not depend on the circle.
    var compared = 0
    for y in 45..<75 {
      for x in 65..<135 {
        #expect(with[y * 200 + x] == without[y * 200 + x], "pixel (\(x), \(y)) saw the glass beneath")
        compared += 1
      }
    }
    #expect(compared == 2100)
  }

  /// Scale is geometric: rendering at 2× and at 1× differ, and the 2× frame is twice as large.
  @Test func scaleMultipliesTheCanvas() throws {
    let document = try SceneFile.load(
      path: TestSupport.scenePath("timer-digits"), textMeasurer: TextMeasurers.shaping())
    let one = try CairoRenderer(options: .init(scale: 1)).render(document.scene).surface
    let two = try CairoRenderer(options: .init(scale: 2)).render(document.scene).surface
    #expect(two.width == 2 * one.width && two.height == 2 * one.height)
  }
}
