import Foundation
import Testing
import VitrumGeometry
import VitrumRender
import VitrumScene

@testable import VitrumLab

/// Captures kept across frames (`KeptCaptures`) give the bytes of capturing afresh, on generated scene
/// trees (`StructureGenerator`) played frame by frame: glass moved over still content (cut from the
/// first frame's backdrop of the whole canvas), glass left still (its own capture read again), and the
/// frames that must capture again — content beneath glass changed, the environment changed, the scale,
/// the mode or the canvas changed. Every frame drawn over the previous one equals a complete frame,
/// for one thread and for three. The run must also show that captures were read again: per-node frames
/// drawn over the previous one that redrew more glass than they captured.
@Suite struct KeptCapturePropertyTests {
  static var cases: Int {
    #if DEBUG
      let standard = 4
    #else
      let standard = 24
    #endif
    return ProcessInfo.processInfo.environment["VITRUM_PROPERTY_CASES"].flatMap(Int.init) ?? standard
  }

  /// Frames per scene after the first.
  static let frames = 10

  /// The glass nodes of a scene.
  static func glassNodes(_ scene: Scene) -> [PaintedNode] {
    var found: [PaintedNode] = []
    scene.forEachNode { node in
      if let painted = node as? PaintedNode, painted.glass != nil { found.append(painted) }
    }
    return found
  }

  /// Every glass of one blur, as a scene's glass mostly is (one backdrop serves it all), at a reduction
  /// from 1 to 8.
  static func oneBlur(_ scene: Scene, _ random: inout SeededRandom) {
    let blur = [1.0, 2.0, 5.0, 9.0, 17.0][random.index(5)]
    for node in glassNodes(scene) {
      var material = node.glass!
      material.blurRadius = blur
      node.glass = material
    }
  }

  /// One step of the timeline: mostly glass moving over still content; now and then a change the kept
  /// captures must notice.
  static func step(
    _ scene: Scene, renderers: [CairoRenderer], _ random: inout SeededRandom
  ) -> String {
    let glass = glassNodes(scene)
    let roll = random.unit()
    if roll < 0.7, !glass.isEmpty {
      let node = glass[random.index(glass.count)]
      node.translation = node.translation + Point(random.uniform(-9...9), random.uniform(-6...6))
      return "glass moved"
    }
    if roll < 0.74 { return "nothing changed" }
    if roll < 0.87 {
      // Content that glass may refract: repainted or moved.
      var content: [PaintedNode] = []
      scene.forEachNode { node in
        if let painted = node as? PaintedNode, painted.glass == nil { content.append(painted) }
      }
      guard !content.isEmpty else { return "nothing changed" }
      let node = content[random.index(content.count)]
      if random.unit() < 0.5 {
        node.fill = .solid(Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: 1))
      } else {
        node.translation = node.translation + Point(random.uniform(-5...5), random.uniform(-5...5))
      }
      return "content changed"
    }
    if roll < 0.91 {
      scene.environment.colorScheme = scene.environment.colorScheme == .dark ? .light : .dark
      return "environment changed"
    }
    if roll < 0.94 {
      scene.size = Size(scene.size.width + random.uniform(-12...12).rounded(), scene.size.height)
      return "canvas changed"
    }
    if roll < 0.97 {
      for renderer in renderers { renderer.options.scale = renderer.options.scale == 1 ? 1.5 : 1 }
      return "scale changed"
    }
    let mode: RenderMode = renderers[0].options.mode == .container ? .perNode : .container
    for renderer in renderers { renderer.options.mode = mode }
    return "mode changed"
  }

  @Test(arguments: [1, 3])
  func keptCapturesGiveTheBytesOfFreshOnes(threads: Int) throws {
    let generator = StructureGenerator(size: Size(320, 220), spacing: 0)
    var reused = 0
    for seed in 0..<UInt64(Self.cases) {
      let scene = generator.scene(seed: seed)
      var random = SeededRandom(seed: seed &+ 104_729)
      Self.oneBlur(scene, &random)
      let options = CairoRenderer.Options(
        scale: 1, mode: seed % 3 == 2 ? .container : .perNode, threads: threads)
      let incremental = CairoRenderer(options: options)
      let complete = CairoRenderer(options: options)
      var change = "first frame"
      for frame in 0...Self.frames {
        if frame > 0 { change = Self.step(scene, renderers: [incremental, complete], &random) }
        let drawn = try incremental.renderNext(incremental.prepare(scene))
        let reference = try complete.render(scene).surface
        let place = "threads \(threads) seed \(seed) frame \(frame), \(change) (\(drawn.redraw))"
        if let difference = IncrementalPropertyTests.firstDifference(drawn.surface, reference) {
          Issue.record(Comment(rawValue: "\(place): \(difference)"))
          return
        }
        let statistics = drawn.statistics
        // Per-node glass takes one capture per draw unless it reads a kept one.
        if drawn.redraw.kind == .incremental && incremental.options.mode == .perNode
          && statistics.captures < statistics.glassDraws
        {
          reused += 1
        }
      }
    }
    // Glass redrawn from kept captures on a good share of the frames.
    print("threads \(threads): \(reused) frames redrew glass from kept captures")
    #expect(reused >= Self.cases * Self.frames / 15, "frames redrawing glass from kept captures: \(reused)")
  }
}
