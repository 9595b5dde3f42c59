import CCairo
import Foundation
import VitrumGeometry
import VitrumScene

/// A Cairo surface holding a copy of a frame, with the few marks annotations need.
final class AnnotationCanvas {
  private let surface: OpaquePointer
  private let cr: OpaquePointer

  init(pixels: [UInt32], width: Int, height: Int) throws(LintError) {
    guard width > 0, height > 0, width <= 32767, height <= 32767, pixels.count == width * height else {
      throw LintError("cannot annotate a \(width)×\(height) px frame")
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw LintError("cannot allocate a \(width)×\(height) px picture")
    }
    let rowPixels = Int(cairo_image_surface_get_stride(surface)) / 4
    let data = cairo_image_surface_get_data(surface)!
    data.withMemoryRebound(to: UInt32.self, capacity: rowPixels * height) { base in
      pixels.withUnsafeBufferPointer { source in
        for y in 0..<height {
          (base + y * rowPixels).update(from: source.baseAddress! + y * width, count: width)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    self.surface = surface
    cr = cairo_create(surface)!
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// Darkens the frame a little (30 % black) so coloured marks read over any content.
  func veil() {
    cairo_set_source_rgba(cr, 0, 0, 0, 0.3)
    cairo_paint(cr)
  }

  /// Strokes an outline (device pixels) in a colour over a dark halo.
  func outline(_ path: Path, _ color: Color) {
    trace(path)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_set_source_rgba(cr, 0, 0, 0, 0.6)
    cairo_set_line_width(cr, 5)
    cairo_stroke_preserve(cr)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
    cairo_set_line_width(cr, 2.5)
    cairo_stroke(cr)
  }

  /// A numbered disc centred on a point.
  func badge(_ text: String, at center: Point, _ color: Color, radius: Double) {
    cairo_new_path(cr)
    cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
    cairo_fill_preserve(cr)
    cairo_set_source_rgba(cr, 0, 0, 0, 0.8)
    cairo_set_line_width(cr, 1.5)
    cairo_stroke(cr)
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    cairo_set_font_size(cr, radius * (text.count > 1 ? 1.05 : 1.3))
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, text, &extents)
    cairo_move_to(
      cr, center.x - extents.x_bearing - extents.width / 2, center.y - extents.y_bearing - extents.height / 2)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_show_text(cr, text)
  }

  private func trace(_ path: Path) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .quad(let c, let p):
        // A quadratic as the cubic with the same curve (controls two thirds of the way to c).
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cr, &x, &y)
        cairo_curve_to(
          cr, x + 2 / 3 * (c.x - x), y + 2 / 3 * (c.y - y), p.x + 2 / 3 * (c.x - p.x),
          p.y + 2 / 3 * (c.y - p.y), p.x,
          p.y)
      case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .close: cairo_close_path(cr)
      }
    }
  }

  /// The picture as PNG bytes.
  func png() throws(LintError) -> Data {
    final class Sink { var data = Data() }
    let sink = Sink()
    cairo_surface_flush(surface)
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, bytes, length in
        Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else {
      throw LintError("PNG encoding failed: \(String(cString: cairo_status_to_string(status)))")
    }
    return withExtendedLifetime(sink) { sink.data }
  }
}
