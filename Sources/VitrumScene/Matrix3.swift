/// A 3×3 matrix of doubles, row by row: the colour-space conversions' linear steps.
struct Matrix3: Sendable {
  var rows: [(Double, Double, Double)]

  init(_ r0: (Double, Double, Double), _ r1: (Double, Double, Double), _ r2: (Double, Double, Double)) {
    rows = [r0, r1, r2]
  }

  /// The matrix times the column vector (x, y, z).
  func apply(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
    (
      rows[0].0 * x + rows[0].1 * y + rows[0].2 * z,
      rows[1].0 * x + rows[1].1 * y + rows[1].2 * z,
      rows[2].0 * x + rows[2].1 * y + rows[2].2 * z
    )
  }

  /// The inverse by cofactors (the matrices inverted here are far from singular).
  var inverse: Matrix3 {
    let (a, b, c) = rows[0]
    let (d, e, f) = rows[1]
    let (g, h, i) = rows[2]
    let c00 = e * i - f * h
    let c01 = f * g - d * i
    let c02 = d * h - e * g
    let determinant = a * c00 + b * c01 + c * c02
    let s = 1 / determinant
    return Matrix3(
      (c00 * s, (c * h - b * i) * s, (b * f - c * e) * s),
      (c01 * s, (a * i - c * g) * s, (c * d - a * f) * s),
      (c02 * s, (b * g - a * h) * s, (a * e - b * d) * s))
  }
}
