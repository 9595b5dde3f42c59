import VitrumGeometry
import VitrumScene

/// A renderer as a frame loop sees it: `prepare` turns a scene as it stands into the drawing of one frame
/// (no pixels), `renderNext` draws it over the frame it drew before, redrawing only what changed.
/// `CairoRenderer` is the implementation; players and tests depend on this protocol.
///
///     let list = renderer.prepare(scene)
///     let frame = try renderer.renderNext(list)
///
/// The renderer alone decides what a frame redraws: it compares the display list with the previous
/// frame's (docs/embedding.md, *What a frame redraws*). It reads the scene and never changes it.
public protocol FrameRenderer: AnyObject {
  /// What its frames are drawn with (scale, mode, threads): an ink schedule reads the scene with the same.
  var options: CairoRenderer.Options { get }

  /// The drawing of a scene as it stands: the scene evaluated and translated into a display list.
  func prepare(_ scene: Scene) -> DisplayList

  /// Draws a prepared frame over the frame this renderer drew last, redrawing only what changed; its
  /// pixels equal a complete frame's, byte for byte. `RenderedFrame.redraw` says how much was redrawn.
  func renderNext(_ list: DisplayList) throws(RenderError) -> RenderedFrame

  /// Draws a prepared frame into a caller's buffer, over the frame drawn into the same buffer last unless
  /// `complete` (see `CairoRenderer.renderNext(_:into:complete:)`).
  func renderNext(_ list: DisplayList, into buffer: PixelBuffer, complete: Bool) throws(RenderError)
    -> RenderedFrame

  /// What the scene as it stands shows at a point (points): the topmost node and glass there.
  func hitTest(_ scene: Scene, at point: Point) -> HitTestResult

  /// Forgets the previous frame: the next `renderNext(_:)` draws everything.
  func reset()
}

extension FrameRenderer {
  /// Prepares a scene and draws it over the previous frame (`prepare`, then `renderNext`).
  public func renderNext(_ scene: Scene) throws(RenderError) -> RenderedFrame {
    try renderNext(prepare(scene))
  }
}
