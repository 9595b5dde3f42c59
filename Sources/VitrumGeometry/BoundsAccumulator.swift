/// Grows a bounding box point by point.
public struct BoundsAccumulator: Sendable {
  public private(set) var minX = Double.infinity
  public private(set) var minY = Double.infinity
  public private(set) var maxX = -Double.infinity
  public private(set) var maxY = -Double.infinity

  public init() {}

  /// Extends the box to hold `p`.
  public mutating func add(_ p: Point) {
    minX = Swift.min(minX, p.x)
    minY = Swift.min(minY, p.y)
    maxX = Swift.max(maxX, p.x)
    maxY = Swift.max(maxY, p.y)
  }

  /// The box, or `Rect.null` when no point was added.
  public var rect: Rect {
    minX > maxX ? .null : Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
