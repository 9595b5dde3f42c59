import VitrumGeometry

/// The floor a glass time is measured against: copying one whole frame of the same size, ARGB32, with
/// `UnsafeMutablePointer.update(from:count:)` (a `memcpy`).
///
/// Two figures, because the same copy costs twice as much or more when the frame is not in the cache: *in
/// cache* copies between one pair of buffers over and over (the glass works on frames it has just drawn,
/// so this is the honest floor and the one glass times are divided by); *from memory* rotates through
/// pairs holding at least `rotatedBytes` together — four for a 1080p frame, 66 MB, more than the
/// last-level cache of the machines measured (32 MB) — so each copy reads and writes memory. A frame whose
/// pair alone is that large cannot stay in a cache, and copies from memory between one pair.
public final class FrameCopy {
  public let width: Int
  public let height: Int
  /// Pairs of buffers; the first is the in-cache pair, the others are rotated for the from-memory copy.
  private let pairs: [(UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>)]
  private var next = 0

  /// How many bytes the rotated pairs hold together at least: twice the 32 MB last-level cache of the
  /// machines measured.
  public static let rotatedBytes = 64 << 20

  public init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    let count = self.width * self.height
    let pairBytes = count * 8
    let rotated = pairBytes >= Self.rotatedBytes ? 0 : (Self.rotatedBytes + pairBytes - 1) / pairBytes
    pairs = (0...rotated).map { i in
      let a = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
      let b = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
      // Written once so every page is mapped before anything is timed.
      a.initialize(repeating: UInt32(truncatingIfNeeded: 0x4080_C0FF &* (i + 1)), count: count)
      b.initialize(repeating: 0, count: count)
      return (a, b)
    }
  }

  deinit {
    for (a, b) in pairs {
      a.deallocate()
      b.deallocate()
    }
  }

  /// One timed copy between the in-cache pair (after an untimed one that brings it into the cache), in
  /// milliseconds.
  public func inCache() -> Double {
    let (a, b) = pairs[0]
    let count = width * height
    b.update(from: a, count: count)
    let start = ContinuousClock.now
    b.update(from: a, count: count)
    return Self.milliseconds(since: start)
  }

  /// One timed copy between the next of the rotated pairs (last touched a round of them ago).
  public func fromMemory() -> Double {
    next = pairs.count == 1 ? 0 : (next % (pairs.count - 1)) + 1
    let (a, b) = pairs[next]
    let start = ContinuousClock.now
    b.update(from: a, count: width * height)
    return Self.milliseconds(since: start)
  }

  static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    (ContinuousClock.now - start).inMilliseconds
  }
}
