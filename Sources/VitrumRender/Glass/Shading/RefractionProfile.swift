import VitrumGeometry

/// The bezel falloff `f(t) = (1 − t^0.6)^1.9` for `t = depth / bezel` in 0…1 (docs/glass.md, step 3): 1 at the
/// rim, 0 at the bezel's inner edge, continuous, with the steep start that makes the rim read as a lens.
///
/// Tabulated at 1,024 steps and interpolated linearly: two `pow` calls per bezel pixel cost more than the
/// rest of the shader, and the table's largest error is 2 × 10⁻³ (near t = 0, where the curve is steepest),
/// far below one step of displacement on any bezel narrower than 500 px.
enum RefractionProfile {
  static let steps = 1024

  static let table: [Float] = (0...steps).map { i in
    let t = Double(i) / Double(steps)
    return Float(_pow(1 - _pow(t, 0.6), 1.9))
  }

  /// The table in memory that lives as long as the process, for kernels that keep a pointer to it rather
  /// than reach the array through its lazy global on every pixel (a call to `swift_once` each time).
  // nonisolated(unsafe): written once by its initialiser, read-only after.
  nonisolated(unsafe) static let values: UnsafePointer<Float> = {
    let memory = UnsafeMutablePointer<Float>.allocate(capacity: table.count)
    memory.initialize(from: table, count: table.count)
    return UnsafePointer(memory)
  }()

  /// f(t) for t ≥ 0 (0 beyond 1).
  @inline(__always) static func value(_ t: Float) -> Float {
    if t >= 1 { return 0 }
    let position = fastMax(t, 0) * Float(steps)
    let i = Int(position)
    let frac = position - Float(i)
    return table.withUnsafeBufferPointer { $0[i] + ($0[i + 1] - $0[i]) * frac }
  }
}
