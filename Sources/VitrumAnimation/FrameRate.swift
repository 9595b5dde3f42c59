/// Frames per second as a ratio of whole numbers (30, or 30000 / 1001 for NTSC rates), and the time of
/// each frame computed from integers: frame n is at n × seconds / frames, never at a sum of frame
/// durations, so frame 10,000 is exactly where it should be and any frame can be computed alone.
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
  /// Frames per `seconds` seconds.
  public let frames: Int
  /// The seconds `frames` frames take (1 for whole rates, 1001 for NTSC rates).
  public let seconds: Int

  /// `frames` frames every `seconds` seconds, both from 1 to 1,000,000.
  public init(frames: Int, per seconds: Int = 1) throws(AnimationError) {
    guard (1...1_000_000).contains(frames) else {
      throw AnimationError(.outOfRange, parameter: "frames", "expected 1 to 1000000, found \(frames)")
    }
    guard (1...1_000_000).contains(seconds) else {
      throw AnimationError(.outOfRange, parameter: "seconds", "expected 1 to 1000000, found \(seconds)")
    }
    self.frames = frames
    self.seconds = seconds
  }

  /// The time of frame `n` in seconds: the double nearest n × seconds / frames (the product is an
  /// integer, exact below 2⁵³; one correctly rounded division follows).
  public func time(ofFrame n: Int) -> Double {
    let (product, overflow) = n.multipliedReportingOverflow(by: seconds)
    if !overflow && product.magnitude <= 1 << 53 { return Double(product) / Double(frames) }
    return Double(n) * (Double(seconds) / Double(frames))
  }

  /// The number of frames whose times lie in [0, duration]: ⌊duration × frames / seconds⌋ + 1, counting
  /// a frame that falls on the end within a relative 4 ulps (0.3 × 10 is 2.9999999999999996). 0 for a
  /// negative or undefined duration; at most `Int.max`.
  public func frameCount(through duration: Double) -> Int {
    guard duration >= 0 else { return 0 }
    let exact = duration * Double(frames) / Double(seconds)
    guard exact < 9.0e18 else { return Int.max }
    var last = exact.rounded(.down)
    let next = last + 1
    if next - exact <= 4 * Double.ulpOfOne * max(1, next) { last = next }
    return Int(last) + 1
  }

  public var description: String { seconds == 1 ? "\(frames) fps" : "\(frames)/\(seconds) fps" }
}
