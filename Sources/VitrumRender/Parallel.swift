import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

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
  // Four bands per thread balance uneven rows (glass edges cost more than flat interiors). As items of
  // `forEachItem`, whose workers leave together rather than one sleeping in a join.
  let pieces = min(count, bands * 4)
  forEachItem(count: pieces, workers: bands) { i, _ in
    let start = count * i / pieces
    let end = count * (i + 1) / pieces
    if start < end { body(start..<end) }
  }
}

/// Runs `body(item, worker)` for every item of `0..<count` on up to `workers` cores, each worker taking
/// the next item as soon as it is done with its last, so items of uneven cost keep every core busy.
/// `worker` (in `0..<workers`) names the caller's per-core scratch: no two items run on one worker at
/// once. Items are handed out in increasing order, so an item may wait for an earlier one (`Completions`):
/// that one is already running on another core, or done.
///
/// A worker that runs out of items yields until every worker that started has run out too, so that all
/// leave together: left to `concurrentPerform`'s own join, a caller that ran out first went to sleep and
/// was woken about ten times later than this way (docs/benchmarks.md, *Threads: leaving together*). A
/// worker that has not started when the others run out finds no item and leaves at once: none waits for
/// a worker that may never start.
func forEachItem(count: Int, workers: Int, _ body: @Sendable (_ item: Int, _ worker: Int) -> Void) {
  guard count > 0 else { return }
  let workers = max(1, min(workers, count))
  if workers == 1 {
    for i in 0..<count { body(i, 0) }
    return
  }
  let next = Atomic<Int>(0)
  // Workers that started and still take items.
  let active = Atomic<Int>(0)
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    active.wrappingAdd(1, ordering: .relaxed)
    while true {
      let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard i < count else { break }
      body(i, worker)
    }
    active.wrappingSubtract(1, ordering: .releasing)
    while active.load(ordering: .acquiring) > 0 { sched_yield() }
  }
}

/// A pointer that may be shared with concurrent bands that write disjoint rows.
struct SharedPointer<T>: @unchecked Sendable {
  let base: UnsafeMutablePointer<T>
}

/// Items of a queue that other items wait for: each is finished once, by the core that did it, and
/// waited for by any core that needs its results — which the finishing store releases and the waiting
/// load acquires. Items wait only for items earlier in the queue (`forEachItem` hands them out in
/// order), all already taken by a core that is running them, so a wait is never for ever.
final class Completions: @unchecked Sendable {
  // @unchecked: the flags are atomics; the memory is owned here.
  private let flags: UnsafeMutablePointer<Atomic<Bool>>
  private let count: Int

  init(count: Int) {
    self.count = count
    flags = .allocate(capacity: max(count, 1))
    for i in 0..<count { (flags + i).initialize(to: Atomic(false)) }
  }

  deinit {
    flags.deinitialize(count: count)
    flags.deallocate()
  }

  /// Marks item `i` finished: what its core wrote before is visible to any core that waits for it.
  func finish(_ i: Int) { flags[i].store(true, ordering: .releasing) }

  /// Returns once item `i` is finished, giving the core to others meanwhile.
  func wait(for i: Int) {
    while !flags[i].load(ordering: .acquiring) { sched_yield() }
  }
}
