import VitrumGeometry
import VitrumScene

/// A renderer as a frame loop sees it: `prepare` turns a scene as it stands into the drawing of one frame
/// (no pixels), `render(_:damage:)` draws it, redrawing only what changed since the frame it drew before.
/// `CairoRenderer` is the implementation; players and tests depend on this protocol.
///
///     renderer.adopt(scene)  // once
///     let list = renderer.prepare(scene)
///     let frame = try renderer.render(list, damage: scene.collectDamage())
public protocol FrameRenderer: AnyObject {
  /// Readies a scene for this renderer before its first damage is collected: a scene that measures text
  /// only by estimate takes the renderer's text shaper, so its layout and damage use the fonts its frames
  /// are drawn with from the first frame (taken later, in `prepare`, the switch would damage the whole
  /// second frame).
  func adopt(_ scene: Scene)

  /// What its frames are drawn with (scale, mode, threads): an ink schedule reads the scene with the same.
  var options: CairoRenderer.Options { get }

  /// The drawing of a scene as it stands: the scene evaluated and translated into a display list.
  func prepare(_ scene: Scene) -> DisplayList

  /// Draws a prepared frame. `damage` is what changed in the scene since the frame this renderer drew
  /// last (`Scene.collectDamage()` between the two); the renderer may redraw only what changed, and its
  /// pixels must equal a complete frame's, byte for byte.
  func render(_ list: DisplayList, damage: Damage) throws(RenderError) -> RenderedFrame

  /// Draws a prepared frame into a caller's buffer, over the frame drawn into the same buffer last unless
  /// `complete` (see `CairoRenderer.render(_:damage:into:complete:)`).
  func render(_ list: DisplayList, damage: Damage, into buffer: PixelBuffer, complete: Bool)
    throws(RenderError) -> RenderedFrame

  /// What the scene as it stands shows at a point (points): the topmost node and glass there.
  func hitTest(_ scene: Scene, at point: Point) -> HitTestResult

  /// Forgets the previous frame: the next `render(_:damage:)` draws everything.
  func reset()
}
