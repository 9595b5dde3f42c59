/// What changed on a node since the scene last reported damage.
public struct DirtyFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The outline (shape, frame) changed.
  public static let geometry = DirtyFlags(rawValue: 1 << 0)
  /// Fill or stroke changed.
  public static let paint = DirtyFlags(rawValue: 1 << 1)
  /// The glass material changed.
  public static let material = DirtyFlags(rawValue: 1 << 2)
  /// The transform or its anchor changed.
  public static let transform = DirtyFlags(rawValue: 1 << 3)
  /// Opacity changed.
  public static let opacity = DirtyFlags(rawValue: 1 << 4)
  /// Hidden or shown.
  public static let visibility = DirtyFlags(rawValue: 1 << 5)
  /// Children were added, removed or reordered.
  public static let children = DirtyFlags(rawValue: 1 << 6)
  /// The clip or mask changed.
  public static let clip = DirtyFlags(rawValue: 1 << 7)
  /// An image's source changed.
  public static let image = DirtyFlags(rawValue: 1 << 8)
  /// An environment override or interaction state changed.
  public static let environment = DirtyFlags(rawValue: 1 << 9)
  /// Container settings (spacing, union id, membership) changed.
  public static let container = DirtyFlags(rawValue: 1 << 10)

  public var description: String {
    let names: [(DirtyFlags, String)] = [
      (.geometry, "geometry"), (.paint, "paint"), (.material, "material"), (.transform, "transform"),
      (.opacity, "opacity"), (.visibility, "visibility"), (.children, "children"), (.clip, "clip"),
      (.image, "image"), (.environment, "environment"), (.container, "container"),
    ]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}
