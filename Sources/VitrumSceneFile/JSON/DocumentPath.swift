/// Where a value sits inside a document, such as `root.children[2].glass.tint`.
///
/// Line and column say where the text is; the path says what it means, which is what a user
/// needs when the same mistake could be in any of a dozen similar objects.
public struct DocumentPath: Sendable, Hashable, CustomStringConvertible {
  /// One step down into the document.
  public enum Component: Sendable, Hashable {
    /// A member of an object.
    case key(String)
    /// An element of an array, counted from 0.
    case index(Int)
  }

  /// The name the path starts from, such as `root`; may be empty.
  public var root: String
  /// The steps from the root to the value, outermost first.
  public var components: [Component]

  /// Creates a path naming the document itself, as `root`.
  public init(root: String = "", components: [Component] = []) {
    self.root = root
    self.components = components
  }

  /// This path extended to the member `key` of the object it names.
  public func appending(key: String) -> DocumentPath {
    var copy = self
    copy.components.append(.key(key))
    return copy
  }

  /// This path extended to the element `index` of the array it names.
  public func appending(index: Int) -> DocumentPath {
    var copy = self
    copy.components.append(.index(index))
    return copy
  }

  /// The path as `root.children[2].glass.tint`.
  ///
  /// Keys that would be ambiguous after a dot, such as ones containing dots, spaces or
  /// brackets, are written as `["a key"]` instead. With an empty root the path starts with the
  /// first key (`children[2]`), and the document itself is the empty string.
  public var description: String {
    var text = root
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where Self.isPlainKey(key):
        text += text.isEmpty ? key : "." + key
      case .key(let key):
        text += "[\(MessageText.quoted(key))]"
      }
    }
    return text
  }

  /// Whether `key` reads unambiguously after a dot: an ASCII identifier, hyphens allowed.
  private static func isPlainKey(_ key: String) -> Bool {
    guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return key.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
        UInt8(ascii: "$"):
        return true
      default:
        return false
      }
    }
  }
}
