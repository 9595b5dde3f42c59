extension DownsampledBlur {
  /// All the vertical box passes over a group of columns of the coarse image, in one sweep down the rows,
  /// written packed.
  ///
  /// Each pass is a stage with a running sum per line and a ring of its last outputs (a power of two at
  /// least 2·lag + 1 positions, so a slot is a mask, not a division). At step t, stage s makes position
  /// t − s·lag, lag being one more than the window's radius: by then the stage before has made every
  /// position it reads, and the ring still holds them. So the image is read once and each pass's outputs
  /// are read back from L1, where before each pass went over the whole image and the vertical one also
  /// copied every row into a ring to keep its original. Lines go side by side in lanes, so the
  /// bookkeeping of a position (reflection, slots) is paid once for all of them, and their running sums
  /// are independent chains the core overlaps.
  ///
  /// The arithmetic of a position is `boxLine`'s, operation for operation (`make`), or that of the plain
  /// box it equals (`makePlain`, see `plainWindow`): the same bytes. A position costs six float
  /// additions and two products in the first case: the passes are bound by the float adder, not by
  /// memory, and only fewer additions make them faster.
  ///
  /// Lanes side by side made the vertical passes and packing 1.1–1.8× faster (docs/benchmarks.md, *Blur:
  /// vertical passes in lanes*).
  ///
  /// The sweep is written for lines in any direction (`step`, `laneStep`), but rows as lanes read many
  /// rows at a stride, which cost more in misses than it saved: the horizontal passes go two rows at a
  /// time along the rows instead (`blurRowPairs`).
  struct BoxSweep {
    /// Position 0 of lane 0.
    let image: UnsafeMutablePointer<SIMD4<Float>>
    /// The packed output's position 0 of lane 0, with the image's steps.
    let packed: UnsafeMutablePointer<UInt32>
    /// Elements from one position of a line to the next, and from one lane to the next.
    let step: Int
    let laneStep: Int
    let lanes: Int
    /// Positions along each line.
    let count: Int
    let box: ExtendedBox
    /// Levels per unit times the box's scale, for the packed output.
    let levels: Float
    let passes: Int
    /// (passes − 1) rings of `ringMask + 1` positions of `lanes`, then `passes` rows of running sums.
    let rings: UnsafeMutablePointer<SIMD4<Float>>
    let ringMask: Int
    /// The pass is a plain box (see `plainWindow`) of this radius, or nil.
    let plain: Int?
    /// Positions a stage lags the one before.
    let lag: Int

    /// The radius of the plain box an extended box is, when its end weight is 0 or 1 and the wider
    /// window's sum stays exact (below 2²⁴ units with `units` per level), else nil.
    ///
    /// Weight 0 multiplies the end pixels to +0 and weight 1 leaves them as they are (IEEE products by 0
    /// and 1 are exact), and whole units below 2²⁴ add exactly in any order: `(sum + α·(low + high))` is
    /// then the plain window's sum bit for bit, so one running sum of that window gives the same bytes
    /// with four float additions a position where the extended box takes six. The card benchmark's
    /// σ 10 at 1/4 (σ 2.45 coarse, variance 2 per pass: radius 1, end weight 1) is such a box, and so is
    /// every σ of 2.5 or 3.5 coarse pixels.
    static func plainWindow(_ box: ExtendedBox, units: Float) -> Int? {
      let r = box.endWeight == 0 ? box.radius : (box.endWeight == 1 ? box.radius + 1 : -1)
      guard r >= 0, Double(2 * r + 1) * 255 * Double(units) < 16_777_216 else { return nil }
      return r
    }

    /// Positions in a ring for a stage lagging `lag` behind the one before.
    static func ringPositions(lag: Int) -> Int {
      var n = 4
      while n < 2 * lag + 1 { n *= 2 }
      return n
    }

    /// Elements of scratch a sweep of `lanes` lines needs.
    static func scratch(lanes: Int, lag: Int, passes: Int) -> Int {
      ((passes - 1) * ringPositions(lag: lag) + passes) * lanes
    }

    @inline(__always) func reflect(_ k: Int) -> Int {
      k < 0 ? -1 - k : (k >= count ? 2 &* count &- 1 &- k : k)
    }

    /// Position k of stage s's input and the step between its lanes: the image for stage 0, else the ring
    /// of the stage before.
    @inline(__always) func input(_ s: Int, _ k: Int) -> (UnsafeMutablePointer<SIMD4<Float>>, Int) {
      s == 0
        ? (image + k &* step, laneStep)
        : (rings + ((s &- 1) &* (ringMask &+ 1) &+ (k & ringMask)) &* lanes, 1)
    }

    func run() {
      let sums = rings + (passes &- 1) &* (ringMask &+ 1) &* lanes
      for t in 0..<(count &+ (passes &- 1) &* lag) {
        for s in 0..<passes {
          let y = t &- s &* lag
          guard y >= 0 && y < count else { continue }
          if let plain {
            makePlain(s, y, radius: plain, sums: sums + s &* lanes)
          } else {
            make(s, y, sums: sums + s &* lanes)
          }
        }
      }
    }

    /// Stage s's position y of the extended box: `boxLine`'s arithmetic, rounded to whole units between
    /// stages.
    @inline(__always) func make(_ s: Int, _ y: Int, sums: UnsafeMutablePointer<SIMD4<Float>>) {
      let r = box.radius
      let alpha = box.endWeight
      let scale = box.scale
      if y == 0 {
        for l in 0..<lanes { sums[l] = .zero }
        for k in -r...r {
          let (line, stride) = input(s, reflect(k))
          for l in 0..<lanes { sums[l] += line[l &* stride] }
        }
      }
      let (low, stride) = input(s, reflect(y &- r &- 1))
      let leaving = input(s, reflect(y &- r)).0
      let high = input(s, reflect(y &+ r &+ 1)).0
      if s < passes &- 1 {
        let target = rings + (s &* (ringMask &+ 1) &+ (y & ringMask)) &* lanes
        for l in 0..<lanes {
          let sum = sums[l]
          let entering = high[l &* stride]
          sums[l] = sum + (entering - leaving[l &* stride])
          target[l] = rounded((sum + alpha * (low[l &* stride] + entering)) * scale)
        }
      } else {
        let target = packed + y &* step
        for l in 0..<lanes {
          let sum = sums[l]
          let entering = high[l &* stride]
          sums[l] = sum + (entering - leaving[l &* stride])
          target[l &* laneStep] = pack((sum + alpha * (low[l &* stride] + entering)) * levels)
        }
      }
    }

    /// Stage s's position y of a plain box of radius r. Between stages the rings hold each unit value
    /// plus 2²³ (`rounded` without its last subtraction: the same whole number, one addition fewer); the
    /// running sums only take differences of them, which the offset leaves exact, and the first sum of a
    /// line takes it off each value.
    @inline(__always) func makePlain(
      _ s: Int, _ y: Int, radius r: Int, sums: UnsafeMutablePointer<SIMD4<Float>>
    ) {
      let scale = box.scale
      if y == 0 {
        let offset: Float = s == 0 ? 0 : 8_388_608
        for l in 0..<lanes { sums[l] = .zero }
        for k in -r...r {
          let (line, stride) = input(s, reflect(k))
          for l in 0..<lanes { sums[l] += line[l &* stride] - offset }
        }
      }
      // The window moves on after each position but the last, whose next window would read past the
      // line; one loop writes a position and moves its window.
      let moves = y &+ 1 < count
      let (leaving, stride) = input(s, reflect(moves ? y &- r : y))
      let entering = input(s, reflect(moves ? y &+ r &+ 1 : y)).0
      if s < passes &- 1 {
        let target = rings + (s &* (ringMask &+ 1) &+ (y & ringMask)) &* lanes
        for l in 0..<lanes {
          let sum = sums[l]
          target[l] = sum * scale + 8_388_608
          sums[l] = sum + (entering[l &* stride] - leaving[l &* stride])
        }
      } else {
        let target = packed + y &* step
        for l in 0..<lanes {
          let sum = sums[l]
          target[l &* laneStep] = pack(sum * levels)
          sums[l] = sum + (entering[l &* stride] - leaving[l &* stride])
        }
      }
    }
  }
}

