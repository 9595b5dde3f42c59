import VitrumAnimation
import VitrumRender
import VitrumScene

/// One frame a player drew: when, its pixels, how much was redrawn since the frame before, and what it
/// cost.
public struct PlayedFrame: Sendable {
  /// The instant drawn.
  public let tick: PlaybackTick
  /// The pixels, warnings and work counters, and how much was redrawn (`rendered.redraw`).
  public let rendered: RenderedFrame
  /// What the timeline's seek did (the motion policy's substitutions in effect); nil without a timeline.
  public let seek: SeekResult?
  /// Wall time of the seek, the preparation and the rendering, milliseconds.
  public let milliseconds: Double
}
