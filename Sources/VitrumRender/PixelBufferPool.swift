/// Reusable buffers for captures, blur scratch and the shaders' tables, so steady-state frames allocate
/// nothing for glass. Buffers only grow; a renderer holds one pool per element type.
final class BufferPool<Element> {
  private var free: [UnsafeMutableBufferPointer<Element>] = []

  /// A buffer of at least `count` elements (contents undefined).
  func acquire(_ count: Int) -> UnsafeMutableBufferPointer<Element> {
    if let index = free.firstIndex(where: { $0.count >= count }) {
      return free.remove(at: index)
    }
    return UnsafeMutableBufferPointer<Element>.allocate(capacity: max(count, 1))
  }

  /// Returns a buffer for reuse.
  func release(_ buffer: UnsafeMutableBufferPointer<Element>) {
    free.append(buffer)
    free.sort { $0.count < $1.count }
  }

  deinit {
    for buffer in free { buffer.deallocate() }
  }
}

/// Pixel buffers (premultiplied ARGB32): captures and the blur's scratch.
typealias PixelBufferPool = BufferPool<UInt32>

/// Reusable Cairo surfaces by exact size: glass shapes of the same size in consecutive frames reuse their
/// output surfaces.
final class SurfacePool {
  private var free: [Int: [ImageSurface]] = [:]
  /// Surfaces kept per size; beyond this they are released (bounded memory for scenes with many sizes).
  static let perSizeLimit = 8

  func acquire(width: Int, height: Int) -> ImageSurface? {
    let key = width << 32 | height
    if var list = free[key], let surface = list.popLast() {
      free[key] = list
      return surface
    }
    return ImageSurface(width: width, height: height)
  }

  func release(_ surface: ImageSurface) {
    let key = surface.width << 32 | surface.height
    var list = free[key, default: []]
    if list.count < Self.perSizeLimit { list.append(surface) }
    free[key] = list
  }
}
