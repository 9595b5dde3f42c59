import VitrumGeometry
import VitrumScene

/// Writes random scene trees of every structure a container can sit in, for property tests and fuzzing:
/// opacity on containers, their ancestors and their members; clips and masks around and inside; transforms;
/// members with their own fill and stroke; content interleaved with members; hidden, transparent and
/// identity members; nested containers; glass outside containers beside glass inside them.
///
/// A seed fixes the scene. Every container gets `spacing` (0 tests that batching equals per-node rendering;
/// a positive spacing exercises merging). Unions are left out: they change the picture by design.
/// With `extremes`, parameters are drawn from the edges of their legal ranges as well (the largest blurs,
/// shadows and refraction, scales of 10⁻⁶ and 10⁶, sizes from 10⁻³ to 10⁵), for finding crashes and hangs.
/// Every scene is legal: it could be written as a scene file and read back.
public struct StructureGenerator: Sendable {
  /// The canvas, points.
  public var size: Size
  /// Spacing of every container.
  public var spacing: Double
  /// Deepest nesting of groups below the root.
  public var maximumDepth: Int
  /// Whether glass text (glyph outlines, the costliest shape to set up) may appear.
  public var allowsText: Bool
  /// Whether parameters may take extreme legal values.
  public var extremes: Bool

  public init(
    size: Size = Size(160, 120), spacing: Double = 0, maximumDepth: Int = 4, allowsText: Bool = true,
    extremes: Bool = false
  ) {
    self.size = size
    self.spacing = spacing
    self.maximumDepth = maximumDepth
    self.allowsText = allowsText
    self.extremes = extremes
  }

  /// The scene for a seed.
  public func scene(seed: UInt64) -> Scene {
    var random = SeededRandom(seed: seed)
    return scene(using: &random)
  }

  /// The scene whose every decision comes from `random`: a fuzzer's bytes, say, so that a mutation of one
  /// byte changes one decision.
  public func scene<R: RandomNumberGenerator>(using random: inout R) -> Scene {
    var build = Build(generator: self, rng: random)
    let scene = Scene(size: size, background: .solid(Color(hex: "#0F172A")!))
    scene.root.add(contentsOf: build.backdrop())
    for _ in 0..<(1 + build.index(3)) { scene.root.add(build.item(depth: 1, inContainer: false)) }
    random = build.rng
    return scene
  }
}

extension StructureGenerator {
  /// One scene being built: the generator's settings and the random sequence.
  struct Build<R: RandomNumberGenerator> {
    let generator: StructureGenerator
    var rng: R
    var serial = 0

    /// A uniform number in 0..<1 with 53 random bits.
    mutating func unit() -> Double { Double(rng.next() >> 11) / Double(UInt64(1) << 53) }

    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A uniform index below `count`.
    mutating func index(_ count: Int) -> Int { Int(rng.next() % UInt64(max(count, 1))) }

    var size: Size { generator.size }

    mutating func chance(_ p: Double) -> Bool { unit() < p }

    mutating func nextID(_ prefix: String) -> NodeID {
      serial += 1
      return NodeID("\(prefix)\(serial)")
    }

    /// A textured backdrop: a gradient crossed by stripes and dots, so glass has detail to bend.
    mutating func backdrop() -> [Node] {
      var nodes: [Node] = [
        ShapeNode(
          id: nextID("backdrop"), .rect(Rect(origin: .zero, size: size)),
          fill: .linearGradient(
            start: .zero, end: Point(size.width, size.height),
            stops: [GradientStop(0, randomColor(alpha: 1)), GradientStop(1, randomColor(alpha: 1))]))
      ]
      let step = uniform(7...16)
      for x in stride(from: 0.0, to: size.width, by: step) {
        nodes.append(
          ShapeNode(
            id: nextID("stripe"), .rect(Rect(x: x, y: 0, width: step / 3, height: size.height)),
            fill: .solid(Color(hex: "#FFFFFF50")!)))
      }
      for _ in 0..<8 {
        nodes.append(
          ShapeNode(
            id: nextID("dot"), .circle(center: randomPoint(), radius: uniform(2...7)),
            fill: .solid(randomColor(alpha: 1))))
      }
      return nodes
    }

