import Foundation

/// `DownsampledBlur`'s capture and blur as they were before they were made faster (docs/benchmarks.md,
/// *Capture: one straight-line kernel per reduction*), frozen as the reference the identity tests compare
/// the current kernels with byte for byte, and `Tools/bench-kernels` times them against. The plan
/// (reduction, grid, source, boxes, quantum) is the current type's; only what `run` does with it is kept
/// here. Do not optimise this copy: its worth is that it does not change.
struct ReferenceDownsampledBlur {
  let plan: DownsampledBlur

  var factor: Int { plan.factor }
  var grid: PixelRect { plan.grid }
  var source: PixelRect { plan.source }
  var passes: Int { plan.passes }
  var horizontal: DownsampledBlur.AxisBlur { plan.horizontal }
  var vertical: DownsampledBlur.AxisBlur { plan.vertical }
  var quantum: Float { plan.quantum }
  var units: Float { plan.units }

  static func floorDivide(_ a: Int, _ b: Int) -> Int { DownsampledBlur.floorDivide(a, b) }
}

// Frozen from Sources/VitrumRender/Glass/Blur/DownsampledBlur+Run.
extension ReferenceDownsampledBlur {
  /// Columns processed together by one vertical pass: the pass's bookkeeping (reflection, ring slots) is
  /// per row and shared by the lanes. 16 four-channel floats are 256 bytes per row, so a strip's ring and
  /// running sums stay in L1 for radii up to ~20.
  static let lanes = 16

  /// The least work, in device pixels read, worth a band of its own. Split in two, a 200 × 120 card with
  /// its margin at scale 1 (49 k pixels) took 0.088 ms against 0.064 ms on one thread; 1080p (2 M) ran
  /// 1.7–1.9× faster on two threads.
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

