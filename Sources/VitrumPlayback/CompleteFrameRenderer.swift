import VitrumGeometry
import VitrumRender
import VitrumScene

/// A renderer that draws every frame from scratch, whatever the damage: the reference incremental frames
/// are held to, and the baseline `Tools/bench-incremental` measures them against.
public final class CompleteFrameRenderer: FrameRenderer {
  /// The renderer that draws.
  public let base: CairoRenderer

  public init(_ base: CairoRenderer) { self.base = base }

  public func adopt(_ scene: Scene) { base.adopt(scene) }

  public var options: CairoRenderer.Options { base.options }

  public func prepare(_ scene: Scene) -> DisplayList { base.prepare(scene) }

  public func render(_ list: DisplayList, damage: Damage) throws(RenderError) -> RenderedFrame {
    try base.render(list)
  }

  public func render(_ list: DisplayList, damage: Damage, into buffer: PixelBuffer, complete: Bool)
    throws(RenderError) -> RenderedFrame
  {
    try base.render(list, damage: damage, into: buffer, complete: true)
  }

  public func hitTest(_ scene: Scene, at point: Point) -> HitTestResult { base.hitTest(scene, at: point) }

  public func reset() {}
}
