import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// Springs whose mass, stiffness and damping span everything a scene file accepts — from the smallest
/// subnormal to the upper limits — animating every animatable glass and transform attribute of members of
/// a spacing-0 container, retargeted mid-flight: every presented value is a finite number within its
/// documented range, and every frame renders, in both modes.
@Suite struct SpringRangeRenderTests {
  /// The glass fields a scene animates, with the range each is presented within.
  static let glassFields: [(field: String, range: ClosedRange<Double>)] = [
    ("blur", PresentedRanges.blur), ("refraction", PresentedRanges.refraction),
    ("bezel", PresentedRanges.bezel), ("rimWidth", PresentedRanges.rimWidth),
    ("rimIntensity", PresentedRanges.rimIntensity), ("saturation", PresentedRanges.saturation),
    ("tone", PresentedRanges.tone), ("dimming", PresentedRanges.dimming),
  ]

  /// A number from the whole accepted range of one spring constant: the ends and the smallest subnormal
  /// a third of the time, log-uniform between them otherwise.
  static func constant(_ random: inout SeededRandom, upTo maximum: Double, zero: Bool) -> Double {
    let ends = [Double.leastNonzeroMagnitude, 0x1p-1063, 1e-308, 1e-303, maximum] + (zero ? [0] : [])
    if random.next() % 3 == 0 { return ends[Int(random.next() % UInt64(ends.count))] }
    return Foundation.exp(
      random.unit() * (Foundation.log(maximum) - Foundation.log(Double.leastNonzeroMagnitude))
        + Foundation.log(Double.leastNonzeroMagnitude))
  }

  static func spring(_ random: inout SeededRandom) -> String {
    let m = constant(&random, upTo: 1000, zero: false)
    let k = constant(&random, upTo: 1_000_000, zero: false)
    let c = constant(&random, upTo: 1_000_000, zero: true)
    return "{\"spring\": {\"mass\": \(m), \"stiffness\": \(k), \"damping\": \(c)}}"
  }

  /// A scene: two glass capsules in a spacing-0 container over a striped backdrop; each of the two
  /// members has every glass parameter, the shadow and every transform attribute animated by its own
  /// random spring, then retargeted by another while it moves.
  static func scene(seed: UInt64) -> String {
    var random = SeededRandom(seed: seed)
    var events: [String] = []
    for node in ["a", "b"] {
      for time in [0.1, 0.1 + random.unit() * 0.3] {
        var glass = ["\"variant\": \"regular\""]
        for (field, range) in glassFields {
          glass.append(
            "\"\(field)\": \(range.lowerBound + random.unit() * (range.upperBound - range.lowerBound))")
        }
        glass.append(
          "\"shadow\": {\"radius\": \(random.unit() * 500), \"opacity\": \(random.unit()), "
            + "\"offset\": \(random.unit() * 1000 - 500)}")
        let changes = [
          "{\"node\": \"\(node)\", \"glass\": {\(glass.joined(separator: ", "))}}",
          "{\"node\": \"\(node)\", \"translate\": [\(random.unit() * 2e6 - 1e6), \(random.unit() * 400 - 200)]}",
          "{\"node\": \"\(node)\", \"scale\": [\(random.unit() * 4 - 2), \(random.unit() * 2000 - 1000)]}",
          "{\"node\": \"\(node)\", \"rotate\": \(random.unit() * 72000 - 36000)}",
          "{\"node\": \"\(node)\", \"anchor\": [\(random.unit() * 200), \(random.unit() * 1e6)]}",
          "{\"node\": \"\(node)\", \"opacity\": \(random.unit())}",
        ]
        for change in changes {
          events.append("{\"at\": \(time), \"animate\": \(change), \"animation\": \(spring(&random))}")
        }
      }
    }
    return scene(events: events)
  }

