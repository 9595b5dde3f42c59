extension DownsampledBackdrop {
  /// Mean luminance (Rec. 709 weights, premultiplied — as seen over black) inside an outline, from samples
  /// at device pixel centres on a grid whose step is the whole part of √(area / 1,024) pixels: about 1,000
  /// to 4,000 samples in a region of 1,024 pixels or more (1,500 in a 200 × 120 px card), every pixel of a
  /// smaller one. Enough to choose a tone, cheap for any size.
  ///
  /// Each sample is `sample(x, y)` at a grid point the outline holds, with the same arithmetic in the
  /// same order, and the samples are added in the plain loop's order, so the mean is the one the plain loop
  /// gives bit for bit (`MeanLuminanceTests`). The mean must not move: the tone follows it, and Increase
  /// Contrast picks a black or a white fill by it. What is not repeated per sample:
  ///
  /// - the columns' cells are found once (`LuminanceSamples`);
  /// - per row, each texel the samples read is interpolated down once, four at a time, into one line per
  ///   channel (alpha is not needed);
  /// - the samples are interpolated across and weighed four at a time, outside ones as +0, which leaves
  ///   the running sum as it is; only the sum is sequential;
  /// - an axis-aligned box tests its samples from a column's `qx` and the row's `qy`, four at a time
  ///   (`BoxGlassDistance.distance`'s expressions: its `qx` does not depend on the row, as `BoxShader`
  ///   relies on too).
  ///
  /// Together they more than halve the mean's instructions, the same bytes (docs/benchmarks.md, *Shading:
  /// mean luminance*). Two traps met on the way: summing the lanes straight from the vectors, or selecting
  /// the outside lanes to zero, made the optimiser compute each lane on its own, which cost as much as
  /// before.
  func meanLuminance(inside distance: some GlassDistance, region: PixelRect) -> Float {
    luminanceStatistics(inside: distance, region: region).luminance
  }

  /// The mean luminance of `meanLuminance` (the same value, bit for bit) and the standard deviation of the
  /// same samples, from their squares summed alongside.
  func luminanceStatistics(inside distance: some GlassDistance, region: PixelRect) -> BackdropStatistics {
    guard !region.isEmpty else { return BackdropStatistics(luminance: 0.5) }
    let step = max(1, Int((Double(region.area) / 1024).squareRoot()))
    let firstX = region.x + step / 2
    let n = firstX < region.maxX ? (region.maxX - firstX + step - 1) / step : 0
    guard n > 0 else { return BackdropStatistics(luminance: 0.5) }
    let samples = LuminanceSamples(self, firstX: firstX, step: step, count: n)
    defer { samples.deallocate() }
    let box = (distance as? BoxGlassDistance).flatMap { $0.frame.isAxisAligned ? $0 : nil }
    if let box { samples.setQ(box, anyY: Float(region.y) + 0.5) }
    var total: Float = 0
    var squares: Float = 0
    var count = 0
    var y = region.y + step / 2
    while y < region.maxY {
      let py = Float(y) + 0.5
      let inside =
        if let box { samples.insideBox(box, py) } else { samples.inside(distance, py) }
      if inside > 0 {
        let (_, y0, _, ty) = cell(bounds.x, py)
        samples.interpolateDown(
          pixels + y0 * width, pixels + min(y0 + 1, height - 1) * width, ty)
        samples.accumulate(&total, squares: &squares)
        count += inside
      }
      y += step
    }
    guard count > 0 else { return BackdropStatistics(luminance: 0.5) }
    let mean = total / Float(count)
    let variance = fastMax(squares / Float(count) - mean * mean, 0)
    return BackdropStatistics(luminance: mean, spread: variance.squareRoot())
  }
}

/// One row's worth of `meanLuminance`'s samples: their columns' cells, a mask of those the outline holds,
/// and the texels they read interpolated down (in slots, a channel per line).
///
/// Where the columns read no more texels than about twice their number (the usual case: a sample every
/// few pixels over a grid at 1/2 to 1/16), the slots are the texels from the first column's left to the
/// last one's right, contiguous, interpolated four at a time; where they skip texels (wide steps over a
/// fine grid), each column has its own two slots.
private struct LuminanceSamples {
  let backdrop: DownsampledBackdrop
  /// Columns, and their number rounded up to a multiple of four (the padding is never inside).
  let count: Int
  let lanes: Int
  let px: UnsafeMutablePointer<Float>
  let tx: UnsafeMutablePointer<Float>
  /// Per column, an axis-aligned box's `qx` (`setQ`), +∞ in the padding.
  let q: UnsafeMutablePointer<Float>
  /// Per column, the slots of its left and right texels.
  let left: UnsafeMutablePointer<Int32>
  let right: UnsafeMutablePointer<Int32>
  /// Per column, its sample's weighed luminance in the current row, +0 where it is masked.
  let weighed: UnsafeMutablePointer<Float>
  /// Per column, −1 where the outline holds its sample in the current row, else 0.
  let mask: UnsafeMutablePointer<Int32>
  /// Contiguous slots: slot s is texel `first + s`. Otherwise `texels` names each slot's texel.
  let contiguous: Bool
  /// Column k reads slots `left[0] + k` and the next (a sample every `factor` pixels, away from the
  /// grid's last column): the lines are read with loads, not gathered.
  let consecutive: Bool
  let first: Int
  let slots: Int
  let texels: UnsafeMutablePointer<Int32>
  /// The row's texels interpolated down, per slot: B, G and R in 0…255.
  let blue: UnsafeMutablePointer<Float>
  let green: UnsafeMutablePointer<Float>
  let red: UnsafeMutablePointer<Float>

