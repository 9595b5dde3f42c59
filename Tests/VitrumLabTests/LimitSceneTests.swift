import Foundation
import Testing
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumLab
@testable import VitrumRender

/// Every documented limit of the format has a scene at the limit that is legal and renders, without a
/// trap, in both modes. (`Tools/bench-limits` renders the same scenes at 1080p and scale 2 and reports
/// their times; here they are rendered small, which changes the pixels, not the counts at the limits.)
@Suite struct LimitSceneTests {
  /// The scene written as a file and read back: the decoder enforces every limit, so this proves legality.
  static func legal(_ scene: Scene) throws -> Scene {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrum-limits-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("limit.json").path
    try SceneFile.write(scene, to: path)
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    #expect(size <= 16 << 20)
    return try SceneFile.load(path: path, textMeasurer: TextMeasurers.shaping()).scene
  }

  @Test(arguments: LimitScene.allCases)
  func limitSceneIsLegalAndRenders(_ limit: LimitScene) throws {
    let scene = try Self.legal(limit.scene(size: Size(320, 180)))
    var nodes = 0
    scene.forEachNode { _ in nodes += 1 }
    #expect(nodes <= 100_000)
    if limit == .depth {
      // The root is level 1, a mask one level below its group: the scene reaches the node-depth limit.
      func depth(_ node: Node) -> Int {
        guard let group = node as? GroupNode else { return 1 }
        return 1 + ((group.children + (group.mask.map { [$0] } ?? [])).map(depth).max() ?? 0)
      }
      #expect(depth(scene.root) == SceneLimits.default.maximumDepth)
    }
    for mode in RenderMode.allCases {
      // The canvas limit at scale 1 is a 4096 × 4096 frame; the others are rendered at scale 2.
      let scale = limit == .canvas ? 1.0 : 2.0
      // A budget of 2³⁰ units (a sixteenth of the standard one) keeps the overdraw scenes quick here; the
      // largest canvas keeps the standard one, which its one glass pane fits.
      let budget = limit == .canvas ? FrameBudget.standard : FrameBudget(units: 1 << 30)
      let options = CairoRenderer.Options(scale: scale, mode: mode, threads: 2, budget: budget)
      let frame = try CairoRenderer(options: options).render(scene)
      #expect(frame.surface.width == Int((scene.size.width * scale).rounded(.up)))
      #expect(frame.surface.height == Int((scene.size.height * scale).rounded(.up)))
      let pixels = frame.surface.pixelArray()
      #expect(pixels.contains { $0 >> 24 != 0 }, "\(limit) \(mode.rawValue) is transparent throughout")
      let exhausted = frame.warnings.contains { $0.code == .frameBudgetExhausted }
      switch limit {
      case .glassOverdraw, .contentOverdraw, .nodes:
        #expect(exhausted, "\(mode)")
      case .extremes:
        #expect(frame.warnings.contains { $0.code == .blurClamped })
      default:
        #expect(!exhausted, "\(mode)")
      }
    }
  }

  @Test func textAtTheLimitHasTenThousandCharacters() throws {
    let scene = LimitScene.text.scene()
    var longest = 0
    scene.forEachNode { node in
      if let text = node as? TextNode { longest = max(longest, text.text.count) }
    }
    #expect(longest == 10_000)
  }
}

/// The frame budget: drawing stops, in document order, where the budget runs out, and a warning names the
/// first node left out.
@Suite struct FrameBudgetTests {
  static func scene(count: Int) -> Scene {
    let scene = Scene(size: Size(100, 60), background: .solid(.black))
    for i in 0..<count {
      scene.root.add(
        ShapeNode(
          id: NodeID("pane\(i)"), .rect(Rect(x: 0, y: 0, width: 100, height: 60)),
          fill: .solid(Color(red: Double(i) / 8, green: 0.5, blue: 0.2, alpha: 0.3))))
    }
    return scene
  }

  /// Six panes of 6,000 pixels (unit weight) each and room for four: the frame is the first four panes'.
  @Test func theFrameIsThePrefixThatFits() throws {
    let budget = FrameBudget(units: 100 * 60 * 4 + 100 * 60 / 2 + 100 * 60)
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 1, budget: budget))
    let frame = try renderer.render(Self.scene(count: 6))
    let prefix = try CairoRenderer(options: .init(scale: 1, threads: 1)).render(Self.scene(count: 4))
    // The background fill counts too: 6,000 units, then four panes and half of a fifth.
    let samePixels = frame.surface.pixelArray() == prefix.surface.pixelArray()
    #expect(samePixels)
    let warning = try #require(frame.warnings.first { $0.code == .frameBudgetExhausted })
    #expect(warning.nodeID == "pane4")
    #expect(warning.message.contains("2 draws"))
  }

  /// Glass counts with its weight: with a budget for one pane's glass, the second is left out in both modes
  /// alike, so spacing 0 still equals per-node.
  @Test func glassIsBudgetedTheSameInBothModes() throws {
    let size = Size(120, 80)
    let scene = Scene(size: size)
    scene.root.add(contentsOf: LimitScene.backdrop(size))
    scene.root.add(
      ContainerNode {
        ShapeNode(id: "a", .capsule(Rect(x: 10, y: 20, width: 50, height: 30)), glass: .regular)
        ShapeNode(id: "b", .capsule(Rect(x: 62, y: 20, width: 50, height: 30)), glass: .regular)
      })
    let renderer = CairoRenderer(options: .init(scale: 1, threads: 1))
    let unlimited = try renderer.render(scene)
    #expect(unlimited.warnings.isEmpty)
    // Enough for the backdrop (drawn twice: glass follows) and the first member, not for the second.
    let canvas = PixelRect(x: 0, y: 0, width: 120, height: 80)
    var units = 0
    for command in renderer.displayList(for: scene).commands {
      switch command {
      case .fill, .stroke, .image: units += 2 * FrameBudgetMeter.cost(of: command, within: canvas)
      case .glass(let item) where item.nodeID == "a":
        units += FrameBudgetMeter.cost(of: item, canvas: canvas, clip: canvas)
      default: break
      }
    }
    let budget = FrameBudget(units: units)
    var frames: [RenderedFrame] = []
    for mode in RenderMode.allCases {
      let frame = try CairoRenderer(options: .init(scale: 1, mode: mode, threads: 1, budget: budget)).render(
        scene)
      #expect(frame.warnings.first { $0.code == .frameBudgetExhausted }?.nodeID == "b", "\(mode)")
      frames.append(frame)
    }
    let modesAgree = frames[0].surface.pixelArray() == frames[1].surface.pixelArray()
    let secondLeftOut = frames[0].surface.pixelArray() != unlimited.surface.pixelArray()
    #expect(modesAgree && secondLeftOut)
  }
}
