import VitrumGeometry

/// Any outline — a path, or an analytic shape under a skew or non-uniform scale — through a precomputed
/// distance field in device pixels.
///
/// The kernels ask for the distance at pixel centres, which are the field's own sample points: there the
/// bilinear weights are 0 and 1 and the sample is the stored value. Those points are read straight from
/// the table (`centreValue`), with the same result bit for bit as `DistanceField.sample`, which the
/// classification paid as some 30 floating-point operations and four loads per pixel; every other point
/// goes through `sample`. `FieldGlassDistanceTests` holds the two to equal bit patterns.
struct FieldGlassDistance: GlassDistance {
  let field: DistanceField
  let maximumDepth: Float
  /// The device coordinate of column 0's centre, and of row 0's.
  private let firstX, firstY: Float
  /// The last column and row, as Float.
  private let lastColumn, lastRow: Float

  /// Pixel centres are read from the table only while the coordinates are exact in Float: below 2²¹ the
  /// half-integers and their differences have bits to spare.
  private static let exactLimit: Float = 0x1p21

  init(field: DistanceField) {
    self.init(field: field, maximumDepth: max(0, -(field.values.min() ?? 0)))
  }

  /// With the field's inscribed radius known (a cache that measured it once).
  init(field: DistanceField, maximumDepth: Float) {
    self.field = field
    self.maximumDepth = maximumDepth
    let exact =
      abs(field.originX) < Int(Self.exactLimit) && abs(field.originY) < Int(Self.exactLimit)
      && field.width < Int(Self.exactLimit) && field.height < Int(Self.exactLimit)
    // A field out of that range gets an empty range of table reads (last < 0): every point is sampled.
    firstX = exact ? Float(field.originX) + 0.5 : 0
    firstY = exact ? Float(field.originY) + 0.5 : 0
    lastColumn = exact ? Float(field.width - 1) : -1
    lastRow = exact ? Float(field.height - 1) : -1
  }

  /// The table index of the pixel centre at (x, y) when it lies on the grid with `inset` more columns and
  /// rows of the grid on every side, else nil.
  @inline(__always) private func centre(_ x: Float, _ y: Float, inset: Float) -> Int? {
    guard abs(x) < Self.exactLimit, abs(y) < Self.exactLimit else { return nil }
    let fx = x - firstX
    let fy = y - firstY
    // Comparisons are false for NaN, so NaN falls through to `sample`, which defines it.
    guard fx >= inset, fx <= lastColumn - inset, fy >= inset, fy <= lastRow - inset else { return nil }
    let i = Int(fx)
    let j = Int(fy)
    guard Float(i) == fx, Float(j) == fy else { return nil }
    return j * field.width + i
  }

  /// The value `DistanceField.sample` gives at a pixel centre: the stored value, which the bilinear
  /// blend returns unchanged unless it is a zero (whose sign the blend's added zero-weighted neighbours
  /// can flip), nil for those.
  @inline(__always) private func centreValue(_ p: Int) -> Float? {
    let v = field.values[p]
    return v != 0 ? v : nil
  }

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    if let p = centre(x, y, inset: 1), let d = centreValue(p), let right = centreValue(p + 1),
      let left = centreValue(p - 1), let below = centreValue(p + field.width),
      let above = centreValue(p - field.width)
    {
      // `DistanceField.gradient`'s arithmetic on the same four samples.
      let gx = right - left
      let gy = below - above
      let length = (gx * gx + gy * gy).squareRoot()
      guard length > 0, length.isFinite else { return (d, 0, -1) }
      return (d, gx / length, gy / length)
    }
    let d = field.sample(x: Double(x), y: Double(y))
    let g = field.gradient(x: Double(x), y: Double(y))
    return (d, g.0, g.1)
  }

  /// One sample of the field, without the four more the gradient takes.
  @inline(__always) func distance(_ x: Float, _ y: Float) -> Float {
    if let p = centre(x, y, inset: 0), let d = centreValue(p) { return d }
    return field.sample(x: Double(x), y: Double(y))
  }
}
