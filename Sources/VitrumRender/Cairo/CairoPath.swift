import CCairo
import VitrumGeometry

/// Paths handed to Cairo: the one translation of `Path` into Cairo's path operations.
enum CairoPath {
  /// Replaces the current path of `cr` with `path`, in user space.
  static func trace(_ path: Path, into cr: OpaquePointer) {
    cairo_new_path(cr)
    var current = Point.zero
    var subpathStart = Point.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        current = p
        subpathStart = p
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quad(let c, let p):
        // Degree elevation: a quadratic is the cubic with controls 2/3 of the way to its control point.
        let c1 = current.lerp(to: c, 2.0 / 3.0)
        let c2 = p.lerp(to: c, 2.0 / 3.0)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .cubic(let c1, let c2, let p):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .close:
        cairo_close_path(cr)
        current = subpathStart
      }
    }
  }
}
