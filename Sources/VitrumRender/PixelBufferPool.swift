/// Reusable buffers for captures, blur scratch and the shaders' tables, so steady-state frames allocate
/// nothing for glass. Buffers only grow; a renderer holds one pool per element type.
final class BufferPool<Element> {
  /// Sorted by size, smallest first.
  private var free: [UnsafeMutableBufferPointer<Element>] = []

  /// The index of the first free buffer of at least `count` elements (`free.count` if none).
  private func firstFitting(_ count: Int) -> Int {
    var low = 0
    var high = free.count
    while low < high {
      let mid = (low + high) / 2
      if free[mid].count < count { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The smallest free buffer of at least `count` elements (contents undefined), or a new one.
  func acquire(_ count: Int) -> UnsafeMutableBufferPointer<Element> {
    let index = firstFitting(count)
    if index < free.count { return free.remove(at: index) }
    return UnsafeMutableBufferPointer<Element>.allocate(capacity: max(count, 1))
  }

  /// Returns a buffer for reuse, in its place by size: a 48-card batch hands back 96 grids and tables at
  /// once, on one core after the others are done, and inserting in place costs less than sorting the
  /// whole list after each (docs/benchmarks.md, *Buffer pool*).
  func release(_ buffer: UnsafeMutableBufferPointer<Element>) {
    free.insert(buffer, at: firstFitting(buffer.count))
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
  private var pooledBytes = 0
  /// Bytes of surfaces kept; beyond this they are released (bounded memory for scenes with many sizes):
  /// 64 MB, two 4K frames. Glass composited through Cairo shades a batch of shapes into surfaces of their
  /// own at once; with at most 8 per size, a grid of 48 cards allocated and cleared 40 new surfaces every
  /// frame.
  static let maximumPooledBytes = 64 << 20

  func acquire(width: Int, height: Int) -> ImageSurface? {
    let key = width << 32 | height
    if var list = free[key], let surface = list.popLast() {
      free[key] = list
      pooledBytes -= Self.bytes(surface)
      return surface
    }
    return ImageSurface(width: width, height: height)
  }

  func release(_ surface: ImageSurface) {
    let size = Self.bytes(surface)
    guard pooledBytes + size <= Self.maximumPooledBytes else { return }
    free[surface.width << 32 | surface.height, default: []].append(surface)
    pooledBytes += size
  }

  static func bytes(_ surface: ImageSurface) -> Int { surface.width * surface.height * 4 }
}
