extension DownsampledBlur {
  /// Columns a vertical mean or plain packing takes at a time (`Strip`).
  static let lanes = 16

  /// The least work, in device pixels read, worth a band of its own: split in two, a card's capture
  /// (49 k pixels) ran slower than on one thread, while 1080p (2 M) ran 1.7–1.9× faster on two
  /// (docs/benchmarks.md, *Blur: band size*).
  static let minimumBandPixels = 65_536

  /// Captures, reduces and blurs `source`: `reduce`, then `blur`.
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
    reduce(from: pixels, rowPixels: rowPixels, scratch: scratch, threads: threads)
    blur(scratch: scratch, into: output, threads: threads)
  }

  /// A band's least number of rows or columns for `count` lines of `perLine` device pixels' work: a band
  /// covers at least `minimumBandPixels` device pixels — below that, waking a second core costs more than
  /// it saves.
  static func band(perLine: Int, minimum: Int) -> Int {
    max(minimum, (minimumBandPixels + max(1, perLine) - 1) / max(1, perLine))
  }

  /// The blur: the horizontal passes over every row of the image `reduce` left in `scratch`, then the
  /// vertical passes over its columns, written packed into `output`.
  func blur(scratch: UnsafeMutablePointer<UInt32>, into output: UnsafeMutablePointer<UInt32>, threads: Int) {
    guard !grid.isEmpty else { return }
    scratch.withMemoryRebound(to: SIMD4<Float>.self, capacity: grid.area) { image in
      let image = SharedPointer(base: image)
      let out = SharedPointer(base: output)
      // Bands sized by the device pixels behind their lines, as the capture's: the passes' work per coarse
      // pixel is about that of reading its block.
      let rowBand = Self.band(perLine: grid.width * factor * factor, minimum: 8)
      let columnBand = Self.band(perLine: grid.height * factor * factor, minimum: Self.lanes)
      forEachBand(count: grid.height, threads: threads, minimumBand: rowBand) { rows in
        self.blurRows(rows, of: image.base)
      }
      forEachBand(count: grid.width, threads: threads, minimumBand: columnBand) { columns in
        self.blurColumns(columns, of: image.base, into: out.base)
      }
    }
  }

  /// Blurs coarse rows `rows` of the image horizontally, in place: two or more box passes two rows at a
  /// time (`blurRowPairs`), a single one row by row through a spare row.
  func blurRows(_ rows: Range<Int>, of image: UnsafeMutablePointer<SIMD4<Float>>) {
    let width = grid.width
    switch horizontal {
    case .identity: return
    case .mean:
      for j in rows { Self.meanLine(image + j * width, count: width) }
    case .boxes(let box) where passes > 1:
      blurRowPairs(rows, box: box, of: image)
    case .boxes(let box):
      withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: width) { buffer in
        let spare = buffer.baseAddress!
        for j in rows {
          spare.update(from: image + j * width, count: width)
          Self.boxLine(spare, image + j * width, count: width, box: box)
        }
      }
    }
  }

  /// Passes over the coarse image per axis (for the work counters).
  private func passCount(_ axis: AxisBlur) -> Int {
    switch axis {
    case .identity: 0
    case .mean: 1
    case .boxes: passes
    }
  }

  /// Bytes the passes read: the coarse image once per pass (16 bytes a pixel).
  var bytesReadByPasses: Int { grid.area * 16 * (passCount(horizontal) + max(1, passCount(vertical))) }
  /// Bytes the passes write: the image per pass but the last, which writes the packed grid (4 a pixel).
  var bytesWrittenByPasses: Int {
    grid.area * 16 * (passCount(horizontal) + max(1, passCount(vertical)) - 1) + grid.area * 4
  }

  /// Blurs coarse columns `columns` vertically and writes them packed into `output`: the box passes in
  /// one sweep (`sweepColumns`), a mean or a plain packing 16 columns at a time.
  func blurColumns(
    _ columns: Range<Int>, of image: UnsafeMutablePointer<SIMD4<Float>>,
    into output: UnsafeMutablePointer<UInt32>
  ) {
    if case .boxes(let box) = vertical {
      sweepColumns(columns, box: box, image: image, packed: output)
      return
    }
    let width = grid.width
    let height = grid.height
    withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: Self.lanes) { buffer in
      let sums = buffer.baseAddress!
      for start in stride(from: columns.lowerBound, to: columns.upperBound, by: Self.lanes) {
        let strip = Strip(
          image: image + start, packed: output + start, rowStep: width,
          lanes: min(Self.lanes, columns.upperBound - start))
        if vertical == .mean {
          strip.mean(count: height, quantum: quantum, sums: sums)
        } else {
          strip.pack(count: height, quantum: quantum)
        }
      }
    }
  }
}
