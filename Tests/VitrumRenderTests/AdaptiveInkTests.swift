import Foundation
import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// Adaptive foregrounds (`Fill.adaptive`): the reading of what lies beneath, the choice of ink with its
/// hysteresis, and the pixels drawn — in complete frames, incremental frames and layers.
@Suite struct AdaptiveInkTests {
  /// WCAG 2 luminance of an 8-bit grey.
  static func luminance(_ level: Int) -> Double {
    let c = Double(level) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

  static func reading(gray level: Int, _ inkLevel: AdaptiveInk.Level = .primary) -> InkReading {
    let c = Double(level) / 255
    return InkReading(beneath: Array(repeating: SIMD3(c, c, c), count: 100), level: inkLevel)
  }

  /// Over an even grey the contrasts are WCAG's ratios of white and of black with it.
  @Test(arguments: [0, 40, 117, 118, 200, 255])
  func readingOfAnEvenGrey(level: Int) {
    let r = Self.reading(gray: level)
    #expect(abs(r.light - Self.ratio(1, Self.luminance(level))) < 1e-9)
    #expect(abs(r.dark - Self.ratio(0, Self.luminance(level))) < 1e-9)
    #expect(r.pixels == 100)
  }

  /// The percentile decides: a tenth of the pixels beneath may be anything.
  @Test func aFewSpecksDoNotDecide() {
    var colors = Array(repeating: SIMD3<Double>(0, 0, 0), count: 91)
    colors += Array(repeating: SIMD3(1, 1, 1), count: 9)
    let r = InkReading(beneath: colors, level: .primary)
    #expect(r.light == 21)
  }

  /// Without history the side that stands out more wins. Between grey 117 (white 4.61:1, black 4.56:1)
  /// and 118 (4.54:1, 4.62:1) both pass and neither is 15 % better: a held side stays. At 100 (white
  /// 5.93:1, black 3.54:1) a held black fails while white passes, and gives way.
  @Test func hysteresis() {
    let r117 = Self.reading(gray: 117)
    let r118 = Self.reading(gray: 118)
    #expect(InkChooser.choose(.primary, r117, previous: nil).tone.side == .light)
    #expect(InkChooser.choose(.primary, r118, previous: nil).tone.side == .dark)
    for side in InkSide.allCases {
      #expect(InkChooser.choose(.primary, r117, previous: side).tone.side == side)
      #expect(InkChooser.choose(.primary, r118, previous: side).tone.side == side)
    }
    #expect(!InkChooser.isDecisive(r117) && !InkChooser.isDecisive(r118))
    let r100 = Self.reading(gray: 100)
    #expect(InkChooser.choose(.primary, r100, previous: .dark).tone.side == .light)
    #expect(InkChooser.choose(.primary, r100, previous: .dark).reason.hasPrefix("switched from dark"))
    #expect(InkChooser.isDecisive(r100))
  }

  /// The secondary ink is the dimmest step that still reaches 4.5:1: black at 60 % over white (5.7:1),
  /// at 70 % over grey 150 (60 % reaches only 3.7:1), full strength over grey 120 (4.76:1; at 90 % 4.44:1).
  @Test func secondaryDimsWhileItStaysLegible() {
    func opacity(_ level: Int) -> Double {
      InkChooser.choose(.secondary, Self.reading(gray: level, .secondary), previous: nil).tone
        .secondaryOpacity
    }
    func shown(_ level: Int, _ a: Double) -> Double {
      let c = Double(level) / 255 * (1 - a)
      return Self.ratio(Self.luminance(level), c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
    }
    #expect(opacity(255) == 0.6 && shown(255, 0.6) >= 4.5)
    #expect(shown(150, 0.6) < 4.5 && shown(150, 0.7) >= 4.5)
    #expect(opacity(150) == 0.7)
    #expect(shown(120, 0.9) < 4.5 && opacity(120) == 1)
  }

  /// A scene of `background` with a regular glass panel and a label on it, filled `fill`.
  static func scene(background: Color, fill: Fill, layered: Bool = false) -> Scene {
    let panel = ShapeNode(
      id: "panel", .roundedRect(Rect(x: 10, y: 10, width: 180, height: 60), cornerRadius: 16), glass: .regular
    )
    let label = TextNode(
      id: "label", "Label", font: Font(size: 20), origin: Point(100, 48), alignment: .center, fill: fill)
    let scene = Scene(size: Size(200, 80), background: .solid(background))
    if layered {
      // Inside a translucent group of two children (drawn in a layer), over a dark plate in the layer.
      let group = GroupNode(id: "layer")
      group.opacity = 0.99
      group.add(ShapeNode(id: "plate", .rect(Rect(x: 0, y: 0, width: 200, height: 80)), fill: .solid(.black)))
      group.add(panel)
      group.add(label)
      scene.root.add(group)
    } else {
      scene.root.add(panel)
      scene.root.add(label)
    }
    return scene
  }

  /// Over dark glass the primary ink is white, over light glass black: the frame equals, byte for byte, the
  /// one with the label filled in that colour.
  @Test(arguments: [(Color.black, InkSide.light, Color.white), (Color.white, .dark, Color.black)])
  func inkFollowsTheGlass(background: Color, side: InkSide, equivalent: Color) throws {
    let renderer = CairoRenderer(options: .init(scale: 2))
    let adaptive = try renderer.render(Self.scene(background: background, fill: .adaptive(.primary)))
    let report = try #require(adaptive.inks["label"])
    #expect(report.decision.tone.side == side)
    #expect(report.reading.pixels > 100)
    let fixed = try renderer.render(Self.scene(background: background, fill: .solid(equivalent)))
    #expect(adaptive.surface.pixelArray() == fixed.surface.pixelArray())
  }

  /// A decision written into the scene is drawn as it says: mid cross-fade, the mix of the two inks.
  @Test func decisionsInTheSceneAreDrawn() throws {
    let renderer = CairoRenderer(options: .init(scale: 2))
    let scene = Self.scene(background: .black, fill: .adaptive(.primary))
    scene.inkDecisions["label"] = InkDecision(
      tone: InkTone(side: .dark), fadingFrom: InkTone(side: .light), progress: 0.5, reason: "a test")
    let drawn = try renderer.render(scene)
    #expect(drawn.inks["label"]?.decision.progress == 0.5)
    let mix = AdaptiveInk.primary.color(for: scene.inkDecisions["label"]!)
    #expect(abs(mix.red - 0.5) < 1e-9 && mix.alpha == 1)
    let fixed = try renderer.render(Self.scene(background: .black, fill: .solid(mix)))
    #expect(drawn.surface.pixelArray() == fixed.surface.pixelArray())
  }

  /// A label in a layer reads what the layer holds beneath it (glass over a black plate), not the white
  /// canvas under the layer.
  @Test func readingInsideALayer() throws {
    let renderer = CairoRenderer(options: .init(scale: 2))
    let frame = try renderer.render(Self.scene(background: .white, fill: .adaptive(.primary), layered: true))
    #expect(frame.inks["label"]?.decision.tone.side == .light)
  }

  /// Content moving beneath adaptive labels: every frame drawn over the one before equals the complete
  /// frame, byte for byte, and so do its readings and inks.
  @Test(arguments: RenderMode.allCases)
  func incrementalFramesEqualCompleteFrames(mode: RenderMode) throws {
    // A canvas large enough that what changes stays under half of it (more is drawn whole).
    let scene = Scene(size: Size(480, 240), background: .solid(Color(red: 0.5, green: 0.5, blue: 0.5)))
    let bar = ShapeNode(id: "bar", .rect(Rect(x: 0, y: 0, width: 60, height: 120)), fill: .solid(.white))
    let dark = ShapeNode(id: "dark", .rect(Rect(x: 0, y: 0, width: 50, height: 120)), fill: .solid(.black))
    scene.root.add(bar)
    scene.root.add(dark)
    scene.root.add(
      ShapeNode(id: "panel", .capsule(Rect(x: 20, y: 30, width: 200, height: 60)), glass: .regular))
    for (n, x) in [50.0, 120, 185].enumerated() {
      scene.root.add(
        TextNode(
          id: NodeID("label-\(n)"), "Ink", font: Font(size: 18), origin: Point(x, 66),
          fill: .adaptive(n == 1 ? .secondary : .primary)))
    }
    let incremental = CairoRenderer(options: .init(scale: 1, mode: mode, threads: 2))
    let complete = CairoRenderer(options: .init(scale: 1, mode: mode, threads: 2))
    var partial = 0
    for step in 0..<12 {
      bar.transform = .translation(Double(step) * 17, 0)
      dark.transform = .translation(Double(step * step) * 1.5, 0)
      let drawn = try incremental.renderNext(incremental.prepare(scene))
      let whole = try complete.render(complete.displayList(for: scene))
      #expect(drawn.surface.pixelArray() == whole.surface.pixelArray(), "step \(step)")
      for (id, report) in drawn.inks { #expect(whole.inks[id] == report, "step \(step) \(id)") }
      if drawn.redraw.kind == .incremental { partial += 1 }
    }
    #expect(partial > 0, "some frames are drawn over the one before")
  }
}
