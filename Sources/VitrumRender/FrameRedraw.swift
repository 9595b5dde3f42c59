/// How much of a frame was drawn, and why: an incremental renderer redraws only what changed since its
/// previous frame, and says so, so that two identical frames can be told apart by the work they took.
public struct FrameRedraw: Hashable, Sendable, CustomStringConvertible {
  /// How the frame was drawn.
  public enum Kind: Hashable, Sendable {
    /// From scratch, for the reason given.
    case full(FullRedrawReason)
    /// Over the previous frame, only where it changed.
    case incremental
    /// Not at all: nothing changed since the previous frame, whose pixels it is.
    case unchanged
  }

  /// Why a frame was drawn from scratch.
  public enum FullRedrawReason: String, Hashable, Sendable {
    /// A complete frame was asked for (`render(_:)` of a scene or display list).
    case requested
    /// The renderer had no previous frame to draw over.
    case noPreviousFrame
    /// The canvas size, scale, mode or budget differs from the previous frame's.
    case canvasChanged
    /// The previous frame ran out of its drawing budget, so its pixels are not the whole scene.
    case previousFrameIncomplete
    /// The frame goes into other pixels than the previous one (another caller's buffer, or the
    /// renderer's own surface after a caller's), which the renderer cannot draw over.
    case targetChanged
    /// So much changed that drawing everything costs no more.
    case mostOfTheCanvasChanged
    /// This frame runs out of its drawing budget; it is drawn whole, as a complete frame would be.
    case budgetExhausted
    /// A content command covers the whole canvas or more than can be bounded.
    case unboundedChange
  }

  public var kind: Kind
  /// Device pixels drawn (the canvas for a full frame; overlapping rectangles counted once each).
  public var pixels: Int
  /// The pixels drawn, as disjoint rectangles: the whole canvas for a full frame, exactly the redrawn
  /// region for an incremental one, none for an unchanged one. Every pixel outside them is the previous
  /// frame's, so a host that shows the frames copies only these.
  public var rects: [PixelRect]

  public init(kind: Kind, pixels: Int, rects: [PixelRect] = []) {
    self.kind = kind
    self.pixels = pixels
    self.rects = rects
  }

  /// Whether the frame reused the previous one, in part or whole.
  public var isIncremental: Bool {
    if case .full = kind { return false }
    return true
  }

  public var description: String {
    switch kind {
    case .full(let reason): "full (\(reason.rawValue)), \(pixels) px"
    case .incremental: "incremental, \(pixels) px"
    case .unchanged: "unchanged"
    }
  }
}