    /// A subtree: a container, a group, a glass shape or a piece of content.
    mutating func item(depth: Int, inContainer: Bool) -> Node {
      let deeper = depth < generator.maximumDepth
      let roll = unit()
      if deeper && roll < (inContainer ? 0.15 : 0.45) { return container(depth: depth) }
      if deeper && roll < 0.6 { return group(depth: depth, inContainer: inContainer) }
      if roll < 0.72 { return row() }
      if roll < 0.9 { return glassShape() }
      return content()
    }

    mutating func container(depth: Int) -> Node {
      let node = ContainerNode(id: nextID("container"), spacing: generator.spacing)
      for _ in 0..<(2 + index(5)) { node.add(item(depth: depth + 1, inContainer: true)) }
      decorate(node, depth: depth)
      return node
    }

    mutating func group(depth: Int, inContainer: Bool) -> Node {
      let node = GroupNode(id: nextID("group"))
      for _ in 0..<(1 + index(4)) { node.add(item(depth: depth + 1, inContainer: inContainer)) }
      decorate(node, depth: depth)
      return node
    }

    /// A row of small glass buttons a few points apart, the toolbar pattern: their captures overlap, so a
    /// container may share one, unless a label drawn after one button lies within another's reach.
    mutating func row() -> Node {
      let node = GroupNode(id: nextID("row"))
      let count = 2 + index(5)
      let height = uniform(14...30)
      let width = uniform(height...(2.5 * height))
      let gap = uniform(1...10)
      var x = uniform(-10...(size.width / 2))
      let y = uniform(0...(size.height - height))
      let labels = chance(0.5)
      for _ in 0..<count {
        let frame = Rect(x: x, y: y, width: width, height: height)
        node.add(glassShape(frame))
        if labels {
          node.add(
            ShapeNode(
              id: nextID("label"), .rect(frame.insetBy(dx: width / 3, dy: height / 3)),
              fill: .solid(Color(hex: "#FFFFFFE0")!)))
        }
        x += width + gap
      }
      decorate(node, depth: generator.maximumDepth)
      return node
    }

    /// Opacity, a transform, a clip or a mask on a group, each now and then.
    mutating func decorate(_ group: GroupNode, depth: Int) {
      if chance(0.35) { group.opacity = randomOpacity() }
      if chance(0.3) { setRandomTransform(group) }
      if chance(0.25) { group.clip = randomShape(allowingPath: true) }
      if chance(0.15) {
        let mask = ShapeNode(
          id: nextID("mask"), randomShape(allowingPath: true),
          fill: chance(0.5)
            ? .solid(Color(hex: "#000000C0")!)
            : .linearGradient(
              start: .zero, end: Point(size.width, 0),
              stops: [GradientStop(0, Color(hex: "#000000FF")!), GradientStop(1, Color(hex: "#00000020")!)]))
        group.mask = mask
      }
      if chance(0.05) { group.isHidden = true }
    }

