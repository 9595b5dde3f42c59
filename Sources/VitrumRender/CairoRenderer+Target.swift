import CCairo
import VitrumGeometry
import VitrumScene

extension CairoRenderer {
  /// Draws a prepared frame into a caller's buffer (see `PixelBuffer`), redrawing only what changed over
  /// the frame this renderer drew last into the same buffer — same address and row length, the same canvas
  /// size, scale, mode and budget — which the buffer must still hold. Drawn into other pixels than last
  /// time, or with `complete`, the frame is drawn whole (the buffer's frame rectangle is cleared first).
  /// Either way the pixels are those `render(_:)` draws, byte for byte, and `redraw.rects` says which
  /// changed: a host that shows the buffer copies only those. The returned frame's `surface` views the
  /// buffer; it is valid while the buffer is.
  ///
  /// Throws `RenderError.buffer` when the buffer cannot take the frame (rows too short or misaligned, fewer
  /// pixels than the frame).
  public func renderNext(
    _ list: DisplayList, into buffer: PixelBuffer, complete: Bool = false
  ) throws(RenderError) -> RenderedFrame {
    try check(list)
    let surface = try buffer.surface(width: list.width, height: list.height)
    return try draw(list, into: (surface, buffer.identity), complete: complete)
  }

  /// Renders a scene as it stands, whole, into a caller's buffer.
  public func render(_ scene: Scene, into buffer: PixelBuffer) throws(RenderError) -> RenderedFrame {
    try renderNext(displayList(for: scene), into: buffer, complete: true)
  }

  /// What `renderNext(_:to:paint:)` paints onto a caller's Cairo context.
  public enum ContextPaint: Hashable, Sendable {
    /// The whole frame: for a context whose target does not keep the previous frame (a toolkit's
    /// drawing callback, say).
    case frame
    /// Only the rectangles the frame redrew (`redraw.rects`): for a context whose target still shows the
    /// previous frame this renderer painted onto it.
    case redrawnRects
  }

  /// Draws a prepared frame as `renderNext(_:)` does (over the previous one, in the renderer's own
  /// surface, where Vitrum's kernels work) and paints it onto a Cairo context the caller owns: one
  /// frame pixel per user-space unit from the user-space origin, under the context's transform and clip,
  /// with `CAIRO_OPERATOR_SOURCE` (the frame's pixels replace what was there, transparency included).
  /// The context's state is left as it was.
  ///
  /// `context` is a `cairo_t *`. Throws `RenderError.cairoContext` when the context is in an error state
  /// before or after painting.
  public func renderNext(
    _ list: DisplayList, to context: OpaquePointer, paint: ContextPaint = .frame
  ) throws(RenderError) -> RenderedFrame {
    try Self.checkContext(context, "before drawing")
    let frame = try renderNext(list)
    cairo_save(context)
    cairo_new_path(context)
    if paint == .redrawnRects {
      for rect in frame.redraw.rects {
        cairo_rectangle(context, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
      }
      cairo_clip(context)
    }
    cairo_set_source_surface(context, frame.surface.handle, 0, 0)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    if paint == .frame || !frame.redraw.rects.isEmpty { cairo_paint(context) }
    cairo_restore(context)
    try Self.checkContext(context, "after painting the frame")
    return frame
  }

  static func checkContext(_ context: OpaquePointer, _ when: String) throws(RenderError) {
    let status = cairo_status(context)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairoContext("in error \(when): \(String(cString: cairo_status_to_string(status)))")
    }
  }

  /// What the scene as it stands shows at a point in its own coordinates (points): the topmost node and
  /// the topmost glass there, as this renderer would draw them now (its scale and mode; see
  /// `DisplayList.hitTest(atDevicePoint:)` for what counts as a hit).
  public func hitTest(_ scene: Scene, at point: Point) -> HitTestResult {
    displayList(for: scene).hitTest(atDevicePoint: point * options.scale)
  }
}
