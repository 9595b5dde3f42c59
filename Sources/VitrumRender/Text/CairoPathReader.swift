import CCairo
import CPango
import VitrumGeometry

/// Reads a Cairo context's current path into a `Path`.
enum CairoPathReader {
  static func read(_ cr: OpaquePointer) -> Path {
    guard let copied = cairo_copy_path(cr) else { return Path() }
    defer { cairo_path_destroy(copied) }
    var path = Path()
    // An empty path (a space's glyph) comes back with no data at all.
    guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else { return path }
    var i = 0
    let count = Int(copied.pointee.num_data)
    while i < count {
      let header = data[i].header
      let length = Int(header.length)
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        path.move(to: Point(data[i + 1].point.x, data[i + 1].point.y))
      case CAIRO_PATH_LINE_TO:
        path.line(to: Point(data[i + 1].point.x, data[i + 1].point.y))
      case CAIRO_PATH_CURVE_TO:
        path.cubic(
          control1: Point(data[i + 1].point.x, data[i + 1].point.y),
          control2: Point(data[i + 2].point.x, data[i + 2].point.y),
          to: Point(data[i + 3].point.x, data[i + 3].point.y))
      case CAIRO_PATH_CLOSE_PATH:
        path.close()
      default:
        break
      }
      i += max(length, 1)
    }
    return path.droppingEmptySubpaths()
  }
}