  /// Two glass capsules, `a` and `b`, in the spacing-0 container `row` over a striped backdrop, with
  /// `events` as the timeline's.
  static func scene(events: [String]) -> String {
    """
    {"format": "vitrum-scene/2", "canvas": {"width": 160, "height": 80, "background": "#1E3A8A"},
     "root": {"children": [
       {"type": "rect", "frame": [0, 0, 160, 40], "fill": "#F59E0B"},
       {"type": "container", "id": "row", "spacing": 0, "children": [
         {"type": "capsule", "id": "a", "frame": [10, 20, 60, 40], "glass": "regular"},
         {"type": "capsule", "id": "b", "frame": [90, 20, 60, 40], "glass": "clear"}]}]},
     "timeline": {"duration": 2, "events": [\(events.joined(separator: ",\n"))]}}
    """
  }

  /// Every presented value of a node is finite and in its range; the problems found otherwise.
  static func problems(_ node: EvaluatedNode) -> [String] {
    var found: [String] = []
    func check(_ name: String, _ v: Double, _ range: ClosedRange<Double>) {
      if !v.isFinite || !range.contains(v) { found.append("\(node.id) \(name)=\(v)") }
    }
    let t = node.transformComponents
    check("scaleX", t.scaleX, PresentedRanges.scale)
    check("scaleY", t.scaleY, PresentedRanges.scale)
    check("rotate", t.rotation, PresentedRanges.rotation)
    for (name, v) in [
      ("tx", t.translation.x), ("ty", t.translation.y), ("ax", t.anchor.x), ("ay", t.anchor.y),
    ] {
      check(name, v, PresentedRanges.coordinate)
    }
    if !node.localTransform.isFinite { found.append("\(node.id) local transform") }
    check("opacity", node.opacity, PresentedRanges.opacity)
    if let spacing = node.containerSpacing { check("spacing", spacing, PresentedRanges.spacing) }
    if let glass = node.glass {
      let p = glass.appearance.parameters
      let values = [
        p.blurRadius, p.refractionDisplacement, p.bezelWidth, p.rimWidth, p.rimIntensity, p.saturation,
        p.toneAlpha, p.dimming,
      ]
      for ((field, range), v) in zip(glassFields, values) { check(field, v, range) }
      check("shadow.radius", p.shadowRadius, PresentedRanges.shadowRadius)
      check("shadow.opacity", p.shadowOpacity, PresentedRanges.shadowOpacity)
      check("shadow.offset", p.shadowOffset, PresentedRanges.shadowOffset)
    }
    return found + node.children.flatMap(problems)
  }

  @Test(arguments: 0..<24) func presentedValuesStayFiniteAndInRange(seed: Int) throws {
    let text = Self.scene(seed: UInt64(seed))
    let document = try SceneFile.decode(Data(text.utf8), baseDirectory: "/")
    let timeline = try #require(document.timeline)
    let renderers = RenderMode.allCases.map {
      CairoRenderer(options: .init(scale: 0.5, mode: $0, threads: 2))
    }
    for step in 0...24 {
      let time = Double(step) / 12
      for policy in [MotionPolicy.standard, .reduced] {
        try timeline.seek(to: time, policy: policy)
        let problems = Self.problems(document.scene.evaluate().root)
        #expect(problems.isEmpty, "seed \(seed) t \(time) \(policy): \(problems.prefix(4))")
        for renderer in renderers {
          let frame = try renderer.render(document.scene)
          #expect(frame.surface.width == 80)
        }
      }
    }
  }

  /// A container's spacing, the one animatable attribute of a container, under springs over the whole
  /// accepted range, retargeted mid-flight: presented within 0 – 1000 and finite, and every frame renders.
  /// A bouncy spring from 0 to 1000 overshoots past 1000 (1500 unclamped); it presents 1000 at its peak.
  @Test(arguments: 0..<8) func spacingStaysFiniteAndInRange(seed: Int) throws {
    let peak = try Self.peakOfBouncyEnd(seed: UInt64(seed) + 1000) { random, end in
      "{\"node\": \"row\", \"spacing\": \(end ? 1000 : random.unit() * 1000)}"
    } presented: { scene, context in
      let root = scene.evaluate().root
      #expect(Self.problems(root).isEmpty, "\(context): \(Self.problems(root).prefix(4))")
      return root.children[1].containerSpacing ?? 0
    }
    #expect(peak == 1000, "the bouncy spring's overshoot presents the range's end")
  }