  /// The capture: averages the blocks of every coarse row into the four-channel float image in `scratch`
  /// (see `run`).
  func reduce(
    from pixels: UnsafePointer<UInt32>, rowPixels: Int, scratch: UnsafeMutablePointer<UInt32>, threads: Int
  ) {
    guard !grid.isEmpty else { return }
    scratch.withMemoryRebound(to: SIMD4<Float>.self, capacity: grid.area) { image in
      let image = SharedPointer(base: image)
      let source = SharedPointer(base: UnsafeMutablePointer(mutating: pixels))
      let rowBand = Self.band(perLine: grid.width * factor * factor, minimum: 8)
      forEachBand(count: grid.height, threads: threads, minimumBand: rowBand) { rows in
        for j in rows {
          let row = image.base + j * self.grid.width
          self.reduceRow(j, from: source.base, rowPixels: rowPixels, into: row)
          if self.quantum > 1.0 / 256 && self.horizontal != .mean {
            Self.roundLine(row, count: self.grid.width)
          }
        }
      }
    }
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

  /// Blurs coarse rows `rows` of the image horizontally, ping-ponging between the row and a spare row so
  /// that the last pass lands in the image.
  func blurRows(_ rows: Range<Int>, of image: UnsafeMutablePointer<SIMD4<Float>>) {
    let width = grid.width
    switch horizontal {
    case .identity: return
    case .mean:
      for j in rows { Self.meanLine(image + j * width, count: width) }
    case .boxes(let box):
      withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: width) { buffer in
        let spare = buffer.baseAddress!
        for j in rows {
          let row = image + j * width
          // With an odd number of passes the row starts from the spare, so the last pass ends in the image.
          var (from, to) = passes % 2 == 1 ? (spare, row) : (row, spare)
          if passes % 2 == 1 { spare.update(from: row, count: width) }
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

// Frozen from Sources/VitrumRender/Glass/Capture/DownsampledBlur+Reduce.
extension ReferenceDownsampledBlur {
  /// One coarse row: each coarse pixel is the mean of the device pixels of its block, those outside
  /// `source` reflected into it. Blocks wholly inside take the fast path of their size; the others (cut by
  /// the surface's edge, or padding beyond it) read pixel by pixel through the reflection.
  func reduceRow(
    _ j: Int, from pixels: UnsafeMutablePointer<UInt32>, rowPixels: Int,
    into row: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let f = factor
    let top = (grid.y + j) * f
    // Blocks lower..<upper lie wholly inside the source horizontally.
    let lower = min(max(0, Self.floorDivide(source.x + f - 1, f) - grid.x), grid.width)
    let upper = max(lower, min(grid.width, Self.floorDivide(source.maxX, f) - grid.x))
    let rowsInside = top >= source.y && top + f <= source.maxY
    let scale = units / Float(f * f)
    func reduceReflected(_ range: Range<Int>) {
      for i in range {
        var sum = SIMD4<UInt32>.zero
        for dy in 0..<f {
          let line = pixels + Self.reflect(top + dy, source.y, source.maxY) * rowPixels
          for dx in 0..<f {
            sum &+= Self.channels(line[Self.reflect((grid.x + i) * f + dx, source.x, source.maxX)])
          }
        }
        // A block sums at most 16 × 16 × 255 < 2²³, exact in Float, and units / f² is a whole number
        // while the quantum is 2⁻⁸ (f ≤ 16): the mean is a whole number of units.
        row[i] = Self.float(sum) * scale
      }
    }
    guard rowsInside && lower < upper else {
      reduceReflected(0..<grid.width)
      return
    }
    let line = pixels + top * rowPixels + (grid.x + lower) * f
    let out = row + lower
    switch f {
    case 1: Self.reduceBlocks1(line, count: upper - lower, scale: scale, into: out)
    case 2: Self.reduceBlocks2(line, rowPixels: rowPixels, count: upper - lower, scale: scale, into: out)
    default:
      Self.reduceBlocks(line, factor: f, rowPixels: rowPixels, count: upper - lower, scale: scale, into: out)
    }
    reduceReflected(0..<lower)
    reduceReflected(upper..<grid.width)
  }

  /// The index in lo..<hi that position k reads when the range is reflected at both ends, as often as
  /// needed (padding can reach past a narrow source more than once).
  @inline(__always) static func reflect(_ k: Int, _ lo: Int, _ hi: Int) -> Int {
    if k >= lo && k < hi { return k }
    let n = hi - lo
    let m = ((k - lo) % (2 * n) + 2 * n) % (2 * n)
    return m < n ? lo + m : lo + 2 * n - 1 - m
  }

  /// Blocks of one pixel: each pixel's channels times `scale` (units per level).
  static func reduceBlocks1(
    _ line: UnsafeMutablePointer<UInt32>, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    for i in 0..<count { out[i] = float(channels(line[i])) * scale }
  }

  /// 2 × 2 blocks: both rows' pixel pairs widened to 16-bit lanes and added, then the pair folded.
  static func reduceBlocks2(
    _ line: UnsafeMutablePointer<UInt32>, rowPixels: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let top = UnsafeRawPointer(line)
    let bottom = UnsafeRawPointer(line + rowPixels)
    for i in 0..<count {
      let a = SIMD8<UInt16>(
        truncatingIfNeeded: top.loadUnaligned(fromByteOffset: i &* 8, as: SIMD8<UInt8>.self))
      let b = SIMD8<UInt16>(
        truncatingIfNeeded: bottom.loadUnaligned(fromByteOffset: i &* 8, as: SIMD8<UInt8>.self))
      let s = a &+ b
      out[i] = float(SIMD4<UInt32>(truncatingIfNeeded: s.lowHalf &+ s.highHalf)) * scale
    }
  }

  /// factor × factor blocks, factor 4…16: four pixels at a time into 16-bit lanes (at most
  /// 16 × 4 × 255 = 16,320 per lane), folded once per block.
  static func reduceBlocks(
    _ line: UnsafeMutablePointer<UInt32>, factor f: Int, rowPixels: Int, count: Int, scale: Float,
    into out: UnsafeMutablePointer<SIMD4<Float>>
  ) {
    let quads = f / 4
    for i in 0..<count {
      var acc = SIMD16<UInt16>.zero
      var rowStart = UnsafeRawPointer(line + i &* f)
      for _ in 0..<f {
        for q in 0..<quads {
          acc &+= SIMD16<UInt16>(
            truncatingIfNeeded: rowStart.loadUnaligned(fromByteOffset: q &* 16, as: SIMD16<UInt8>.self))
        }
        rowStart += rowPixels &* 4
      }
      let eight = acc.lowHalf &+ acc.highHalf
      out[i] = float(SIMD4<UInt32>(truncatingIfNeeded: eight.lowHalf &+ eight.highHalf)) * scale
    }
  }

  /// The four channels of a premultiplied ARGB32 pixel as stored in memory, little-endian: (B, G, R, A).
  @inline(__always) static func channels(_ p: UInt32) -> SIMD4<UInt32> {
    SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
  }
}

// Frozen from Sources/VitrumRender/Glass/Blur/DownsampledBlur+Passes.
extension ReferenceDownsampledBlur {
  /// One extended-box pass along a contiguous line of four-channel floats, `source` to `target` (distinct
  /// buffers), in whole units (see `DownsampledBlur.quantum`), each output rounded to a whole unit. A
  /// running sum: each output costs the same whatever the radius, and the sum is exact (whole numbers
  /// below 2²⁴; the difference entering − leaving is formed first so no partial sum exceeds the
  /// window's). Edges reflect; the radius must be below `count` so that one reflection reaches every read.
  static func boxLine(
    _ source: UnsafeMutablePointer<SIMD4<Float>>, _ target: UnsafeMutablePointer<SIMD4<Float>>, count n: Int,
    box: ExtendedBox
  ) {
    let r = box.radius
    let alpha = box.endWeight
    let scale = box.scale
    @inline(__always) func at(_ k: Int) -> SIMD4<Float> {
      source[k < 0 ? -1 - k : (k >= n ? 2 * n - 1 - k : k)]
    }
    var sum = SIMD4<Float>.zero
    for k in -r...r { sum += at(k) }
    var x = 0
    @inline(__always) func edge(upTo end: Int) {
      while x < end {
        let entering = at(x + r + 1)
        target[x] = rounded((sum + alpha * (at(x - r - 1) + entering)) * scale)
        sum += entering - at(x - r)
        x += 1
      }
    }
    // Positions whose whole window lies inside the line read it directly, without reflecting.
    let interiorEnd = max(r + 1, n - r - 1)
    edge(upTo: min(r + 1, n))
    while x < interiorEnd {
      let entering = source[x &+ r &+ 1]
      target[x] = rounded((sum + alpha * (source[x &- r &- 1] + entering)) * scale)
      sum += entering - source[x &- r]
      x &+= 1
    }
    edge(upTo: n)
  }

  /// `v` rounded to the nearest whole number (ties to even), for 0 ≤ v < 2²³: adding 2²³ leaves no
  /// fraction bits.
  @inline(__always) static func rounded(_ v: SIMD4<Float>) -> SIMD4<Float> { (v + 8_388_608) - 8_388_608 }

  /// Rounds a line to whole units (block means are whole already while the quantum is 2⁻⁸; a coarser
  /// quantum, for radii beyond 128, needs this).
  static func roundLine(_ line: UnsafeMutablePointer<SIMD4<Float>>, count n: Int) {
    for k in 0..<n { line[k] = rounded(line[k]) }
  }

  /// Replaces a contiguous line by its mean (a blur wider than the line), rounded to whole units so a
  /// vertical box pass after it sums exactly.
  static func meanLine(_ line: UnsafeMutablePointer<SIMD4<Float>>, count n: Int) {
    var sum = SIMD4<Float>.zero
    for k in 0..<n { sum += line[k] }
    let mean = rounded(sum * (1 / Float(n)))
    for k in 0..<n { line[k] = mean }
  }

  /// (B, G, R, A) in 0…255 → premultiplied ARGB32, rounded to nearest. Adding 2²³ leaves the rounded
  /// integer in the float's low mantissa bits: two instructions per pixel, where the standard library's
  /// `SIMD4<Int32>(_:rounding:)` went through a generic per-lane path (with it and its integer-to-float
  /// counterpart, the 1080p blur at σ 10 took 30 ms; with these two, 8.9 ms). Blurred values are
  /// weighted means of 0…255 with non-negative weights, so they stay within rounding of that range and no
  /// clamp is needed; every colour stays at or below its alpha (the same weights on both, and rounding is
  /// monotonic).
  @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 {
    let bits = unsafeBitCast(v + 8_388_608, to: SIMD4<UInt32>.self)
    return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
  }

  /// Exact integer-to-float for values below 2²³: the integer becomes the mantissa of 2²³ + v.
  @inline(__always) static func float(_ v: SIMD4<UInt32>) -> SIMD4<Float> {
    unsafeBitCast(v | 0x4B00_0000, to: SIMD4<Float>.self) - 8_388_608
  }
}

// Frozen from Sources/VitrumRender/Glass/Blur/DownsampledBlur+Strip.
extension ReferenceDownsampledBlur {
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
            target[l] = ReferenceDownsampledBlur.pack((s + alpha * (low[l] + entering)) * levels)
          }
        } else {
          let current = image + y &* rowStep
          let saved = ring + slot &* lanes
          for l in 0..<lanes {
            let s = sums[l]
            let entering = high[l]
            sums[l] = s + (entering - leaving[l])
            saved[l] = current[l]
            current[l] = ReferenceDownsampledBlur.rounded((s + alpha * (low[l] + entering)) * scale)
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
        for l in 0..<lanes { target[l] = ReferenceDownsampledBlur.pack(sums[l]) }
      }
    }

    /// Writes the strip packed, unchanged; `quantum` levels per unit.
    func pack(count n: Int, quantum: Float) {
      for k in 0..<n {
        let row = image + k &* rowStep
        let target = packed + k &* rowStep
        for l in 0..<lanes { target[l] = ReferenceDownsampledBlur.pack(row[l] * quantum) }
      }
    }
  }
}
