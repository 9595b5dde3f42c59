extension DownsampledBlur {
  /// Columns processed together by one vertical pass: the pass's bookkeeping (reflection, ring slots) is
  /// per row and shared by the lanes. 16 four-channel floats are 256 bytes per row, so a strip's ring and
  /// running sums stay in L1 for radii up to ~20.
  static let lanes = 16

  /// The least work, in device pixels read, worth a band of its own. Split in two, a 200 × 120 card with
  /// its margin at scale 1 (49 k pixels) took 0.088 ms against 0.064 ms on one thread; 1080p (2 M) ran
  /// 1.7–1.9× faster on two threads.
  static let minimumBandPixels = 65_536

  /// Captures, reduces and blurs `source`.
  ///
  /// - Parameters:
  ///   - pixels: the surface's pixel at device (0, 0), premultiplied ARGB32, `rowPixels` per row; only
  ///     `source` is read.
  ///   - scratch: `scratchCount` words, 16-byte aligned (a `PixelBufferPool` buffer is: it comes from
  ///     `malloc`, which aligns to 16 on 64-bit Linux).
  ///   - output: `pixelCount` pixels: the blurred coarse grid, row by row, premultiplied ARGB32.
  ///   - threads: cores to use; the output is the same for every count (every line is computed whole by
  ///     one band, in the same order).
  func run(
    from pixels: UnsafePointer<UInt32>, rowPixels: Int, scratch: UnsafeMutablePointer<UInt32>,
    into output: UnsafeMutablePointer<UInt32>, threads: Int
  ) {
    guard !grid.isEmpty else { return }
    scratch.withMemoryRebound(to: SIMD4<Float>.self, capacity: grid.area) { image in
      let image = SharedPointer(base: image)
      let out = SharedPointer(base: output)
      let source = SharedPointer(base: UnsafeMutablePointer(mutating: pixels))
      // A band reads at least `minimumBandPixels` device pixels: below that, waking a second core costs
      // more than it saves.
      let perRow = max(1, grid.width * factor * factor)
      let perColumn = max(1, grid.height * factor * factor)
      let rowBand = max(8, (Self.minimumBandPixels + perRow - 1) / perRow)
      let columnBand = max(Self.lanes, (Self.minimumBandPixels + perColumn - 1) / perColumn)
      forEachBand(count: grid.height, threads: threads, minimumBand: rowBand) { rows in
        self.reduceRows(rows, from: source.base, rowPixels: rowPixels, into: image.base)
      }
      forEachBand(count: grid.width, threads: threads, minimumBand: columnBand) { columns in
        self.blurColumns(columns, of: image.base, into: out.base)
      }
    }
  }

  /// Averages the blocks of coarse rows `rows` into `image` and blurs each row horizontally while it is
  /// in cache, ping-ponging between the image's row and a row of scratch (the last pass lands in the
  /// image).
  func reduceRows(
    _ rows: Range<Int>, from pixels: UnsafeMutablePointer<UInt32>, rowPixels: Int,
    into image: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let width = grid.width
    withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: width) { buffer in
      let spare = buffer.baseAddress!
      for j in rows {
        let row = image + j * width
        switch horizontal {
        case .identity:
          reduceRow(j, from: pixels, rowPixels: rowPixels, into: row)
          if quantum > 1.0 / 256 { Self.roundLine(row, count: width) }
        case .mean:
          reduceRow(j, from: pixels, rowPixels: rowPixels, into: row)
          Self.meanLine(row, count: width)
        case .boxes(let box):
          // With an odd number of passes the reduction goes to the spare row, so the last pass ends in
          // the image.
          var (from, to) = passes % 2 == 1 ? (spare, row) : (row, spare)
          reduceRow(j, from: pixels, rowPixels: rowPixels, into: from)
          if quantum > 1.0 / 256 { Self.roundLine(from, count: width) }
          for _ in 0..<passes {
            Self.boxLine(from, to, count: width, box: box)
            swap(&from, &to)
          }
        }
      }
    }
  }

  /// Blurs coarse columns `columns` vertically, 16 at a time, and writes them packed into `output`.
  func blurColumns(
    _ columns: Range<Int>, of image: UnsafeMutablePointer<SIMD4<Float>>,
    into output: UnsafeMutablePointer<UInt32>
  ) {
    let width = grid.width
    let height = grid.height
    var slots = 0
    if case .boxes(let box) = vertical { slots = box.radius + 2 }
    // One running sum per lane, then the ring: (radius + 2) rows of lanes.
    withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: (slots + 1) * Self.lanes) { buffer in
      let sums = buffer.baseAddress!
      let ring = sums + Self.lanes
      for start in stride(from: columns.lowerBound, to: columns.upperBound, by: Self.lanes) {
        let strip = Strip(
          image: image + start, packed: output + start, rowStep: width,
          lanes: min(Self.lanes, columns.upperBound - start))
        switch vertical {
        case .identity:
          strip.pack(count: height, quantum: quantum)
        case .mean:
          strip.mean(count: height, quantum: quantum, sums: sums)
        case .boxes(let box):
          for pass in 0..<passes {
            strip.boxPass(
              count: height, box: box, quantum: quantum, ring: ring, sums: sums, packs: pass == passes - 1)
          }
        }
      }
    }
  }
}