extension DownsampledBlur {
  /// Columns a sweep takes at most at a time: 64 four-channel lanes, 1 KB of each row.
  static let sweepColumns = 64

  /// The vertical box passes over coarse columns `columns` of the image, written packed into `packed`:
  /// `BoxSweep`s of at most `sweepColumns` columns (of equal width: a narrow last group would pay each
  /// row's bookkeeping for a few lanes).
  func sweepColumns(
    _ columns: Range<Int>, box: ExtendedBox, image: UnsafeMutablePointer<SIMD4<Float>>,
    packed: UnsafeMutablePointer<UInt32>
  ) {
    let plain = BoxSweep.plainWindow(box, units: units)
    let lag = (plain ?? box.radius) + 1
    let ring = BoxSweep.ringPositions(lag: lag)
    // Fewer lanes when the rings would outgrow L1 (48 KB a core on the machine measured).
    let most = min(Self.sweepColumns, max(8, 32_768 / (16 * ((passes - 1) * ring + passes))))
    let groups = (columns.count + most - 1) / most
    let size = (columns.count + groups - 1) / max(1, groups)
    let scratch = BoxSweep.scratch(lanes: size, lag: lag, passes: passes)
    withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: scratch) { buffer in
      for first in stride(from: columns.lowerBound, to: columns.upperBound, by: size) {
        BoxSweep(
          image: image + first, packed: packed + first, step: grid.width, laneStep: 1,
          lanes: min(size, columns.upperBound - first), count: grid.height, box: box,
          levels: box.scale * quantum,
          passes: passes, rings: buffer.baseAddress!, ringMask: ring - 1, plain: plain, lag: lag
        ).run()
      }
    }
  }
}
