import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// A morph by glass id shows glass in every frame in which the evaluated tree says the morphing node is
/// visible — outlines 240 pt apart (which blended in place leave nothing halfway through), a chain of
/// morphs A → B → C → A each interrupting the last, and the bundled scene, whose outlines blend in place.
@Suite struct MorphVisibilityTests {
  static let backdrop = TestSupport.root.appendingPathComponent("Scenes/assets").path

  /// Circles of radius 40 with one glass id at `centres`, the first present, the others brought in by the
  /// morphs `events` describes as (time, leaving index, arriving index).
  static func scene(centres: [Double], events: [(Double, Int, Int)]) -> String {
    let circles = centres.enumerated().map { index, x in
      "{\"type\": \"circle\", \"id\": \"n\(index)\", \"center\": [\(x), 100], \"radius\": 40, "
        + "\"glass\": {\"variant\": \"regular\", \"tint\": \"\(["#FFFFFF", "#3B82F6", "#22C55E"][index % 3])\"}, "
        + "\"glassID\": \"x\"}"
    }
    var timeline = (1..<centres.count).map {
      "{\"at\": 0, \"remove\": \"n\($0)\", \"transition\": \"identity\"}"
    }
    for (time, leaving, arriving) in events {
      for (kind, node) in [("remove", leaving), ("insert", arriving)] {
        timeline.append(
          "{\"at\": \(time), \"\(kind)\": \"n\(node)\", \"transition\": \"opacity\", "
            + "\"animation\": {\"curve\": \"easeInOut\", \"duration\": 0.6}}")
      }
    }
    return """
      {"format": "vitrum-scene/2", "canvas": {"width": 720, "height": 200, "scale": 1},
       "root": {"children": [
         {"type": "image", "src": "backdrop.png", "frame": [0, 0, 720, 200]},
         {"type": "container", "id": "bar", "spacing": 20, "children": [\(circles.joined(separator: ", "))]}]},
       "timeline": {"duration": 3, "events": [\(timeline.joined(separator: ", "))]}}
      """
  }

  /// The nodes a frame shows morphing (glass with a morph, visible), by id.
  static func morphing(_ node: EvaluatedNode, visible: Bool = true) -> [NodeID] {
    let shown = visible && node.isVisible
    let own = shown && node.glass?.morph != nil ? [node.id] : []
    return own + node.children.flatMap { morphing($0, visible: shown) }
  }

  /// Pixels that differ between the frame and the same frame without any glass.
  static func glassPixels(_ scene: Scene, _ renderer: CairoRenderer) throws -> Int {
    let with = try renderer.render(scene)
    var painted: [(PaintedNode, GlassMaterial?)] = []
    func collect(_ node: Node) {
      if let node = node as? PaintedNode { painted.append((node, node.glass)) }
      if let group = node as? GroupNode { group.children.forEach(collect) }
    }
    collect(scene.root)
    for (node, _) in painted { node.glass = nil }
    defer { for (node, glass) in painted { node.glass = glass } }
    let without = try renderer.render(scene)
    return try #require(ImageComparison(with.surface, without.surface, threshold: 2)).changedPixels
  }

  static func checkEveryFrame(_ text: String, from start: Double, to end: Double, minimumFrames: Int) throws {
    let document = try SceneFile.decode(Data(text.utf8), baseDirectory: backdrop)
    let timeline = try #require(document.timeline)
    var checked = 0
    for mode in RenderMode.allCases {
      let renderer = CairoRenderer(options: .init(scale: 1, mode: mode, threads: 2))
      for frame in Int(start * 30)...Int(end * 30) {
        let time = Double(frame) / 30
        try timeline.seek(to: time, policy: .standard)
        guard !Self.morphing(document.scene.evaluate().root).isEmpty else { continue }
        let pixels = try Self.glassPixels(document.scene, renderer)
        // A blob of glass a radius of 40 pt across shows well over a thousand pixels.
        #expect(pixels > 1000, "\(mode) t = \(time): \(pixels) pixels of glass")
        checked += 1
      }
    }
    #expect(checked >= minimumFrames)
  }

  /// Two circles 320 pt apart (240 pt between their outlines): blended in place, six frames in the middle
  /// showed no glass at all.
  @Test func disjointOutlinesShowGlassThroughout() throws {
    let text = Self.scene(centres: [120, 440], events: [(1, 0, 1)])
    try Self.checkEveryFrame(text, from: 1, to: 1.7, minimumFrames: 2 * 17)
  }

  /// A → B at 1.0 s, B → C at 1.2 s, C → A at 1.3 s: eight frames (1.30–1.53 s) showed no glass.
  @Test func chainOfMorphsShowsGlassThroughout() throws {
    let text = Self.scene(centres: [80, 360, 640], events: [(1, 0, 1), (1.2, 1, 2), (1.3, 2, 0)])
    try Self.checkEveryFrame(text, from: 1, to: 2, minimumFrames: 2 * 25)
  }

  /// Outlines whose cores are close blend in place (no travel): the bundled morph-by-id scene's frames are
  /// those of its goldens. Far apart, the blend travels, exact at both ends.
  @Test func travelOnlyForOutlinesFarApart() throws {
    let near = GlassMorph.travelling(
      from: .circle(center: Point(346, 200), radius: 28), transform: .identity,
      to: .roundedRect(Rect(x: 318, y: 160, width: 170, height: 80), cornerRadius: 22), transform: .identity,
      progress: 0.5)
    #expect(near.targetShift == .zero && near.transform == .identity)
    for w in [0.0, 0.25, 0.5, 1] {
      let far = GlassMorph.travelling(
        from: .circle(center: Point(120, 100), radius: 40), transform: .identity,
        to: .circle(center: Point(440, 100), radius: 40), transform: .identity, progress: w)
      // The cores end (1 − 40 / 320) of the way closer: 40 pt apart at every w.
      let source = far.transform.apply(Point(120, 100))
      let target = Point(440, 100) + far.targetShift
      #expect(abs((target.x - source.x) - 40) < 1e-9, "w \(w)")
      if w == 0 { #expect(source == Point(120, 100)) }
      if w == 1 { #expect(target == Point(440, 100)) }
    }
  }
}
