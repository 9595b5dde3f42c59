import Testing
import VitrumAnimation

@testable import VitrumPlayback

/// The virtual clock counts frames; the monotonic clock runs on a virtual time source here, so waits and
/// dropped frames are exact.
@Suite struct ClockTests {
  /// A time source that only moves when slept on, or when a test advances it (drawing a frame, say).
  final class ManualTime {
    var now = Duration.zero
    var sleeps: [Duration] = []
    var source: MonotonicClock.TimeSource {
      MonotonicClock.TimeSource(
        now: { self.now },
        sleep: { d in
          self.sleeps.append(d)
          self.now += d
        })
    }
  }

  static func abs(_ d: Duration) -> Duration { d < .zero ? .zero - d : d }

  @Test func virtualClockHandsOutTheFramesGiven() throws {
    var clock = VirtualClock(rate: try FrameRate(frames: 25), frames: [4, 1, 50])
    #expect(clock.next() == PlaybackTick(index: 4, time: 0.16))
    #expect(clock.next() == PlaybackTick(index: 1, time: 0.04))
    #expect(clock.next() == PlaybackTick(index: 50, time: 2))
    #expect(clock.next() == nil)
  }

  @Test func unpacedMonotonicClockReadsElapsedTime() {
    let time = ManualTime()
    time.now = .seconds(100)
    var clock = MonotonicClock(until: 1, source: time.source)
    #expect(clock.next() == PlaybackTick(index: nil, time: 0))
    time.now += .milliseconds(250)
    #expect(clock.next() == PlaybackTick(index: nil, time: 0.25))
    time.now += .seconds(1)
    #expect(clock.next() == nil)
    #expect(time.sleeps.isEmpty)
  }

  /// Paced at 10 fps: it waits for each frame's time, and a frame that took 250 ms skips the two frames
  /// that fell due meanwhile.
  @Test func pacedMonotonicClockWaitsAndDrops() throws {
    let time = ManualTime()
    var clock = MonotonicClock(rate: try FrameRate(frames: 10), until: 0.65, source: time.source)
    #expect(clock.next() == PlaybackTick(index: 0, time: 0))
    time.now += .milliseconds(30)
    #expect(clock.next() == PlaybackTick(index: 1, time: 0.1))
    // 0.1 − 0.03 in doubles: 70 ms to within a nanosecond.
    #expect(time.sleeps.count == 1 && Self.abs(time.sleeps[0] - .milliseconds(70)) < .nanoseconds(1))
    time.now += .milliseconds(250)  // now 0.35 s: frames 2 and 3 are due, 3 is the latest
    #expect(clock.next() == PlaybackTick(index: 3, time: 0.3))
    #expect(clock.droppedFrames == 1)
    #expect(clock.next() == PlaybackTick(index: 4, time: 0.4))
    #expect(clock.next()?.index == 5)
    #expect(clock.next()?.index == 6)
    #expect(clock.next() == nil)  // frame 7 at 0.7 s is past the end
  }
}
