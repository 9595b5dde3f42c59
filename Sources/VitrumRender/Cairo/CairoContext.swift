import CCairo
import VitrumGeometry
import VitrumScene

/// A drawing context on an `ImageSurface`: the few Cairo operations the renderer needs, in our types.
final class CairoContext {
  let cr: OpaquePointer
  let surface: ImageSurface

  init(surface: ImageSurface) {
    self.surface = surface
    self.cr = cairo_create(surface.handle)!
  }

  deinit { cairo_destroy(cr) }

  func save() { cairo_save(cr) }
  func restore() { cairo_restore(cr) }

  /// Replaces the current transform (user space → device pixels).
  func setTransform(_ t: AffineMatrix) {
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_set_matrix(cr, &m)
  }

  /// Replaces the current path with `path` in user space.
  func setPath(_ path: Path) { CairoPath.trace(path, into: cr) }

  func setFillRule(_ rule: FillRule) {
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
  }

  /// Makes `fill` the source, with every colour's alpha multiplied by `alpha`.
  func setSource(_ fill: Fill, alpha: Double) {
    switch fill {
    case .solid(let c):
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
    case .linearGradient(let start, let end, let stops):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      addStops(stops, to: pattern, alpha: alpha)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .radialGradient(let center, let radius, let stops):
      let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)!
      addStops(stops, to: pattern, alpha: alpha)
      cairo_set_source(cr, pattern)
      cairo_pattern_destroy(pattern)
    case .adaptive(let ink):
      // A frame resolves adaptive inks before drawing them (`FrameExecution.resolvingInk`); a mask, which
      // uses only alpha, draws one in its decided ink or in white.
      let c = ink.decision.map(ink.color(for:)) ?? Color.white.withAlpha(ink.opacity)
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
    }
  }

  private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer, alpha: Double) {
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for stop in stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(pattern, stop.offset, c.red, c.green, c.blue, c.alpha * alpha)
    }
  }

  func fill() { cairo_fill(cr) }

  /// Strokes the current path with the stroke's width, caps, joins and dashes.
  func stroke(_ stroke: Stroke) {
    cairo_set_line_width(cr, stroke.width)
    let cap: cairo_line_cap_t =
      switch stroke.lineCap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join: cairo_line_join_t =
      switch stroke.lineJoin {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(cr, cap)
    cairo_set_line_join(cr, join)
    stroke.dash.withUnsafeBufferPointer { dashes in
      cairo_set_dash(cr, dashes.baseAddress, Int32(dashes.count), 0)
    }
    cairo_stroke(cr)
  }

  /// Intersects the clip with the current path.
  func clip() { cairo_clip(cr) }

  /// The clip's extents in device pixels, rounded out to whole pixels.
  func deviceClipExtents() -> Rect {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    var x0 = 0.0
    var y0 = 0.0
    var x1 = 0.0
    var y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    cairo_restore(cr)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).integral
  }

  /// The clip as whole device pixels — the rectangles Cairo keeps it as when it is a region of whole
  /// pixels (no clip: the surface) — or nil when it is not (a path's outline, or rectangles at fractional
  /// positions), which only Cairo can apply.
  func devicePixelClip() -> [PixelRect]? {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let list = cairo_copy_clip_rectangle_list(cr)
    cairo_restore(cr)
    guard let list else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
    var rects: [PixelRect] = []
    for i in 0..<Int(list.pointee.num_rectangles) {
      let r = list.pointee.rectangles[i]
      let values = [r.x, r.y, r.width, r.height]
      guard values.allSatisfy({ $0.rounded() == $0 && abs($0) < 1e9 }) else { return nil }
      rects.append(PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height)))
    }
    return rects
  }

  /// Paints an image scaled into `frame` (user space), bilinear, with edges padded rather than faded.
  /// `deviceClip`, when given, replaces the frame as the painted area: the frame already clipped to near
  /// the canvas, in device pixels (see `FrameExecution.setFillPath`).
  func drawImage(_ image: ImageSurface, in frame: Rect, alpha: Double, deviceClip: Path? = nil) {
    guard image.width > 0, image.height > 0, !frame.isEmpty else { return }
    cairo_save(cr)
    cairo_translate(cr, frame.minX, frame.minY)
    cairo_scale(cr, frame.width / Double(image.width), frame.height / Double(image.height))
    cairo_set_source_surface(cr, image.handle, 0, 0)
    let pattern = cairo_get_source(cr)
    // GOOD/BEST are very slow for downscaling in Cairo 1.16; bilinear with padded edges is the
    // documented trade-off (minification of more than 2× aliases — scene images are sized for the canvas).
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    if let deviceClip {
      cairo_identity_matrix(cr)
      setPath(deviceClip)
    } else {
      cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
    }
    cairo_clip(cr)
    cairo_paint_with_alpha(cr, alpha)
    cairo_restore(cr)
  }

  /// Composites a surface at a whole-pixel device position (no resampling), honouring the clip.
  func composite(_ image: ImageSurface, atDeviceX x: Int, y: Int, alpha: Double) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, image.handle, Double(x), Double(y))
    cairo_rectangle(cr, Double(x), Double(y), Double(image.width), Double(image.height))
    cairo_clip(cr)
    if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
    cairo_restore(cr)
  }

  /// Starts drawing into an offscreen group (for group opacity and masks). The group's surface is marked
  /// drawn on (see `ImageSurface.markDrawnOn`).
  func pushGroup() {
    cairo_push_group(cr)
    cairo_surface_mark_dirty(cairo_get_group_target(cr))
  }

  /// Ends the group and paints it with an opacity, only within `region` (whole device pixels) when given.
  func popGroup(alpha: Double, within region: [PixelRect]? = nil) {
    cairo_pop_group_to_source(cr)
    cairo_save(cr)
    if let region { clip(toDevicePixels: region) }
    cairo_paint_with_alpha(cr, alpha)
    cairo_restore(cr)
  }

  /// Ends the group and paints it through a mask surface aligned with the device grid, only within
  /// `region` (whole device pixels) when given.
  func popGroup(alpha: Double, mask: ImageSurface, within region: [PixelRect]? = nil) {
    cairo_pop_group_to_source(cr)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    if let region { clip(toDevicePixels: region) }
    if alpha < 1 {
      // Fold the opacity in as a second group so the mask and the opacity both apply.
      cairo_push_group(cr)
      cairo_mask_surface(cr, mask.handle, 0, 0)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    } else {
      cairo_mask_surface(cr, mask.handle, 0, 0)
    }
    cairo_restore(cr)
  }

  /// Copies every pixel of another surface of the same size (operator SOURCE), or with `keepingClip` only
  /// those the clip leaves drawable.
  func copy(from other: ImageSurface, keepingClip: Bool = false) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    if !keepingClip { cairo_reset_clip(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, other.handle, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Makes every pixel the clip leaves drawable transparent.
  func clear() {
    cairo_save(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Intersects the clip with whole-pixel rectangles in device space (Cairo keeps such a clip as a pixel
  /// region: drawing under it changes exactly the pixels inside, each as it would without the clip).
  func clip(toDevicePixels rects: [PixelRect]) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    for r in rects {
      cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
    }
    cairo_restore(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
  }

  /// Paints the source over everything the clip leaves drawable.
  func paint() { cairo_paint(cr) }

  /// Makes a surface the source, placed at a whole-pixel device position and locked there: drawing reads
  /// its pixels one to one (no resampling), whatever the transform in effect.
  func setSource(_ surface: ImageSurface, atDeviceX x: Int, y: Int) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, surface.handle, Double(x), Double(y))
    cairo_set_matrix(cr, &matrix)
  }

  /// Paints an image scaled into `frame` (user space) over everything drawable, as `drawImage` samples it
  /// but without its clip to the frame, replacing what was there (operator SOURCE: with padded edges every
  /// pixel is the image's, whatever the surface held — which is what Cairo does for OVER on a surface it
  /// knows to be clear, so a reused surface comes out as a fresh one).
  func paintImage(_ image: ImageSurface, in frame: Rect) {
    guard image.width > 0, image.height > 0, !frame.isEmpty else { return }
    cairo_save(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_translate(cr, frame.minX, frame.minY)
    cairo_scale(cr, frame.width / Double(image.width), frame.height / Double(image.height))
    cairo_set_source_surface(cr, image.handle, 0, 0)
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Paints the current source at an opacity through `frame` (user space) or, when given, `deviceClip`
  /// (device pixels), as `drawImage` clips an image.
  func paint(clippedTo frame: Rect, deviceClip: Path?, alpha: Double) {
    cairo_save(cr)
    if let deviceClip {
      cairo_identity_matrix(cr)
      setPath(deviceClip)
    } else {
      cairo_new_path(cr)
      cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
    }
    cairo_clip(cr)
    cairo_paint_with_alpha(cr, alpha)
    cairo_restore(cr)
  }
}
