import CCairo
import Foundation

/// PNG encoding of Cairo image surfaces this module creates itself (charts, difference images).
enum CairoPNG {
  /// A new ARGB32 surface, or a failure naming the size Cairo refused.
  static func makeSurface(width: Int, height: Int) throws(PictureError) -> OpaquePointer {
    guard width > 0, height > 0, width <= 32767, height <= 32767 else {
      throw PictureError(description: "cannot make a \(width)×\(height) px picture")
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw PictureError(description: "cannot allocate a \(width)×\(height) px picture")
    }
    return surface
  }

  /// The surface encoded as PNG bytes.
  static func encode(_ surface: OpaquePointer) throws(PictureError) -> Data {
    final class Sink { var data = Data() }
    let sink = Sink()
    cairo_surface_flush(surface)
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, bytes, length in
        let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
        sink.data.append(bytes!, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else {
      throw PictureError(
        description: "PNG encoding failed: \(String(cString: cairo_status_to_string(status)))")
    }
    return withExtendedLifetime(sink) { sink.data }
  }

  /// Rows of premultiplied ARGB32 pixels (no padding) encoded as PNG bytes.
  static func encode(pixels: [UInt32], width: Int, height: Int) throws(PictureError) -> Data {
    guard pixels.count == width * height else {
      throw PictureError(description: "\(pixels.count) pixels do not make a \(width)×\(height) px picture")
    }
    let surface = try makeSurface(width: width, height: height)
    defer { cairo_surface_destroy(surface) }
    let rowPixels = Int(cairo_image_surface_get_stride(surface)) / 4
    let data = cairo_image_surface_get_data(surface)!
    data.withMemoryRebound(to: UInt32.self, capacity: rowPixels * height) { base in
      pixels.withUnsafeBufferPointer { source in
        for y in 0..<height {
          (base + y * rowPixels).update(from: source.baseAddress! + y * width, count: width)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return try encode(surface)
  }
}
