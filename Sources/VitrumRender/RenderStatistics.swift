/// Counters of the work one frame did: what `vitrum ab` and the benchmarks report beside the time, so two
/// modes can be compared by the work they did as well as by the clock.
public struct RenderStatistics: Hashable, Sendable {
  /// Glass shapes drawn (each union or merged group counts once in container mode).
  public var glassDraws = 0
  /// Backdrop captures taken (one per glass shape per-node; one per connected group in container mode).
  public var captures = 0
  /// Pixels copied out of the content layer and blurred.
  public var capturedPixels = 0
  /// Pixels the glass shader wrote.
  public var shadedPixels = 0
  /// Captures that several members of a spacing-0 container read (each also counts in `captures`), and
  /// the members that read them.
  public var sharedCaptures = 0
  public var sharedCaptureMembers = 0
  /// Members of spacing-0 containers that read their own capture because content drawn after their
  /// container's shared capture lies beneath them (exact, as per-node, but more work).
  public var sharedCaptureFallbacks = 0
  /// Offscreen layers (group opacity and masks).
  public var layers = 0
  /// Wall time spent on glass (capture, blur, shading, compositing), milliseconds: the part of a frame the
  /// two modes do differently, without the content drawing they share.
  public var glassMilliseconds = 0.0

  public init() {}
}
