import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// A Reduce Motion dissolve draws the element twice (its ghost at the old geometry, the element at the
/// new): frames drawn over the previous one still equal complete frames, and a spacing-0 container still
/// draws its members as per-node rendering does, byte for byte.
@Suite struct ReducedMotionDissolveTests {
  /// Whether a display list draws glass for a ghost.
  static func drawsGhostGlass(_ list: DisplayList) -> Bool {
    list.commands.contains {
      if case .glass(let item) = $0 { return item.nodeID.rawValue.contains("~ghost") }
      return false
    }
  }

  /// Whether an evaluated subtree holds a ghost.
  static func holdsGhost(_ node: EvaluatedNode) -> Bool {
    node.ghostOf != nil || node.children.contains(where: holdsGhost)
  }

  /// Every 30 fps frame of the scenes with dissolves, under Reduce Motion, in both modes.
  @Test(arguments: ["spring-retargeting", "hud-overlays"], RenderMode.allCases)
  func incrementalFramesEqualCompleteOnes(scene: String, mode: RenderMode) throws {
    let document = try TestSupport.load(scene)
    let timeline = try #require(document.timeline)
    let rate = try FrameRate(frames: 30)
    let incremental = CairoRenderer(options: .init(scale: 0.5, mode: mode, threads: 2))
    let complete = CairoRenderer(options: .init(scale: 0.5, mode: mode, threads: 2))
    var ghostFrames = 0
    for n in 0..<rate.frameCount(through: timeline.duration) {
      try timeline.seek(to: rate.time(ofFrame: n), policy: .reduced)
      if Self.holdsGhost(document.scene.evaluate().root) { ghostFrames += 1 }
      let frame = try incremental.renderNext(incremental.prepare(document.scene))
      let reference = try complete.render(document.scene)
      #expect(
        frame.surface.pixelArray() == reference.surface.pixelArray(),
        "\(scene) \(mode.rawValue) frame \(n) (\(frame.redraw))")
    }
    #expect(ghostFrames >= 4, "\(scene): \(ghostFrames) frames showed a dissolve")
  }

  /// Glass drawn with an opacity a is the blend a · (frame with the glass) + (1 − a) · (frame without it),
  /// within 2 levels per channel (two roundings to 8 bits: the glass's own surface, then its composite):
  /// the two copies of a dissolve add up to one element.
  @Test(arguments: [0.25, 0.5, 0.9]) func glassOpacityBlendsTheFrame(opacity: Double) throws {
    let bar = ShapeNode(id: "bar", .rect(Rect(x: 0, y: 50, width: 200, height: 30)), fill: .solid(.white))
    let puck = ShapeNode(id: "puck", .circle(center: Point(100, 60), radius: 40), glass: .regular)
    let scene = Scene(size: Size(200, 140), background: .solid(Color(red: 0.05, green: 0.1, blue: 0.3))) {
      [bar, puck]
    }
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 2))
    let full = try renderer.render(scene).surface.pixelArray()
    puck.opacity = 0
    let none = try renderer.render(scene).surface.pixelArray()
    puck.opacity = opacity
    let blended = try renderer.render(scene).surface.pixelArray()
    #expect(full != none)
    var worst = 0.0
    for i in full.indices {
      for shift in stride(from: 0, to: 32, by: 8) {
        let channel = { (p: UInt32) in Double((p >> UInt32(shift)) & 0xFF) }
        let want = opacity * channel(full[i]) + (1 - opacity) * channel(none[i])
        worst = max(worst, abs(channel(blended[i]) - want))
      }
    }
    #expect(worst <= 2, "largest difference \(worst) levels")
  }

  /// Generated rows of glass in a spacing-0 container, members moving (some retargeted mid-dissolve): at
  /// times inside the dissolves, the container draws exactly what per-node rendering draws.
  @Test(arguments: 0..<4) func spacingZeroStillEqualsPerNode(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed) &+ 0xD155)
    let members = (0..<3).map { i in
      ShapeNode(
        id: NodeID("m\(i)"),
        .roundedRect(Rect(x: 20 + 90 * Double(i), y: 30, width: 60, height: 40), cornerRadius: 12),
        glass: .regular.tint(Color(red: 0.2, green: 0.5 + 0.1 * Double(i), blue: 0.9)))
    }
    let container = ContainerNode(id: "row", spacing: 0) { members }
    let scene = Scene(size: Size(320, 200), background: .solid(Color(red: 0.1, green: 0.2, blue: 0.4))) {
      container
    }
    let timeline = Timeline(scene: scene)
    var times: [Double] = []
    for member in members {
      var time = random.uniform(0...0.2)
      for _ in 0..<2 {
        let target = Point(random.uniform(-10...10), random.uniform(0...110))
        try timeline.set(.translation, of: member, to: target, at: time, animation: .spring(.bouncy))
        times += [time + 0.03, time + 0.1, time + 0.17]
        time += [0.1, 0.3][random.index(2)]
      }
    }
    let byContainer = CairoRenderer(options: .init(scale: 1, mode: .container, threads: 2))
    let byNode = CairoRenderer(options: .init(scale: 1, mode: .perNode, threads: 2))
    var ghosts = 0
    for time in times {
      try timeline.seek(to: time, policy: .reduced)
      if Self.drawsGhostGlass(DisplayListBuilder(scale: 1, mode: .container).build(scene)) { ghosts += 1 }
      #expect(
        try byContainer.render(scene).surface.pixelArray() == byNode.render(scene).surface.pixelArray(),
        "seed \(seed), t = \(time)")
    }
    #expect(ghosts == times.count)
  }
}
