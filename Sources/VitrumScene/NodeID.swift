import Synchronization

/// A node's identity, stable for its lifetime: the author's id from a scene file or the API, or a
/// generated `#N` when none was given.
public struct NodeID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  /// Whether the id was generated rather than given by an author.
  public var isGenerated: Bool { rawValue.hasPrefix("#") }

  private static let counter = Atomic<UInt64>(0)

  /// A fresh id, unique in this process. Generated ids never collide with author ids because authors'
  /// ids may not start with "#" (the scene file refuses them).
  public static func generate() -> NodeID {
    let n = counter.add(1, ordering: .relaxed).newValue
    return NodeID("#\(n)")
  }

  public var description: String { rawValue }
}
