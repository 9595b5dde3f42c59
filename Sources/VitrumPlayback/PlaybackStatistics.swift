import Foundation
import VitrumRender

/// What a run of frames cost: how many, how many were drawn over the previous frame rather than from
/// scratch, and the distribution of frame times.
public struct PlaybackStatistics: Sendable {
  /// Frames drawn.
  public private(set) var frames = 0
  /// Frames drawn over the previous one, in part (`incremental`) or not at all (`unchanged`).
  public private(set) var incremental = 0
  public private(set) var unchanged = 0
  /// Milliseconds of each frame's seek, preparation and rendering, in the order drawn.
  public private(set) var frameMilliseconds: [Double] = []
  /// Wall time of the whole run so far, seconds (drawing, writing and waiting).
  public var wallSeconds = 0.0

  public init() {}

  /// Counts a frame.
  public mutating func record(_ frame: PlayedFrame) {
    record(frame.rendered.redraw.kind, milliseconds: frame.milliseconds)
  }

  mutating func record(_ kind: FrameRedraw.Kind, milliseconds: Double) {
    frames += 1
    switch kind {
    case .incremental: incremental += 1
    case .unchanged: unchanged += 1
    case .full: break
    }
    frameMilliseconds.append(milliseconds)
  }

  /// Frames drawn from scratch.
  public var full: Int { frames - incremental - unchanged }

  /// Mean frame time, milliseconds (0 without frames).
  public var meanMilliseconds: Double {
    frameMilliseconds.isEmpty ? 0 : frameMilliseconds.reduce(0, +) / Double(frameMilliseconds.count)
  }

  /// The 95th percentile of frame times by nearest rank, milliseconds (0 without frames).
  public var p95Milliseconds: Double {
    guard !frameMilliseconds.isEmpty else { return 0 }
    let sorted = frameMilliseconds.sorted()
    let rank = Int((0.95 * Double(sorted.count)).rounded(.up))
    return sorted[max(0, min(sorted.count, rank) - 1)]
  }

  /// Frames per second of wall time (0 before any time passed).
  public var framesPerSecond: Double { wallSeconds > 0 ? Double(frames) / wallSeconds : 0 }

  /// One line: `120 frames in 4.95 s (24.2 fps): 117 incremental (3 unchanged), 3 full; frame time mean
  /// 38.1 ms, p95 52.3 ms`.
  public var summary: String {
    let f = { (v: Double) in String(format: "%.1f", v) }
    let redrawn = unchanged > 0 ? " (\(unchanged) unchanged)" : ""
    return "\(frames) frame\(frames == 1 ? "" : "s") in \(String(format: "%.2f", wallSeconds)) s "
      + "(\(f(framesPerSecond)) fps): \(incremental + unchanged) incremental\(redrawn), \(full) full; "
      + "frame time mean \(f(meanMilliseconds)) ms, p95 \(f(p95Milliseconds)) ms"
  }
}