  init(_ backdrop: DownsampledBackdrop, firstX: Int, step: Int, count n: Int) {
    self.backdrop = backdrop
    count = n
    lanes = (n + 3) & ~3
    px = .allocate(capacity: 4 * lanes)
    tx = px + lanes
    q = px + 2 * lanes
    weighed = px + 3 * lanes
    left = .allocate(capacity: 3 * lanes)
    right = left + lanes
    mask = left + 2 * lanes
    var x0s: [Int] = []
    x0s.reserveCapacity(n)
    for k in 0..<lanes {
      if k < n {
        let p = Float(firstX + k * step) + 0.5
        let (x0, t) = backdrop.column(p)
        px[k] = p
        tx[k] = t
        x0s.append(x0)
      } else {
        px[k] = 0
        tx[k] = 0
      }
      q[k] = .infinity
      mask[k] = 0
    }
    // Columns are found left to right, so x0 never falls: the last column's right texel is the last read.
    let lo = x0s[0]
    let hi = min(x0s[n - 1] + 1, backdrop.width - 1)
    contiguous = hi - lo + 1 <= 2 * n + 4
    first = lo
    slots = contiguous ? hi - lo + 1 : 2 * n
    texels = .allocate(capacity: contiguous ? 1 : slots)
    // Room for the padding columns' reads past the last slot (`consecutive`), zeroed: they are masked.
    let line = slots + 4
    blue = .allocate(capacity: 3 * line)
    blue.initialize(repeating: 0, count: 3 * line)
    green = blue + line
    red = blue + 2 * line
    for k in 0..<lanes {
      guard k < n else {
        // The padding continues the last column's pattern; it is never inside.
        left[k] = left[k - 1] + 1
        right[k] = left[k] + 1
        continue
      }
      let x0 = x0s[k]
      let x1 = min(x0 + 1, backdrop.width - 1)
      if contiguous {
        left[k] = Int32(x0 - lo)
        right[k] = Int32(x1 - lo)
      } else {
        left[k] = Int32(2 * k)
        right[k] = Int32(2 * k + 1)
        texels[2 * k] = Int32(x0)
        texels[2 * k + 1] = Int32(x1)
      }
    }
    var consecutive = contiguous
    for k in 0..<n where left[k] != left[0] + Int32(k) || right[k] != left[k] + 1 {
      consecutive = false
      break
    }
    self.consecutive = consecutive
  }

  func deallocate() {
    px.deallocate()
    left.deallocate()
    texels.deallocate()
    blue.deallocate()
  }

  /// Sets each column's `qx` for `box` (axis-aligned): `BoxGlassDistance.distance`'s expression, whose
  /// cross term ic · y is ±0 (leaving the sum's value as it is) at any row.
  func setQ(_ box: BoxGlassDistance, anyY: Float) {
    for k in 0..<count {
      let (lx, _) = box.frame.toShape(px[k], anyY)
      q[k] = abs(lx - box.cx) - box.hx + box.r
    }
  }

  /// Masks the samples of device row `py` inside `box`; returns how many are.
  @inline(__always) func insideBox(_ box: BoxGlassDistance, _ py: Float) -> Int {
    let (_, ly) = box.frame.toShape(px[0], py)
    let qy = abs(ly - box.cy) - box.hy + box.r
    let qys = SIMD4<Float>(repeating: qy)
    let r = box.r
    let scale = box.frame.scale
    var inside = SIMD4<Int32>.zero
    for k in stride(from: 0, to: lanes, by: 4) {
      let qx = UnsafeRawPointer(q + k).loadUnaligned(as: SIMD4<Float>.self)
      // `BoxGlassDistance.distance`: the square root where both are positive, else fastMax(qx, qy).
      let corner = ((qx * qx + qy * qy).squareRoot() - r) * scale
      let side = (qx.replacing(with: qys, where: .!(qx .> qys)) - r) * scale
      let d = qy > 0 ? side.replacing(with: corner, where: qx .> 0) : side
      let m = SIMD4<Int32>.zero.replacing(with: -1, where: d .< 0)
      UnsafeMutableRawPointer(mask + k).storeBytes(of: m, as: SIMD4<Int32>.self)
      inside &-= m
    }
    return Int(inside.wrappedSum())
  }

  /// Masks the samples of device row `py` inside any outline; returns how many are.
  @inline(__always) func inside(_ distance: some GlassDistance, _ py: Float) -> Int {
    var inside = 0
    for k in 0..<lanes {
      let held = k < count && distance.distance(px[k], py) < 0
      mask[k] = held ? -1 : 0
      if held { inside += 1 }
    }
    return inside
  }

