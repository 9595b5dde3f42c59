import CCairo

/// Pixels a caller owns that a renderer draws into: `height` rows of `width` premultiplied ARGB32 pixels
/// (one native-endian 32-bit word per pixel, alpha in the top byte: Cairo's `CAIRO_FORMAT_ARGB32`, which
/// GTK, SDL's `ARGB8888` and most windowing toolkits take as is), each row starting `bytesPerRow` bytes
/// after the one above.
///
/// The buffer may be larger than a frame: a frame of w × h device pixels is drawn into its top-left
/// w × h pixels and the rest is left alone. The caller keeps the memory alive and unchanged for as long
/// as the renderer may draw into it, and must not read or write it while a render into it runs.
public struct PixelBuffer: @unchecked Sendable {
  // @unchecked: a view of memory, like UnsafeMutableRawPointer; who may touch it when is the contract above.

  /// Why a buffer cannot be drawn into.
  public enum Problem: String, Hashable, Sendable {
    /// The row length is shorter than a row of pixels, or not a multiple of 4 bytes.
    case stride
    /// The buffer has fewer rows or columns than the frame, or none.
    case tooSmall
    /// The address is not a multiple of 4 (pixels are 32-bit words).
    case alignment
  }

  /// The first byte of the top row.
  public let base: UnsafeMutableRawPointer
  /// Pixels per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Bytes from the start of one row to the next.
  public let bytesPerRow: Int

  /// A buffer; throws `RenderError.buffer` when the layout cannot hold ARGB32 rows.
  public init(base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) throws(RenderError) {
    guard width > 0, height > 0 else {
      throw .buffer(.tooSmall, "a buffer of \(width)×\(height) pixels holds nothing")
    }
    guard width <= Int.max / 4, bytesPerRow >= width * 4, bytesPerRow % 4 == 0 else {
      throw .buffer(
        .stride,
        "a row of \(width) ARGB32 pixels takes at least \(width * 4) bytes, in a whole number of 32-bit "
          + "words; the row length given is \(bytesPerRow) bytes")
    }
    guard Int(bitPattern: base) % 4 == 0 else {
      throw .buffer(.alignment, "the buffer's address \(base) is not a multiple of 4")
    }
    self.base = base
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
  }

  /// What tells one buffer from another: the renderer draws only what changed over the frame it drew last
  /// into the same memory laid out the same way.
  struct Identity: Hashable {
    var address: Int
    var bytesPerRow: Int
  }

  var identity: Identity { Identity(address: Int(bitPattern: base), bytesPerRow: bytesPerRow) }

  /// Checks that a frame of `width` × `height` pixels fits.
  func check(fits width: Int, _ height: Int) throws(RenderError) {
    guard width <= self.width, height <= self.height else {
      throw .buffer(
        .tooSmall,
        "the frame is \(width)×\(height) pixels and the buffer \(self.width)×\(self.height)")
    }
  }

  /// A surface over the buffer's top-left `width` × `height` pixels.
  func surface(width: Int, height: Int) throws(RenderError) -> ImageSurface {
    try check(fits: width, height)
    guard let surface = ImageSurface(viewing: base, width: width, height: height, bytesPerRow: bytesPerRow)
    else {
      throw .buffer(.stride, "Cairo refuses a \(width)×\(height) surface with rows of \(bytesPerRow) bytes")
    }
    return surface
  }
}

extension ImageSurface {
  /// Sets every pixel to transparent black: a caller's buffer holds whatever it held before, where a
  /// new surface starts clear.
  func clear() {
    withPixels { base, rowPixels in
      for y in 0..<height { (base + y * rowPixels).update(repeating: 0, count: width) }
    }
  }
}

extension ImageSurface {
  /// Reads the pixels in place, without copying them: `height` rows of `stride` bytes, each row `width`
  /// premultiplied ARGB32 pixels (one native-endian 32-bit word each). The bytes are valid only during
  /// `body`, and must not be written.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    cairo_surface_flush(handle)
    let data = UnsafeRawPointer(cairo_image_surface_get_data(handle)!)
    return try body(UnsafeRawBufferPointer(start: data, count: height * stride))
  }
}
