/// A location or displacement in a two-dimensional coordinate space.
///
/// Scene coordinates are in points; the renderer multiplies by its scale factor to reach device pixels.
/// The y axis points down, as in Cairo and on screen.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate (down is positive).
  public var y: Double

  /// Creates a point from its coordinates.
  @inlinable public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  /// Creates a point from labelled coordinates.
  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(0, 0)

  /// The Euclidean length of the vector from the origin to this point.
  @inlinable public var length: Double { (x * x + y * y).squareRoot() }

  /// The dot product with another vector.
  @inlinable public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

  /// The z component of the cross product with another vector (positive when `other` turns clockwise
  /// on screen, because y points down).
  @inlinable public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

  /// The distance to another point.
  @inlinable public func distance(to other: Point) -> Double { (self - other).length }

  /// Linear interpolation: `self` at t = 0, `other` at t = 1.
  @inlinable public func lerp(to other: Point, _ t: Double) -> Point {
    Point(x + (other.x - x) * t, y + (other.y - y) * t)
  }

  /// Whether both coordinates are finite numbers.
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

  public var description: String { "(\(x), \(y))" }

  @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
  @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
  @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
  @inlinable public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
  @inlinable public static func / (a: Point, s: Double) -> Point { Point(a.x / s, a.y / s) }
  @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
}
