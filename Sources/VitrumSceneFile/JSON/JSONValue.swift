/// A parsed JSON value together with where it appeared in the document.
///
/// The tree keeps what a validating reader needs to point at problems: the location of every
/// value, the location of every object key, the order of object members, and the literal text
/// of every number. Build one with ``JSONParser``; read it with ``JSONNode``.
///
/// The tree is recursive, so operations on it that recurse (comparison, destruction) use stack
/// in proportion to its depth; ``JSONLimits/maxDepth`` is what keeps that bounded.
public struct JSONValue: Sendable, Equatable {
  /// The value itself.
  public var kind: Kind
  /// Where the value starts: its first character, or the opening bracket of a container.
  public var location: SourceLocation

  /// Creates a value.
  public init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The JSON types, with their contents.
  public enum Kind: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, always finite. `literal` is the number exactly as written, which keeps
    /// integers beyond 2^53 and distinctions such as `1` versus `1.0` available to readers.
    case number(Double, literal: String)
    /// A string, with escapes resolved.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// An object, in document order. Keys are unique.
    case object([JSONMember])
  }

  /// The value's type with an article, for messages: "a string", "an object", "null".
  public var typeDescription: String {
    switch kind {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
  /// The key, with escapes resolved.
  public var key: String
  /// Where the key's opening quote is; unknown-field errors point here rather than at the value.
  public var keyLocation: SourceLocation
  /// The member's value.
  public var value: JSONValue

  /// Creates a member.
  public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}
