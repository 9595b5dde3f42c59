import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumLab
@testable import VitrumRender

/// A merging container whose members change damages what the changed members reach
/// (`ContainerMemberDamage`), and its incremental frames keep a complete frame's bytes: on generated
/// containers (rows and scatters of every analytic shape and paths, shadows of every offset, blurs from
/// none to wide, tints, opacities, spacings from 4 to 30 pt) whose members move, fade, hide, re-glass and
/// change shape between frames, with content beneath changing now and then.
@Suite struct ContainerMemberDamageTests {
  static var cases: Int { max(8, IncrementalPropertyTests.cases) }

  /// A container of 3 to 7 members over the card backdrop.
  static func scene(seed: UInt64, spacing: Double) -> Scene {
    var rng = SeededRandom(seed: seed)
    let size = Size(320, 200)
    let backdrop = CardsGenerator(count: 0, canvas: size).backdrop(&rng)
    let count = 3 + rng.index(5)
    let inRow = rng.unit() < 0.5
    var members: [Node] = []
    for i in 0..<count {
      let width = rng.uniform(20...60)
      let height = rng.uniform(16...44)
      let x = inRow ? 8 + Double(i) * 300 / Double(count) : rng.uniform(0...(size.width - width))
      let y = inRow ? 80 + rng.uniform(-6...6) : rng.uniform(0...(size.height - height))
      let frame = Rect(x: x, y: y, width: width, height: height)
      members.append(ShapeNode(id: NodeID("m\(i)"), shape(frame, &rng), glass: material(&rng)))
    }
    return Scene(size: size) {
      backdrop
      ContainerNode(id: "row", spacing: spacing) { members }
    }
  }

  static func shape(_ frame: Rect, _ rng: inout SeededRandom) -> Shape {
    switch rng.index(6) {
    case 0: .capsule(frame)
    case 1: .circle(center: frame.center, radius: min(frame.width, frame.height) / 2)
    case 2: .ellipse(frame)
    case 3: .rect(frame)
    case 4:
      .path(
        Path(elements: [
          .move(to: Point(frame.minX, frame.maxY)), .line(to: Point(frame.midX, frame.minY)),
          .line(to: Point(frame.maxX, frame.maxY)), .close,
        ]), fillRule: .nonZero)
    default: .roundedRect(frame, cornerRadius: min(frame.width, frame.height) * 0.3)
    }
  }

  static func material(_ rng: inout SeededRandom) -> GlassMaterial {
    var m = rng.unit() < 0.3 ? GlassMaterial.regular.tint(Color(hex: "#3B82F6")!) : .regular
    m.blurRadius = rng.unit() < 0.2 ? 0 : rng.uniform(1...16)
    if rng.unit() < 0.5 {
      m.shadowRadius = rng.uniform(2...12)
      m.shadowOpacity = rng.uniform(0.1...0.5)
      m.shadowOffset = rng.unit() < 0.3 ? 0 : rng.uniform(1...30)
    }
    return m
  }

  /// One change to one member, or now and then to the content beneath.
  static func change(_ scene: Scene, _ rng: inout SeededRandom) {
    var members: [ShapeNode] = []
    var content: [ShapeNode] = []
    scene.forEachNode { node in
      guard let shape = node as? ShapeNode else { return }
      if shape.glass != nil { members.append(shape) } else if node !== scene.root { content.append(shape) }
    }
    if rng.unit() < 0.1, !content.isEmpty {
      content[rng.index(content.count)].translation = Point(rng.uniform(-8...8), rng.uniform(-8...8))
      return
    }
    let node = members[rng.index(members.count)]
    switch rng.index(6) {
    case 0, 1:
      let reach = rng.unit() < 0.7 ? 4.0 : 40.0
      node.translation = node.translation + Point(rng.uniform(-reach...reach), rng.uniform(-reach...reach))
    case 2: node.opacity = rng.unit() < 0.2 ? 0 : rng.uniform(0.2...1)
    case 3: node.isHidden.toggle()
    case 4: node.glass = material(&rng)
    default: node.shape = shape(node.shape.bounds.insetBy(dx: rng.uniform(-4...4), dy: 0), &rng)
    }
  }

