import VitrumGeometry

/// Any outline — a path, or an analytic shape under a skew or non-uniform scale — through a precomputed
/// distance field in device pixels.
///
/// The kernels ask for the distance at pixel centres, which are the field's own sample points: there the
/// sample is the stored value, read from the table (`CentreTable`) with the same result bit for bit as
/// `DistanceField.sample`, which the classification paid as some 30 floating-point operations and four
/// loads per pixel; every other point goes through `sample`. `FieldGlassDistanceTests` holds the two to
/// equal bit patterns.
struct FieldGlassDistance: GlassDistance {
  let field: DistanceField
  let maximumDepth: Float

  /// Pixel centres are read from the table only while their coordinates are exact in Float: below 2²¹
  /// the half-integers have bits to spare.
  static let exactLimit = 1 << 21

  init(field: DistanceField) {
    self.init(field: field, maximumDepth: max(0, -(field.values.min() ?? 0)))
  }

  /// With the field's inscribed radius known (a cache that measured it once).
  init(field: DistanceField, maximumDepth: Float) {
    self.field = field
    self.maximumDepth = maximumDepth
  }

  /// Runs `body` with the field's table, or nil when its pixels lie beyond `exactLimit`.
  @inline(__always) func withCentreTable<R>(_ body: (CentreTable?) -> R) -> R {
    let limit = Self.exactLimit
    guard abs(field.originX) < limit, abs(field.originY) < limit, field.width < limit, field.height < limit
    else { return body(nil) }
    return field.values.withUnsafeBufferPointer { values in
      body(
        CentreTable(
          values: values.baseAddress!, originX: field.originX, originY: field.originY, width: field.width,
          height: field.height))
    }
  }

  /// The device pixel whose centre is (x, y), when it is one within `exactLimit`.
  @inline(__always) private static func pixel(_ x: Float, _ y: Float) -> (Int, Int)? {
    let limit = Float(exactLimit)
    let fx = x - 0.5
    let fy = y - 0.5
    // Comparisons are false for NaN, so NaN falls through to `sample`, which defines it.
    guard fx > -limit, fx < limit, fy > -limit, fy < limit else { return nil }
    let i = Int(fx)
    let j = Int(fy)
    guard Float(i) == fx, Float(j) == fy else { return nil }
    return (i, j)
  }

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    if let (i, j) = Self.pixel(x, y), let e = withCentreTable({ $0?.evaluate(i, j) }) { return e }
    let d = field.sample(x: Double(x), y: Double(y))
    let g = field.gradient(x: Double(x), y: Double(y))
    return (d, g.0, g.1)
  }

  /// One sample of the field, without the four more the gradient takes.
  @inline(__always) func distance(_ x: Float, _ y: Float) -> Float {
    if let (i, j) = Self.pixel(x, y), let d = withCentreTable({ $0?.value(i, j) }) { return d }
    return field.sample(x: Double(x), y: Double(y))
  }
}