  /// The environment's light, the document's one animatable attribute, under springs over the whole
  /// accepted range, retargeted mid-flight: presented within its documented ranges (angle ±36000, intensity
  /// 0 – 4) and finite, and every frame renders. A bouncy spring to intensity 4 overshoots past 4; it
  /// presents 4 at its peak.
  @Test(arguments: 0..<8) func lightStaysFiniteAndInRange(seed: Int) throws {
    let peak = try Self.peakOfBouncyEnd(seed: UInt64(seed) + 2000) { random, end in
      let angle = end ? 36000 : random.unit() * 72000 - 36000
      return "{\"light\": {\"angle\": \(angle), \"intensity\": \(end ? 4 : random.unit() * 4)}}"
    } presented: { scene, context in
      let light = scene.environment.light
      #expect(
        light.isFinite && PresentedRanges.lightAngle.contains(light.angle)
          && PresentedRanges.lightIntensity.contains(light.intensity),
        "\(context): \(light)")
      return light.intensity
    }
    #expect(peak == 4, "the bouncy spring's overshoot presents the range's end")
  }

  /// Animates one attribute with two random springs (at 0.1 s and retargeted within the next 0.3 s), then
  /// a bouncy one at 0.6 s to the end of its range; `change(random, isEnd)` writes each change. Seeks and
  /// renders 2 s at 30 fps, checking each frame with `presented` (given the scene and a label), and gives
  /// the largest value `presented` returns after 0.6 s.
  static func peakOfBouncyEnd(
    seed: UInt64, change: (inout SeededRandom, Bool) -> String,
    presented: (Scene, String) -> Double
  ) throws -> Double {
    var random = SeededRandom(seed: seed)
    let events = [0.1, 0.1 + random.unit() * 0.3, 0.6].map { time in
      let end = time == 0.6
      let target = change(&random, end)
      let animation = end ? "{\"spring\": \"bouncy\"}" : Self.spring(&random)
      return "{\"at\": \(time), \"animate\": \(target), \"animation\": \(animation)}"
    }
    let document = try SceneFile.decode(Data(Self.scene(events: events).utf8), baseDirectory: "/")
    let timeline = try #require(document.timeline)
    let renderer = CairoRenderer(options: .init(scale: 0.5, mode: .container, threads: 2))
    var peak = 0.0
    for step in 0...60 {
      let time = Double(step) / 30
      try timeline.seek(to: time, policy: .standard)
      let value = presented(document.scene, "seed \(seed) t \(time)")
      if time > 0.6 { peak = max(peak, value) }
      _ = try renderer.render(document.scene)
    }
    return peak
  }

  /// The reported scene: a member of a spacing-0 container whose blur a spring of mass 1e-303 and
  /// stiffness 1e6 animates aborted the renderer (a dictionary keyed by a NaN blur). It renders now, with
  /// the blur at its target once the spring has settled.
  @Test func reportedSpacingZeroSpringRenders() throws {
    let text = """
      {"format": "vitrum-scene/2", "canvas": {"width": 200, "height": 120, "background": "#336699"},
       "root": {"children": [{"type": "container", "id": "c", "spacing": 0, "children": [
         {"type": "capsule", "id": "a", "frame": [20, 30, 70, 50], "glass": "regular"},
         {"type": "capsule", "id": "b", "frame": [110, 30, 70, 50], "glass": "regular"}]}]},
       "timeline": {"duration": 2, "events": [{"at": 0.5, "animate": {"node": "a", "glass": {"blur": 20}},
         "animation": {"spring": {"mass": 1e-303, "stiffness": 1e6, "damping": 10}}}]}}
      """
    let document = try SceneFile.decode(Data(text.utf8), baseDirectory: "/")
    let renderer = CairoRenderer(options: .init(scale: 1, mode: .container, threads: 2))
    for time in [0.5, 0.500_01, 0.6, 1.5] {
      try document.timeline?.seek(to: time, policy: .standard)
      let a = try #require(document.scene.evaluate().root.children[0].children.first)
      #expect(a.glass?.appearance.parameters.blurRadius.isFinite == true)
      _ = try renderer.render(document.scene)
    }
    #expect(
      document.scene.evaluate().root.children[0].children[0].glass?.appearance.parameters.blurRadius == 20)
  }
}