  @Test(arguments: [4.0, 12.0, 30.0])
  func changedMembersEqualCompleteFrames(spacing: Double) throws {
    var narrowed = 0
    for seed in 0..<UInt64(Self.cases) {
      let scene = Self.scene(seed: seed, spacing: spacing)
      var rng = SeededRandom(seed: seed &+ 101)
      let options = CairoRenderer.Options(scale: seed % 3 == 2 ? 1.5 : 1, mode: .container, threads: 2)
      let incremental = CairoRenderer(options: options)
      let complete = CairoRenderer(options: options)
      for frame in 0...6 {
        if frame > 0 { Self.change(scene, &rng) }
        let previous = incremental.retained
        let list = incremental.prepare(scene)
        if let previous, previous.accepts(list, options: options) {
          let changes = DisplayListChanges(from: previous.list, to: list)
          narrowed +=
            ContainerMemberDamage(changes, from: previous.list, to: list, compositor: incremental.compositor)
            .newIndices.count
        }
        let drawn = try incremental.renderNext(list)
        let reference = try complete.render(scene).surface
        if let difference = IncrementalPropertyTests.firstDifference(drawn.surface, reference) {
          Issue.record("spacing \(spacing) seed \(seed) frame \(frame) (\(drawn.redraw)): \(difference)")
          return
        }
      }
    }
    // Most changes are damaged member by member (the rest: shapes whose regions regroup, unions).
    #expect(narrowed >= Self.cases * 6 / 3, "member-by-member damage: \(narrowed)")
  }

  /// Five capsules in a row, 80 pt apart at spacing 12 (k = 24 pt): moving the middle one redraws only
  /// its own old and new footprint — its bounds grown by the blend radius and its paint reach
  /// (`ContainerMember.influence`), and what it reads (the blur's reach beyond the samples) — with the
  /// bytes of a complete frame; damaged whole, the container redrew all five.
  @Test func movingOneOfARowRedrawsWhatItReaches() throws {
    let size = Size(960, 240)
    var rng = SeededRandom(seed: 3)
    let backdrop = CardsGenerator(count: 0, canvas: size).backdrop(&rng)
    let frames = (0..<5).map { Rect(x: 20 + Double($0) * 190, y: 90, width: 110, height: 44) }
    let members = frames.enumerated().map { i, f in
      ShapeNode(id: NodeID("m\(i)"), .capsule(f), glass: .regular)
    }
    let nodes: [Node] = members
    let scene = Scene(size: size) {
      backdrop
      ContainerNode(id: "row", spacing: 12) { nodes }
    }
    let options = CairoRenderer.Options(scale: 1, mode: .container, threads: 2)
    let incremental = CairoRenderer(options: options)
    _ = try incremental.renderNext(incremental.prepare(scene))
    let before = incremental.retained!.list
    members[2].translation = Point(7, -5)
    let after = incremental.prepare(scene)
    let drawn = try incremental.renderNext(after)
    let reference = try CairoRenderer(options: options).render(scene).surface
    #expect(IncrementalPropertyTests.firstDifference(drawn.surface, reference) == nil)
    #expect(drawn.redraw.isIncremental)
    // What the move reaches: the moved member's parts in the two frames' footprints.
    let canvas = PixelRect(x: 0, y: 0, width: 960, height: 240)
    var reached = PixelRegion(limit: canvas)
    for list in [before, after] {
      guard
        case .glassContainer(let container) = list.commands.first(where: {
          if case .glassContainer = $0 { true } else { false }
        })
      else { Issue.record("no container"); return }
      let parts = incremental.compositor.containerParts(container, canvas: canvas)
      #expect(parts.count == 5)
      reached.add(parts[2].paint)
      reached.add(parts[2].read)
    }
    // Distinct pixels (`PixelRegion.area` counts overlaps once per rectangle).
    let redrawn = drawn.redraw.rects.reduce(0) { $0 + $1.area }
    let reach = reached.disjointRects.reduce(0) { $0 + $1.area }
    #expect(redrawn <= reach, "redrew \(redrawn) px, the move reaches \(reach)")
    // And far less than the container's whole paint.
    let whole = incremental.compositor.footprint(
      of: after.commands.first { if case .glassContainer = $0 { true } else { false } }!, canvas: canvas)!
      .paint
    #expect(redrawn * 2 < whole.area, "redrew \(redrawn) of \(whole.area) px")
  }
}
