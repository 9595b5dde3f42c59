import CCairo
import Foundation
import VitrumGeometry
import VitrumScene

/// A white drawing surface for charts, in points, rendered at `scale` device pixels per point: the few
/// Cairo operations charts need (rectangles, lines, polygons, dots, text), in our types.
///
/// Text uses Cairo's toy font API with DejaVu Sans (installed with the project's dependencies; fontconfig
/// substitutes a sans-serif face when it is missing), which is enough for labels in one script.
final class ChartCanvas {
  enum Weight { case regular, bold }
  enum HorizontalAnchor { case leading, center, trailing }
  enum VerticalAnchor { case baseline, middle }

  let width: Double
  let height: Double
  let scale: Double
  private let surface: OpaquePointer
  private let cr: OpaquePointer

  init(width: Double, height: Double, scale: Double = 2) throws(PictureError) {
    self.width = width
    self.height = height
    self.scale = scale
    surface = try CairoPNG.makeSurface(
      width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
    cr = cairo_create(surface)!
    cairo_scale(cr, scale, scale)
    let options = cairo_font_options_create()!
    // Unhinted metrics keep text widths proportional to the font size, so measured labels line up.
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_set_font_options(cr, options)
    cairo_font_options_destroy(options)
    fill(Rect(x: 0, y: 0, width: width, height: height), .white)
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// The chart as PNG bytes.
  func pngData() throws(PictureError) -> Data { try CairoPNG.encode(surface) }

  private func setColor(_ c: Color) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

  private func path(_ points: [Point], closed: Bool) {
    cairo_new_path(cr)
    for (i, p) in points.enumerated() {
      if i == 0 { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
    }
    if closed { cairo_close_path(cr) }
  }

  func fill(_ rect: Rect, _ color: Color) {
    setColor(color)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_fill(cr)
  }

  func strokeRect(_ rect: Rect, _ color: Color, width: Double = 1) {
    setColor(color)
    cairo_set_line_width(cr, width)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_stroke(cr)
  }

  /// A straight line; `dash` lists on and off lengths in points.
  func line(_ a: Point, _ b: Point, _ color: Color, width: Double = 1, dash: [Double] = []) {
    polyline([a, b], color, width: width, dash: dash)
  }

  func polyline(_ points: [Point], _ color: Color, width: Double = 1, dash: [Double] = []) {
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

  func polygon(_ points: [Point], _ color: Color) {
    guard points.count > 2 else { return }
    setColor(color)
    path(points, closed: true)
    cairo_fill(cr)
  }

  /// A filled dot, with an optional ring around it.
  func dot(_ center: Point, radius: Double, _ color: Color, ring: Color? = nil, ringWidth: Double = 1.5) {
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

  /// Runs `body` with drawing clipped to `rect`.
  func clipped(to rect: Rect, _ body: () -> Void) {
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
  func textWidth(_ text: String, size: Double, weight: Weight = .regular) -> Double {
    selectFont(size: size, weight: weight)
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, text, &extents)
    return extents.x_advance
  }

  /// Draws a label anchored at a point; `vertical` text runs bottom to top (for a y-axis title).
  func text(
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
  func fitted(_ text: String, size: Double, weight: Weight = .regular, maximumWidth: Double) -> String {
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

extension ChartCanvas {
  /// The words of `text` broken into lines no wider than `maximumWidth` (a word wider than that gets a
  /// line of its own).
  func wrapped(_ text: String, size: Double, weight: Weight = .regular, maximumWidth: Double) -> [String] {
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
