import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumAnimation

/// Under Reduce Motion a decorative change of geometry dissolves: the node shows its new geometry with
/// opacity p while a ghost at the old geometry shows beneath it with 1 − p, so the element never dims to
/// nothing and back. A change during a dissolve dissolves on from the frame as presented.
@Suite struct DissolveTests {
  static let fade = MotionPolicy.crossFadeDuration

  static func scene() -> (Scene, ShapeNode) {
    let card = ShapeNode(id: "card", .capsule(Rect(x: 0, y: 0, width: 120, height: 44)), glass: .regular)
    return (Scene(size: Size(400, 300)) { card }, card)
  }

  /// The shares of the presented copies: the node's opacity, then each ghost's.
  static func shares(_ node: Node) -> [Double] { [node.opacity] + node.ghosts.map(\.opacity) }

  /// Halfway through a dissolve both copies show at once, half each: the card at its new place, scale and
  /// rotation, its ghost beneath at the old ones (one ghost for the three attributes of one transaction).
  @Test func bothCopiesShowDuringTheDissolve() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.transaction(at: 1, animation: .spring(.bouncy)) { t throws(TimelineError) in
      try t.set(.translation, of: card, to: Point(200, 100))
      try t.set(.scaleX, of: card, to: 1.5)
      try t.set(.rotation, of: card, to: 30)
    }
    try timeline.seek(to: 1 + Self.fade / 2, policy: .reduced)
    #expect(card.translation == Point(200, 100) && card.scaleX == 1.5 && card.rotation == 30)
    #expect(abs(card.opacity - 0.5) < 1e-12)
    let ghost = try #require(card.ghosts.only)
    #expect(ghost.ordinal == 1)
    #expect(abs(ghost.opacity - 0.5) < 1e-12)
    #expect(ghost.transformComponents.translation == .zero)
    #expect(ghost.transformComponents.scaleX == 1 && ghost.transformComponents.rotation == 0)
    // Drawn beneath the card, as a copy with its own id that names the card.
    let children = scene.evaluate().root.children
    #expect(children.map(\.id) == [Node.ghostID(of: "card", ordinal: 1), "card"])
    #expect(children[0].ghostOf == "card" && children[0].isAccessibilityHidden)
    #expect(children[0].glass?.material == card.glass && children[0].localTransform == .identity)
    #expect(children[1].ghostOf == nil)
    #expect(scene.evaluate().text.contains("ghostOf=card"))
    // Before the dissolve, and once it is over, the card shows alone at full opacity.
    for time in [0.99, 1 + Self.fade, 2] {
      try timeline.seek(to: time, policy: .reduced)
      #expect(card.ghosts.isEmpty && card.opacity == 1, "t = \(time)")
    }
    // Full motion has no ghosts at any time, and putting the model back removes them.
    try timeline.seek(to: 1 + Self.fade / 2, policy: .standard)
    #expect(card.ghosts.isEmpty)
    try timeline.seek(to: 1 + Self.fade / 2, policy: .reduced)
    timeline.restoreModel()
    #expect(card.ghosts.isEmpty && card.opacity == 1)
  }

  /// A second move 0.1 s into a 0.2 s dissolve: three copies show — the card at the second target, the
  /// first target's ghost, the model's ghost — with shares p₂, p₁(1 − p₂) and (1 − p₁)(1 − p₂).
  @Test func retargetingDuringADissolveBlendsOn() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.translation, of: card, to: Point(100, 0), at: 0, animation: .easeInOut(0.6))
    try timeline.set(.translation, of: card, to: Point(200, 0), at: 0.1, animation: .easeInOut(0.6))
    let time = 0.15
    try timeline.seek(to: time, policy: .reduced)
    let p1 = TimingCurve.easeInOut.value(at: time / Self.fade)
    let p2 = TimingCurve.easeInOut.value(at: (time - 0.1) / Self.fade)
    #expect(card.translation == Point(200, 0))
    #expect(card.ghosts.map(\.ordinal) == [1, 2])
    #expect(card.ghosts.map(\.transformComponents.translation) == [.zero, Point(100, 0)])
    let expected = [p2, (1 - p1) * (1 - p2), p1 * (1 - p2)]
    for (share, want) in zip(Self.shares(card), expected) { #expect(abs(share - want) < 1e-12) }
    // Once the first dissolve is over its ghost is gone, and the second's takes the rest.
    try timeline.seek(to: 0.25, policy: .reduced)
    #expect(card.ghosts.map(\.ordinal) == [2])
    #expect(abs(Self.shares(card).reduce(0, +) - 1) < 1e-12)
  }

  /// Generated timelines of moves, scales, outline changes and spacing changes, some arriving during the
  /// dissolve before: at every sampled time the copies' shares sum to the node's opacity without the
  /// policy's fade, every copy shows a geometry the node presents at some time (never one in between), and
  /// seeking in any order gives the same scene.
  @Test(arguments: 0..<12) func sharesSumToOneAndGeometryIsAnEndState(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed) &+ 0x5EED)
    let card = ShapeNode(id: "card", .circle(center: Point(60, 60), radius: 20), glass: .regular)
    let bar = ContainerNode(id: "bar", spacing: 8) { card }
    let scene = Scene(size: Size(800, 600)) { bar }
    let timeline = Timeline(scene: scene)
    let opacity = random.uniform(0.4...1)
    card.opacity = opacity
    var time = 0.0
    var translations: Set<Point> = [.zero]
    var radii: Set<Double> = [20]
    var spacings: Set<Double> = [8]
    for _ in 0..<6 {
      time += [0.05, 0.1, 0.15, 0.3][random.index(4)]
      switch random.index(3) {
      case 0:
        let target = Point(Double(random.index(300)), Double(random.index(200)))
        translations.insert(target)
        try timeline.set(.translation, of: card, to: target, at: time, animation: .spring(.bouncy))
      case 1:
        let radius = Double(10 + random.index(30))
        radii.insert(radius)
        try timeline.set(
          .outline, of: card, to: PresentedOutline(.circle(center: Point(60, 60), radius: radius)), at: time,
          animation: .easeInOut(0.4))
      default:
        let spacing = Double(random.index(20))
        spacings.insert(spacing)
        try timeline.set(.spacing, of: bar, to: spacing, at: time, animation: .easeInOut(0.4))
      }
    }
    var listings: [Double: String] = [:]
    for step in 0...Int((time + 0.5) * 200) {
      let t = Double(step) / 200
      try timeline.seek(to: t, policy: .reduced)
      for node in [card, bar] as [Node] {
        let total = Self.shares(node).reduce(0, +)
        let own = node === card ? opacity : 1
        #expect(abs(total - own) < 1e-9, "t = \(t): \(node.id) shares \(Self.shares(node))")
      }
      let placed = [card.translation] + card.ghosts.map(\.transformComponents.translation)
      #expect(placed.allSatisfy(translations.contains), "t = \(t): \(placed)")
      for shape in [card.shape] + card.ghosts.compactMap(\.shape) {
        guard case .circle(_, let radius) = shape else {
          Issue.record("t = \(t): \(shape) is not a circle")
          continue
        }
        #expect(radii.contains(radius), "t = \(t): radius \(radius)")
      }
      let gaps = [bar.spacing] + bar.ghosts.compactMap(\.spacing)
      #expect(gaps.allSatisfy(spacings.contains), "t = \(t): spacing \(gaps)")
      if step % 7 == 0 { listings[t] = scene.evaluate().text }
    }
    for (t, listing) in listings.shuffled(using: &random) {
      try timeline.seek(to: t, policy: .reduced)
      #expect(scene.evaluate().text == listing, "t = \(t)")
    }
  }

  /// A dissolving group's ghost copies its whole subtree beneath it, with ids prefixed by the ghost's.
  @Test func aGroupsGhostCopiesItsSubtree() throws {
    let label = TextNode(id: "label", "Hi", font: Font(size: 12), origin: Point(4, 14))
    let badge = GroupNode(id: "badge") { label }
    let scene = Scene(size: Size(300, 200)) { badge }
    let timeline = Timeline(scene: scene)
    try timeline.set(.translation, of: badge, to: Point(100, 50), at: 0, animation: .easeInOut(0.3))
    try timeline.seek(to: 0.05, policy: .reduced)
    let children = scene.evaluate().root.children
    #expect(children.map(\.id) == ["badge~ghost1", "badge"])
    #expect(children[0].children.map(\.id) == ["badge~ghost1/label"])
    #expect(children[0].localTransform == .identity)
    #expect(children[1].localTransform.tx == 100 && children[1].localTransform.ty == 50)
    #expect(abs(children[0].opacity + children[1].opacity - 1) < 1e-12)
  }

  /// The substitution says what plays instead.
  @Test func theSubstitutionNamesTheDissolve() throws {
    let (scene, card) = Self.scene()
    let timeline = Timeline(scene: scene)
    try timeline.set(.translation, of: card, to: Point(10, 0), at: 0, animation: .easeInOut(0.5))
    let substitution = try #require(timeline.substitutions(policy: .reduced).only)
    #expect(substitution.replacement.hasPrefix("dissolve 0.2 s"))
    #expect(substitution.reason == .decorativeMotion)
  }
}

extension Array {
  /// The one element of a one-element array; nil otherwise.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
