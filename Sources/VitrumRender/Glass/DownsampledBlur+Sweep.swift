extension DownsampledBlur {
  /// All the box passes along a group of parallel lines of the coarse image, in one sweep: the vertical
  /// passes over a chunk of columns, the horizontal ones over a group of rows.
  ///
  /// Each pass is a stage with a running sum per line and a ring of its last outputs (a power of two at
  /// least 2·radius + 3 positions, so a slot is a mask, not a division). At step t, stage s makes position
  /// t − s·(radius + 1): by then the stage before has made every position it reads, and the ring still
  /// holds them. So the image is read once and each pass's outputs are read back from L1, where before
  /// each pass went over the whole image and the vertical one also copied every row into a ring to keep
  /// its original. Lines go side by side in lanes, so the bookkeeping of a position (reflection, slots)
  /// is paid once for all of them, and their running sums are independent chains the core overlaps.
  ///
  /// The arithmetic of a position is `boxLine`'s, operation for operation: the same bytes.
  ///
  /// The last stage writes packed pixels (`packed`), or else back into the image: in place is safe for
  /// two passes and more, since stage 0 has read a position for the last time before the last stage,
  /// (passes − 1)·(radius + 1) behind it, writes there.
  struct BoxSweep {
    /// Position 0 of lane 0.
    let image: UnsafeMutablePointer<SIMD4<Float>>
    /// The packed output's position 0 of lane 0, with the image's steps; nil writes into the image.
    let packed: UnsafeMutablePointer<UInt32>?
    /// Elements from one position of a line to the next, and from one lane to the next.
    let step: Int
    let laneStep: Int
    let lanes: Int
    /// Positions along each line.
    let count: Int
    let radius: Int
    let alpha: Float
    let scale: Float
    /// Levels per unit times `scale`, for the packed output.
    let levels: Float
    let passes: Int
    /// (passes − 1) rings of `ringMask + 1` positions of `lanes`, then `passes` rows of running sums.
    let rings: UnsafeMutablePointer<SIMD4<Float>>
    let ringMask: Int

    /// Positions in a ring for `radius`.
    static func ringPositions(radius: Int) -> Int {
      var n = 4
      while n < 2 * radius + 3 { n *= 2 }
      return n
    }

    /// Elements of scratch a sweep of `lanes` lines needs.
    static func scratch(lanes: Int, radius: Int, passes: Int) -> Int {
      ((passes - 1) * ringPositions(radius: radius) + passes) * lanes
    }

    @inline(__always) func reflect(_ k: Int) -> Int {
      k < 0 ? -1 - k : (k >= count ? 2 &* count &- 1 &- k : k)
    }

    /// Position k of stage s's input: the image for stage 0, else the ring of the stage before.
    @inline(__always) func input(_ s: Int, _ k: Int) -> (UnsafeMutablePointer<SIMD4<Float>>, Int) {
      s == 0
        ? (image + k &* step, laneStep)
        : (rings + ((s &- 1) &* (ringMask &+ 1) &+ (k & ringMask)) &* lanes, 1)
    }

    func run() {
      let sums = rings + (passes &- 1) &* (ringMask &+ 1) &* lanes
      for t in 0..<(count &+ (passes &- 1) &* (radius &+ 1)) {
        for s in 0..<passes {
          let y = t &- s &* (radius &+ 1)
          if y >= 0 && y < count { make(s, y, sums: sums + s &* lanes) }
        }
      }
    }

    /// Stage s's position y.
    @inline(__always) func make(_ s: Int, _ y: Int, sums: UnsafeMutablePointer<SIMD4<Float>>) {
      let r = radius
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
      } else if let packed {
        let target = packed + y &* step
        for l in 0..<lanes {
          let sum = sums[l]
          let entering = high[l &* stride]
          sums[l] = sum + (entering - leaving[l &* stride])
          target[l &* laneStep] = pack((sum + alpha * (low[l &* stride] + entering)) * levels)
        }
      } else {
        let target = image + y &* step
        for l in 0..<lanes {
          let sum = sums[l]
          let entering = high[l &* stride]
          sums[l] = sum + (entering - leaving[l &* stride])
          target[l &* laneStep] = rounded((sum + alpha * (low[l &* stride] + entering)) * scale)
        }
      }
    }
  }
}

extension DownsampledBlur {
  /// Columns a vertical sweep takes at a time: 32 four-channel lanes, 512 bytes of each row.
  static let sweepColumns = 32
  /// Rows a horizontal sweep takes at a time.
  static let sweepRows = 16

  /// The box passes over parallel lines `lines` of the coarse image, at most `group` in each sweep (in
  /// groups of equal size: a small last group would pay each position's bookkeeping for a few lanes).
  /// Line i starts at element i·`across` and steps by `along`; `count` positions each.
  func sweep(
    _ lines: Range<Int>, group: Int, box: ExtendedBox, image: UnsafeMutablePointer<SIMD4<Float>>,
    packed: UnsafeMutablePointer<UInt32>?, along: Int, across: Int, count: Int
  ) {
    let groups = (lines.count + group - 1) / group
    let size = (lines.count + groups - 1) / max(1, groups)
    let scratch = BoxSweep.scratch(lanes: size, radius: box.radius, passes: passes)
    withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: scratch) { buffer in
      for first in stride(from: lines.lowerBound, to: lines.upperBound, by: size) {
        BoxSweep(
          image: image + first * across, packed: packed.map { $0 + first * across }, step: along,
          laneStep: across, lanes: min(size, lines.upperBound - first), count: count, radius: box.radius,
          alpha: box.endWeight, scale: box.scale, levels: box.scale * quantum, passes: passes,
          rings: buffer.baseAddress!, ringMask: BoxSweep.ringPositions(radius: box.radius) - 1
        ).run()
      }
    }
  }
}
