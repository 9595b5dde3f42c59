import VitrumGeometry
import VitrumScene

/// Draws glass: captures the content beneath a shape, blurs it, shades every pixel of the shape (and its
/// shadow) into an offscreen surface, and composites that onto the frame through Cairo so clips and layers
/// apply as to any other drawing.
final class GlassCompositor {
  let threads: Int
  let buffers = PixelBufferPool()
  let surfaces = SurfacePool()
  private var fieldCache = DistanceFieldCache()

  init(threads: Int) { self.threads = max(1, threads) }

  /// Distance fields larger than this are refused (the shape is drawn without glass and a warning is
  /// recorded): 16 M pixels × 4 bytes = 64 MB, a 4K frame at 2× is 33 M.
  static let maximumFieldPixels = 16 << 20

  /// The distance function of a glass item: analytic when the shape allows, a field otherwise.
  func distance(for item: GlassItem, margin: Double) -> (any GlassDistance)? {
    if let analytic = analyticGlassDistance(shape: item.shape, transform: item.transform) { return analytic }
    guard
      let field = fieldCache.field(
        path: item.shape.path, fillRule: item.shape.fillRule, transform: item.transform, margin: margin,
        maxPixels: Self.maximumFieldPixels)
    else { return nil }
    return FieldGlassDistance(field: field)
  }

  /// Draws one glass shape from its own capture of `content`.
  func draw(
    _ item: GlassItem, content: ImageSurface, onto context: CairoContext, clip: PixelRect,
    statistics: inout RenderStatistics
  ) {
    let p = item.appearance.parameters
    let s = item.lengthScale
    let blur = p.blurRadius * s
    let shadowReach = p.shadowRadius > 0 ? (p.shadowRadius + abs(p.shadowOffset)) * s : 0
    guard let distance = distance(for: item, margin: shadowReach + 2) else { return }
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    let shapeRect = PixelRect(covering: item.deviceBounds).outset(by: 1)
    let paintRect = PixelRect(covering: item.deviceBounds.outset(by: shadowReach + 1))
      .union(shapeRect).intersection(canvas).intersection(clip)
    guard !paintRect.isEmpty else { return }
    // 3σ holds 99.7 % of the Gaussian's weight; +2 covers the box approximation's wider support.
    let captureRect = shapeRect.outset(by: Int((3 * blur).rounded(.up)) + 2).intersection(canvas)
    guard !captureRect.isEmpty else { return }

    let capture = buffers.acquire(captureRect.area)
    let scratch = buffers.acquire(captureRect.area)
    defer {
      buffers.release(capture)
      buffers.release(scratch)
    }
    copy(from: content, region: captureRect, into: capture.baseAddress!)
    BoxBlur.blur(
      capture.baseAddress!, scratch: scratch.baseAddress!, width: captureRect.width,
      height: captureRect.height,
      sigma: blur, threads: threads)
    let backdrop = Backdrop(
      pixels: capture.baseAddress!, originX: captureRect.x, originY: captureRect.y,
      width: captureRect.width, height: captureRect.height)
    let luminance = backdrop.meanLuminance(inside: distance, region: shapeRect.intersection(captureRect))
    let shading = GlassShading(
      appearance: item.appearance, lengthScale: s, maximumDepth: distance.maximumDepth, luminance: luminance,
      pressed: item.isPressed)

    guard let output = surfaces.acquire(width: paintRect.width, height: paintRect.height) else { return }
    output.withPixels { pixels, rowPixels in
      Self.shade(
        distance, shading: shading, backdrop: backdrop, region: paintRect,
        into: SharedPointer(base: pixels), rowPixels: rowPixels, threads: threads)
    }
    context.composite(output, atDeviceX: paintRect.x, y: paintRect.y, alpha: item.alpha)
    surfaces.release(output)
    statistics.glassDraws += 1
    statistics.captures += 1
    statistics.capturedPixels += captureRect.area
    statistics.shadedPixels += paintRect.area
  }

  /// Copies a region of a surface into a tightly packed buffer.
  func copy(from surface: ImageSurface, region: PixelRect, into buffer: UnsafeMutablePointer<UInt32>) {
    surface.withPixels { pixels, rowPixels in
      for row in 0..<region.height {
        (buffer + row * region.width).update(
          from: pixels + (region.y + row) * rowPixels + region.x, count: region.width)
      }
    }
  }

  /// Shades every pixel of `region` for one shape, in row bands. Dispatches once on the concrete distance
  /// type so the per-pixel loop is specialised (through the existential it cost a witness call per
  /// evaluation).
  static func shade(
    _ distance: any GlassDistance, shading: GlassShading, backdrop: Backdrop, region: PixelRect,
    into output: SharedPointer<UInt32>, rowPixels: Int, threads: Int
  ) {
    switch distance {
    case let d as BoxGlassDistance:
      shadeSpecialized(
        d, shading: shading, backdrop: backdrop, region: region, into: output, rowPixels: rowPixels,
        threads: threads)
    case let d as CircleGlassDistance:
      shadeSpecialized(
        d, shading: shading, backdrop: backdrop, region: region, into: output, rowPixels: rowPixels,
        threads: threads)
    case let d as EllipseGlassDistance:
      shadeSpecialized(
        d, shading: shading, backdrop: backdrop, region: region, into: output, rowPixels: rowPixels,
        threads: threads)
    case let d as FieldGlassDistance:
      shadeSpecialized(
        d, shading: shading, backdrop: backdrop, region: region, into: output, rowPixels: rowPixels,
        threads: threads)
    default:
      shadeSpecialized(
        distance, shading: shading, backdrop: backdrop, region: region, into: output, rowPixels: rowPixels,
        threads: threads)
    }
  }

  static func shadeSpecialized<D: GlassDistance>(
    _ distance: D, shading: GlassShading, backdrop: Backdrop, region: PixelRect,
    into output: SharedPointer<UInt32>, rowPixels: Int, threads: Int
  ) {
    forEachBand(count: region.height, threads: threads) { rows in
      for row in rows {
        let py = Float(region.y + row) + 0.5
        let line = output.base + row * rowPixels
        for column in 0..<region.width {
          let px = Float(region.x + column) + 0.5
          let e = distance.evaluate(px, py)
          var shadow: Float = 0
          if shading.shadowOpacity > 0 && e.d > -0.5 {
            shadow = shading.shadowAlpha(distance.distance(px, py - shading.shadowOffset))
          }
          line[column] = shading.shade(
            d: e.d, gx: e.gx, gy: e.gy, px: px, py: py, shadow: shadow, backdrop: backdrop)
        }
      }
    }
  }
}
