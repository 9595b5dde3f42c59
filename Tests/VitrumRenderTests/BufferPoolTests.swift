import Testing
import VitrumGeometry

@testable import VitrumRender

/// The buffer pool hands out the smallest free buffer that fits, whatever order buffers come back in, and
/// allocates only when none fits.
@Suite struct BufferPoolTests {
  @Test func smallestFittingBufferWhateverTheReleaseOrder() {
    let pool = BufferPool<UInt32>()
    let sizes = [64, 8, 512, 32, 8, 128, 1024, 16]
    var rng = SeededRandom(seed: 3)
    let buffers = sizes.map { pool.acquire($0) }
    #expect(buffers.map(\.count) == sizes)
    // Back in a shuffled order.
    var order = Array(buffers.indices)
    for i in order.indices.reversed() { order.swapAt(i, rng.index(i + 1)) }
    for i in order { pool.release(buffers[i]) }
    // Each request gets the smallest free buffer of at least its size, the same one a scan of all
    // the free buffers would pick.
    var free = sizes
    var taken: [UnsafeMutableBufferPointer<UInt32>] = []
    defer { for buffer in taken { pool.release(buffer) } }
    for request in [30, 8, 9, 600, 1, 64, 100] {
      let buffer = pool.acquire(request)
      let best = free.filter { $0 >= request }.min()
      if let best {
        #expect(buffer.count == best, "request \(request)")
        free.remove(at: free.firstIndex(of: best)!)
        #expect(buffers.contains { $0.baseAddress == buffer.baseAddress }, "request \(request): a new buffer")
        taken.append(buffer)
      } else {
        #expect(buffer.count == request, "request \(request)")
        #expect(!buffers.contains { $0.baseAddress == buffer.baseAddress })
        buffer.deallocate()
      }
    }
  }
}
