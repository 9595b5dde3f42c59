import VitrumIO

/// One rendered frame: its pixels, the warnings met on the way and the work it took.
public struct RenderedFrame: Sendable {
  /// The pixels (premultiplied ARGB32). A renderer never changes a surface it handed out while the frame
  /// is still held: an incremental renderer draws over its previous frame only once that frame is let go.
  public let surface: ImageSurface
  /// Problems that did not stop the frame. An incremental frame reports those of what it redrew.
  public let warnings: [RenderWarning]
  /// Work counters.
  public let statistics: RenderStatistics
  /// How much of the frame was drawn, and where (`redraw.rects`, device pixels).
  public internal(set) var redraw: FrameRedraw

  init(
    surface: ImageSurface, warnings: [RenderWarning], statistics: RenderStatistics,
    redraw: FrameRedraw? = nil
  ) {
    self.surface = surface
    self.warnings = warnings
    self.statistics = statistics
    self.redraw =
      redraw
      ?? FrameRedraw(
        kind: .full(.requested), pixels: surface.width * surface.height,
        rects: [PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)])
  }

  /// Writes the frame as a PNG file atomically.
  public func writePNG(to path: String, protecting inputs: Set<FileIdentity> = []) throws(ImageIOError) {
    try surface.writePNG(to: path, protecting: inputs)
  }
}
