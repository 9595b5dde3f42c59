import Dispatch

/// Splits `0..<count` into contiguous bands and runs them on up to `threads` cores.
///
/// Every kernel computes each output pixel from inputs alone, so the result is identical for any number
/// of threads; bands only change who computes which rows.
func forEachBand(
  count: Int, threads: Int, minimumBand: Int = 16, _ body: @Sendable (Range<Int>) -> Void
) {
  guard count > 0 else { return }
  let bands = max(1, min(threads, (count + minimumBand - 1) / minimumBand))
  if bands == 1 {
    body(0..<count)
    return
  }
  // Four bands per thread balance uneven rows (glass edges cost more than flat interiors).
  let pieces = min(count, bands * 4)
  DispatchQueue.concurrentPerform(iterations: pieces) { i in
    let start = count * i / pieces
    let end = count * (i + 1) / pieces
    if start < end { body(start..<end) }
  }
}

/// A pointer that may be shared with concurrent bands that write disjoint rows.
struct SharedPointer<T>: @unchecked Sendable {
  let base: UnsafeMutablePointer<T>
}
