import VitrumAnimation

extension FrameRate {
  /// The first frame whose time (`time(ofFrame:)`, computed from integers) is at or after `time`: the
  /// frame a range starting at `time` starts with, and the frame a range ending at `time` stops before.
  /// Decided on the very doubles `time(ofFrame:)` gives, so that `--to 0.1` at 30 fps excludes frame 3,
  /// whose time is the double nearest 0.1.
  public func firstFrame(atOrAfter time: Double) -> Int {
    guard time > 0 else { return 0 }
    let estimate = (time * Double(frames) / Double(seconds)).rounded(.up)
    guard estimate < 9.0e18 else { return Int.max }
    var n = Int(estimate)
    while n > 0 && self.time(ofFrame: n - 1) >= time { n -= 1 }
    while self.time(ofFrame: n) < time { n += 1 }
    return n
  }

  /// The frames whose times lie in `[start, end)`.
  public func frames(from start: Double, to end: Double) -> Range<Int> {
    let first = firstFrame(atOrAfter: start)
    return first..<max(first, firstFrame(atOrAfter: end))
  }
}
