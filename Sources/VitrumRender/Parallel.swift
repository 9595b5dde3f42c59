import Dispatch
import Synchronization

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

/// Runs `body(item, worker)` for every item of `0..<count` on up to `workers` cores, each worker taking
/// the next item as soon as it is done with its last, so items of uneven cost keep every core busy.
/// `worker` (in `0..<workers`) names the caller's per-core scratch: no two items run on one worker at
/// once. Items must not depend on each other's order.
func forEachItem(count: Int, workers: Int, _ body: @Sendable (_ item: Int, _ worker: Int) -> Void) {
  guard count > 0 else { return }
  let workers = max(1, min(workers, count))
  if workers == 1 {
    for i in 0..<count { body(i, 0) }
    return
  }
  let next = Atomic<Int>(0)
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    while true {
      let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard i < count else { return }
      body(i, worker)
    }
  }
}

/// A pointer that may be shared with concurrent bands that write disjoint rows.
struct SharedPointer<T>: @unchecked Sendable {
  let base: UnsafeMutablePointer<T>
}
