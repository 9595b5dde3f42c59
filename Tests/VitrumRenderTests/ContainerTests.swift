import Foundation
import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// The container's rules in pixels: batching at spacing 0, exact outlines at 2 × spacing, bridges below
/// spacing, smooth looks across bridges, capture regions that follow the members.
@Suite struct ContainerTests {
  /// A textured backdrop: a diagonal gradient crossed by stripes and dots, so refraction has detail to bend.
  static func backdrop(_ size: Size) -> [Node] {
    var nodes: [Node] = [
      ShapeNode(
        .rect(Rect(origin: .zero, size: size)),
        fill: .linearGradient(
          start: .zero, end: Point(size.width, size.height),
          stops: [GradientStop(0, Color(hex: "#1E3A8A")!), GradientStop(1, Color(hex: "#F97316")!)]))
    ]
    for i in stride(from: 0.0, to: size.width, by: 14) {
      nodes.append(
        ShapeNode(
          .rect(Rect(x: i, y: 0, width: 5, height: size.height)), fill: .solid(Color(hex: "#FFFFFF40")!)))
    }
    for i in 0..<30 {
      let x = Double((i * 97) % Int(size.width))
      let y = Double((i * 53) % Int(size.height))
      nodes.append(ShapeNode(.circle(center: Point(x, y), radius: 6), fill: .solid(Color(hex: "#FACC15")!)))
    }
    return nodes
  }

  static func render(_ scene: Scene, mode: RenderMode, blendRadius: Double? = nil) throws -> RenderedFrame {
    let renderer = CairoRenderer(options: .init(scale: 1, mode: mode, threads: 2))
    var list = renderer.displayList(for: scene)
    if let blendRadius {
      list.commands = list.commands.map { command in
        guard case .glassContainer(var item) = command else { return command }
        item.blendRadius = blendRadius
        return .glassContainer(item)
      }
    }
    return try renderer.render(list)
  }

