import CCairo
import Foundation
import VitrumIO

/// Why an image could not be read or written.
public struct ImageIOError: Error, CustomStringConvertible, Sendable, Equatable {
  public var path: String
  public var reason: String
  public var description: String { "\(path): \(reason)" }
}

extension ImageSurface {
  /// Images larger than this many pixels on a side are refused before decoding: a hostile PNG header must
  /// not make us allocate gigabytes. 8192 covers a 4K frame at 2×.
  public static let maximumImageSide = 8192

  /// Decodes a PNG file, checking its header's size first.
  public static func loadPNG(path: String) throws(ImageIOError) -> ImageSurface {
    let header: PNGHeader
    do {
      header = try PNGHeader(path: path)
    } catch {
      throw ImageIOError(path: path, reason: error.description)
    }
    guard header.width <= maximumImageSide, header.height <= maximumImageSide else {
      throw ImageIOError(
        path: path,
        reason: "image is \(header.width)×\(header.height), larger than \(maximumImageSide) pixels on a side")
    }
    guard let surface = ImageSurface(adopting: cairo_image_surface_create_from_png(path)) else {
      throw ImageIOError(path: path, reason: "not a readable PNG image")
    }
    return surface
  }

  /// Encodes the surface as PNG bytes.
  public func pngData() -> Data {
    final class Sink { var data = Data() }
    let sink = Sink()
    let context = Unmanaged.passUnretained(sink).toOpaque()
    cairo_surface_flush(handle)
    cairo_surface_write_to_png_stream(
      handle,
      { closure, bytes, length in
        let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
        sink.data.append(bytes!, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }, context)
    return withExtendedLifetime(sink) { sink.data }
  }

  /// Encodes the surface as PNG bytes compressed as asked; `.fast` and `.smallest` decode to the same
  /// pixels. `.fast` may run on any thread while nothing draws on the surface (`withPixelsForReading`).
  public func pngData(compression: PNGCompression) throws(ImageIOError) -> Data {
    switch compression {
    case .smallest:
      return pngData()
    case .fast:
      do {
        return try withPixelsForReading { pixels, rowPixels throws(PNGEncoder.Failure) in
          try PNGEncoder.encode(pixels, width: width, height: height, rowPixels: rowPixels)
        }
      } catch {
        throw ImageIOError(path: "", reason: error.description)
      }
    }
  }

  /// Writes the surface as a PNG file atomically: to a temporary file beside the target, then renamed, so
  /// a reader never sees half a file and a failure leaves any old file untouched. A symbolic link is
  /// written through to its target, a device or FIFO directly, and a path leading to one of `inputs` is
  /// refused (`AtomicFile.write`).
  public func writePNG(
    to path: String, compression: PNGCompression = .smallest, protecting inputs: Set<FileIdentity> = []
  ) throws(ImageIOError) {
    let data: Data
    do {
      data = try pngData(compression: compression)
    } catch {
      throw ImageIOError(path: path, reason: error.reason)
    }
    do {
      try AtomicFile.write(data, to: path, protecting: inputs)
    } catch {
      throw ImageIOError(path: path, reason: error.reason)
    }
  }
}