  /// Fills the slots from backdrop rows `row0` and `row1` at fraction `ty` between them: each texel
  /// `texel(row0[i]) + (texel(row1[i]) − texel(row0[i])) × ty`, channel by channel.
  @inline(__always) func interpolateDown(
    _ row0: UnsafeMutablePointer<UInt32>, _ row1: UnsafeMutablePointer<UInt32>, _ ty: Float
  ) {
    var s = 0
    if contiguous {
      let top = UnsafeRawPointer(row0 + first)
      let bottom = UnsafeRawPointer(row1 + first)
      while s + 4 <= slots {
        let a = top.loadUnaligned(fromByteOffset: s * 4, as: SIMD4<UInt32>.self)
        let b = bottom.loadUnaligned(fromByteOffset: s * 4, as: SIMD4<UInt32>.self)
        store(a & 0xFF, b & 0xFF, ty, into: blue + s)
        store((a &>> 8) & 0xFF, (b &>> 8) & 0xFF, ty, into: green + s)
        store((a &>> 16) & 0xFF, (b &>> 16) & 0xFF, ty, into: red + s)
        s += 4
      }
    }
    while s < slots {
      let i = contiguous ? first + s : Int(texels[s])
      let a = DownsampledBackdrop.texel(row0[i])
      let v = a + (DownsampledBackdrop.texel(row1[i]) - a) * ty
      blue[s] = v.x
      green[s] = v.y
      red[s] = v.z
      s += 1
    }
  }

  @inline(__always) private func store(
    _ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ ty: Float, into line: UnsafeMutablePointer<Float>
  ) {
    let top = DownsampledBlur.float(a)
    let v = top + (DownsampledBlur.float(b) - top) * ty
    UnsafeMutableRawPointer(line).storeBytes(of: v, as: SIMD4<Float>.self)
  }

  /// Adds the masked samples' luminances to `total`, column by column: `sample`'s interpolation across
  /// and scaling, then the weights, as the plain loop, four columns at a time into `weighed` (with the
  /// sums taken lane by lane straight from the vectors, the optimiser computed each lane on its own);
  /// then the sum in column order, unmasked columns adding +0; their squares are summed alongside.
  @inline(__always) func accumulate(_ total: inout Float, squares: inout Float) {
    weigh()
    for k in 0..<count {
      total += weighed[k]
      squares += weighed[k] * weighed[k]
    }
  }

  @inline(__always) private func weigh() {
    if consecutive {
      for k in stride(from: 0, to: lanes, by: 4) {
        let m = UnsafeRawPointer(mask + k).loadUnaligned(as: SIMD4<Int32>.self)
        let t = UnsafeRawPointer(tx + k).loadUnaligned(as: SIMD4<Float>.self)
        let at = Int(left[0]) + k
        @inline(__always) func across(_ line: UnsafeMutablePointer<Float>) -> SIMD4<Float> {
          let a = UnsafeRawPointer(line + at).loadUnaligned(as: SIMD4<Float>.self)
          let b = UnsafeRawPointer(line + at + 1).loadUnaligned(as: SIMD4<Float>.self)
          return (a + (b - a) * t) * (1 / 255)
        }
        keep(0.2126 * across(red) + 0.7152 * across(green) + 0.0722 * across(blue), m, at: k)
      }
      return
    }
    for k in stride(from: 0, to: lanes, by: 4) {
      let m = UnsafeRawPointer(mask + k).loadUnaligned(as: SIMD4<Int32>.self)
      let t = UnsafeRawPointer(tx + k).loadUnaligned(as: SIMD4<Float>.self)
      let l = UnsafeRawPointer(left + k).loadUnaligned(as: SIMD4<Int32>.self)
      let r = UnsafeRawPointer(right + k).loadUnaligned(as: SIMD4<Int32>.self)
      @inline(__always) func across(_ line: UnsafeMutablePointer<Float>) -> SIMD4<Float> {
        let a = SIMD4(line[Int(l[0])], line[Int(l[1])], line[Int(l[2])], line[Int(l[3])])
        let b = SIMD4(line[Int(r[0])], line[Int(r[1])], line[Int(r[2])], line[Int(r[3])])
        return (a + (b - a) * t) * (1 / 255)
      }
      keep(0.2126 * across(red) + 0.7152 * across(green) + 0.0722 * across(blue), m, at: k)
    }
  }

  /// Stores the lanes of `lum` that `mask` keeps at column `k` of `weighed`, the others by their bits as
  /// +0, which adds to a sum as nothing.
  @inline(__always) private func keep(_ lum: SIMD4<Float>, _ mask: SIMD4<Int32>, at k: Int) {
    let v = unsafeBitCast(unsafeBitCast(lum, to: SIMD4<Int32>.self) & mask, to: SIMD4<Float>.self)
    UnsafeMutableRawPointer(weighed + k).storeBytes(of: v, as: SIMD4<Float>.self)
  }
}
