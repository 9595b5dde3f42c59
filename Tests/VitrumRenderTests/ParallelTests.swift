import Synchronization
import Testing

@testable import VitrumRender

/// `forEachItem`: every item runs once, items may wait for earlier ones, and the workers leave together
/// (each waits for the others that started) without waiting for one that never starts — more workers than
/// cores, or than items, must still finish.
@Suite struct ParallelTests {
  @Test(arguments: [1, 2, 3, 8])
  func everyItemRunsOnceOnAWorkerInRange(workers: Int) {
    for count in [1, 2, 3, 7, 64, 301] {
      let runs = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: count)
      for i in 0..<count { (runs + i).initialize(to: Atomic(0)) }
      defer {
        runs.deinitialize(count: count)
        runs.deallocate()
      }
      let outOfRange = Atomic<Int>(0)
      let shared = Counters(base: runs)
      forEachItem(count: count, workers: workers) { item, worker in
        shared.base[item].wrappingAdd(1, ordering: .relaxed)
        if worker < 0 || worker >= max(1, min(workers, count)) {
          outOfRange.wrappingAdd(1, ordering: .relaxed)
        }
      }
      var wrong = 0
      for i in 0..<count where runs[i].load(ordering: .relaxed) != 1 { wrong += 1 }
      #expect(wrong == 0, "\(workers) workers, \(count) items: \(wrong) items did not run exactly once")
      #expect(outOfRange.load(ordering: .relaxed) == 0)
    }
  }

  /// Each item waits for the one before it (the worst chain the queue allows): the queue still finishes
  /// and the items complete in order.
  @Test(arguments: [2, 3, 8])
  func itemsWaitingForEarlierOnesFinish(workers: Int) {
    let count = 200
    let done = Completions(count: count)
    let order = Atomic<Int>(0)
    let misordered = Atomic<Int>(0)
    forEachItem(count: count, workers: workers) { item, _ in
      if item > 0 { done.wait(for: item - 1) }
      if order.wrappingAdd(1, ordering: .relaxed).oldValue != item {
        misordered.wrappingAdd(1, ordering: .relaxed)
      }
      done.finish(item)
    }
    #expect(order.load(ordering: .relaxed) == count)
    #expect(misordered.load(ordering: .relaxed) == 0)
  }
}

/// Counters the items of a test write, one each.
private struct Counters: @unchecked Sendable {
  let base: UnsafeMutablePointer<Atomic<Int>>
}
