/// A distance field's values at pixel centres, read by whole device pixels: where the kernels ask for a
/// field's distance (pixel centres, the field's own sample points), the bilinear sample is the stored value
/// and needs neither floating-point coordinates nor weights.
///
/// `DistanceField.sample` blends the value with zero-weighted neighbours, which leaves it unchanged bit
/// for bit unless it is a zero (whose sign an added −0 or +0 can flip); a zero is reported as no value, so
/// the caller samples instead and every result equals the sample's.
struct CentreTable {
  let values: UnsafePointer<Float>
  /// The device pixel of entry 0.
  let originX, originY: Int
  let width, height: Int

  /// The value at device pixel (x, y), nil off the grid or at a zero.
  @inline(__always) func value(_ x: Int, _ y: Int) -> Float? {
    let i = x &- originX
    let j = y &- originY
    // One unsigned comparison each: negative indices wrap above the size.
    guard UInt(bitPattern: i) < UInt(bitPattern: width), UInt(bitPattern: j) < UInt(bitPattern: height)
    else { return nil }
    let v = values[j &* width &+ i]
    return v != 0 ? v : nil
  }

  /// The distance and unit gradient `FieldGlassDistance.evaluate` gives at the centre of device pixel
  /// (x, y) — `DistanceField.gradient`'s central differences on the four neighbours' values — nil when
  /// the pixel or a neighbour is off the grid or zero.
  @inline(__always) func evaluate(_ x: Int, _ y: Int) -> (d: Float, gx: Float, gy: Float)? {
    let i = x &- originX
    let j = y &- originY
    guard UInt(bitPattern: i &- 1) < UInt(bitPattern: width &- 2),
      UInt(bitPattern: j &- 1) < UInt(bitPattern: height &- 2)
    else { return nil }
    let p = values + (j &* width &+ i)
    let d = p[0]
    let right = p[1]
    let left = p[-1]
    let below = p[width]
    let above = p[-width]
    guard d != 0, right != 0, left != 0, below != 0, above != 0 else { return nil }
    let gx = right - left
    let gy = below - above
    let length = (gx * gx + gy * gy).squareRoot()
    guard length > 0, length.isFinite else { return (d, 0, -1) }
    return (d, gx / length, gy / length)
  }
}
