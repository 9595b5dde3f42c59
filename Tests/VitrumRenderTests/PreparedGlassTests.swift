import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Glass reading its own capture, prepared ahead of its turn on several cores
/// (`GlassCompositor.prepareOwnCaptures`), draws what one core drawing it shape by shape draws: the same
/// bytes, warnings and work counters.
@Suite struct PreparedGlassTests {
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

  @Test func preparedAheadEqualsOneByOne() throws {
    let scene = Self.scene()
    let one = try Self.render(scene, threads: 1)
    #expect(one.statistics.glassDraws == 19)
    #expect(one.warnings.contains { $0.code == .blurClamped })
    for threads in [2, 3] {
      try Self.expectSame(one, try Self.render(scene, threads: threads), "\(threads) threads")
    }
  }

  /// A budget that runs out among the cards: the cards prepared ahead are those the budget pays for, and
  /// the frame is the one-core frame's prefix.
  @Test func budgetRunningOutAmongPreparedGlass() throws {
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
}
