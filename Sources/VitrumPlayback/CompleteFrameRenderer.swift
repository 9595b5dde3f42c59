import VitrumGeometry
import VitrumRender
import VitrumScene

/// A renderer that draws every frame from scratch, whatever changed: the reference incremental frames
/// are held to, and the baseline `Tools/bench-incremental` measures them against.
public final class CompleteFrameRenderer: FrameRenderer {
  /// The renderer that draws.
  public let base: CairoRenderer

  public init(_ base: CairoRenderer) { self.base = base }

  public var options: CairoRenderer.Options { base.options }

  public func prepare(_ scene: Scene) -> DisplayList { base.prepare(scene) }

  public func renderNext(_ list: DisplayList) throws(RenderError) -> RenderedFrame {
    try base.render(list)
  }

  public func renderNext(_ list: DisplayList, into buffer: PixelBuffer, complete: Bool)
    throws(RenderError) -> RenderedFrame
  {
    try base.renderNext(list, into: buffer, complete: true)
  }

  public func hitTest(_ scene: Scene, at point: Point) -> HitTestResult { base.hitTest(scene, at: point) }

  public func reset() {}
}
