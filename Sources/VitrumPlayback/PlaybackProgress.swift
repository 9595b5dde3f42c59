import VitrumGeometry

/// The progress of a run of frames as a terminal shows it, like ffmpeg's or pv's status line:
/// `frame 37/120 (31 %)  24.3 fps  0:03 left`.
public struct PlaybackProgress: Sendable {
  /// Frames to draw in all.
  public let total: Int
  /// Frames drawn so far.
  public private(set) var done = 0
  private let start = ContinuousClock.now

  public init(total: Int) { self.total = total }

  /// Counts a frame drawn.
  public mutating func frameDone() { done += 1 }

  /// Seconds since the run started.
  public var elapsed: Double {
    (ContinuousClock.now - start).inSeconds
  }

  /// The status line.
  public var line: String {
    let seconds = elapsed
    let rate = seconds > 0 ? Double(done) / seconds : 0
    var text = "frame \(done)/\(total)"
    if total > 0 { text += " (\(done * 100 / total) %)" }
    text += "  " + (rate >= 100 ? String(Int(rate.rounded())) : String(format: "%.1f", rate)) + " fps"
    if rate > 0 && done < total {
      text += "  " + Self.clock(Double(total - done) / rate) + " left"
    }
    return text
  }

  /// Seconds as `m:ss` or `h:mm:ss`.
  static func clock(_ seconds: Double) -> String {
    let s = Int(seconds.rounded(.up))
    let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
  }
}
