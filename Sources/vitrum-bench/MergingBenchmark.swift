import Foundation
import VitrumGeometry
import VitrumLab
import VitrumRender
import VitrumScene

/// For `Tools/bench-merging`: one member of a row of five merging glass capsules (110 × 44 pt, spacing
/// 12 pt, so k = 24 pt) moving over the card benchmark's still backdrop at 960 × 480, each frame drawn
/// over the previous one and from scratch, interleaved frame by frame in one run. Per gap between the
/// capsules it prints the distinct pixels an incremental frame redraws against the pixels the move reaches (the
/// moved member's footprint parts in the two frames: where it can change pixels — its bounds grown by the
/// blend radius and its paint reach — and what it reads) and against the container's whole paint, and the
/// incremental frame time as a share of the complete one. It never asserts a time; frames whose bytes
/// differ fail the run.
struct MergingBenchmark {
  var frames = 60
  /// Gaps between the capsules, points: wider than twice the blend radius (48 pt), and twice that.
  var gaps: [Double] = [60, 120]

  static let canvas = Size(960, 480)

  /// The row, its middle capsule, and the capsules' frames.
  static func scene(gap: Double) throws -> (Scene, ShapeNode) {
    // The card scene without cards: its backdrop and an empty container, which takes the row.
    let scene = CardsGenerator(count: 0, canvas: canvas).makeScene()
    guard let container = scene.node(withID: "cards") as? ContainerNode else {
      throw BenchFailure("the card scene has no container")
    }
    container.spacing = 12
    let size = Size(110, 44)
    let left = (canvas.width - 5 * size.width - 4 * gap) / 2
    let members = (0..<5).map { i in
      ShapeNode(
        id: NodeID("member-\(i)"),
        .capsule(
          Rect(
            x: left + Double(i) * (size.width + gap), y: (canvas.height - size.height) / 2, width: size.width,
            height: size.height)), glass: .regular)
    }
    for member in members { container.add(member) }
    return (scene, members[2])
  }

  func run() throws {
    print(
      "960×480 px, scale 1: five 110×44 pt glass capsules in a row, one container at spacing 12 pt "
        + "(k = 24 pt), the middle one moving 3 px a frame (a 12-frame loop, up to ±9 pt across, ±4 pt down)")
    print("\(frames) frames drawn incrementally and from scratch, interleaved frame by frame")
    print(
      "gap pt | redrawn px (median) | move reaches px | per-node redraws px | container paints px | "
        + "incr/complete time | bytes")
    for gap in gaps { try measure(gap: gap) }
  }

  func measure(gap: Double) throws {
    let (sceneA, movingA) = try Self.scene(gap: gap)
    let (sceneB, movingB) = try Self.scene(gap: gap)
    let options = CairoRenderer.Options(scale: 1, mode: .container)
    let incremental = CairoRenderer(options: options)
    let complete = CairoRenderer(options: options)
    // The same move with the members drawn as separate glass: what a moving glass shape redraws.
    let separate = CairoRenderer(options: .init(scale: 1, mode: .perNode))
    _ = try separate.renderNext(separate.prepare(sceneA))
    var separately: [Double] = []
    var redrawn: [Double] = []
    var reached: [Double] = []
    var whole: [Double] = []
    var ratios: [Double] = []
    var identical = 0
    var previous = incremental.prepare(sceneA)
    _ = try incremental.renderNext(previous)
    for n in 0..<(5 + frames) {
      // Back and forth: 3 px a frame right, then left; up and down by the phase.
      let phase = Double(n % 12)
      let offset = Point(3 * (phase < 6 ? phase : 12 - phase) - 9, phase < 6 ? 4 : -4)
      movingA.translation = offset
      movingB.translation = offset
      let list = incremental.prepare(sceneA)
      var times = [0.0, 0.0]
      var frame: [RenderedFrame?] = [nil, nil]
      for which in n % 2 == 0 ? [0, 1] : [1, 0] {
        let start = DispatchTime.now().uptimeNanoseconds
        frame[which] = try which == 0 ? incremental.renderNext(list) : complete.render(sceneB)
        times[which] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      }
      defer { previous = list }
      guard n >= 5, let a = frame[0], let b = frame[1] else { continue }
      guard
        let reach = ContainerMoveReach.pixels(member: 2, before: previous, after: list, renderer: incremental)
      else { throw BenchFailure("the row has no merging container") }
      redrawn.append(Double(a.redraw.rects.reduce(0) { $0 + $1.area }))
      let alone = try separate.renderNext(separate.prepare(sceneA))
      separately.append(Double(alone.redraw.rects.reduce(0) { $0 + $1.area }))
      reached.append(Double(reach.reached))
      whole.append(Double(reach.whole))
      ratios.append(times[0] / times[1])
      if a.surface.pixelArray() == b.surface.pixelArray() { identical += 1 }
    }
    let median = { (v: [Double]) in Statistics.median(v.sorted()) }
    print(
      String(
        format: "%6.0f | %19.0f | %15.0f | %19.0f | %19.0f | %18.3f | %d of %d identical", gap,
        median(redrawn), median(reached), median(separately), median(whole), median(ratios), identical, frames
      ))
    if identical != frames {
      throw BenchFailure("incremental frames differ from complete ones on \(frames - identical) of \(frames)")
    }
  }
}
