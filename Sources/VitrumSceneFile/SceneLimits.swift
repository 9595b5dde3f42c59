/// Limits a scene file must respect, so that a hostile or broken file fails with a clear error instead of
/// exhausting memory or time. Each limit is far above anything a real interface needs.
public struct SceneLimits: Sendable, Equatable {
  /// Largest canvas side in points. 4,096 pt at scale 2 is 8,192 pixels a side, 64 M pixels: the most
  /// the renderer allocates per surface (`CairoRenderer.maximumCanvasPixels`; a frame needs up to three).
  /// The limit was 8,192, which no scene could render at scale 2.
  public var maximumCanvasSide: Double = 4096
  /// Most nodes in one document (a card benchmark with 10,000 members is 10,001).
  public var maximumNodes: Int = 100_000
  /// Deepest nesting of groups and masks. Interfaces rarely nest deeper than 20; 64 leaves room while
  /// keeping recursive traversal far from the stack's limit.
  public var maximumDepth: Int = 64
  /// Longest SVG path data string, in bytes, and most commands in it.
  public var maximumPathBytes: Int = 1 << 20
  public var maximumPathCommands: Int = 100_000
  /// Largest absolute coordinate or length; beyond it, float error would dominate sub-pixel geometry.
  public var maximumCoordinate: Double = 1_000_000
  /// Largest image side in pixels (checked from the PNG header before decoding).
  public var maximumImageSide: Int = 8192

  public init() {}

  public static let `default` = SceneLimits()
}
