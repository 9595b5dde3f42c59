import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumLab
@testable import VitrumRender

/// A merging container shades the tiles one member provably owns as that member alone
/// (`ContainerKernel.soleOwner`), and the frame keeps the bytes of folding every candidate at every
/// pixel: on generated structures and on card grids with shadows, rotations, circles and ellipses.
@Suite struct SoleOwnerPropertyTests {
  static var cases: Int { max(6, ContainerPropertyTests.cases / 8) }

  /// The frame and its counters with tiles proven or all folded.
  static func render(_ scene: Scene, proving: Bool) throws -> RenderedFrame {
    try ContainerKernel.$provingSoleOwners.withValue(proving) {
      try ContainerPropertyTests.render(scene, .container)
    }
  }

  static func expectSameFrame(_ scene: Scene, _ note: String) throws {
    let folded = try render(scene, proving: false)
    let proved = try render(scene, proving: true)
    let c = try #require(ImageComparison(folded.surface, proved.surface))
    #expect(c.maxDelta == 0, "\(note): \(c)")
    #expect(folded.warnings == proved.warnings, "\(note)")
    // Interior pixels are counted where a member is shaded alone, so proofs raise that count only.
    let (f, p) = (folded.statistics, proved.statistics)
    #expect(f.glassDraws == p.glassDraws && f.shadedPixels == p.shadedPixels, "\(note)")
    #expect(f.interiorPixels <= p.interiorPixels, "\(note)")
  }

  @Test(arguments: [4.0, 8.0, 12.0])
  func generatedStructures(spacing: Double) throws {
    let generator = StructureGenerator(spacing: spacing)
    for seed in 0..<UInt64(Self.cases) {
      try Self.expectSameFrame(generator.scene(seed: seed), "spacing \(spacing), seed \(seed)")
    }
  }

  /// Parameters from the edges of their ranges (scales of 10⁻⁶ and 10⁶, sizes from 10⁻³ to 10⁵), where
  /// a distance carries a float error far above a pixel's fraction.
  @Test func extremeStructures() throws {
    let generator = StructureGenerator(spacing: 10, extremes: true)
    for seed in 0..<UInt64(Self.cases) {
      try Self.expectSameFrame(generator.scene(seed: seed), "extremes, seed \(seed)")
    }
  }

  /// Cards 8 pt apart (most of every card is proven), with shadows of several offsets, tints, a rotated
  /// card, circles and an ellipse (which no proof takes) among them.
  @Test(arguments: [0.0, 6.0, 40.0])
  func cardGrid(shadowOffset: Double) throws {
    let size = Size(640, 420)
    var rng = SeededRandom(seed: 5)
    let backdrop = CardsGenerator(count: 0, canvas: size).backdrop(&rng)
    var cards: [Node] = []
    for row in 0..<3 {
      for column in 0..<4 {
        let frame = Rect(x: 12 + Double(column) * 158, y: 12 + Double(row) * 136, width: 150, height: 128)
        let i = row * 4 + column
        var material = i % 3 == 1 ? GlassMaterial.regular.tint(Color(hex: "#3B82F6")) : .regular
        if shadowOffset > 0 {
          material.shadowRadius = 8
          material.shadowOpacity = 0.35
          material.shadowOffset = shadowOffset
        }
        switch i {
        case 5: cards.append(ShapeNode(.circle(center: frame.center, radius: 60), glass: material))
        case 6: cards.append(ShapeNode(.ellipse(frame), glass: material))
        case 9:
          cards.append(
            ShapeNode(.roundedRect(frame, cornerRadius: 24), glass: material).rotated(
              by: 0.15, anchor: frame.center))
        default: cards.append(ShapeNode(.roundedRect(frame, cornerRadius: 24), glass: material))
        }
      }
    }
    let scene = Scene(size: size) {
      backdrop
      ContainerNode(spacing: 8) { cards }
    }
    try Self.expectSameFrame(scene, "shadow offset \(shadowOffset)")
  }
}
