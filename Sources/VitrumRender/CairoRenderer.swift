import Foundation
import VitrumGeometry
import VitrumScene

/// Renders scenes to Cairo image surfaces: content through Cairo, glass through our kernels.
///
/// A renderer keeps pools (pixel buffers, surfaces, decoded images, distance fields) between frames, so
/// reuse one for a sequence of frames. It is not thread-safe; its kernels use `threads` cores internally,
/// and the output is identical for every thread count.
public final class CairoRenderer {
  /// What the renderer does with each frame.
  public struct Options: Hashable, Sendable {
    /// Points → device pixels: a finite number > 0 (rendering throws `RenderError.invalidScale`
    /// otherwise, and `RenderError.canvasSize` for a scale that makes the canvas too large).
    public var scale: Double
    /// How containers are drawn.
    public var mode: RenderMode
    /// Cores the pixel kernels may use.
    public var threads: Int
    /// How much drawing a frame may do before the rest is left out (with a warning).
    public var budget: FrameBudget

    public init(
      scale: Double = 1, mode: RenderMode = .container, threads: Int? = nil, budget: FrameBudget = .standard
    ) {
      self.scale = scale
      self.mode = mode
      self.threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
      self.budget = budget
    }
  }

  public var options: Options {
    didSet { compositor.threads = max(1, options.threads) }
  }
  let compositor: GlassCompositor
  let outliner = TextOutliner()
  /// The last frame's evaluated nodes and the commands built for them, used again where they are equal.
  let evaluations = EvaluationReuse()
  let builds = DisplayListReuse()
  private var images: [String: ImageSurface] = [:]
  /// The last frame drawn by `renderNext(_:)`, which the next one draws over.
  var retained: RetainedFrame?
  /// Gradients and resampled images painted over their bounds, kept between frames (and shared with a
  /// renderer that reads the same scene's inks, `sharePaintSurfaces(of:)`).
  private(set) var paints = PaintSurfaces()
  /// The content layer of the last complete frame, reused by the next of the same size: a fresh 1080p
  /// surface every frame cost 2,025 page faults (the kernel clearing 8 MB) before the first glass.
  var spareContentLayer: ImageSurface?
  /// Whether glass inside a masked layer is shaded only where the mask lets it through
  /// (`FrameExecution.prepareMask`); off only to compare with the frame shaded whole.
  var narrowsMaskedGlass = true
  /// The frame `readInks(of:)` drew last, which the next reading draws over after clearing it.
  var inkReadingSurface: ImageSurface?

  /// Canvases larger than this many pixels are refused: 64 M pixels is 256 MB per surface, and a frame
  /// needs up to three (output, content layer, mask).
  public static let maximumCanvasPixels = 64 << 20

  public init(options: Options = Options()) {
    self.options = options
    self.compositor = GlassCompositor(threads: options.threads)
  }

  /// Draws gradients and resampled images from `other`'s kept surfaces, and keeps its own there: a surface's
  /// pixels depend on its key alone (`PaintSurfaces`), so two renderers of the same scene may share them. An
  /// ink reading at a tick falls on a frame's instant (ten ticks a second, frames at 30), so the reading
  /// finds the drifting backdrop and blobs that frame painted. Both must be used from one thread.
  package func sharePaintSurfaces(of other: CairoRenderer) { paints = other.paints }

  /// The renderer's text shaper as a text measurer: give it to a scene (`Scene.textMeasurer`) so that
  /// its layout uses the fonts its frames are drawn with, and the shaping cache is shared with drawing.
  public var textMeasurer: any TextMeasuring { outliner }

  /// Renders a scene as it stands, from scratch.
  public func render(_ scene: Scene) throws(RenderError) -> RenderedFrame {
    let list = displayList(for: scene)
    return try render(list)
  }

  /// The display list the renderer would execute for a scene (using its glyph cache).
  public func displayList(for scene: Scene) -> DisplayList {
    DisplayListBuilder(scale: options.scale, mode: options.mode, outliner: outliner, reuse: builds).build(
      scene.evaluate(reusing: evaluations))
  }

  /// Executes a display list. Throws for a scale that is not a finite number > 0, a presented value that
  /// is not finite, and a canvas the renderer cannot draw.
  public func render(_ list: DisplayList) throws(RenderError) -> RenderedFrame {
    try render(list, into: nil)
  }

  /// Executes a display list into `surface` (a caller's buffer, cleared first) or into a new surface.
  func render(_ list: DisplayList, into surface: ImageSurface?) throws(RenderError) -> RenderedFrame {
    try check(list)
    let output: ImageSurface
    if let surface {
      surface.clear()
      output = surface
    } else {
      guard let fresh = ImageSurface(width: list.width, height: list.height) else {
        throw .outOfMemory(width: list.width, height: list.height)
      }
      output = fresh
    }
    var execution = FrameExecution(renderer: self, list: list, output: output)
    try execution.run()
    return RenderedFrame(
      surface: output, warnings: list.warnings + execution.log.warnings, statistics: execution.log.statistics,
      inks: execution.log.inks)
  }

  /// Refuses what cannot be drawn: a scale that is not a finite number > 0 (the options are a value a
  /// program sets, so they are checked where they are used), a display list built from a value that is
  /// not finite, a canvas too large or empty.
  func check(_ list: DisplayList) throws(RenderError) {
    guard options.scale.isFinite, options.scale > 0 else { throw .invalidScale(options.scale) }
    if let bad = list.warnings.first(where: { $0.code == .nonFiniteValue }) {
      throw .nonFiniteValue(node: bad.nodeID, message: bad.message)
    }
    try Self.checkCanvas(of: list)
  }

  /// Refuses canvases the renderer cannot draw.
  static func checkCanvas(of list: DisplayList) throws(RenderError) {
    guard list.width > 0, list.height > 0 else {
      throw .canvasSize(width: list.width, height: list.height, reason: "the canvas is empty")
    }
    guard list.width <= 32767, list.height <= 32767, list.width * list.height <= Self.maximumCanvasPixels
    else {
      throw .canvasSize(
        width: list.width, height: list.height,
        reason: "larger than \(Self.maximumCanvasPixels >> 20) M pixels or 32767 on a side")
    }
  }

  /// A decoded image, loaded once per renderer.
  func image(at path: String) throws(RenderError) -> ImageSurface {
    if let cached = images[path] { return cached }
    do {
      let image = try ImageSurface.loadPNG(path: path)
      images[path] = image
      return image
    } catch {
      throw .image(error)
    }
  }
}
