/// Where four sample points read the toned grid: `DownsampledBackdrop.cell` lane by lane (the points
/// clamped into the bounds and the grid, split into cell and fraction) and `ToneGrid.sample`'s right and
/// lower neighbours, each an exact float operation of the scalar path (a grid coordinate's `Int(_:)` is
/// taken in floats, exactly).
struct GridCells {
  let x0: SIMD4<Int32>
  let x1: SIMD4<Int32>
  let y0: SIMD4<Int32>
  let y1: SIMD4<Int32>
  let tx: SIMD4<Float>
  let ty: SIMD4<Float>

  /// `Int(_:)` of clamped grid coordinates (0 ≤ v < 2²³), lane by lane, as floats: the value rounded
  /// to an integer by adding 2²³ (to nearest), less one where that rounded up.
  @inline(__always) static func truncate(_ v: SIMD4<Float>) -> SIMD4<Float> {
    let r = (v + 8_388_608) - 8_388_608
    return r.replacing(with: r - 1, where: r .> v)
  }

  /// Whole floats below 2²³ as integers: the integer is the mantissa of 2²³ + v.
  @inline(__always) static func integers(_ v: SIMD4<Float>) -> SIMD4<Int32> {
    unsafeBitCast(v + 8_388_608, to: SIMD4<Int32>.self) &- 0x4B00_0000
  }

  /// `fastClamp` lane by lane: `fastMin(fastMax(v, lo), hi)`, unordered lanes to `lo`.
  @inline(__always) static func clamp(_ v: SIMD4<Float>, _ lo: Float, _ hi: Float) -> SIMD4<Float> {
    let low = v.replacing(with: lo, where: .!(v .> lo))
    return low.replacing(with: hi, where: .!(low .< hi))
  }
}

extension ToneGrid {
  /// The cells of device points (x, y), four at a time.
  @inline(__always) func cells(x: SIMD4<Float>, y: SIMD4<Float>) -> GridCells {
    let b = backdrop
    let fx = GridCells.clamp(
      GridCells.clamp(x, b.bounds.x, b.bounds.z) * b.inverseFactor - 0.5 - Float(b.originX), 0,
      Float(b.width - 1))
    let fy = GridCells.clamp(
      GridCells.clamp(y, b.bounds.y, b.bounds.w) * b.inverseFactor - 0.5 - Float(b.originY), 0,
      Float(b.height - 1))
    // `ToneGrid.sample`'s cell: x0 = Int(fx), tx = fx − Float(x0), x1 = min(x0 + 1, width − 1).
    let x0 = GridCells.truncate(fx)
    let y0 = GridCells.truncate(fy)
    let lastX = SIMD4<Float>(repeating: Float(b.width - 1))
    let lastY = SIMD4<Float>(repeating: Float(b.height - 1))
    let x1 = (x0 + 1).replacing(with: lastX, where: .!(x0 + 1 .< lastX))
    let y1 = (y0 + 1).replacing(with: lastY, where: .!(y0 + 1 .< lastY))
    return GridCells(
      x0: GridCells.integers(x0), x1: GridCells.integers(x1), y0: GridCells.integers(y0),
      y1: GridCells.integers(y1), tx: fx - x0, ty: fy - y0)
  }

  /// `sample` at lane `lane` of `cells`: down, then across, as the scalar sample interpolates.
  @inline(__always) func sample(_ cells: GridCells, lane: Int) -> SIMD4<Float> {
    let texels = self.texels - columns.lowerBound
    let row0 = texels + (Int(cells.y0[lane]) &- rows.lowerBound) &* width
    let row1 = texels + (Int(cells.y1[lane]) &- rows.lowerBound) &* width
    let x0 = Int(cells.x0[lane])
    let x1 = Int(cells.x1[lane])
    let ty = cells.ty[lane]
    let left = row0[x0] + (row1[x0] - row0[x0]) * ty
    let right = row0[x1] + (row1[x1] - row0[x1]) * ty
    return left + (right - left) * cells.tx[lane]
  }
}
