/// A run of glass shapes drawn one after another with nothing else between them — consecutive glass
/// commands of the display list, per-node or the members of a spacing-0 container — which the compositor
/// draws together (`GlassCompositor.drawBatch`): every capture of the run taken and blurred side by side,
/// every shape's look resolved side by side, then the frame's rows shaded and composited across cores,
/// each row band by one core drawing the shapes that cross it in document order.
///
/// Exact, the bytes of drawing the shapes one by one: nothing draws into the content layer between them,
/// so every capture reads what the shape's own turn would read; a shape's pixels depend only on its
/// capture, its item and their position; and wherever shapes overlap, the core owning those rows
/// composites them in document order.
struct GlassBatchShape {
  /// Its display-list index.
  var command: Int
  var item: GlassItem
  /// The bounds of the clips open at its draw (the display list's own clips, not an incremental frame's
  /// region): where it is planned and shaded.
  var clip: PixelRect
  /// The spacing-0 container capture it shares (`SharedCapturePlan.captures`), or nil for its own.
  var sharedCapture: Int?
}

/// Where a batch composites.
enum GlassTarget {
  /// Straight into the frame's pixels within these whole-pixel rectangles (the clip as Cairo holds it),
  /// with `PixelOver` — exactly what Cairo's OVER gives. Taken when no layer is open, the clip is a region
  /// of whole pixels and the shapes are opaque.
  case pixels(ImageSurface, clip: [PixelRect])
  /// One surface per shape, composited by Cairo through the context's clip, layers and opacity.
  case cairo
}

extension GlassCompositor {
  /// Rows of the frame one core shades and composites at a time. 16 rows of a 222-pixel card are 14 kB of
  /// shaded pixels, and 57 kB of the general kernel's per-pixel records: they stay in the core's cache
  /// between shading and compositing.
  static let stripRows = 16

  /// Most coarse texels of toned grids a batch holds at once (16 bytes each): 64 MB. A longer run of glass
  /// is drawn as several batches in turn; a single shape beyond it is a batch of its own.
  static let maximumBatchTexels = 1 << 22

  /// About how many toned texels a shape needs: its outline's pixels at its blur's reduction.
  static func estimatedTexels(for item: GlassItem) -> Int {
    let f = DownsampledBlur.reduction(for: blurSigma(for: item))
    return shapeRect(for: item).area / (f * f) + 1
  }
}
