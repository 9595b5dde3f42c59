import VitrumAnimation
import VitrumGeometry

/// Live time: the timeline at the seconds elapsed on a monotonic clock since the first tick, until `end`.
///
/// With a rate, ticks fall on its frames: the clock waits for the next frame's time, and when drawing fell
/// behind it skips to the latest frame already due, counting the ones it dropped — a live view shows the
/// present, not a backlog. Without a rate it answers at once with the time elapsed, as fast as frames are
/// drawn. The time source is a parameter, so tests run it on a virtual one.
public struct MonotonicClock: PlaybackClock {
  /// Reads elapsed time and waits.
  public struct TimeSource {
    /// Time on a monotonic clock, from any fixed origin.
    public var now: () -> Duration
    /// Waits about `duration`.
    public var sleep: (Duration) -> Void

    public init(now: @escaping () -> Duration, sleep: @escaping (Duration) -> Void) {
      self.now = now
      self.sleep = sleep
    }

    /// The system's monotonic clock (`ContinuousClock`), and a blocking sleep.
    public static var system: TimeSource {
      let origin = ContinuousClock.now
      return TimeSource(
        now: { ContinuousClock.now - origin },
        sleep: { duration in
          let nanoseconds = duration.inNanoseconds
          if nanoseconds > 0 { sleepNanoseconds(nanoseconds) }
        })
    }
  }

  public let rate: FrameRate?
  /// Timeline seconds at which playback ends (excluded).
  public let end: Double
  private let source: TimeSource
  private var start: Duration?
  private var last: Int?
  /// Frames of the rate skipped because drawing fell behind them.
  public private(set) var droppedFrames = 0

  public init(rate: FrameRate? = nil, until end: Double, source: TimeSource = .system) {
    self.rate = rate
    self.end = end
    self.source = source
  }

  /// Seconds since the first tick.
  private mutating func elapsed() -> Double {
    let now = source.now()
    if start == nil { start = now }
    return (now - start!).inSeconds
  }

  public mutating func next() -> PlaybackTick? {
    let elapsed = self.elapsed()
    guard let rate else {
      return elapsed < end ? PlaybackTick(index: nil, time: elapsed) : nil
    }
    var n = last.map { $0 + 1 } ?? 0
    // The latest frame already due: the last frame whose time is not after now.
    let due = rate.firstFrame(atOrAfter: elapsed)
    let latest = rate.time(ofFrame: due) > elapsed ? due - 1 : due
    if latest > n {
      droppedFrames += latest - n
      n = latest
    }
    let time = rate.time(ofFrame: n)
    guard time < end else { return nil }
    if time > elapsed { source.sleep(.seconds(time - elapsed)) }
    last = n
    return PlaybackTick(index: n, time: time)
  }
}
