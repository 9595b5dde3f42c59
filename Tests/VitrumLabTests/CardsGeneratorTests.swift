import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumLab

@Suite struct CardsGeneratorTests {
  func cards(_ scene: Scene) -> [ShapeNode] {
    let container = scene.root.children.compactMap { $0 as? ContainerNode }.first
    return container?.children.compactMap { $0 as? ShapeNode } ?? []
  }

  @Test(arguments: [1, 8, 48, 256])
  func gridHasTheCardsInsideTheCanvas(count: Int) {
    let scene = CardsGenerator(count: count, spacing: 8).makeScene()
    let cards = cards(scene)
    #expect(cards.count == count)
    #expect(cards.allSatisfy { $0.glass?.variant == .regular })
    for card in cards { #expect(scene.bounds.union(card.shape.bounds) == scene.bounds) }
    // Grid cells leave the gap between cards.
    for (a, b) in zip(cards, cards.dropFirst()) {
      #expect(!a.shape.bounds.intersects(b.shape.bounds))
    }
    let container = scene.root.children.compactMap { $0 as? ContainerNode }.first
    #expect(container?.spacing == 8)
  }

  @Test func scatterIsSeededAndDoesNotOverlap() {
    let a = CardsGenerator(count: 40, layout: .scatter, seed: 7).makeScene()
    let b = CardsGenerator(count: 40, layout: .scatter, seed: 7).makeScene()
    let c = CardsGenerator(count: 40, layout: .scatter, seed: 8).makeScene()
    let frames = cards(a).map(\.shape.bounds)
    #expect(frames == cards(b).map(\.shape.bounds))
    #expect(frames != cards(c).map(\.shape.bounds))
    for i in frames.indices {
      for j in frames.indices where j > i { #expect(!frames[i].intersects(frames[j])) }
    }
  }

  @Test func optionsReachTheScene() {
    let scene = CardsGenerator(count: 4, canvas: Size(800, 600), card: Size(100, 50), blur: 6).makeScene()
    #expect(scene.size == Size(800, 600))
    let cards = cards(scene)
    #expect(cards.allSatisfy { $0.shape.bounds.size == Size(100, 50) })
    #expect(cards.allSatisfy { $0.glass?.blurRadius == 6 })
  }

  /// Grid cards are their cell scaled by √coverage, so together they cover exactly that share; scattered
  /// cards are 3 : 2 rectangles of coverage × canvas ÷ count.
  @Test(arguments: [CardsGenerator.Layout.grid, .scatter])
  func coverageSizesTheCards(layout: CardsGenerator.Layout) {
    let canvas = Size(800, 600)
    let scene = CardsGenerator(count: 12, canvas: canvas, coverage: 0.25, layout: layout).makeScene()
    let area = cards(scene).reduce(0) { $0 + $1.shape.bounds.width * $1.shape.bounds.height }
    #expect(abs(area - 0.25 * 800 * 600) < 1e-6)
    // A card size wins over coverage.
    let sized = CardsGenerator(count: 3, canvas: canvas, card: Size(50, 40), coverage: 0.9, layout: layout)
    #expect(cards(sized.makeScene()).allSatisfy { $0.shape.bounds.size == Size(50, 40) })
  }
}
