extension DownsampledBlur {
  /// Up to `lanes` adjacent columns of the coarse image, blurred down their length together: each row's
  /// bookkeeping (reflection, ring slots) is shared by the lanes, and each lane's reads are contiguous.
  struct Strip {
    /// Row 0, lane 0 of the four-channel float image.
    let image: UnsafeMutablePointer<SIMD4<Float>>
    /// Row 0, lane 0 of the packed output.
    let packed: UnsafeMutablePointer<UInt32>
    /// Elements from one row to the next, in both.
    let rowStep: Int
    let lanes: Int

    /// One extended-box pass down the strip's `count` rows: in place, rounded to whole units (see
    /// `boxLine`), or, when `packs`, into `packed` (leaving the image as it was; `quantum` levels per
    /// unit). A running sum per lane, exact; in place, each row's original values are
    /// kept in `ring` (radius + 2 rows of lanes) until the window has passed them. Edges reflect; the
    /// radius must be below `count`.
    func boxPass(
      count n: Int, box: ExtendedBox, quantum: Float, ring: UnsafeMutablePointer<SIMD4<Float>>,
      sums: UnsafeMutablePointer<SIMD4<Float>>, packs: Bool
    ) {
      let r = box.radius
      let slots = r + 2
      let alpha = box.endWeight
      let scale = box.scale
      let levels = scale * quantum
      let lanes = lanes
      @inline(__always) func reflect(_ k: Int) -> Int { k < 0 ? -1 - k : (k >= n ? 2 * n - 1 - k : k) }
      for l in 0..<lanes { sums[l] = .zero }
      for k in -r...r {
        let row = image + reflect(k) &* rowStep
        for l in 0..<lanes { sums[l] += row[l] }
      }
      var slot = 0
      for y in 0..<n {
        // The original row k: already overwritten, so in the ring, when k < y; row y goes to `slot`, so
        // row k (at most radius + 1 back) is `y − k` slots before it — no division per read.
        @inline(__always) func original(_ k: Int) -> UnsafeMutablePointer<SIMD4<Float>> {
          guard !packs && k < y else { return image + k &* rowStep }
          let back = slot - (y - k)
          return ring + (back < 0 ? back + slots : back) &* lanes
        }
        let low = original(reflect(y - r - 1))
        let leaving = original(reflect(y - r))
        let high = original(reflect(y + r + 1))
        if packs {
          let target = packed + y &* rowStep
          for l in 0..<lanes {
            let s = sums[l]
            let entering = high[l]
            sums[l] = s + (entering - leaving[l])
            target[l] = DownsampledBlur.pack((s + alpha * (low[l] + entering)) * levels)
          }
        } else {
          let current = image + y &* rowStep
          let saved = ring + slot &* lanes
          for l in 0..<lanes {
            let s = sums[l]
            let entering = high[l]
            sums[l] = s + (entering - leaving[l])
            saved[l] = current[l]
            current[l] = DownsampledBlur.rounded((s + alpha * (low[l] + entering)) * scale)
          }
          slot = slot + 1 == slots ? 0 : slot + 1
        }
      }
    }

    /// Writes every lane's mean down the strip (a blur taller than the strip), packed; `quantum` levels
    /// per unit.
    func mean(count n: Int, quantum: Float, sums: UnsafeMutablePointer<SIMD4<Float>>) {
      for l in 0..<lanes { sums[l] = .zero }
      for k in 0..<n {
        let row = image + k &* rowStep
        for l in 0..<lanes { sums[l] += row[l] }
      }
      let scale = quantum / Float(n)
      for l in 0..<lanes { sums[l] *= scale }
      for k in 0..<n {
        let target = packed + k &* rowStep
        for l in 0..<lanes { target[l] = DownsampledBlur.pack(sums[l]) }
      }
    }

    /// Writes the strip packed, unchanged; `quantum` levels per unit.
    func pack(count n: Int, quantum: Float) {
      for k in 0..<n {
        let row = image + k &* rowStep
        let target = packed + k &* rowStep
        for l in 0..<lanes { target[l] = DownsampledBlur.pack(row[l] * quantum) }
      }
    }
  }
}
