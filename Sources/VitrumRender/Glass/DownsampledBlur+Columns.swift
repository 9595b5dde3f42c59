extension DownsampledBlur {
  /// Columns the vertical passes take at a time: 32 four-channel lanes, 512 bytes of each row.
  static let columnChunk = 32

  /// The vertical box passes over coarse columns `columns`, all of them in one sweep down the rows, the
  /// last written packed into `output`; the image is only read.
  ///
  /// Each pass is a stage that keeps a running sum per column and its last 2·radius + 3 output rows in a
  /// ring: a stage makes its row y as soon as the stage before has made row y + radius + 1, so every row
  /// of the image is read once and each pass's rows are read from L1 while still there, where the strips
  /// this replaced went down the image once per pass, wrote it back and copied each row into a ring to
  /// keep its original. The arithmetic per pixel is the strips' (`boxLine`), in the same order: the same
  /// bytes.
  func blurColumnsInOneSweep(
    _ columns: Range<Int>, box: ExtendedBox, of image: UnsafeMutablePointer<SIMD4<Float>>,
    into output: UnsafeMutablePointer<UInt32>
  ) {
    let width = grid.width
    let n = grid.height
    let r = box.radius
    let ringRows = 2 * r + 3
    let chunk = Self.columnChunk
    let stages = passes
    let alpha = box.endWeight
    let scale = box.scale
    let levels = scale * quantum
    let ringCount = (stages - 1) * ringRows * chunk
    withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: ringCount + stages * chunk) { buffer in
      let rings = buffer.baseAddress!
      let sumsBase = rings + ringCount
      withUnsafeTemporaryAllocation(of: Int.self, capacity: stages) { madeBuffer in
        let made = madeBuffer.baseAddress!
        for start in stride(from: columns.lowerBound, to: columns.upperBound, by: chunk) {
          let lanes = min(chunk, columns.upperBound - start)
          for s in 0..<stages { made[s] = 0 }
          @inline(__always) func reflect(_ k: Int) -> Int { k < 0 ? -1 - k : (k >= n ? 2 * n - 1 - k : k) }
          // Stage s reads the image (s = 0) or the ring of stage s − 1.
          @inline(__always) func input(_ s: Int, _ k: Int) -> UnsafeMutablePointer<SIMD4<Float>> {
            s == 0 ? image + (k &* width &+ start) : rings + ((s &- 1) &* ringRows &+ k % ringRows) &* chunk
          }
          func produce(_ s: Int, _ y: Int) {
            let sums = sumsBase + s &* chunk
            if y == 0 {
              for l in 0..<lanes { sums[l] = .zero }
              for k in -r...r {
                let row = input(s, reflect(k))
                for l in 0..<lanes { sums[l] += row[l] }
              }
            }
            let low = input(s, reflect(y - r - 1))
            let leaving = input(s, reflect(y - r))
            let high = input(s, reflect(y + r + 1))
            if s == stages - 1 {
              let target = output + (y &* width &+ start)
              for l in 0..<lanes {
                let sum = sums[l]
                let entering = high[l]
                sums[l] = sum + (entering - leaving[l])
                target[l] = Self.pack((sum + alpha * (low[l] + entering)) * levels)
              }
            } else {
              let target = rings + (s &* ringRows &+ y % ringRows) &* chunk
              for l in 0..<lanes {
                let sum = sums[l]
                let entering = high[l]
                sums[l] = sum + (entering - leaving[l])
                target[l] = Self.rounded((sum + alpha * (low[l] + entering)) * scale)
              }
            }
          }
          // Makes stage s's rows up to `count`, each once the stage before has made what it reads.
          func advance(_ s: Int, to count: Int) {
            while made[s] < count {
              if s > 0 { advance(s - 1, to: min(n, made[s] + r + 2)) }
              produce(s, made[s])
              made[s] += 1
            }
          }
          advance(stages - 1, to: n)
        }
      }
    }
  }
}
