import VitrumRender

/// Takes frames and keeps none: a play into it costs the drawing alone, the measure against which the
/// other sinks' cost is read (`vitrum play SCENE -o /dev/null`).
public final class DiscardingSink: FrameSink {
  /// Frames taken.
  public private(set) var frames = 0

  public init() {}

  public func write(_ frame: RenderedFrame, index: Int) throws(PlaybackError) { frames += 1 }

  public func finish() throws(PlaybackError) {}

  public func abort() {}
}
