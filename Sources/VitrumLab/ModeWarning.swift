import VitrumRender

/// A renderer warning met while rendering in one mode: a decision that changed what was drawn (glass in a
/// mask left out, a union member drawn on its own), so a report can explain two frames that differ.
public struct ModeWarning: Hashable, Sendable {
  public var mode: RenderMode
  public var warning: RenderWarning

  public init(mode: RenderMode, warning: RenderWarning) {
    self.mode = mode
    self.warning = warning
  }
}

/// The last frame each mode rendered, kept for pictures (the report's frames and difference image).
public struct FramePair: Sendable {
  public var container: ImageSurface
  public var perNode: ImageSurface

  public init(container: ImageSurface, perNode: ImageSurface) {
    self.container = container
    self.perNode = perNode
  }
}
