import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene

/// A program that hands the renderer a value that is not a number gets a typed error naming the node,
/// never a frame with the node silently missing and never a trap.
@Suite struct NonFiniteInputTests {
  static func scene(_ node: Node) -> Scene {
    Scene(size: Size(120, 80), background: .solid(Color(red: 0.2, green: 0.4, blue: 0.8))) {
      ContainerNode(id: "row", spacing: 0) { node }
    }
  }

  @Test func nanFrameIsRefused() throws {
    let card = ShapeNode(id: "card", .capsule(Rect(x: .nan, y: 10, width: 60, height: 40)), glass: .regular)
    #expect {
      try CairoRenderer(options: .init(scale: 1, threads: 1)).render(Self.scene(card))
    } throws: { error in
      guard case RenderError.nonFiniteValue(let node, let message) = error else { return false }
      return node == "card" && message.contains("shape")
    }
  }

  @Test func nanTranslationAndOpacityAreRefused() throws {
    for set in [
      { (n: ShapeNode) in n.translation = Point(.nan, 0) }, { $0.opacity = .nan },
      { $0.rotation = .infinity },
    ] {
      let card = ShapeNode(id: "card", .rect(Rect(x: 0, y: 0, width: 60, height: 40)), fill: .solid(.black))
      set(card)
      #expect(throws: RenderError.self) {
        try CairoRenderer(options: .init(scale: 1, threads: 1)).render(Self.scene(card))
      }
    }
  }

  /// A NaN blur radius, in a spacing-0 container (where a NaN once aborted the shared-capture plan) and
  /// on its own, in both modes.
  @Test(arguments: RenderMode.allCases) func nanBlurIsRefused(mode: RenderMode) throws {
    var glass = GlassMaterial.regular
    glass.blurRadius = .nan
    let card = ShapeNode(id: "card", .capsule(Rect(x: 10, y: 10, width: 60, height: 40)), glass: glass)
    let other = ShapeNode(id: "other", .capsule(Rect(x: 50, y: 20, width: 60, height: 40)), glass: .regular)
    let scene = Scene(size: Size(120, 80)) { ContainerNode(id: "row", spacing: 0) { [card, other] } }
    #expect {
      try CairoRenderer(options: .init(scale: 1, mode: mode, threads: 1)).render(scene)
    } throws: { error in
      guard case RenderError.nonFiniteValue(let node, let message) = error else { return false }
      return node == "card" && message.contains("glass")
    }
  }

  /// The scale is checked where it is used: NaN, 0 and negative scales are refused by name, and a finite
  /// scale too large for any canvas (1e300) is refused by the canvas limit, in both the complete and the
  /// incremental path, where a trap converting the device size used to be.
  @Test(arguments: [Double.nan, 0, -1, .infinity, 1e300]) func badScalesThrow(scale: Double) throws {
    let card = ShapeNode(id: "card", .rect(Rect(x: 0, y: 0, width: 60, height: 40)), fill: .solid(.black))
    let renderer = CairoRenderer(options: .init(scale: scale, threads: 1))
    let scene = Self.scene(card)
    #expect(throws: RenderError.self) { try renderer.render(scene) }
    #expect(throws: RenderError.self) { try renderer.renderNext(renderer.prepare(scene)) }
    let size = DisplayListBuilder(scale: scale, mode: .container).deviceSize(of: scene)
    #expect(size.width >= 0 && size.height >= 0)
  }

  @Test func seekToATimeThatIsNotANumberThrows() throws {
    let card = ShapeNode(id: "card", .rect(Rect(x: 0, y: 0, width: 60, height: 40)))
    let timeline = Timeline(scene: Self.scene(card))
    try timeline.set(.opacity, of: card, to: 0.5, at: 1, animation: .easeInOut(1))
    for time in [Double.nan, .infinity, -.infinity] {
      #expect(throws: TimelineError.self) { try timeline.seek(to: time, policy: .standard) }
    }
    try timeline.seek(to: -1, policy: .standard)
    #expect(card.opacity == 1)
  }
}
