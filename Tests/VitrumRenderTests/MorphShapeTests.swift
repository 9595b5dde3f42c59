import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumScene
import VitrumSceneFile

@testable import VitrumRender

/// `morph-by-id` frame by frame at 60 fps and scale 2: the glass outline (the container's union, the
/// morph's in-between included) never turns more sharply over a pixel than the sharper of the morph's
/// two end shapes does, plus 10°; the labels and icons belonging to the glass never show outside it.
@Suite struct MorphShapeTests {
  static let scale = 2.0
  static let labels: Set<NodeID> = ["edit-label", "share-icon", "sheet-label"]

  struct Frame {
    var time: Double
    var turn: Double
    var at: Point
    /// Label pixels drawn more than a pixel and a half outside the glass, and label pixels in all.
    var outside: Int
    var drawn: Int
  }

  static func frames(at times: [Double], glass: Set<NodeID>? = nil) throws -> [Frame] {
    let document = try SceneFile.load(path: TestSupport.scenePath("morph-by-id"))
    let renderer = CairoRenderer(options: .init(scale: scale, threads: 1))
    let compositor = GlassCompositor(threads: 1)
    var result: [Frame] = []
    for time in times {
      try document.timeline?.seek(to: time, policy: .standard)
      let list = renderer.displayList(for: document.scene)
      let coverage = GlassCoverage(list, compositor: compositor) { glass?.contains($0.nodeID) ?? true }
      let sampled = coverage.field.map { $0.isFinite ? $0 : 1e3 }
      var sharpest = (degrees: 0.0, at: Point.zero)
      for outline in SampledContour.polylines(values: sampled, width: list.width, height: list.height) {
        let turn = outline.sharpestTurn(step: 1)
        if turn.degrees > sharpest.degrees { sharpest = turn }
      }
      // The labels alone, with the clips and layers around them.
      let commands = list.commands.filter { command in
        switch command {
        case .fill, .stroke: command.node.map(labels.contains) ?? false
        case .pushClip, .popClip, .pushLayer, .popLayer: true
        default: false
        }
      }
      let alone = try renderer.render(
        DisplayList(width: list.width, height: list.height, commands: commands, warnings: [])
      ).surface.pixelArray()
      var outside = 0
      var drawn = 0
      for (i, pixel) in alone.enumerated() where pixel >> 24 > 0 {
        drawn += 1
        if coverage.field[i] > 1.5 { outside += 1 }
      }
      result.append(
        Frame(time: time, turn: sharpest.degrees, at: sharpest.at, outside: outside, drawn: drawn))
    }
    return result
  }

  @Test func everyFrameStaysRoundAndHoldsItsLabels() throws {
    // The two end shapes of the morph by id on their own: the button's circle before it, the sheet's
    // rounded rectangle after it.
    let rest = max(
      try Self.frames(at: [1.4], glass: ["share-glass"])[0].turn,
      try Self.frames(at: [2.6], glass: ["sheet-glass"])[0].turn)
    let frames = try Self.frames(at: (0..<300).map { Double($0) / 60 })
    for frame in frames {
      #expect(frame.turn <= rest + 10, "t=\(frame.time): \(frame.turn)° at \(frame.at), at rest \(rest)°")
      #expect(frame.outside == 0, "t=\(frame.time): \(frame.outside) label pixels outside the glass")
    }
    #expect(frames.allSatisfy { $0.drawn > 0 })
  }
}
