import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumLab
@testable import VitrumRender

/// A merging region whose members leave part of its bounding rectangle empty captures its backdrop in
/// pieces (`CapturePieces`), and the frame keeps the bytes of the one capture over the whole region: on
/// scattered members of every kind, with shadows, tints, opacity and refraction, near the canvas's edges.
@Suite struct CapturePiecesTests {
  static var cases: Int { max(12, ContainerPropertyTests.cases / 8) }

  /// The frame with regions cut into pieces or captured whole.
  static func render(_ scene: Scene, cutting: Bool, threads: Int = 2) throws -> RenderedFrame {
    try CapturePieces.$cutting.withValue(cutting) {
      try ContainerPropertyTests.render(scene, .container, threads: threads)
    }
  }

  /// Members on a random walk over a grid of cells, neighbours a random gap of at most k apart so that
  /// they melt, the walk's turns leaving corners of the bounding rectangle empty (an L, a T, a staircase);
  /// one blur for all (pieces need one level), shapes, shadows, opacity and refraction drawn at random, and
  /// the walk may run off the canvas's edges.
  static func scattered(seed: UInt64, spacing: Double) -> Scene {
    var rng = SeededRandom(seed: seed)
    let size = Size(900, 640)
    let backdrop = CardsGenerator(count: 0, canvas: size).backdrop(&rng)
    let cell = Size(rng.uniform(120...280), rng.uniform(90...240))
    let origin = Point(rng.uniform(-30...40), rng.uniform(-30...40))
    var cells: [SIMD2<Int>] = [SIMD2(0, 0)]
    let count = 3 + Int(rng.next() % 4)
    while cells.count < count {
      let from = cells[Int(rng.next() % UInt64(cells.count))]
      let steps = [SIMD2(1, 0), SIMD2(0, 1), SIMD2(-1, 0), SIMD2(0, -1)]
      let next = from &+ steps[Int(rng.next() % 4)]
      if next.x >= 0, next.y >= 0, next.x < 3, next.y < 3, !cells.contains(next) { cells.append(next) }
    }
    var members: [Node] = []
    for c in cells {
      let gap = rng.uniform(1...spacing * 2)
      let frame = Rect(
        x: origin.x + Double(c.x) * (cell.width + gap), y: origin.y + Double(c.y) * (cell.height + gap),
        width: cell.width, height: cell.height)
      var material = rng.next() % 3 == 0 ? GlassMaterial.regular.tint(Color(hex: "#3B82F6")) : .regular
      if rng.next() % 2 == 0 {
        material.shadowRadius = rng.uniform(2...14)
        material.shadowOpacity = rng.uniform(0.1...0.5)
        material.shadowOffset = rng.uniform(-6...12)
      }
      material.refractionDisplacement = rng.uniform(0...20)
      let shape: Shape
      switch rng.next() % 4 {
      case 0: shape = .capsule(frame)
      case 1: shape = .circle(center: frame.center, radius: min(frame.width, frame.height) / 2)
      case 2: shape = .ellipse(frame)
      default: shape = .roundedRect(frame, cornerRadius: rng.uniform(0...min(frame.width, frame.height) / 2))
      }
      let node = ShapeNode(shape, glass: material)
      if rng.next() % 4 == 0 { node.opacity = rng.uniform(0.3...1) }
      members.append(node)
    }
    return Scene(size: size) {
      backdrop
      ContainerNode(spacing: spacing) { members }
    }
  }

  /// Cut and whole give the same bytes, and the cut happens often enough to be tested.
  @Test(arguments: [6.0, 12.0, 20.0])
  func scatteredMembersKeepTheirBytes(spacing: Double) throws {
    var cut = 0
    for seed in 0..<UInt64(Self.cases) {
      let scene = Self.scattered(seed: seed, spacing: spacing)
      let whole = try Self.render(scene, cutting: false)
      let pieces = try Self.render(scene, cutting: true)
      let c = try #require(ImageComparison(whole.surface, pieces.surface))
      #expect(c.maxDelta == 0, "spacing \(spacing), seed \(seed): \(c)")
      #expect(whole.warnings == pieces.warnings, "spacing \(spacing), seed \(seed)")
      #expect(pieces.statistics.capturedPixels <= whole.statistics.capturedPixels, "seed \(seed)")
      if pieces.statistics.captures > whole.statistics.captures { cut += 1 }
    }
    #expect(cut * 10 >= Self.cases, "only \(cut) of \(Self.cases) scenes were cut into pieces")
  }

  /// The bench's five cards (a row of four above one): two pieces, a fifth fewer pixels blurred, the
  /// bytes of the one capture on any thread count.
  @Test func fiveCardsCutIntoTwoPieces() throws {
    var rng = SeededRandom(seed: 1)
    let size = Size(960, 480)
    let backdrop = CardsGenerator(count: 0, canvas: size).backdrop(&rng)
    let cards: [Node] = (0..<5).map { i in
      let frame = Rect(x: 6 + Double(i % 4) * 240, y: 6 + Double(i / 4) * 240, width: 228, height: 228)
      return ShapeNode(.roundedRect(frame, cornerRadius: 41), glass: .regular)
    }
    let scene = Scene(size: size) {
      backdrop
      ContainerNode(spacing: 12) { cards }
    }
    let whole = try Self.render(scene, cutting: false)
    for threads in [1, 2, 3] {
      let pieces = try Self.render(scene, cutting: true, threads: threads)
      let c = try #require(ImageComparison(whole.surface, pieces.surface))
      #expect(c.maxDelta == 0, "\(threads) threads: \(c)")
      #expect(pieces.statistics.captures == 2)
      #expect(pieces.statistics.capturedPixels * 5 < whole.statistics.capturedPixels * 4)
    }
  }

  /// Each member's piece holds its outline grown by the reach its blended pixels may sample, within
  /// the single capture, and pieces are planned only where they save pixels.
  @Test func piecesHoldWhatTheirMembersSample() throws {
    for seed in 0..<UInt64(Self.cases) {
      let scene = Self.scattered(seed: seed, spacing: 12)
      let renderer = CairoRenderer(options: .init(scale: 1, mode: .container, threads: 1))
      let list = renderer.displayList(for: scene)
      let compositor = GlassCompositor(threads: 1)
      let canvas = PixelRect(x: 0, y: 0, width: list.width, height: list.height)
      for case .glassContainer(let item) in list.commands {
        let plan = compositor.plan(item, canvas: canvas)
        let k = item.blendRadius
        for region in plan.regions {
          guard
            let pieces = CapturePieces.plan(
              region, plan.members, k: k, canvas: canvas, tile: GlassCompositor.containerTile)
          else { continue }
          #expect(pieces.rects.count > 1)
          let total = pieces.rects.reduce(0) { $0 + $1.area }
          #expect(Double(total) <= CapturePieces.largestShare * Double(region.capture.area))
          let counts = CapturePieces.bound(
            region, plan.members, k: Float(k), tile: GlassCompositor.containerTile)
          let sigma = region.blurLevels[0]
          for (n, i) in region.members.enumerated() {
            let m = plan.members[i]
            let piece = pieces.rects[pieces.pieceOfMember[n]]
            #expect(piece.intersection(region.capture) == piece, "seed \(seed)")
            let reach =
              ContainerPlan.pixels(
                Double(counts[n] - 1) * SmoothUnion.deepestLowering * k + m.displacement)
              + 2 + DownsampledBlur.reach(sigma: sigma)
            let needed = m.shapeRect.outset(by: reach).intersection(region.capture)
            #expect(piece.intersection(needed) == needed, "seed \(seed), member \(n)")
          }
        }
      }
    }
  }
}