    /// A glass shape: sometimes painted too, transparent, hidden, identity, pressed or transformed. With a
    /// frame it is a capsule or rounded rectangle there, else any shape anywhere.
    mutating func glassShape(_ frame: Rect? = nil) -> Node {
      var material = GlassMaterial(chance(0.1) ? .identity : chance(0.3) ? .clear : .regular)
      if chance(0.4) { material.tint = randomColor(alpha: uniform(0.3...1)) }
      // With extremes, the largest values the scene format allows (docs/format.md, glass).
      if chance(0.3) { material.blurRadius = generator.extremes && chance(0.3) ? 200 : uniform(0...14) }
      if chance(0.2) { material.shadowRadius = generator.extremes && chance(0.3) ? 500 : uniform(0...16) }
      if chance(0.15) { material.refractionDisplacement = generator.extremes ? 500 : uniform(0...40) }
      if generator.extremes && chance(0.1) { material.bezelWidth = 500 }
      if chance(0.15) { material.isInteractive = true }
      let node: PaintedNode
      if generator.allowsText && frame == nil && chance(0.08) {
        let text = String(repeating: "Glass 12:34 ", count: 1 + index(2))
        node = TextNode(
          id: nextID("text"), text, font: Font(size: uniform(14...40), weight: .bold),
          origin: randomPoint(),
          glass: material)
      } else if let frame {
        let shape: Shape = chance(0.5) ? .capsule(frame) : .roundedRect(frame, cornerRadius: frame.height / 4)
        node = ShapeNode(id: nextID("button"), shape, glass: material)
      } else {
        node = ShapeNode(id: nextID("glass"), randomShape(allowingPath: true), glass: material)
      }
      if material.isInteractive && chance(0.5) { node.isPressed = true }
      if chance(0.25) { node.fill = .solid(randomColor(alpha: uniform(0.2...0.9))) }
      if chance(0.25) { node.stroke = Stroke(.solid(randomColor(alpha: 1)), width: uniform(0.5...4)) }
      if chance(0.25) { node.opacity = randomOpacity() }
      if chance(0.2) { setRandomTransform(node) }
      if chance(0.06) { node.isHidden = true }
      if chance(0.03) { node.opacity = 0 }
      return node
    }

    /// Plain content: a filled or stroked shape.
    mutating func content() -> Node {
      let node = ShapeNode(id: nextID("content"), randomShape(allowingPath: true))
      if chance(0.7) { node.fill = .solid(randomColor(alpha: uniform(0.3...1))) }
      if node.fill == nil || chance(0.3) {
        node.stroke = Stroke(.solid(randomColor(alpha: 1)), width: uniform(1...5))
      }
      if chance(0.2) { node.opacity = randomOpacity() }
      return node
    }

    mutating func randomOpacity() -> Double { chance(0.5) ? 0.7 : uniform(0.05...0.95) }

    mutating func randomPoint() -> Point {
      Point(uniform(0...size.width), uniform(0...size.height))
    }

    mutating func randomColor(alpha: Double) -> Color {
      Color(red: unit(), green: unit(), blue: unit(), alpha: alpha)
    }

    mutating func randomShape(allowingPath: Bool) -> Shape {
      let center = randomPoint()
      var w = uniform(12...(size.width * 0.6))
      var h = uniform(10...(size.height * 0.6))
      if generator.extremes && chance(0.1) {
        w = chance(0.5) ? 1e-3 : 1e5
        h = chance(0.5) ? 1e-3 : 1e5
      }
      let frame = Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
      switch index(allowingPath ? 6 : 5) {
      case 0: return .rect(frame)
      case 1: return .roundedRect(frame, cornerRadius: uniform(0...(min(w, h) / 2)))
      case 2: return .capsule(frame)
      case 3: return .circle(center: center, radius: min(w, h) / 2)
      case 4: return .ellipse(frame)
      default:
        // A star: concave, with a hole under the even-odd rule.
        var path = Path()
        let spikes = 5 + index(3)
        for i in 0..<(2 * spikes) {
          let r = (i % 2 == 0 ? 1 : 0.45) * min(w, h) / 2
          let angle = Double(i) * .pi / Double(spikes)
          let p = Point(center.x + r * _cos(angle), center.y + r * _sin(angle))
          if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        return .path(path, fillRule: chance(0.5) ? .nonZero : .evenOdd)
      }
    }

    /// A rotation, a scale and a shift about the canvas centre (the anchor, so the matrix's entries stay
    /// within the format's limits even at a scale of 10⁶).
    mutating func setRandomTransform(_ node: Node) {
      var scale = uniform(0.6...1.4)
      if generator.extremes && chance(0.2) { scale = chance(0.5) ? 1e-6 : 1e6 }
      node.anchor = Point(size.width / 2, size.height / 2)
      node.transform = AffineMatrix.rotation(uniform(-0.6...0.6))
        .then(.scale(scale, min(scale * uniform(0.8...1.25), 1e6)))
        .then(.translation(uniform(-20...20), uniform(-15...15)))
    }
  }
}
