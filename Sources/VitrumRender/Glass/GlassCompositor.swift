import VitrumGeometry
import VitrumScene

/// Draws glass: captures the content beneath a shape, blurs it, shades every pixel of the shape (and its
/// shadow) into an offscreen surface, and composites that onto the frame through Cairo so clips and layers
/// apply as to any other drawing.
final class GlassCompositor {
  /// Cores the kernels use (at least 1); the renderer sets it from its options.
  var threads: Int
  let buffers = PixelBufferPool()
  /// Toned grids (four floats a texel).
  let vectors = BufferPool<SIMD4<Float>>()
  /// The shaders' column tables.
  let columns = BufferPool<GridColumn>()
  let surfaces = SurfacePool()
  var fieldCache = DistanceFieldCache()
  var glyphFields = GlyphFieldCache()

  /// Composites every shape through Cairo, never straight into the frame's pixels: for tests that hold
  /// the two to the same bytes.
  var compositesThroughCairo = false
  /// What the frame being drawn keeps of its captures, and reads of the previous frames' (nil: nothing; a
  /// frame drawn by `render`).
  var keeping: CaptureKeeping?

  init(threads: Int) { self.threads = max(1, threads) }

  /// Blur σ of an item in device pixels.
  static func blurSigma(for item: GlassItem) -> Double {
    item.appearance.parameters.blurRadius * item.lengthScale
  }

  /// The pixels an item's outline touches, grown by one for anti-aliasing.
  static func shapeRect(for item: GlassItem) -> PixelRect {
    PixelRect(covering: item.deviceBounds).outset(by: 1)
  }

  /// The pixels an item's blur reads: its outline grown by the blur's reach (`DownsampledBlur.reach`, so
  /// that its samples do not depend on where the capture ends), in whole blocks of the blur's reduction,
  /// clamped to the canvas.
  static func captureRect(for item: GlassItem, canvas: PixelRect) -> PixelRect {
    let sigma = blurSigma(for: item)
    return DownsampledBlur.source(
      region: shapeRect(for: item).outset(by: DownsampledBlur.reach(sigma: sigma)), sigma: sigma,
      bounds: canvas)
  }

  /// The pixels an item paints (its outline, anti-aliasing and shadow) within the canvas and a clip.
  static func paintRect(for item: GlassItem, canvas: PixelRect, clip: PixelRect) -> PixelRect {
    PixelRect(covering: item.deviceBounds.outset(by: shadowReach(for: item) + 1))
      .union(shapeRect(for: item)).intersection(canvas).intersection(clip)
  }

  /// How far an item paints beyond its outline: the shadow's blur and offset, device pixels.
  static func shadowReach(for item: GlassItem) -> Double {
    let p = item.appearance.parameters
    return p.shadowRadius > 0 ? (p.shadowRadius + abs(p.shadowOffset)) * item.lengthScale : 0
  }

  /// Captures the content beneath a region at reduced resolution and blurs it (`DownsampledBlur`) into a
  /// buffer from the pool, released by the caller; warns when the blur is wider than the capture and
  /// leaves only its mean.
  func captureAndBlur(
    _ rect: PixelRect, sigma: Double, from content: ImageSurface, for id: NodeID, log: inout FrameLog
  ) -> BlurredCapture {
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    let plan = capturePlan(rect, sigma: sigma, canvas: canvas, for: id, log: &log)
    let coarse = buffers.acquire(plan.pixelCount)
    let scratch = buffers.acquire(plan.scratchCount)
    defer { buffers.release(scratch) }
    content.withPixels { pixels, rowPixels in
      var clock = StageClock()
      plan.reduce(from: pixels, rowPixels: rowPixels, scratch: scratch.baseAddress!, threads: threads)
      clock.lap(.capture, &log.statistics)
      plan.blur(scratch: scratch.baseAddress!, into: coarse.baseAddress!, threads: threads)
      clock.lap(.blur, &log.statistics)
    }
    return BlurredCapture(
      plan: plan, pixels: coarse, backdrop: DownsampledBackdrop(plan, pixels: coarse.baseAddress!))
  }

  /// The capture and blur of a region: warns when the blur is wider than the capture and leaves only its
  /// mean, and counts the capture's work (done by the caller: before the batch's queue, or as one of its items).
  func capturePlan(
    _ rect: PixelRect, sigma: Double, canvas: PixelRect, for id: NodeID, log: inout FrameLog
  ) -> DownsampledBlur {
    let plan = DownsampledBlur(region: rect, sigma: sigma, bounds: canvas)
    if plan.horizontal == .mean || plan.vertical == .mean {
      log.warn(
        .blurClamped, id,
        "blur σ \(String(format: "%.4g", sigma)) px is wider than the \(rect.width) × \(rect.height) px it "
          + "can capture: the glass shows the mean of its backdrop")
    }
    log.statistics.captures += 1
    log.statistics.capturedPixels += plan.source.area
    log.statistics.blurredPixels += plan.pixelCount
    log.statistics.bytesRead += plan.source.area * 4 + plan.bytesReadByPasses
    log.statistics.bytesWritten += plan.pixelCount * 16 + plan.bytesWrittenByPasses
    return plan
  }
}
