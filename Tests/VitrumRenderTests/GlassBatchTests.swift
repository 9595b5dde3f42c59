import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Runs of glass drawn as one batch on several cores (`GlassCompositor.drawBatch`: captures side by side,
/// looks side by side, the frame's rows in strips across cores) draw what one core draws: the same bytes,
/// warnings and work counters; and compositing straight into the frame's pixels gives Cairo's bytes.
@Suite struct GlassBatchTests {
  /// Runs of consecutive glass broken by content (a filled glass shape draws its fill after its glass, a
  /// dot between two cards), cards cut by the canvas's edge, a blur wider than its capture, and a spacing-0
  /// container (per-node mode gives its members their own captures).
  static func scene() -> Scene {
    let size = Size(420, 300)
    var cards: [Node] = []
    for row in 0..<3 {
      for column in 0..<5 {
        let frame = Rect(x: Double(column) * 90 - 10, y: Double(row) * 70 + 20, width: 90, height: 70)
        var material = GlassMaterial(column % 3 == 0 ? .clear : .regular)
        if (row + column) % 4 == 1 { material.tint = Color(hex: "#22C55E") }
        cards.append(ShapeNode(.roundedRect(frame, cornerRadius: 14), glass: material))
      }
    }
    var wide = GlassMaterial(.regular)
    wide.blurRadius = 400
    return Scene(size: size) {
      ContainerTests.backdrop(size)
      ContainerNode(spacing: 0) { cards }
      ShapeNode(.capsule(Rect(x: 20, y: 240, width: 120, height: 40)), glass: GlassMaterial(.regular))
      ShapeNode(.circle(center: Point(200, 260), radius: 30), glass: wide)
      ShapeNode(.circle(center: Point(250, 262), radius: 5), fill: .solid(Color(hex: "#F43F5E")!))
      ShapeNode(
        .roundedRect(Rect(x: 280, y: 236, width: 90, height: 48), cornerRadius: 10),
        fill: .solid(Color(hex: "#FFFFFF30")!), glass: GlassMaterial(.regular))
      ShapeNode(.ellipse(Rect(x: 360, y: 230, width: 90, height: 60)), glass: GlassMaterial(.clear))
    }
  }

  static func render(_ scene: Scene, threads: Int, budget: FrameBudget = .standard) throws -> RenderedFrame {
    try CairoRenderer(options: .init(scale: 1, mode: .perNode, threads: threads, budget: budget)).render(
      scene)
  }

  static func expectSame(_ a: RenderedFrame, _ b: RenderedFrame, _ note: String) throws {
    let c = try #require(ImageComparison(a.surface, b.surface))
    #expect(c.maxDelta == 0, "\(note): \(c)")
    #expect(a.warnings == b.warnings, "\(note)")
    let s = a.statistics
    let t = b.statistics
    #expect(s.glassDraws == t.glassDraws && s.captures == t.captures, "\(note)")
    #expect(s.capturedPixels == t.capturedPixels && s.blurredPixels == t.blurredPixels, "\(note)")
    #expect(s.shadedPixels == t.shadedPixels && s.interiorPixels == t.interiorPixels, "\(note)")
    #expect(s.bytesRead == t.bytesRead && s.bytesWritten == t.bytesWritten, "\(note)")
  }

  @Test func batchOnAnyCoresEqualsOneCore() throws {
    let scene = Self.scene()
    let one = try Self.render(scene, threads: 1)
    #expect(one.statistics.glassDraws == 19)
    #expect(one.warnings.contains { $0.code == .blurClamped })
    for threads in [2, 3] {
      try Self.expectSame(one, try Self.render(scene, threads: threads), "\(threads) threads")
    }
  }

  /// A shape whose toned grid is large enough to be toned in bands by any core (`GlassBatchWork`:
  /// more than 2 × `toneBandTexels` texels) beside a small one: the bytes of every grid toned whole, on
  /// one core and several.
  @Test func largeGridTonedInBandsOnAnyCores() throws {
    let size = Size(420, 300)
    // The default blur (2 pt) keeps the grid at full resolution: about 362 × 262 texels.
    #expect(DownsampledBlur.reduction(for: 2) == 1)
    #expect(362 * 262 > 2 * GlassBatchWork.toneBandTexels)
    let scene = Scene(size: size) {
      ContainerTests.backdrop(size)
      ShapeNode(
        .roundedRect(Rect(x: 30, y: 20, width: 360, height: 260), cornerRadius: 40),
        glass: GlassMaterial.regular.tint(Color(hex: "#3B82F6")))
      ShapeNode(.capsule(Rect(x: 60, y: 120, width: 120, height: 40)), glass: GlassMaterial(.clear))
    }
    let whole = try GlassBatchWork.$toneBandTexels.withValue(.max) { try Self.render(scene, threads: 1) }
    #expect(whole.statistics.glassDraws == 2)
    for threads in [1, 2, 3] {
      try Self.expectSame(whole, try Self.render(scene, threads: threads), "\(threads) threads, in bands")
    }
  }

  /// A budget that runs out among the cards: the batch holds the cards the budget pays for, and the
  /// frame is the one-core frame's prefix.
  @Test func budgetRunningOutInABatch() throws {
    let scene = Self.scene()
    let renderer = CairoRenderer(options: .init(scale: 1, mode: .perNode, threads: 1))
    let list = renderer.displayList(for: scene)
    let canvas = PixelRect(x: 0, y: 0, width: list.width, height: list.height)
    // Content is drawn twice while glass is still to come; the budget pays for the content and about six
    // cards (the background's cost is not summed here, and a card cut by the canvas costs less).
    var units = 0
    var glass = 0
    for command in list.commands {
      switch command {
      case .glass(let item):
        glass += 1
        if glass <= 6 { units += FrameBudgetMeter.cost(of: item, canvas: canvas, clip: canvas) }
      default:
        if glass == 0 { units += 2 * FrameBudgetMeter.cost(of: command, within: canvas) }
      }
    }
    let budget = FrameBudget(units: units)
    let one = try Self.render(scene, threads: 1, budget: budget)
    #expect((5...8).contains(one.statistics.glassDraws), "\(one.statistics.glassDraws)")
    #expect(one.warnings.contains { $0.code == .frameBudgetExhausted })
    try Self.expectSame(one, try Self.render(scene, threads: 2, budget: budget), "2 threads, budget")
  }

  static func render(_ scene: Scene, mode: RenderMode, throughCairo: Bool) throws -> RenderedFrame {
    let renderer = CairoRenderer(options: .init(scale: 1, mode: mode, threads: 2))
    renderer.compositor.compositesThroughCairo = throughCairo
    return try renderer.render(scene)
  }

  /// Composited straight into the frame's pixels or by Cairo surface by surface: the same frame, for
  /// overlapping cards and their shadows, in both modes, under no clip, a clip of whole pixels (direct),
  /// and clips only Cairo can apply (a fractional rectangle, a circle: through Cairo either way), and a
  /// translucent group (a layer: through Cairo).
  @Test func directCompositeEqualsCairo() throws {
    /// The test scene's nodes moved into a group configured by `body`.
    func wrapped(_ body: (GroupNode) -> Void) -> Scene {
      let source = Self.scene()
      let group = GroupNode()
      for child in source.root.children { group.add(child) }
      body(group)
      let scene = Scene(size: source.size)
      scene.root.add(group)
      return scene
    }
    let clipped: [(String, Scene)] = [
      ("no clip", Self.scene()),
      ("whole-pixel clip", wrapped { $0.clip = .rect(Rect(x: 30, y: 25, width: 300, height: 210)) }),
      ("fractional clip", wrapped { $0.clip = .rect(Rect(x: 30.5, y: 25.25, width: 300, height: 210)) }),
      ("circle clip", wrapped { $0.clip = .circle(center: Point(200, 150), radius: 120) }),
      ("translucent group", wrapped { $0.opacity = 0.7 }),
    ]
    var compared = 0
    for (name, scene) in clipped {
      for mode in [RenderMode.container, .perNode] {
        let direct = try Self.render(scene, mode: mode, throughCairo: false)
        let cairo = try Self.render(scene, mode: mode, throughCairo: true)
        let c = try #require(ImageComparison(direct.surface, cairo.surface))
        #expect(c.maxDelta == 0, "\(name), \(mode): \(c)")
        #expect(direct.statistics.glassDraws == cairo.statistics.glassDraws, "\(name), \(mode)")
        compared += 1
      }
    }
    #expect(compared == 10)
  }

  /// `PixelOver` against `cairo_paint` of a surface over another: random premultiplied pixels (opaque,
  /// transparent and translucent, in runs and alone, rows of every length modulo four).
  @Test func pixelOverEqualsCairoPaint() throws {
    var rng = SeededRandom(seed: 7)
    func pixel() -> UInt32 {
      let a: UInt32
      switch rng.next() % 4 {
      case 0: a = 255
      case 1: a = 0
      default: a = UInt32(rng.next() % 256)
      }
      let r = a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1))
      let g = a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1))
      let b = a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1))
      return a << 24 | r << 16 | g << 8 | b
    }
    let width = 37
    let height = 23
    let source = (0..<width * height).map { _ in pixel() }
    let destination = (0..<width * height).map { _ in pixel() }
    let surface = try #require(ImageSurface(pixels: destination, width: width, height: height))
    let image = try #require(ImageSurface(pixels: source, width: width, height: height))
    CairoContext(surface: surface).composite(image, atDeviceX: 0, y: 0, alpha: 1)
    let expected = surface.pixelArray()
    var ours = destination
    source.withUnsafeBufferPointer { s in
      ours.withUnsafeMutableBufferPointer { d in
        for y in 0..<height {
          // Rows in two pieces, so the four-pixel path and the tail both run at every alignment.
          let split = y % width
          PixelOver.composite(s.baseAddress! + y * width, onto: d.baseAddress! + y * width, count: split)
          PixelOver.composite(
            s.baseAddress! + y * width + split, onto: d.baseAddress! + y * width + split, count: width - split
          )
        }
      }
    }
    var differing = 0
    for i in ours.indices where ours[i] != expected[i] { differing += 1 }
    #expect(differing == 0, "\(differing) of \(ours.count) pixels differ")
    #expect(expected != destination)
  }
}
