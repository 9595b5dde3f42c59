extension DownsampledBlur {
  /// The horizontal box passes (two or more) over coarse rows `rows`, in place, two rows at a time: each
  /// pass runs along both rows in one loop, from the row or a spare to a spare or, the last, back into
  /// the row, all within L1.
  ///
  /// Along a row the reads are contiguous (the prefetcher follows them) and the running sums stay in
  /// registers; two rows give the core two independent chains of additions, where one row's chain alone
  /// waits on each addition's latency. Lines as lanes of a `BoxSweep` read 64 rows at a stride instead,
  /// which cost more in misses than the sweep saved (`DownsampledBlurSpeedup`).
  ///
  /// Between passes, a plain box (`BoxSweep.plainWindow`) keeps its values plus 2²³, as the sweep's rings
  /// do; the row itself only ever holds whole units.
  ///
  /// Two rows at a time made the horizontal passes 1.2–1.7× faster than lines as lanes, and the whole blur
  /// 1.2–1.7× (docs/benchmarks.md, *Blur: horizontal passes two rows at a time*).
  ///
  /// The float additions bound the passes: an extended box takes six a position (the sum's two,
  /// low + high, the weighted sum, the rounding's two), a plain box three with the 2²³ offset kept. With
  /// the same six additions the new layout gained 1.1–1.3×, with half of them 1.4–1.8×; the additions,
  /// in the same order, are what the bytes require.
  func blurRowPairs(_ rows: Range<Int>, box: ExtendedBox, of image: UnsafeMutablePointer<SIMD4<Float>>) {
    let width = grid.width
    let plain = BoxSweep.plainWindow(box, units: units)
    withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 4 * width) { buffer in
      let spares = buffer.baseAddress!
      for j in stride(from: rows.lowerBound, to: rows.upperBound, by: 2) {
        let a = image + j * width
        // An odd last row goes through both halves of the loop; the second's output is dropped.
        let b = j + 1 < rows.upperBound ? image + (j + 1) * width : nil
        for pass in 0..<passes {
          let sourceA = pass == 0 ? a : spares + ((pass - 1) % 2) * width
          let sourceB = pass == 0 ? (b ?? a) : spares + (2 + (pass - 1) % 2) * width
          let last = pass == passes - 1
          let targetA = last ? a : spares + (pass % 2) * width
          let targetB = last ? (b ?? spares + (2 + pass % 2) * width) : spares + (2 + pass % 2) * width
          let lines = LinePair(
            sourceA: sourceA, sourceB: sourceB, targetA: targetA, targetB: targetB, count: width)
          if let plain {
            lines.plainPass(
              radius: plain, scale: box.scale, offsetIn: pass == 0 ? 0 : 8_388_608, offsetOut: !last)
          } else {
            lines.boxPass(box)
          }
        }
      }
    }
  }

  /// Two lines passed together: sources and targets distinct, `count` positions each, reflected at both
  /// ends (the window's radius below `count`).
  struct LinePair {
    let sourceA: UnsafeMutablePointer<SIMD4<Float>>
    let sourceB: UnsafeMutablePointer<SIMD4<Float>>
    let targetA: UnsafeMutablePointer<SIMD4<Float>>
    let targetB: UnsafeMutablePointer<SIMD4<Float>>
    let count: Int

    @inline(__always) func reflect(_ k: Int) -> Int {
      k < 0 ? -1 - k : (k >= count ? 2 &* count &- 1 &- k : k)
    }

    /// One extended-box pass: `boxLine`'s arithmetic, operation for operation, on both lines.
    func boxPass(_ box: ExtendedBox) {
      let r = box.radius
      let alpha = box.endWeight
      let scale = box.scale
      let n = count
      var sumA = SIMD4<Float>.zero
      var sumB = SIMD4<Float>.zero
      for k in -r...r {
        sumA += sourceA[reflect(k)]
        sumB += sourceB[reflect(k)]
      }
      var x = 0
      @inline(__always) func edge(upTo end: Int) {
        while x < end {
          let low = reflect(x - r - 1)
          let leaving = reflect(x - r)
          let high = reflect(x + r + 1)
          let enteringA = sourceA[high]
          let enteringB = sourceB[high]
          targetA[x] = rounded((sumA + alpha * (sourceA[low] + enteringA)) * scale)
          targetB[x] = rounded((sumB + alpha * (sourceB[low] + enteringB)) * scale)
          sumA += enteringA - sourceA[leaving]
          sumB += enteringB - sourceB[leaving]
          x += 1
        }
      }
      let interiorEnd = max(r + 1, n - r - 1)
      edge(upTo: min(r + 1, n))
      while x < interiorEnd {
        let enteringA = sourceA[x &+ r &+ 1]
        let enteringB = sourceB[x &+ r &+ 1]
        targetA[x] = rounded((sumA + alpha * (sourceA[x &- r &- 1] + enteringA)) * scale)
        targetB[x] = rounded((sumB + alpha * (sourceB[x &- r &- 1] + enteringB)) * scale)
        sumA += enteringA - sourceA[x &- r]
        sumB += enteringB - sourceB[x &- r]
        x &+= 1
      }
      edge(upTo: n)
    }

    /// One plain-box pass of radius r on both lines. The sources hold units plus `offsetIn` (0 or 2²³),
    /// which differences cancel exactly; the targets get units plus 2²³ when `offsetOut`, else whole
    /// units (`rounded`).
    func plainPass(radius r: Int, scale: Float, offsetIn: Float, offsetOut: Bool) {
      let n = count
      var sumA = SIMD4<Float>.zero
      var sumB = SIMD4<Float>.zero
      for k in -r...r {
        sumA += sourceA[reflect(k)] - offsetIn
        sumB += sourceB[reflect(k)] - offsetIn
      }
      @inline(__always) func store(_ x: Int) {
        if offsetOut {
          targetA[x] = sumA * scale + 8_388_608
          targetB[x] = sumB * scale + 8_388_608
        } else {
          targetA[x] = rounded(sumA * scale)
          targetB[x] = rounded(sumB * scale)
        }
      }
      var x = 0
      @inline(__always) func edge(upTo end: Int) {
        while x < end {
          store(x)
          let leaving = reflect(x - r)
          let entering = reflect(x + r + 1)
          sumA += sourceA[entering] - sourceA[leaving]
          sumB += sourceB[entering] - sourceB[leaving]
          x += 1
        }
      }
      // Positions whose next window lies inside the line move on without reflecting; the last position
      // does not move on (its next window would read past the line).
      let interiorEnd = max(r, n - r - 1)
      edge(upTo: min(r, n - 1))
      if offsetOut {
        while x < interiorEnd {
          targetA[x] = sumA * scale + 8_388_608
          targetB[x] = sumB * scale + 8_388_608
          sumA += sourceA[x &+ r &+ 1] - sourceA[x &- r]
          sumB += sourceB[x &+ r &+ 1] - sourceB[x &- r]
          x &+= 1
        }
      } else {
        while x < interiorEnd {
          targetA[x] = rounded(sumA * scale)
          targetB[x] = rounded(sumB * scale)
          sumA += sourceA[x &+ r &+ 1] - sourceA[x &- r]
          sumB += sourceB[x &+ r &+ 1] - sourceB[x &- r]
          x &+= 1
        }
      }
      edge(upTo: n - 1)
      store(n - 1)
    }
  }
}
