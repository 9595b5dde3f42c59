import Foundation
import Testing
import VitrumAnimation
import VitrumRender
import VitrumScene
import VitrumSceneFile

@testable import VitrumPlayback

/// The inks of adaptive foregrounds over a timeline (`InkSchedule`): they hold while what lies beneath
/// hovers at the switching point, change with a cross-fade (at once under Reduce Motion), and are the same
/// whatever order frames are drawn in.
@Suite struct InkScheduleTests {
  /// A label on a band whose grey the timeline sets at `changes` (time, 8-bit level).
  static func document(changes: [(Double, Int)], first: Int, duration: Double) throws -> SceneDocument {
    func hex(_ level: Int) -> String {
      let byte = String(level, radix: 16, uppercase: true)
      let two = byte.count == 1 ? "0" + byte : byte
      return "\"#" + two + two + two + "\""
    }
    let events = changes.map { #"{"at": \#($0.0), "set": {"node": "band", "fill": \#(hex($0.1))}}"# }
    let json = """
      {
        "format": "vitrum-scene/2",
        "canvas": {"width": 120, "height": 60, "scale": 1},
        "root": {"children": [
          {"type": "rect", "id": "band", "frame": [0, 0, 120, 60], "fill": \(hex(first))},
          {"type": "text", "id": "label", "text": "Ink", "font": {"size": 24}, "origin": [60, 40],
           "alignment": "center", "fill": "primary"}
        ]},
        "timeline": {"duration": \(duration), "events": [\(events.joined(separator: ", "))]}
      }
      """
    return try SceneFile.decode(Data(json.utf8), baseDirectory: "/")
  }

  /// The ink a frame shows at `time`: the scene put there, its inks decided by a schedule (nil: by the
  /// renderer alone, from the frame's pixels), then drawn.
  static func ink(
    _ document: SceneDocument, at time: Double, schedule: InkSchedule?, policy: MotionPolicy = .standard
  )
    throws -> InkReport
  {
    try document.timeline!.seek(to: time, policy: policy)
    if let schedule { try schedule.present(at: time, policy: policy) }
    let frame = try CairoRenderer(options: .init(scale: 1)).render(document.scene)
    return try #require(frame.inks["label"])
  }

  /// Greys 117 and 118 lie either side of the point where white and black stand out equally (both over
  /// 4.5:1). The band swaps between them between every two ticks: drawn frame by frame without memory, the
  /// label flips each time; with the schedule it holds the ink it started with.
  @Test func noFlickerAtTheSwitchingPoint() throws {
    let changes: [(Double, Int)] = (0..<20).map { k in
      let level = k % 2 == 0 ? 118 : 117
      return (0.05 + 0.1 * Double(k), level)
    }
    let document = try Self.document(changes: changes, first: 117, duration: 2.1)
    let schedule = InkSchedule(
      scene: document.scene, timeline: document.timeline, options: .init(scale: 1))
    let times = (1...20).map { 0.1 * Double($0) + 0.02 }
    let memoryless = try times.map { try Self.ink(document, at: $0, schedule: nil).decision.tone.side }
    #expect(Set(memoryless).count == 2)
    #expect(zip(memoryless, memoryless.dropFirst()).filter { $0 != $1 }.count > 10)
    let held: [InkSide] = try times.map {
      try Self.ink(document, at: $0, schedule: schedule).decision.tone.side
    }
    #expect(held.allSatisfy { $0 == .light }, "\(held)")
  }

  /// Black to white at 0.95 s: the tick at 1 s reads it and the ink turns from light to dark over 0.2 s,
  /// linearly; under Reduce Motion at once.
  @Test func aChangeCrossFades() throws {
    let document = try Self.document(changes: [(0.95, 255)], first: 0, duration: 2)
    let schedule = InkSchedule(
      scene: document.scene, timeline: document.timeline, options: .init(scale: 1))
    #expect(try Self.ink(document, at: 0.9, schedule: schedule).decision.tone.side == .light)
    #expect(try Self.ink(document, at: 1, schedule: schedule).decision.tone.side == .light)
    for (time, progress) in [(1.05, 0.25), (1.1, 0.5), (1.15, 0.75)] {
      let decision = try Self.ink(document, at: time, schedule: schedule).decision
      #expect(decision.tone.side == .dark && decision.fadingFrom?.side == .light)
      #expect(abs(decision.progress - progress) < 1e-9, "\(time)")
      #expect(decision.reason.contains("cross-fading from light since 1 s"))
    }
    let settled = try Self.ink(document, at: 1.25, schedule: schedule).decision
    #expect(settled.tone.side == .dark && settled.fadingFrom == nil)
    let reduced = try Self.ink(document, at: 1.05, schedule: schedule, policy: .reduced).decision
    #expect(reduced.tone.side == .dark && reduced.fadingFrom == nil)
  }

  /// Frames drawn in a shuffled order by one player, each over the one before, equal those drawn in order
  /// by another: the schedule decides from the timeline, not from the frames it happened to see.
  @Test func framesInAnyOrderAgree() throws {
    let levels = [117, 118, 255, 0]
    let changes: [(Double, Int)] = (0..<20).map { k in (0.05 + 0.1 * Double(k), levels[k % 4]) }
    let rate = try FrameRate(frames: 30)
    func frames(_ order: [Int]) throws -> [Int: [UInt32]] {
      let document = try Self.document(changes: changes, first: 117, duration: 2.1)
      let player = Player(document: document, renderer: CairoRenderer(options: .init(scale: 1)))
      var out: [Int: [UInt32]] = [:]
      var clock = VirtualClock(rate: rate, frames: order)
      try player.play(&clock) { frame in out[frame.tick.index!] = frame.rendered.surface.pixelArray() }
      return out
    }
    let order = Array(0..<60)
    var random = SystemRandomNumberGenerator()
    let inOrder = try frames(order)
    let shuffled = try frames(order.shuffled(using: &random))
    for index in order { #expect(inOrder[index] == shuffled[index], "frame \(index)") }
  }

  /// Readings are shared by the ticks of a stretch at rest, never with the instant a change starts: an
  /// insertion there shows its node at the transition's start, and a reading shared with the settled
  /// stretch after it made frames depend on which tick was read first (the shared sheet's inks differed
  /// between shuffled and ordered filmstrips).
  @Test func theStartOfAChangeIsNotAtRest() {
    let spans: [(start: Double, end: Double)] = [(0.3, 0.8), (1.5, 1.5)]
    #expect(InkSchedule.state(at: 0.2, tick: 2, spans: spans) == .rest(0))
    #expect(InkSchedule.state(at: 0.3, tick: 3, spans: spans) == .tick(3))
    #expect(InkSchedule.state(at: 0.5, tick: 5, spans: spans) == .tick(5))
    #expect(InkSchedule.state(at: 0.9, tick: 9, spans: spans) == .rest(1))
    // An instant change is over where it starts.
    #expect(InkSchedule.state(at: 1.5, tick: 15, spans: spans) == .rest(2))
  }
}
