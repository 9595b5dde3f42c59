import CCairo
import Foundation
import VitrumGeometry
import VitrumScene

/// A drawing surface for pictures that are not scenes — charts, annotated frames — in points, rendered at
/// `scale` device pixels per point: the few Cairo operations they need (rectangles, lines, polygons, dots,
/// outlines, text), in our types.
///
/// Text uses Cairo's toy font API with DejaVu Sans (installed with the project's dependencies; fontconfig
/// substitutes a sans-serif face when it is missing), which is enough for labels in one script.
public final class PictureCanvas {
  public enum Weight: Sendable { case regular, bold }
  public enum HorizontalAnchor: Sendable { case leading, center, trailing }
  public enum VerticalAnchor: Sendable { case baseline, middle }

  public let width: Double
  public let height: Double
  public let scale: Double
  /// The pixels drawn so far.
  public let surface: ImageSurface
  private let cr: OpaquePointer

  /// A white canvas of `width` × `height` points; nil when the surface cannot be allocated.
  public convenience init?(width: Double, height: Double, scale: Double = 2) {
    guard width > 0, height > 0, width * scale < 32768, height * scale < 32768,
      let surface = ImageSurface(
        width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
    else { return nil }
    self.init(surface: surface, scale: scale)
    fill(Rect(x: 0, y: 0, width: width, height: height), .white)
  }

  /// A canvas drawing over an existing picture (a copy of a frame, say).
  public init(surface: ImageSurface, scale: Double = 1) {
    self.surface = surface
    self.scale = scale
    width = Double(surface.width) / scale
    height = Double(surface.height) / scale
    cr = cairo_create(surface.handle)!
    cairo_scale(cr, scale, scale)
    let options = cairo_font_options_create()!
    // Unhinted metrics keep text widths proportional to the font size, so measured labels line up.
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_set_font_options(cr, options)
    cairo_font_options_destroy(options)
  }

  deinit { cairo_destroy(cr) }

  /// The picture as PNG bytes.
  public func pngData() -> Data {
    cairo_surface_flush(surface.handle)
    return surface.pngData()
  }

  private func setColor(_ c: Color) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

  private func path(_ points: [Point], closed: Bool) {
    cairo_new_path(cr)
    for (i, p) in points.enumerated() {
      if i == 0 { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
    }
    if closed { cairo_close_path(cr) }
  }

  public func fill(_ rect: Rect, _ color: Color) {
    setColor(color)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_fill(cr)
  }

  public func strokeRect(_ rect: Rect, _ color: Color, width: Double = 1) {
    setColor(color)
    cairo_set_line_width(cr, width)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_stroke(cr)
  }

  /// A straight line; `dash` lists on and off lengths in points.
  public func line(_ a: Point, _ b: Point, _ color: Color, width: Double = 1, dash: [Double] = []) {
    polyline([a, b], color, width: width, dash: dash)
  }

  public func polyline(_ points: [Point], _ color: Color, width: Double = 1, dash: [Double] = []) {
    guard points.count > 1 else { return }
    setColor(color)
    cairo_set_line_width(cr, width)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_cap(cr, dash.isEmpty ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
    dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
    path(points, closed: false)
    cairo_stroke(cr)
    cairo_set_dash(cr, nil, 0, 0)
  }

  public func polygon(_ points: [Point], _ color: Color) {
    guard points.count > 2 else { return }
    setColor(color)
    path(points, closed: true)
    cairo_fill(cr)
  }

  /// A filled dot, with an optional ring around it.
  public func dot(
    _ center: Point, radius: Double, _ color: Color, ring: Color? = nil, ringWidth: Double = 1.5
  ) {
    cairo_new_path(cr)
    cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
    setColor(color)
    if let ring {
      cairo_fill_preserve(cr)
      setColor(ring)
      cairo_set_line_width(cr, ringWidth)
      cairo_stroke(cr)
    } else {
      cairo_fill(cr)
    }
  }

  /// Covers the whole canvas with a colour (a translucent veil, say).
  public func paint(_ color: Color) {
    setColor(color)
    cairo_paint(cr)
  }

  /// Strokes a path's outline, optionally over a wider halo of another colour so it reads on any content.
  public func stroke(_ path: Path, _ color: Color, width: Double, halo: (color: Color, width: Double)? = nil)
  {
    trace(path)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    if let halo {
      setColor(halo.color)
      cairo_set_line_width(cr, halo.width)
      cairo_stroke_preserve(cr)
    }
    setColor(color)
    cairo_set_line_width(cr, width)
    cairo_stroke(cr)
  }

  private func trace(_ path: Path) { CairoPath.trace(path, into: cr) }

  /// Draws a picture (a rendered frame, say) stretched over `rect`.
  public func image(_ picture: ImageSurface, in rect: Rect) {
    guard picture.width > 0, picture.height > 0, rect.width > 0, rect.height > 0 else { return }
    cairo_save(cr)
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / Double(picture.width), rect.height / Double(picture.height))
    cairo_set_source_surface(cr, picture.handle, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Runs `body` with drawing clipped to `rect`.
  public func clipped(to rect: Rect, _ body: () -> Void) {
    cairo_save(cr)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    body()
    cairo_restore(cr)
  }

  private func selectFont(size: Double, weight: Weight) {
    cairo_select_font_face(
      cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
      weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, size)
  }

  /// The advance width of a label, points.
  public func textWidth(_ text: String, size: Double, weight: Weight = .regular) -> Double {
    selectFont(size: size, weight: weight)
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, text, &extents)
    return extents.x_advance
  }

  /// Draws a label anchored at a point; `vertical` text runs bottom to top (for a y-axis title).
  public func text(
    _ text: String, at point: Point, size: Double, _ color: Color, weight: Weight = .regular,
    horizontal: HorizontalAnchor = .leading, vertical: VerticalAnchor = .baseline, rotated: Bool = false
  ) {
    let advance = textWidth(text, size: size, weight: weight)
    let dx: Double =
      switch horizontal {
      case .leading: 0
      case .center: -advance / 2
      case .trailing: -advance
      }
    let dy: Double =
      switch vertical {
      case .baseline: 0
      // DejaVu's ascent includes accents; half its cap height (0.72 em) centres digits and capitals.
      case .middle: size * 0.36
      }
    selectFont(size: size, weight: weight)
    cairo_save(cr)
    cairo_translate(cr, point.x, point.y)
    if rotated { cairo_rotate(cr, -Double.pi / 2) }
    setColor(color)
    cairo_move_to(cr, dx, dy)
    cairo_show_text(cr, text)
    cairo_restore(cr)
  }

  /// The label shortened in the middle with "…" until it fits `maximumWidth`.
  public func fitted(_ text: String, size: Double, weight: Weight = .regular, maximumWidth: Double) -> String
  {
    guard textWidth(text, size: size, weight: weight) > maximumWidth else { return text }
    var characters = Array(text)
    while characters.count > 3 {
      characters.remove(at: characters.count / 2)
      let middle = characters.count / 2
      let candidate = String(characters[..<middle]) + "…" + String(characters[middle...])
      if textWidth(candidate, size: size, weight: weight) <= maximumWidth { return candidate }
    }
    return String(characters)
  }
}

extension PictureCanvas {
  /// The words of `text` broken into lines no wider than `maximumWidth` (a word wider than that gets a
  /// line of its own).
  public func wrapped(_ text: String, size: Double, weight: Weight = .regular, maximumWidth: Double)
    -> [String]
  {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if current.isEmpty || textWidth(candidate, size: size, weight: weight) <= maximumWidth {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
