extension DownsampledBlur {
  /// Up to `lanes` adjacent columns of the coarse image, averaged or packed down their length together
  /// (the box passes go through `BoxSweep`).
  struct Strip {
    /// Row 0, lane 0 of the four-channel float image.
    let image: UnsafeMutablePointer<SIMD4<Float>>
    /// Row 0, lane 0 of the packed output.
    let packed: UnsafeMutablePointer<UInt32>
    /// Elements from one row to the next, in both.
    let rowStep: Int
    let lanes: Int

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
