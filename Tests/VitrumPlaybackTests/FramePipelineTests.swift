import Foundation
import Testing
import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene

@testable import VitrumPlayback

/// The pipeline behind the sinks: deliveries in submission order whatever order the preparations finish
/// in, never more frames in flight than its capacity, nothing delivered after a failure, which the next
/// submit or the drain throws.
@Suite struct FramePipelineTests {
  /// What the workers saw, shared with them.
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var delivered: [Int] = []
    private var preparing = 0
    private(set) var mostPreparing = 0

    func startPreparing() {
      lock.withLock {
        preparing += 1
        mostPreparing = max(mostPreparing, preparing)
      }
    }
    func endPreparing() { lock.withLock { preparing -= 1 } }
    func deliver(_ n: Int) { lock.withLock { delivered.append(n) } }
    var deliveries: [Int] { lock.withLock { delivered } }
    var most: Int { lock.withLock { mostPreparing } }
  }

  /// Preparations of random lengths (so they finish out of order) are delivered in order, and at most
  /// `capacity` prepare at once.
  @Test(arguments: [1, 2, 3, 5])
  func deliversInOrderWithinCapacity(capacity: Int) throws {
    let pipeline = FramePipeline(capacity: capacity, label: "test")
    let log = Log()
    var rng = SeededRandom(seed: UInt64(capacity))
    for n in 0..<40 {
      let pause = UInt32(rng.index(3000))
      try pipeline.submit { () throws(PlaybackError) -> FramePipeline.Delivery in
        log.startPreparing()
        usleep(pause)
        log.endPreparing()
        return { () throws(PlaybackError) in log.deliver(n) }
      }
    }
    try pipeline.drain()
    #expect(log.deliveries == Array(0..<40))
    #expect(log.most <= capacity)
  }

  /// A frame that fails stops every later delivery; the ones before it are delivered; the failure comes
  /// out of the drain (and of any submit after it is known).
  @Test(arguments: [true, false])
  func aFailureStopsLaterDeliveries(failInPreparation: Bool) throws {
    let pipeline = FramePipeline(capacity: 3, label: "test")
    let log = Log()
    let failure = PlaybackError(.io, "cannot write frame 5")
    var thrownBySubmit: PlaybackError?
    for n in 0..<20 {
      do throws(PlaybackError) {
        try pipeline.submit { () throws(PlaybackError) -> FramePipeline.Delivery in
          if failInPreparation && n == 5 { throw failure }
          return { () throws(PlaybackError) in
            if n == 5 { throw failure }
            log.deliver(n)
          }
        }
      } catch {
        thrownBySubmit = error
        break
      }
    }
    #expect(thrownBySubmit == nil || thrownBySubmit == failure)
    #expect(throws: failure) { try pipeline.drain() }
    #expect(log.deliveries == Array(0..<5))
  }

  /// After `cancel`, frames not yet delivered are not; the drain then returns without a failure.
  @Test func cancelSkipsWhatIsLeft() throws {
    let pipeline = FramePipeline(capacity: 2, label: "test")
    let log = Log()
    let gate = DispatchSemaphore(value: 0)
    for n in 0..<2 {
      try pipeline.submit { () throws(PlaybackError) -> FramePipeline.Delivery in
        if n == 0 { gate.wait() }
        return { () throws(PlaybackError) in log.deliver(n) }
      }
    }
    pipeline.cancel()
    gate.signal()
    try pipeline.drain()
    #expect(log.deliveries.isEmpty)
  }
}

/// The PNG folder written beside the drawing: the same files for any number of frames in flight, the
/// frames' pixels, and a frame that cannot be written named, with the frames before it kept and none
/// after.
@Suite struct PNGFolderPipelineTests {
  /// Frames of the HUD scene, drawn over one another as `vitrum play` draws them.
  static func play(into sink: FrameSink, frames: Range<Int>) throws -> [Int: [UInt32]] {
    let renderer = CairoRenderer(options: .init(scale: 0.25))
    let player = Player(document: try TestSupport.load("hud-overlays"), renderer: renderer)
    var clock = VirtualClock(rate: try FrameRate(frames: 10), frames: frames)
    var pixels: [Int: [UInt32]] = [:]
    try player.play(&clock) { frame in
      pixels[frame.tick.index!] = frame.rendered.surface.pixelArray()
      try sink.write(frame.rendered, index: frame.tick.index!)
    }
    return pixels
  }

  @Test func anyNumberInFlightWritesTheSameFiles() throws {
    let folder = try TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var written: [[Data]] = []
    for inFlight in [1, 2, 4] {
      let path = folder.appendingPathComponent("f\(inFlight)").path
      let sink = try PNGFolderSink(folder: path, framesInFlight: inFlight)
      let pixels = try Self.play(into: sink, frames: 0..<40)
      try sink.finish()
      written.append(try (0..<40).map { try Data(contentsOf: URL(fileURLWithPath: sink.path(ofFrame: $0))) })
      for index in [0, 13, 39] {
        #expect(try ImageSurface.loadPNG(path: sink.path(ofFrame: index)).pixelArray() == pixels[index])
      }
    }
    #expect(written[0] == written[1] && written[1] == written[2])
  }

  @Test func anUnwritableFrameIsNamedAndLaterFramesAreNotWritten() throws {
    let folder = try TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sink = try PNGFolderSink(folder: folder.path, framesInFlight: 3)
    // A folder where frame 6's file goes: the write fails there.
    try FileManager.default.createDirectory(atPath: sink.path(ofFrame: 6), withIntermediateDirectories: false)
    let error = #expect(throws: PlaybackError.self) {
      _ = try Self.play(into: sink, frames: 0..<20)
      try sink.finish()
    }
    #expect(error?.code == .io)
    #expect(error?.message.contains(sink.path(ofFrame: 6)) == true, "\(String(describing: error))")
    sink.abort()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == (0...6).map { PNGFolderSink.fileName(ofFrame: $0) }, "frames 0–5 and the folder at 6")
  }
}
