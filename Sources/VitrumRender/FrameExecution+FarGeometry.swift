import VitrumGeometry
import VitrumScene

/// Geometry far outside the canvas. Cairo stores device coordinates in 24.8 fixed point (±8.4 M pixels);
/// a legal scene reaches 10¹² (coordinates of 10⁶ under a scale of 10⁶), and filling such a path ran for
/// minutes (found by Tools/fuzz-renderer). Fills, clips and image frames that reach beyond
/// `farCoordinate` are clipped to near the canvas first (`Path.clippedForFilling`: the same pixels);
/// strokes that far out are left out with a warning.
extension FrameExecution {
  /// Device coordinates up to this far from the origin go to Cairo unchanged (half its fixed-point range).
  static let farCoordinate = Double(1 << 22)

  /// The rectangle far geometry is clipped to: the canvas and a margin beyond anti-aliasing's reach.
  var nearCanvas: Rect {
    Rect(x: -256, y: -256, width: Double(output.width) + 512, height: Double(output.height) + 512)
  }

  static func isFar(_ bounds: Rect) -> Bool {
    !(bounds.minX > -farCoordinate && bounds.maxX < farCoordinate && bounds.minY > -farCoordinate
      && bounds.maxY < farCoordinate)
  }

  /// Makes `path` (in the coordinates `transform` maps to device pixels) the context's path for a fill or
  /// a clip. Sources set before keep `transform` as their user space.
  func setFillPath(_ path: Path, _ transform: AffineMatrix, on context: CairoContext) {
    if Self.isFar(transform.apply(path.controlPointBounds)) {
      context.setTransform(.identity)
      context.setPath(path.applying(transform).clippedForFilling(to: nearCanvas))
      context.setTransform(transform)
    } else {
      context.setTransform(transform)
      context.setPath(path)
    }
  }
}
