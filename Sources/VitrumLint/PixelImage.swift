import VitrumRender

/// A rendered frame's pixels (premultiplied ARGB32, row by row) read as colours.
struct PixelImage {
  let width: Int
  let height: Int
  let pixels: [UInt32]

  init(_ surface: ImageSurface) {
    width = surface.width
    height = surface.height
    pixels = surface.pixelArray()
  }

  /// The pixel's colour (sRGB, 0…1) as seen over an opaque `backdrop`: premultiplied channels plus the
  /// backdrop through what the pixel leaves uncovered. A scene without a background shows the system's
  /// light or dark backdrop there.
  func color(x: Int, y: Int, over backdrop: SIMD3<Double>) -> SIMD3<Double> {
    let p = pixels[y * width + x]
    let a = Double(p >> 24) / 255
    let premultiplied = SIMD3(Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF)) / 255
    return premultiplied + backdrop * (1 - a)
  }

  /// The pixel's alpha, 0…1.
  func alpha(x: Int, y: Int) -> Double { Double(pixels[y * width + x] >> 24) / 255 }
}

extension SIMD3 where Scalar == Double {
  /// WCAG 2 relative luminance of this sRGB colour.
  var relativeLuminance: Double { ColorMeasure.relativeLuminance(red: x, green: y, blue: z) }
}
