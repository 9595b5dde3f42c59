/// Reusable pixel buffers for captures and blur scratch space, so steady-state frames allocate nothing
/// for glass. Buffers only grow; a renderer holds one pool.
final class PixelBufferPool {
  private var free: [UnsafeMutableBufferPointer<UInt32>] = []

  /// A buffer of at least `count` pixels (contents undefined).
  func acquire(_ count: Int) -> UnsafeMutableBufferPointer<UInt32> {
    if let index = free.firstIndex(where: { $0.count >= count }) {
      return free.remove(at: index)
    }
    return UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(count, 1))
  }

  /// Returns a buffer for reuse.
  func release(_ buffer: UnsafeMutableBufferPointer<UInt32>) {
    free.append(buffer)
    free.sort { $0.count < $1.count }
  }

  deinit {
    for buffer in free { buffer.deallocate() }
  }
}

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
