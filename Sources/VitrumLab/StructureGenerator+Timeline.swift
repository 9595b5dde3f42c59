import VitrumAnimation
import VitrumGeometry
import VitrumScene

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Animated scenes for the renderer fuzz target and its tests: a timeline over a generated scene whose
/// springs take masses, stiffnesses and dampings from the whole range a scene file accepts (subnormals to
/// the upper limits, through `FuzzSprings`), whose curves repeat, autoreverse and start part-way through,
/// whose keyframes step, and whose glass shapes morph into one another by glass id — outlines near and far
/// apart, and chains of morphs interrupting each other.
public struct AnimatedStructure {
  /// The scene the timeline moves.
  public let scene: Scene
  /// The timeline.
  public let timeline: Timeline
  /// The instants to render, seconds, each under a motion policy.
  public let instants: [(time: Double, policy: MotionPolicy)]
  /// Whether every container keeps spacing 0 at every instant (its frames must equal per-node's).
  public let spacingZero: Bool

  /// The timeline the decisions of `random` make for `scene` (a generated one): 1 to 8 animated changes
  /// of glass, transform, opacity, outline and (unless `spacingZero`) spacing, and one or two chains of
  /// morphs by glass id, to be rendered at one or two instants over 3 seconds, each with full motion or
  /// under Reduce Motion. (Each instant renders in both modes: a fuzzer's input stays within its time
  /// limit, and the inputs between them cover both policies.)
  public static func make<R: RandomNumberGenerator>(
    scene: Scene, spacingZero: Bool, using random: inout R
  ) -> AnimatedStructure {
    var build = Build(rng: random)
    let timeline = Timeline(scene: scene)
    var nodes: [Node] = []
    Timeline.collectAll(scene.root, into: &nodes)
    let movable = nodes.filter { $0 !== scene.root }
    for _ in 0..<(1 + build.index(8)) where !movable.isEmpty {
      build.change(movable[build.index(movable.count)], in: timeline, spacingZero: spacingZero)
    }
    for _ in 0..<(1 + build.index(2)) { build.morphChain(among: nodes, in: timeline) }
    let instants = (0..<(1 + build.index(2))).map { _ in
      (build.uniform(0...3), build.chance(0.5) ? MotionPolicy.reduced : .standard)
    }
    random = build.rng
    return AnimatedStructure(scene: scene, timeline: timeline, instants: instants, spacingZero: spacingZero)
  }

  struct Build<R: RandomNumberGenerator> {
    var rng: R

    mutating func unit() -> Double { Double(rng.next() >> 11) / Double(UInt64(1) << 53) }
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }
    mutating func index(_ count: Int) -> Int { Int(rng.next() % UInt64(max(count, 1))) }
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A constant of a spring from (0 or) the smallest subnormal to `maximum`: the ends and a few
    /// landmarks a third of the time, log-uniform otherwise.
    mutating func springConstant(upTo maximum: Double, allowsZero: Bool) -> Double {
      let ends = [Double.leastNonzeroMagnitude, 0x1p-1063, 1e-303, 1, maximum] + (allowsZero ? [0] : [])
      if chance(1.0 / 3) { return ends[index(ends.count)] }
      return exp(uniform(log(Double.leastNonzeroMagnitude)...log(maximum)))
    }

    /// A spring with every constant from the range a scene file accepts (docs/format.md: mass ≤ 1000,
    /// stiffness ≤ 1,000,000, damping ≤ 1,000,000).
    mutating func spring() -> Spring {
      let m = springConstant(upTo: 1000, allowsZero: false)
      let k = springConstant(upTo: 1_000_000, allowsZero: false)
      let c = springConstant(upTo: 1_000_000, allowsZero: true)
      return (try? Spring(mass: m, stiffness: k, damping: c)) ?? .bouncy
    }

    /// A spring, or a curve that may repeat, autoreverse, start part-way through and step.
    mutating func animation() -> Animation {
      var result: Animation
      if chance(0.6) {
        result = Animation(.spring(spring(), delay: chance(0.2) ? uniform(-0.5...0.5) : 0))
      } else {
        let curves: [TimingCurve] = [
          .linear, .easeInOut, (try? .steps(1 + index(6), .jumpStart)) ?? .linear,
          (try? .cubicBezier(0.3, -2, 0.7, 3)) ?? .ease,
        ]
        let count: RepeatCount = chance(0.2) ? .forever : .count(1 + index(4))
        result =
          (try? Animation.curve(
            curves[index(curves.count)], duration: uniform(0.05...1), delay: uniform(-0.5...0.5),
            repeatCount: count, autoreverses: chance(0.5))) ?? Animation(.spring(.smooth, delay: 0))
      }
      if chance(0.2) { result = result.essential() }
      return result
    }

