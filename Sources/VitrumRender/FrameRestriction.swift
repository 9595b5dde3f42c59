import VitrumGeometry
import VitrumScene

/// What an incremental frame redraws over the previous frame's pixels, and the surfaces it reuses.
///
/// The execution clears `region` and runs the whole display list, each draw clipped to the region. Cairo
/// keeps a clip of whole-pixel rectangles as a pixel region, and draws each pixel inside it as it would
/// without the clip, so the region's pixels come out as a complete frame's, and outside it the previous
/// frame's stay. What keeps the rest of the frame exactly as a complete frame runs it:
///
/// - The region clips each draw, each glass composite and each layer's final paint, never the context
///   underneath: budgets and the glass compositor see the display list's own clips, so the same draws are
///   paid for and glass is planned and shaded over the same pixels, and a layer's surface has a complete
///   frame's extents and origin — nothing but the clip of each draw differs from a complete frame.
/// - Gradients and resampled images are drawn from surfaces painted over fixed bounds (`PaintSurfaces`).
/// - Glass reads only content inside the region: the region holds the read rectangle of every glass part
///   whose paint it meets (`IncrementalFrame` closes it so), and inside the region the content layer is
///   redrawn in order, as a complete frame has it when each glass draws. Outside the region the content
///   surface keeps whatever it held, and nothing reads it there.
/// - A content command is drawn once per rectangle of the region it meets, clipped to that rectangle
///   alone. Cairo draws under a clip of several rectangles by another path than under one, rounding
///   partial coverage differently (measured: the edge column of a translucent stripe, 51 against 52, on a
///   generated scene); under one rectangle it draws each pixel as without the clip. Glass composites and
///   layers are whole-pixel copies, exact under any clip, and take the region at once.
/// - Commands that cannot touch the region are skipped, after being paid for.
struct FrameRestriction {
  /// The pixels redrawn.
  let region: PixelRegion
  /// The content layer's surface, kept between frames; only its region is drawn (its context is clipped to
  /// the region throughout: the content layer has no layer surfaces).
  let contentSurface: ImageSurface
  /// The pixels each glass command (by display-list index) may paint.
  let glassPaint: [Int: PixelRect]

  /// Restricts drawing on a context to the region, until the matching `restore()`.
  func clipToRegion(_ context: CairoContext) {
    context.save()
    context.clip(toDevicePixels: region.rects)
  }

  /// The region as disjoint rectangles.
  let disjoint: [PixelRect]

  init(region: PixelRegion, contentSurface: ImageSurface, glassPaint: [Int: PixelRect]) {
    self.region = region
    self.contentSurface = contentSurface
    self.glassPaint = glassPaint
    self.disjoint = region.disjointRects
  }

  /// The region's disjoint rectangles a content command may draw in (by the conservative device bounds
  /// the capture plan uses).
  func rects(meeting command: DisplayCommand) -> [PixelRect] {
    guard let bounds = SharedCapturePlan.deviceBounds(of: command) else { return disjoint }
    let pixels = PixelRect(covering: bounds)
    return disjoint.filter { $0.intersection(pixels).area > 0 }
  }

  /// Whether the glass command at a display-list index may paint inside the region.
  func reachesGlass(at index: Int) -> Bool {
    guard let paint = glassPaint[index] else { return true }
    return region.intersects(paint)
  }
}
