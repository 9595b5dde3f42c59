import VitrumGeometry

/// Median milliseconds of `runs` timings of each body, after one untimed run of each (buffers touched,
/// code paged in). The bodies are interleaved run by run, so drift on a shared machine hits them alike;
/// `prepare` runs untimed before every timed body (to evict a cache, say). The kernels' benchmarks share it.
package func interleavedMedianMilliseconds(
  runs: Int, prepare: () -> Void = {}, _ bodies: [() -> Void]
) -> [Double] {
  for body in bodies { body() }
  var samples = [[Double]](repeating: [], count: bodies.count)
  for _ in 0..<runs {
    for (i, body) in bodies.enumerated() {
      prepare()
      let start = ContinuousClock.now
      body()
      samples[i].append((ContinuousClock.now - start).inMilliseconds)
    }
  }
  return samples.map { s in s.sorted()[s.count / 2] }
}