    mutating func glass(_ base: GlassMaterial?) -> GlassMaterial {
      var m = base ?? .regular
      if m.variant == .identity { m.variant = .regular }
      m.blurRadius = uniform(PresentedRanges.blur)
      m.refractionDisplacement = uniform(PresentedRanges.refraction)
      m.bezelWidth = uniform(PresentedRanges.bezel)
      m.rimWidth = uniform(PresentedRanges.rimWidth)
      m.rimIntensity = uniform(PresentedRanges.rimIntensity)
      m.saturation = uniform(PresentedRanges.saturation)
      m.toneAlpha = uniform(PresentedRanges.tone)
      m.dimming = uniform(PresentedRanges.dimming)
      m.shadowRadius = uniform(PresentedRanges.shadowRadius)
      m.shadowOpacity = uniform(PresentedRanges.shadowOpacity)
      m.shadowOffset = uniform(PresentedRanges.shadowOffset)
      return m
    }

    /// One animated change of an attribute the node has (events a node refuses are skipped).
    mutating func change(_ node: Node, in timeline: Timeline, spacingZero: Bool) {
      let time = uniform(0...2)
      let animation = animation()
      do {
        switch index(9) {
        case 0:
          try timeline.set(
            .translation, of: node, to: Point(uniform(-200...200), uniform(-200...200)), at: time,
            animation: animation)
        case 1: try timeline.set(.scaleX, of: node, to: uniform(-3...3), at: time, animation: animation)
        case 2: try timeline.set(.rotation, of: node, to: uniform(-720...720), at: time, animation: animation)
        case 3:
          try timeline.set(
            .anchor, of: node, to: Point(uniform(0...100), uniform(0...100)), at: time, animation: animation)
        case 4: try timeline.set(.opacity, of: node, to: unit(), at: time, animation: animation)
        case 5:
          guard let painted = node as? PaintedNode else { return }
          try timeline.set(.glass, of: painted, to: glass(painted.glass), at: time, animation: animation)
        case 6:
          guard let container = node as? ContainerNode, !spacingZero else { return }
          try timeline.set(.spacing, of: container, to: uniform(0...1000), at: time, animation: animation)
        case 7:
          guard let shape = node as? ShapeNode else { return }
          let grown = shape.shape.bounds.insetBy(dx: uniform(-20...20), dy: uniform(-20...20))
          let outline = PresentedOutline(chance(0.5) ? .capsule(grown) : .ellipse(grown))
          try timeline.set(.outline, of: shape, to: outline, at: time, animation: animation)
        default:
          let frames = [
            Keyframe(0.3, Point(uniform(-50...50), 0)),
            Keyframe(1, Point.zero, curve: (try? .steps(3, .jumpStart)) ?? .linear),
          ]
          guard let keyframes = try? Keyframes(frames), case .curve(_, let timing) = animation.motion else {
            return
          }
          try timeline.play(
            .translation, of: node, keyframes: KeyframeAnimation(keyframes, timing: timing), at: time)
        }
      } catch {
        return
      }
    }

    /// A chain of morphs by glass id among glass shapes of one container: the first present, the others
    /// brought in one after another, each leaving as the next arrives, sometimes before the last morph
    /// is over.
    mutating func morphChain(among nodes: [Node], in timeline: Timeline) {
      let containers = nodes.compactMap { $0 as? ContainerNode }
      guard !containers.isEmpty else { return }
      let container = containers[index(containers.count)]
      var members: [ShapeNode] = []
      func visit(_ node: Node) {
        if let shape = node as? ShapeNode, shape.hasVisibleGlass { members.append(shape) }
        if let group = node as? GroupNode, !(group is ContainerNode) { group.children.forEach(visit) }
      }
      container.children.forEach(visit)
      guard members.count >= 2 else { return }
      var chain: [ShapeNode] = []
      for _ in 0..<(2 + index(3)) {
        let next = members[index(members.count)]
        if chain.last !== next { chain.append(next) }
      }
      let id = "morph-\(index(1000))"
      for node in chain { node.glassID = id }
      var time = uniform(0.1...1)
      for (leaving, arriving) in zip(chain, chain.dropFirst()) {
        let animation = animation()
        try? timeline.remove(leaving, at: time, transition: .opacity, animation: animation)
        try? timeline.insert(arriving, at: time, transition: .opacity, animation: animation)
        time += uniform(0.05...0.8)
      }
    }
  }
}

extension Timeline {
  /// Every node of a subtree, masks included.
  static func collectAll(_ node: Node, into list: inout [Node]) {
    list.append(node)
    if let group = node as? GroupNode {
      if let mask = group.mask { collectAll(mask, into: &list) }
      for child in group.children { collectAll(child, into: &list) }
    }
  }
}

extension AnimatedStructure {
  /// Seeks each instant under its policy and checks the frame (`RenderCheck`); the first broken promise,
  /// if any. A seek that throws is a finding too: every instant is finite.
  public static func check(_ animated: AnimatedStructure) -> RenderCheck.Finding? {
    for (time, policy) in animated.instants {
      do {
        try animated.timeline.seek(to: time, policy: policy)
      } catch {
        return RenderCheck.Finding(description: "seek to \(time) s failed: \(error)")
      }
      if let finding = RenderCheck.check(animated.scene, spacingZero: animated.spacingZero) {
        return RenderCheck.Finding(description: "at \(time) s, \(policy): \(finding)")
      }
    }
    return nil
  }
}
