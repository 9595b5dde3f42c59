import CCairo
import Foundation

/// A Cairo image surface in premultiplied ARGB32 (one native-endian `UInt32` per pixel, alpha in the top
/// byte), owned by this object.
public final class ImageSurface: @unchecked Sendable {
  // @unchecked: the surface is only mutated by the renderer that owns it; once handed out as a frame it is
  // read-only.
  let handle: OpaquePointer
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes per row (Cairo may pad rows).
  public let stride: Int

  /// Creates a transparent surface; nil when Cairo cannot allocate it.
  public init?(width: Int, height: Int) {
    guard width > 0, height > 0, width <= 32767, height <= 32767,
      let surface = Self.valid(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!)
    else { return nil }
    self.handle = surface
    self.width = width
    self.height = height
    self.stride = Int(cairo_image_surface_get_stride(surface))
  }

  /// A surface holding rows of premultiplied ARGB32 pixels (`width` × `height`, no padding); nil when the
  /// count does not match or Cairo cannot allocate it.
  public convenience init?(pixels: [UInt32], width: Int, height: Int) {
    guard width > 0, height > 0, pixels.count == width * height else { return nil }
    self.init(width: width, height: height)
    withPixels { base, rowPixels in
      pixels.withUnsafeBufferPointer { source in
        for y in 0..<height {
          (base + y * rowPixels).update(from: source.baseAddress! + y * width, count: width)
        }
      }
    }
    cairo_surface_mark_dirty(handle)
  }

  /// A surface over pixels someone else owns (`PixelBuffer`): Cairo and the kernels draw straight into
  /// them, and destroying the surface leaves them alone. Nil when Cairo refuses the layout.
  init?(viewing base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
    guard width > 0, height > 0, width <= 32767, height <= 32767, bytesPerRow <= Int(Int32.max) else {
      return nil
    }
    let created = cairo_image_surface_create_for_data(
      base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
      Int32(bytesPerRow))!
    guard let surface = Self.valid(created) else { return nil }
    self.handle = surface
    self.width = width
    self.height = height
    self.stride = bytesPerRow
  }

  /// A surface Cairo created, or nil (and the surface destroyed) when Cairo could not make it.
  private static func valid(_ surface: OpaquePointer) -> OpaquePointer? {
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }

  /// Adopts a surface Cairo created (e.g. by decoding a PNG), converting it to ARGB32 if needed.
  init?(adopting surface: OpaquePointer) {
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    let w = Int(cairo_image_surface_get_width(surface))
    let h = Int(cairo_image_surface_get_height(surface))
    if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
      self.handle = surface
    } else {
      // RGB24 and A8 PNGs: paint onto a fresh ARGB32 surface so every kernel sees one format.
      let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
      let cr = cairo_create(converted)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_paint(cr)
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
      self.handle = converted
    }
    self.width = w
    self.height = h
    self.stride = Int(cairo_image_surface_get_stride(handle))
  }

  deinit { cairo_surface_destroy(handle) }

  /// Tells Cairo the surface has been drawn on, before anything is. Cairo draws the first operation on a
  /// surface it knows to be clear with SOURCE instead of OVER (the same result, rounded differently, a
  /// level apart at partial coverage), so which command came first would decide a pixel: an incremental
  /// frame, which skips what it does not redraw, would then differ from a complete one. Marked, every
  /// surface a frame draws on composites alike.
  func markDrawnOn() { cairo_surface_mark_dirty(handle) }

  /// Runs `body` with the pixels as rows of `UInt32`; call after Cairo drew and before Cairo draws again.
  func withPixels<R>(_ body: (UnsafeMutablePointer<UInt32>, _ rowPixels: Int) throws -> R) rethrows -> R {
    cairo_surface_flush(handle)
    let data = cairo_image_surface_get_data(handle)!
    let result = try data.withMemoryRebound(to: UInt32.self, capacity: height * stride / 4) {
      try body($0, stride / 4)
    }
    cairo_surface_mark_dirty(handle)
    return result
  }

  /// Runs `body` with the pixels as rows of `UInt32` to read, from any thread, while nothing draws on the
  /// surface (a frame once handed out). Unlike `withPixels` it changes nothing, not even Cairo's
  /// bookkeeping: image surfaces draw synchronously into their memory, so a finished frame needs no flush,
  /// and flushing (which detaches Cairo's snapshots) from another thread while the renderer copies the
  /// same surface would race.
  public func withPixelsForReading<R, E: Error>(
    _ body: (UnsafePointer<UInt32>, _ rowPixels: Int) throws(E) -> R
  ) throws(E) -> R {
    let data = cairo_image_surface_get_data(handle)!
    let result = data.withMemoryRebound(to: UInt32.self, capacity: height * stride / 4) { pixels in
      Result { () throws(E) -> R in try body(pixels, stride / 4) }
    }
    return try result.get()
  }

  /// Whether two surfaces hold the same size and pixels; reads them as `withPixelsForReading` does.
  public func hasSamePixels(as other: ImageSurface) -> Bool {
    guard width == other.width, height == other.height else { return false }
    return withPixelsForReading { a, aRow in
      other.withPixelsForReading { b, bRow in
        (0..<height).allSatisfy { y in memcmp(a + y * aRow, b + y * bRow, width * 4) == 0 }
      }
    }
  }

  /// The pixel at a position as premultiplied ARGB32.
  public func pixel(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the surface")
    return withPixels { $0[y * $1 + x] }
  }

  /// A copy of all pixels, row by row without padding.
  public func pixelArray() -> [UInt32] {
    withPixels { base, rowPixels in
      var out = [UInt32](repeating: 0, count: width * height)
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<height {
          (dst.baseAddress! + y * width).update(from: base + y * rowPixels, count: width)
        }
      }
      return out
    }
  }
}
