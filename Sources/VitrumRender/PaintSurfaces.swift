import VitrumGeometry
import VitrumScene

/// Gradients and resampled images, each painted once over the device bounds of the command that draws it
/// and drawn from there pixel for pixel, so that their pixels depend on the command alone — not on the
/// clip, the region being redrawn, or the layer surface they land on.
///
/// Drawn directly, they do depend on those: Cairo hands pixman a gradient's or a scaled image's transform
/// adjusted to be exact at the centre of the drawing's extents (the shape within the clip's extents, on the
/// surface drawn on), and pixman steps gradients along each row in floating point from the first pixel it
/// draws there. A frame redrawn in part then came out a level apart from the complete frame where a
/// gradient or a scaled image met the edge of the redrawn region (measured: one green level on a generated
/// scene; the bundled scenes' image backdrop at scale 1.5). Painted over fixed bounds, with a fixed
/// origin, and composited at a whole-pixel offset (which pixman copies exactly), the pixels are the same
/// however the frame is drawn. Images at their own size on whole pixels are exact already and are drawn
/// directly.
///
/// Surfaces are kept between frames, most recently used first, up to `byteLimit`: a still gradient
/// backdrop is painted once. A moving one is painted every frame into the memory of a surface its earlier
/// positions left (`spares`): a fresh canvas-sized surface cost thousands of page faults (the kernel
/// clearing it) and an unmapping per frame.
final class PaintSurfaces {
  struct Key: Hashable {
    enum Content: Hashable {
      /// A gradient with its opacity folded into the stops, as a direct fill would.
      case gradient(Fill, alpha: Double)
      /// An image file stretched over a frame (opacity is applied when drawing).
      case image(path: String, frame: Rect)
    }
    var content: Content
    /// The command's coordinates → device pixels.
    var transform: AffineMatrix
    /// The device pixels painted (the command's bounds within the canvas).
    var bounds: PixelRect
  }

  private var entries: [Key: ImageSurface] = [:]
  private var order: [Key] = []
  private var bytes = 0
  /// Surfaces evicted, whose memory the next surface of their size is painted into.
  private var spares: [ImageSurface] = []
  /// How many evicted surfaces are kept for their memory: a moving image and a few moving gradients.
  static let spareLimit = 4

  /// Bytes of surfaces kept: four 1080p frames, or one 4K frame at 2× and change. A surface larger than
  /// this is painted and used, not kept.
  static let byteLimit = 4 * 1920 * 1080 * 4

  /// The surface for a key, painted by `paint` (in the command's coordinates, the bounds' origin at the
  /// surface's) when it is not kept; nil when Cairo cannot allocate it.
  func surface(for key: Key, paint: (CairoContext) -> Void) -> ImageSurface? {
    if let hit = entries[key] {
      if let index = order.firstIndex(of: key) { order.remove(at: index) }
      order.append(key)
      return hit
    }
    let size = key.bounds.width * key.bounds.height * 4
    let spare = size <= Self.byteLimit ? takeSpare(width: key.bounds.width, height: key.bounds.height) : nil
    guard let surface = spare ?? ImageSurface(width: key.bounds.width, height: key.bounds.height) else {
      return nil
    }
    let context = CairoContext(surface: surface)
    context.setTransform(
      key.transform.then(.translation(-Double(key.bounds.x), -Double(key.bounds.y))))
    paint(context)
    let kept = surface.stride * surface.height
    guard kept <= Self.byteLimit else { return surface }
    while bytes + kept > Self.byteLimit, !order.isEmpty {
      let oldest = order.removeFirst()
      if let evicted = entries.removeValue(forKey: oldest) {
        bytes -= evicted.stride * evicted.height
        spares.append(evicted)
        if spares.count > Self.spareLimit { spares.removeFirst() }
      }
    }
    entries[key] = surface
    order.append(key)
    bytes += kept
    return surface
  }

  /// How many surfaces were painted into a spare's memory.
  private(set) var reuses = 0

  /// An evicted surface of this size, to be painted over whole: `paint` must set every pixel (a gradient
  /// does; an image is painted with operator SOURCE and padded edges, see `CairoContext.paintImage`).
  private func takeSpare(width: Int, height: Int) -> ImageSurface? {
    guard let index = spares.firstIndex(where: { $0.width == width && $0.height == height }) else {
      return nil
    }
    reuses += 1
    return spares.remove(at: index)
  }

  /// Whether an image drawn over `frame` by `transform` lands on the device grid at its own size: its
  /// pixels then map one to one, which Cairo copies exactly.
  static func isPixelExact(_ image: ImageSurface, frame: Rect, transform: AffineMatrix) -> Bool {
    let m = AffineMatrix.scale(frame.width / Double(image.width), frame.height / Double(image.height))
      .then(.translation(frame.minX, frame.minY)).then(transform)
    return m.a == 1 && m.d == 1 && m.b == 0 && m.c == 0 && m.tx == m.tx.rounded() && m.ty == m.ty.rounded()
  }
}
