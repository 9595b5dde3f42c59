/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  @inlinable public init(_ width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }

  /// Creates a size from labelled extents.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with zero width and height.
  public static let zero = Size(0, 0)

  public var description: String { "\(width)×\(height)" }
}
