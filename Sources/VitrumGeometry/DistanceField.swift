/// A signed distance field sampled on an integer pixel grid: for each pixel centre, the distance to a
/// path's filled outline in pixels, negative inside.
///
/// Pixel `(i, j)` has its centre at `(originX + i + 0.5, originY + j + 0.5)` in the device space the
/// field was built in (see `make(path:fillRule:transform:margin:maxPixels:)`).
public struct DistanceField: Sendable {
  /// The grid position of pixel (0, 0)'s top-left corner.
  public let originX: Int
  /// The grid position of pixel (0, 0)'s top-left corner.
  public let originY: Int
  /// The number of pixel columns (at least 1).
  public let width: Int
  /// The number of pixel rows (at least 1).
  public let height: Int
  /// Row by row, the signed distance at each pixel centre, in pixels (negative inside).
  public let values: [Float]

  /// Creates a field from its values; `values.count` must be `width · height`, both at least 1.
  public init(originX: Int, originY: Int, width: Int, height: Int, values: [Float]) {
    precondition(width > 0 && height > 0 && values.count == width * height, "DistanceField size mismatch")
    self.originX = originX
    self.originY = originY
    self.width = width
    self.height = height
    self.values = values
  }

  /// The value at pixel `(i, j)`, with indices clamped to the grid.
  @inlinable public func value(atPixel i: Int, _ j: Int) -> Float {
    let ci = i < 0 ? 0 : (i >= width ? width - 1 : i)
    let cj = j < 0 ? 0 : (j >= height ? height - 1 : j)
    return values[cj * width + ci]
  }

  /// The field at a point, bilinear between pixel centres. Outside the span of the pixel centres it is
  /// the value at the nearest point of that span plus the distance to it, so it keeps growing away from
  /// the grid (by the triangle inequality, close to an upper bound of the true distance there). NaN
  /// for a NaN coordinate, infinity for an infinite one.
  public func sample(x: Double, y: Double) -> Float {
    guard x.isFinite, y.isFinite else { return x.isNaN || y.isNaN ? .nan : .infinity }
    let fx = x - Double(originX) - 0.5
    let fy = y - Double(originY) - 0.5
    let cx = Swift.min(Swift.max(fx, 0), Double(width - 1))
    let cy = Swift.min(Swift.max(fy, 0), Double(height - 1))
    let i0 = Int(cx)
    let j0 = Int(cy)
    let i1 = Swift.min(i0 + 1, width - 1)
    let j1 = Swift.min(j0 + 1, height - 1)
    let tx = Float(cx - Double(i0))
    let ty = Float(cy - Double(j0))
    let top = values[j0 * width + i0] * (1 - tx) + values[j0 * width + i1] * tx
    let bottom = values[j1 * width + i0] * (1 - tx) + values[j1 * width + i1] * tx
    let inside = top * (1 - ty) + bottom * ty
    let ox = fx - cx
    let oy = fy - cy
    if ox == 0 && oy == 0 { return inside }
    return inside + Float((ox * ox + oy * oy).squareRoot())
  }

  /// The unit gradient of the field at a point: central differences one pixel either way on `sample`,
  /// normalised; `(0, -1)` where they vanish.
  public func gradient(x: Double, y: Double) -> (Float, Float) {
    let gx = sample(x: x + 1, y: y) - sample(x: x - 1, y: y)
    let gy = sample(x: x, y: y + 1) - sample(x: x, y: y - 1)
    let length = (gx * gx + gy * gy).squareRoot()
    guard length > 0, length.isFinite else { return (0, -1) }
    return (gx / length, gy / length)
  }
}
