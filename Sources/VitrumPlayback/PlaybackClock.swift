import VitrumAnimation

/// The instant of one frame: its index when the clock counts frames of a rate, and its timeline time.
public struct PlaybackTick: Hashable, Sendable {
  /// The frame's index at the clock's rate; nil for a clock that does not count frames.
  public var index: Int?
  /// Timeline seconds.
  public var time: Double

  public init(index: Int?, time: Double) {
    self.index = index
    self.time = time
  }
}

/// Where a player's frames come from in time. Time is an input, never a global: offline playback counts
/// frames (`VirtualClock`), live playback reads a monotonic clock (`MonotonicClock`), and both drive the
/// same player.
public protocol PlaybackClock {
  /// The next frame to draw, or nil when playback is over. A clock may wait before answering.
  mutating func next() -> PlaybackTick?
}

/// Offline time: the given frames of a rate, frame n at n / rate computed from integers, handed out at
/// once — a frame's time never depends on how long the previous one took, so every machine, process and
/// order draws the same frames.
public struct VirtualClock: PlaybackClock {
  public let rate: FrameRate
  private var frames: AnyIterator<Int>

  /// The frames `frames` (absolute indices, in the order to draw them) at `rate`.
  public init<Frames: Sequence<Int>>(rate: FrameRate, frames: Frames) {
    self.rate = rate
    self.frames = AnyIterator(frames.makeIterator())
  }

  public mutating func next() -> PlaybackTick? {
    guard let n = frames.next() else { return nil }
    return PlaybackTick(index: n, time: rate.time(ofFrame: n))
  }
}