  /// Spacing 0 batches without merging: the image is per-node rendering's, byte for byte, for random
  /// non-overlapping members — including members close enough that a later member's shadow falls on an
  /// earlier one's glass (the members are drawn in document order, as per-node draws them).
  @Test(arguments: [1, 2])
  func spacingZeroEqualsPerNode(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(seed))
    let size = Size(400, 300)
    var placed: [Rect] = []
    var members: [Node] = []
    while members.count < 14 {
      let w = rng.range(30, 110)
      let h = rng.range(24, 80)
      let frame = Rect(x: rng.range(0, size.width - w), y: rng.range(0, size.height - h), width: w, height: h)
      // Non-overlapping, with gaps down to 1 pt (well inside the 8 pt shadow).
      guard !placed.contains(where: { $0.outset(by: 1).intersects(frame) }) else { continue }
      placed.append(frame)
      let shapes: [Shape] = [
        .capsule(frame), .roundedRect(frame, cornerRadius: 12), .ellipse(frame),
        .circle(center: frame.center, radius: min(w, h) / 2),
      ]
      var material = GlassMaterial(rng.unit() < 0.3 ? .clear : .regular)
      if rng.unit() < 0.4 {
        material.tint = Color(hex: ["#3B82F6", "#EF4444", "#22C55E"][Int(rng.unit() * 3)])
      }
      members.append(ShapeNode(shapes[Int(rng.unit() * 4)], glass: material))
    }
    let scene = Scene(size: size) {
      Self.backdrop(size)
      ContainerNode(spacing: 0) { members }
    }
    let container = try Self.render(scene, mode: .container)
    let perNode = try Self.render(scene, mode: .perNode)
    let c = try #require(ImageComparison(container.surface, perNode.surface))
    #expect(c.maxDelta == 0, "\(c)")
    #expect(c.pixelCount == 400 * 300)
    // Scattered members keep separate captures where sharing would cost pixels (the dense grid in
    // `capturesFollowTheMembers` shares one), never more than per-node.
    #expect(container.statistics.captures <= perNode.statistics.captures)
  }

  static func pair(gap: Double, spacing: Double, shadow: Bool = true) -> Scene {
    var material = GlassMaterial.regular
    if !shadow { material.shadowOpacity = 0 }
    let size = Size(320, 120)
    return Scene(size: size) {
      backdrop(size)
      ContainerNode(spacing: spacing) {
        ShapeNode(.capsule(Rect(x: 160 - gap / 2 - 110, y: 40, width: 110, height: 40)), glass: material)
        ShapeNode(.capsule(Rect(x: 160 + gap / 2, y: 40, width: 110, height: 40)), glass: material)
      }
    }
  }

  /// Members at least 2 × spacing (+ one pixel of anti-aliasing) apart render exactly as the plain union
  /// (the same members with a vanishing blend radius), shadows included.
  @Test(arguments: [(10.0, 21.0), (10.0, 30.0), (6.0, 13.0), (20.0, 41.5)])
  func farMembersEqualThePlainUnion(spacing: Double, gap: Double) throws {
    let scene = Self.pair(gap: gap, spacing: spacing)
    let merged = try Self.render(scene, mode: .container)
    let plain = try Self.render(scene, mode: .container, blendRadius: 1e-6)
    #expect(merged.surface.pixelArray() == plain.surface.pixelArray())
  }

  /// Below spacing, and at spacing, a bridge of glass joins the members; from 1.04 × spacing + one pixel
  /// on (`SmoothUnion.deepestLowering`), the midpoint between them is untouched by glass.
  @Test(arguments: [
    (10.0, 0.0, true), (10.0, 5.0, true), (10.0, 9.0, true), (10.0, 10.0, true), (10.0, 11.5, false),
    (10.0, 15.0, false),
  ])
  func bridgesFormBelowSpacing(spacing: Double, gap: Double, bridged: Bool) throws {
    let scene = Self.pair(gap: gap, spacing: spacing, shadow: false)
    let merged = try Self.render(scene, mode: .container).surface
    let plain = try Self.render(scene, mode: .container, blendRadius: 1e-6).surface
    // The midpoint column between the capsules, at their centre line.
    let changed = merged.pixel(x: 160, y: 60) != plain.pixel(x: 160, y: 60)
    #expect(changed == bridged)
  }

  /// Across a bridge between identical members over a flat backdrop the glass is as bright as inside the
  /// members: no seam, no dark waist. The bezel's body fades with the blended gradient across the bridge;
  /// where the members' own bezels run into it a trace remains (5 levels at most, measured): the middle
  /// of the bridge is held to 2 levels, the necks on either side to 6.
  @Test func bridgeHasNoDarkWaist() throws {
    var material = GlassMaterial.regular
    material.shadowOpacity = 0
    let scene = Scene(size: Size(320, 120), background: .solid(Color(hex: "#808080")!)) {
      ContainerNode(spacing: 12) {
        ShapeNode(.circle(center: Point(120, 60), radius: 36), glass: material)
        ShapeNode(.circle(center: Point(200, 60), radius: 36), glass: material)
      }
    }
    let surface = try Self.render(scene, mode: .container).surface
    let inside = surface.pixel(x: 120, y: 60)
    for x in 120...200 {
      let p = surface.pixel(x: x, y: 60)
      for shift in stride(from: 0, to: 24, by: 8) {
        let delta = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((inside >> UInt32(shift)) & 0xFF))
        let bound = (156...164).contains(x) ? 2 : 6
        #expect(
          delta <= bound, "x \(x): \(String(p, radix: 16)) vs \(String(inside, radix: 16)) inside a member")
      }
    }
  }

  /// Differently tinted members shade smoothly into each other: along the bridge no step between
  /// neighbouring pixels is larger than a few levels.
  @Test func tintsBlendAcrossABridge() throws {
    let scene = Scene(size: Size(320, 120), background: .solid(Color(hex: "#808080")!)) {
      ContainerNode(spacing: 16) {
        ShapeNode(
          .circle(center: Point(120, 60), radius: 36),
          glass: GlassMaterial.regular.tint(Color(hex: "#EF4444")))
        ShapeNode(
          .circle(center: Point(200, 60), radius: 36),
          glass: GlassMaterial.regular.tint(Color(hex: "#3B82F6")))
      }
    }
    let surface = try Self.render(scene, mode: .container).surface
    var largest = 0
    for x in 121...200 {
      let p = surface.pixel(x: x, y: 60)
      let q = surface.pixel(x: x - 1, y: 60)
      for shift in stride(from: 0, to: 24, by: 8) {
        largest = max(largest, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
      }
    }
    #expect(largest <= 8, "largest step between neighbouring pixels across the bridge: \(largest)")
    // The two ends really differ (red side, blue side).
    #expect(surface.pixel(x: 120, y: 60) != surface.pixel(x: 200, y: 60))
  }

  /// Members in opposite corners pay for two small captures, not the screen between them; a dense grid
  /// shares one.
  @Test func capturesFollowTheMembers() throws {
    let size = Size(800, 600)
    let corners = Scene(size: size) {
      Self.backdrop(size)
      ContainerNode(spacing: 10) {
        ShapeNode(.capsule(Rect(x: 10, y: 10, width: 80, height: 30)), glass: .regular)
        ShapeNode(.capsule(Rect(x: 700, y: 550, width: 80, height: 30)), glass: .regular)
      }
    }
    let sparse = try Self.render(corners, mode: .container).statistics
    #expect(sparse.captures == 2)
    #expect(sparse.capturedPixels < 800 * 600 / 20)
    // Cards 2 pt apart, so that neighbours' captures overlap by more than the 5 % sharing must save (with
    // the default blur, 12 pt gaps leave them almost apart, and each card reads its own).
    let grid = Scene(size: size) {
      Self.backdrop(size)
      ContainerNode(spacing: 0) {
        for row in 0..<6 {
          for column in 0..<8 {
            ShapeNode(
              .roundedRect(
                Rect(x: 20 + Double(column) * 86, y: 20 + Double(row) * 86, width: 84, height: 84),
                cornerRadius: 16),
              glass: .regular)
          }
        }
      }
    }
    let dense = try Self.render(grid, mode: .container).statistics
    let perNode = try Self.render(grid, mode: .perNode).statistics
    // The grid's joint capture (about 710 × 540 px, full resolution at the default blur) is more than a
    // cache-sized capture holds (`SharedCapturePlan.maximumSharedTexels`), so it is split into a few.
    #expect((2...8).contains(dense.captures), "\(dense.captures) captures")
    #expect(perNode.captures == 48)
    #expect(dense.capturedPixels < perNode.capturedPixels)
  }

  /// A union renders as one shape however far apart its members are; a member of another kind or variant is
  /// reported and drawn on its own.
  @Test func unionsJoinMatchingMembersOnly() throws {
    let size = Size(400, 200)
    let a = ShapeNode(id: "a", .circle(center: Point(60, 100), radius: 30), glass: .regular)
    let b = ShapeNode(id: "b", .circle(center: Point(340, 100), radius: 30), glass: .regular)
    let odd = ShapeNode(id: "odd", .rect(Rect(x: 180, y: 20, width: 40, height: 40)), glass: .regular)
    let clear = ShapeNode(id: "clear", .circle(center: Point(200, 160), radius: 20), glass: .clear)
    for node in [a, b, odd, clear] { node.unionID = "pair" }
    let scene = Scene(size: size) {
      Self.backdrop(size)
      ContainerNode(spacing: 0) { [a, b, odd, clear] }
    }
    let frame = try Self.render(scene, mode: .container)
    #expect(frame.warnings.map(\.nodeID.rawValue).sorted() == ["clear", "odd"])
    #expect(frame.warnings.allSatisfy { $0.code == .unionMismatch })
    // The union spans from one circle to the other: the point halfway between them is glass.
    let plainScene = Scene(size: size) { Self.backdrop(size) }
    let plain = try Self.render(plainScene, mode: .container).surface
    #expect(frame.surface.pixel(x: 200, y: 100) != plain.pixel(x: 200, y: 100))
    // Per-node mode ignores containers and unions: the midpoint is backdrop.
    let perNode = try Self.render(scene, mode: .perNode).surface
    #expect(perNode.pixel(x: 200, y: 100) == plain.pixel(x: 200, y: 100))
  }

  /// The Float smooth minimum the kernel uses agrees with the Double reference, and is exact past k.
  @Test func kernelSmoothMinimumMatchesReference() {
    var rng = SeededRandom(seed: 9)
    for _ in 0..<10_000 {
      let a = rng.range(-50, 50)
      let b = rng.range(-50, 50)
      let k = rng.range(0.5, 40)
      // Directions from opposite (the full radius) to alike; the running gradient not always unit.
      let angleA = rng.range(0, 2 * .pi)
      let angleB = rng.range(0, 2 * .pi)
      let length = rng.range(0.2, 1)
      let ga = Point(cos(angleA) * length, sin(angleA) * length)
      let gb = Point(cos(angleB), sin(angleB))
      let reference = SmoothUnion.blend(a, gradient: ga, b, gradient: gb, k: k)
      let kernel = SmoothMinimum.fold(
        Float(a), Float(ga.x), Float(ga.y), Float(b), Float(gb.x), Float(gb.y), k: Float(k))
      #expect(abs(Double(kernel.d) - reference.distance) < 1e-4)
      #expect(abs(Double(kernel.weightOfA) - reference.weightOfA) < 1e-4)
      if b - a >= k { #expect(kernel.d == Float(a) && kernel.weightOfA == 1) }
    }
  }

  /// The direction the kernel weighs a box by agrees with the Double reference, `Shape.blendDirection`,
  /// rotated and scaled boxes included.
  @Test func kernelBlendDirectionMatchesReference() {
    var rng = SeededRandom(seed: 10)
    for _ in 0..<2_000 {
      let w = rng.range(4, 120)
      let h = rng.range(4, 120)
      let r = rng.range(0, min(w, h) / 2)
      let shape = Shape.roundedRect(
        Rect(x: rng.range(-50, 50), y: rng.range(-50, 50), width: w, height: h), cornerRadius: r)
      let s = rng.range(0.5, 4)
      let t = AffineMatrix.rotation(rng.range(0, 2 * .pi)).then(.scale(s, s))
        .then(.translation(rng.range(-100, 100), rng.range(-100, 100)))
      guard let box = analyticGlassDistance(shape: shape, transform: t) as? BoxGlassDistance else {
        Issue.record("a rounded rectangle under a similarity has an analytic distance")
        continue
      }
      let smoothing = rng.range(0.5, 20)
      let local = Point(rng.range(-150, 150), rng.range(-150, 150))
      let device = t.apply(local)
      let expected = t.applyToVector(shape.blendDirection(at: local, smoothing: smoothing / s)!)
      let length = (expected.x * expected.x + expected.y * expected.y).squareRoot()
      let e = box.evaluate(Float(device.x), Float(device.y))
      let got = box.blendDirection(
        Float(device.x), Float(device.y), smoothing: Float(smoothing), gradient: e.gx, e.gy)
      if length < 1e-9 { continue }
      #expect(
        abs(Double(got.0) - expected.x / length) < 2e-3 && abs(Double(got.1) - expected.y / length) < 2e-3)
    }
  }

  /// Inside a layer (group opacity) the members are drawn in the layer as per-node draws them: the same
  /// bytes, and the two members still share one capture.
  @Test func spacingZeroInsideALayerIsPerNode() throws {
    let size = Size(300, 120)
    let scene = Scene(size: size) {
      Self.backdrop(size)
      GroupNode {
        ContainerNode(spacing: 0) {
          ShapeNode(.capsule(Rect(x: 20, y: 40, width: 120, height: 40)), glass: .regular)
          ShapeNode(.capsule(Rect(x: 143, y: 40, width: 120, height: 40)), glass: .regular)
        }
        ShapeNode(.rect(Rect(x: 0, y: 100, width: 300, height: 20)), fill: .solid(.white))
      }.withOpacity(0.8)
    }
    let container = try Self.render(scene, mode: .container)
    let perNode = try Self.render(scene, mode: .perNode)
    #expect(container.surface.pixelArray() == perNode.surface.pixelArray())
    #expect(container.statistics.captures == 1 && perNode.statistics.captures == 2)
  }
}
