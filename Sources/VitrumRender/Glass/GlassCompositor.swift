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
  var glyphFields = GlyphFieldCache()

  init(threads: Int) { self.threads = max(1, threads) }

  /// How far beyond the canvas a distance field reaches at most, device pixels. Beyond the shadow's reach
  /// and the bezel nothing on the canvas reads a distance; the cap keeps a glass shape magnified a million
  /// times (whose shadow and bezel reach millions of pixels) to a field the size of the canvas — at the
  /// price of exactness farther than this from the canvas, where a shadow or bezel that wide has no
  /// visible gradient left. No bundled scene comes near it (the widest: 32 px of shadow and 42 of bezel).
  static let fieldRegionMargin = 256.0

  /// Distance fields larger than this are refused (the shape is drawn without glass and a warning says
  /// so): 16 M pixels × 4 bytes = 64 MB, a 4K frame at 2× is 33 M.
  static let maximumFieldPixels = 16 << 20

  /// The distance function of a glass item: analytic when the shape allows, a field otherwise; nil (with
  /// a warning in `log`) when the field would exceed `maximumFieldPixels`.
  ///
  /// A field covers only what the canvas can show: the canvas grown by `margin` (the shadow's reach) and
  /// the bezel, within which refraction reads the distance — a line of glass text running far off the
  /// canvas costs what its visible part costs.
  func distance(
    for item: GlassItem, margin: Double, canvas: PixelRect, log: inout FrameLog
  ) -> (any GlassDistance)? {
    if let morph = item.morph {
      return morphDistance(for: item, morph, margin: margin, canvas: canvas, log: &log)
    }
    if let analytic = analyticGlassDistance(shape: item.shape, transform: item.transform) { return analytic }
    let bezel = item.appearance.parameters.bezelWidth * item.lengthScale
    let reach = min(margin + (bezel.isFinite ? max(bezel, 0) : 0) + 2, Self.fieldRegionMargin)
    let region = canvas.rect.outset(by: reach)
    let field =
      if let glyphs = item.glyphs {
        glyphFields.field(
          glyphs: glyphs, transform: item.transform, margin: margin, region: region,
          maxPixels: Self.maximumFieldPixels)
      } else {
        fieldCache.field(
          path: item.shape.path, fillRule: item.shape.fillRule, transform: item.transform, margin: margin,
          region: region, maxPixels: Self.maximumFieldPixels)
      }
    guard let field else {
      // Otherwise there is nothing to draw: the outline encloses no area, or none of it reaches the canvas.
      let size = item.deviceBounds.outset(by: margin).intersection(region)
      guard size.width * size.height > Double(Self.maximumFieldPixels) else { return nil }
      log.warn(
        .glassDropped, item.nodeID,
        "glass not drawn: its outline's distance field would cover \(Self.describe(size)) device pixels, "
          + "beyond the limit of \(Self.maximumFieldPixels >> 20) M pixels")
      return nil
    }
    return FieldGlassDistance(field: field)
  }

  static func describe(_ r: Rect) -> String {
    func n(_ v: Double) -> String { v < 1e9 ? String(Int(v.rounded(.up))) : String(format: "%.3g", v) }
    return "\(n(r.width)) × \(n(r.height))"
  }

  /// Blur σ of an item in device pixels.
  static func blurSigma(for item: GlassItem) -> Double {
    item.appearance.parameters.blurRadius * item.lengthScale
  }

  /// The pixels an item's outline touches, grown by one for anti-aliasing.
  static func shapeRect(for item: GlassItem) -> PixelRect {
    PixelRect(covering: item.deviceBounds).outset(by: 1)
  }

  /// The pixels an item's blur reads: its outline grown by the blur's reach, clamped to the canvas.
  static func captureRect(for item: GlassItem, canvas: PixelRect) -> PixelRect {
    shapeRect(for: item).outset(by: captureMargin(sigma: blurSigma(for: item))).intersection(canvas)
  }

  /// How far a capture reaches beyond the outline for a blur of σ: 3σ holds 99.7 % of the Gaussian's
  /// weight, and +2 covers the box approximation's wider support (three radii of about σ + ½ each).
  /// Clamped to 2³⁰ pixels — far beyond any canvas, which clamps it again — so no σ can overflow.
  static func captureMargin(sigma: Double) -> Int {
    guard sigma > 0 else { return 2 }
    return Int(min((3 * sigma).rounded(.up), Double(1 << 30))) + 2
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

  /// Captures the content beneath a region and blurs it into a buffer from the pool (released by the
  /// caller), warning when the blur is wider than the capture and leaves only its mean.
  func captureAndBlur(
    _ rect: PixelRect, sigma: Double, from content: ImageSurface, for id: NodeID, log: inout FrameLog
  ) -> UnsafeMutableBufferPointer<UInt32> {
    let capture = buffers.acquire(rect.area)
    let scratch = buffers.acquire(rect.area)
    defer { buffers.release(scratch) }
    copy(from: content, region: rect, into: capture.baseAddress!)
    if BoxBlur.isFlat(sigma: sigma, width: rect.width, height: rect.height) {
      log.warn(
        .blurClamped, id,
        "blur σ \(String(format: "%.4g", sigma)) px is wider than the \(rect.width) × \(rect.height) px it "
          + "can capture: the glass shows the mean of its backdrop")
    }
    BoxBlur.blur(
      capture.baseAddress!, scratch: scratch.baseAddress!, width: rect.width, height: rect.height,
      sigma: sigma, threads: threads)
    log.statistics.captures += 1
    log.statistics.capturedPixels += rect.area
    return capture
  }

  /// Draws one glass shape: from a backdrop captured and blurred for several members of a spacing-0
  /// container (`shared`, asked for only once the shape is known to draw; see `SharedCapturePlan`), or
  /// else from its own capture of `content`.
  func draw(
    _ item: GlassItem, content: ImageSurface, onto context: CairoContext, clip: PixelRect,
    shared: ((inout FrameLog) -> Backdrop)? = nil, log: inout FrameLog
  ) {
    let s = item.lengthScale
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    let shapeRect = Self.shapeRect(for: item)
    let paintRect = Self.paintRect(for: item, canvas: canvas, clip: clip)
    guard !paintRect.isEmpty else { return }
    let captureRect = Self.captureRect(for: item, canvas: canvas)
    guard !captureRect.isEmpty else { return }
    guard
      let distance = distance(for: item, margin: Self.shadowReach(for: item) + 2, canvas: canvas, log: &log)
    else {
      return
    }

    var own: UnsafeMutableBufferPointer<UInt32>?
    defer { if let own { buffers.release(own) } }
    let backdrop: Backdrop
    if let shared {
      backdrop = shared(&log)
    } else {
      let pixels = captureAndBlur(
        captureRect, sigma: Self.blurSigma(for: item), from: content, for: item.nodeID, log: &log)
      own = pixels
      backdrop = Backdrop(
        pixels: pixels.baseAddress!, originX: captureRect.x, originY: captureRect.y,
        width: captureRect.width, height: captureRect.height)
    }
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
    log.statistics.glassDraws += 1
    log.statistics.shadedPixels += paintRect.area
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
