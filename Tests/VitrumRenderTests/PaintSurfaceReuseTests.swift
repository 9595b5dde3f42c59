import CCairo
import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// `PaintSurfaces` paints a moving image or gradient into the memory of surfaces its earlier positions
/// left: the pixels must be those of a fresh surface, byte for byte, whatever the reused one held.
@Suite struct PaintSurfaceReuseTests {
  /// A translucent image of generated pixels (premultiplied).
  static func image(width: Int, height: Int, random: inout SeededRandom) -> ImageSurface {
    let pixels = (0..<(width * height)).map { _ -> UInt32 in
      let a = random.unit() < 0.3 ? 255 : UInt32(random.unit() * 256) & 0xFF
      func channel() -> UInt32 { UInt32(random.unit() * Double(a + 1)) & 0xFF }
      return a << 24 | min(channel(), a) << 16 | min(channel(), a) << 8 | min(channel(), a)
    }
    return ImageSurface(pixels: pixels, width: width, height: height)!
  }

  /// The image painted as before reuse: a fresh surface, the image drawn OVER it with padded edges.
  static func fresh(_ image: ImageSurface, frame: Rect, transform: AffineMatrix, bounds: PixelRect)
    -> [UInt32]
  {
    let surface = ImageSurface(width: bounds.width, height: bounds.height)!
    let context = CairoContext(surface: surface)
    context.setTransform(transform.then(.translation(-Double(bounds.x), -Double(bounds.y))))
    cairo_save(context.cr)
    cairo_translate(context.cr, frame.minX, frame.minY)
    cairo_scale(context.cr, frame.width / Double(image.width), frame.height / Double(image.height))
    cairo_set_source_surface(context.cr, image.handle, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(context.cr), CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(cairo_get_source(context.cr), CAIRO_EXTEND_PAD)
    cairo_paint(context.cr)
    cairo_restore(context.cr)
    return surface.pixelArray()
  }

  /// Generated images drifting by fractional offsets at generated scales, painted through one
  /// `PaintSurfaces` whose byte limit forces reuse, against fresh surfaces; a gradient moving alongside
  /// reuses its surfaces too.
  @Test func reusedSurfacesComeOutAsFreshOnes() {
    var random = SeededRandom(seed: 2028)
    let paints = PaintSurfaces()
    let image = Self.image(width: 37, height: 23, random: &random)
    let glow = Fill.radialGradient(
      center: Point(20, 14), radius: 18,
      stops: [GradientStop(0, Color(hex: "#F0C060E6")!), GradientStop(1, Color(hex: "#F0C06000")!)])
    for step in 0..<40 {
      // Bounds of one size (a drifting canvas-sized backdrop), of which the limit keeps few.
      let bounds = PixelRect(x: step % 3, y: 0, width: 1200, height: 1100)
      let frame = Rect(x: -3, y: -2, width: 700, height: 640)
      let scale = [1.0, 1.7, 2.5][step % 3]
      let transform = AffineMatrix.translation(random.unit() * 9 - 4, random.unit() * 9 - 4)
        .then(.scale(scale, scale * 0.9))
      let key = PaintSurfaces.Key(
        content: .image(path: "generated", frame: frame), transform: transform, bounds: bounds)
      let painted = paints.surface(for: key) { $0.paintImage(image, in: frame) }!
      #expect(
        painted.pixelArray() == Self.fresh(image, frame: frame, transform: transform, bounds: bounds),
        "step \(step)")
      let glowBounds = PixelRect(x: 0, y: 0, width: 64, height: 48)
      let glowTransform = AffineMatrix.translation(random.unit() * 6, random.unit() * 6)
      let gradient = paints.surface(
        for: .init(content: .gradient(glow, alpha: 1), transform: glowTransform, bounds: glowBounds)
      ) { context in
        DitheredGradient.paint(
          glow, alpha: 1, transform: glowTransform, origin: (0, 0), into: context.surface)
      }!
      let expected = ImageSurface(width: 64, height: 48)!
      DitheredGradient.paint(glow, alpha: 1, transform: glowTransform, origin: (0, 0), into: expected)
      #expect(gradient.pixelArray() == expected.pixelArray(), "gradient, step \(step)")
    }
    #expect(paints.reuses > 20, "surfaces were reused \(paints.reuses) times")
  }
}
