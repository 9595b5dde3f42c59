/// An axis-aligned rectangle given by its origin (top-left corner) and size.
///
/// A rectangle with a negative or zero width or height is empty. `Rect.null` is the identity of `union`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its left, top, width and height.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x, y)
    self.size = Size(width, height)
  }

  /// Creates the smallest rectangle that holds two corners.
  @inlinable public init(corner a: Point, _ b: Point) {
    let minX = Swift.min(a.x, b.x)
    let minY = Swift.min(a.y, b.y)
    self.init(x: minX, y: minY, width: Swift.max(a.x, b.x) - minX, height: Swift.max(a.y, b.y) - minY)
  }

  /// The empty rectangle that leaves any rectangle unchanged under `union`.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  @inlinable public var minX: Double { origin.x }
  @inlinable public var minY: Double { origin.y }
  @inlinable public var maxX: Double { origin.x + size.width }
  @inlinable public var maxY: Double { origin.y + size.height }
  @inlinable public var width: Double { size.width }
  @inlinable public var height: Double { size.height }
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The centre point.
  @inlinable public var center: Point { Point(midX, midY) }

  /// Whether the rectangle encloses no area (or is `Rect.null`).
  @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) || !origin.isFinite }

  /// Whether every coordinate is finite.
  @inlinable public var isFinite: Bool {
    origin.isFinite && size.width.isFinite && size.height.isFinite
  }

  /// The smallest rectangle holding both; an empty operand contributes nothing.
  @inlinable public func union(_ other: Rect) -> Rect {
    if isEmpty { return other.isEmpty ? .null : other }
    if other.isEmpty { return self }
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    let x1 = Swift.max(maxX, other.maxX)
    let y1 = Swift.max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The overlap of both, or `Rect.null` when they do not overlap.
  @inlinable public func intersection(_ other: Rect) -> Rect {
    if isEmpty || other.isEmpty { return .null }
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    if x1 <= x0 || y1 <= y0 { return .null }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether the two rectangles share any area.
  @inlinable public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

  /// Whether the point lies inside (left and top edges inclusive, right and bottom exclusive).
  @inlinable public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
  /// (negative values shrink it).
  @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
    if isEmpty { return self }
    return Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle grown by `amount` on every side.
  @inlinable public func outset(by amount: Double) -> Rect { insetBy(dx: -amount, dy: -amount) }

  /// The rectangle moved by a displacement.
  @inlinable public func offsetBy(_ d: Point) -> Rect { Rect(origin: origin + d, size: size) }

  /// The smallest rectangle with integer coordinates that holds this one.
  @inlinable public var integral: Rect {
    if isEmpty { return self }
    let x0 = minX.rounded(.down)
    let y0 = minY.rounded(.down)
    return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
  }

  public var description: String { "[\(minX), \(minY), \(width), \(height)]" }
}
