import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry

@testable import VitrumLab
@testable import VitrumRender
@testable import VitrumScene

/// What a renderer keeps from one frame's evaluation and display list for the next (`EvaluationReuse`,
/// `DisplayListReuse`) changes nothing: on generated scenes and timelines (`AnimatedStructure`), sought
/// forwards and backwards at random, under full motion and Reduce Motion (whose dissolves draw ghosts),
/// retargeted mid-flight and mutated between frames (nodes moved, faded, hidden, repainted, re-glassed,
/// moved to other groups), the evaluation and the display list built with what was kept equal those
/// built afresh. `VITRUM_PROPERTY_CASES` sets how many scenes are tried; a failure names the seed.
@Suite struct ReusePropertyTests {
  /// Frames per scene.
  static let frames = 12

  @Test func keptEvaluationsAndCommandsEqualFreshOnes() throws {
    var reusedCommands = 0
    var reusedNodes = 0
    for seed in 0..<UInt64(IncrementalPropertyTests.cases) {
      var random = SeededRandom(seed: 7_000 + seed)
      let scene = StructureGenerator(size: Size(160, 120), spacing: random.unit() < 0.5 ? 0 : 6)
        .scene(using: &random)
      let animated = AnimatedStructure.make(scene: scene, spacingZero: false, using: &random)
      let mode: RenderMode = random.unit() < 0.5 ? .container : .perNode
      let scale = [1, 1.5, 2][random.index(3)]
      let renderer = CairoRenderer(options: .init(scale: scale, mode: mode, threads: 1))
      let evaluations = EvaluationReuse()
      let fresh = DisplayListBuilder(scale: scale, mode: mode)
      var build = AnimatedStructure.Build(rng: random)
      var nodes: [Node] = []
      Timeline.collectAll(scene.root, into: &nodes)
      for frame in 0..<Self.frames {
        let time = build.uniform(0...3)
        let policy: MotionPolicy = build.chance(0.3) ? .reduced : .standard
        try animated.timeline.seek(to: time, policy: policy)
        if build.chance(0.25), nodes.count > 1 {
          // A retarget: a new animation from where the node is presented now.
          build.change(
            nodes[1 + build.index(nodes.count - 1)], in: animated.timeline, spacingZero: false)
          try animated.timeline.seek(to: time, policy: policy)
        }
        if build.chance(0.2) { IncrementalPropertyTests.mutate(scene, &build.rng) }
        let where_ = "seed \(7_000 + seed), frame \(frame) at \(time) s, \(policy), \(mode), scale \(scale)"
        let kept = scene.evaluate(reusing: evaluations)
        let afresh = scene.evaluate()
        #expect(Self.equal(kept.root, afresh.root), "evaluation differs: \(where_)")
        #expect(kept.text == afresh.text, "evaluation listing differs: \(where_)")
        let list = renderer.displayList(for: scene)
        #expect(list == fresh.build(scene), "display list differs: \(where_)")
      }
      reusedCommands += renderer.builds.reused
      reusedNodes += evaluations.reused
    }
    // The promise is not empty: subtrees were drawn again and nodes handed back.
    #expect(reusedCommands > 0)
    #expect(reusedNodes > 0)
  }

  /// A scene evaluated twice with nothing changed between is handed back whole, and its display list is
  /// drawn again whole; a node moved is evaluated afresh with its ancestors, its siblings kept.
  @Test func unchangedSubtreesAreTheSameObjects() throws {
    let scene = StructureGenerator(size: Size(160, 120)).scene(seed: 3)
    let reuse = EvaluationReuse()
    let first = scene.evaluate(reusing: reuse)
    let second = scene.evaluate(reusing: reuse)
    #expect(first.root === second.root)
    let moved = try #require(scene.root.children.last)
    moved.translation = moved.translation + Point(3, 0)
    let third = scene.evaluate(reusing: reuse)
    #expect(third.root !== second.root)
    for (a, b) in zip(third.root.children, second.root.children).dropLast() { #expect(a === b) }
    #expect(third.root.children.last !== second.root.children.last)

    let renderer = CairoRenderer(options: .init(scale: 1, threads: 1))
    _ = renderer.displayList(for: scene)
    let built = renderer.builds.built
    _ = renderer.displayList(for: scene)
    #expect(renderer.builds.built == built)
    #expect(renderer.builds.reused > 0)
  }

  /// `sameEvaluation(as:)` compares every stored property of an evaluated node.
  @Test func everyEvaluatedPropertyIsCompared() {
    let node = StructureGenerator().scene(seed: 1).evaluate().root
    #expect(Mirror(reflecting: node).children.count == EvaluatedNode.comparedProperties)
  }

  /// Deep equality of two evaluated trees, attribute by attribute.
  static func equal(_ a: EvaluatedNode, _ b: EvaluatedNode) -> Bool {
    guard a.children.count == b.children.count, (a.mask == nil) == (b.mask == nil) else { return false }
    if let m = a.mask, let n = b.mask, !equal(m, n) { return false }
    for (x, y) in zip(a.children, b.children) where !equal(x, y) { return false }
    return a.id == b.id && a.kindName == b.kindName && a.content == b.content
      && a.transformComponents == b.transformComponents && a.localTransform == b.localTransform
      && a.layoutOffset == b.layoutOffset && a.opacity == b.opacity && a.isHidden == b.isHidden
      && a.isAccessibilityHidden == b.isAccessibilityHidden && a.environment == b.environment
      && a.fill == b.fill && a.stroke == b.stroke && a.glass == b.glass && a.clip == b.clip
      && a.glassContentClip == b.glassContentClip && a.ghostOf == b.ghostOf
  }
}
