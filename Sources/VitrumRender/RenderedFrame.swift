/// One rendered frame: its pixels, the warnings met on the way and the work it took.
public struct RenderedFrame: Sendable {
  /// The pixels (premultiplied ARGB32).
  public let surface: ImageSurface
  /// Problems that did not stop the frame.
  public let warnings: [RenderWarning]
  /// Work counters.
  public let statistics: RenderStatistics

  /// Writes the frame as a PNG file atomically.
  public func writePNG(to path: String) throws(ImageIOError) { try surface.writePNG(to: path) }
}
