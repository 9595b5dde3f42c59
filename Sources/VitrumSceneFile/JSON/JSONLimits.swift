/// Bounds on the documents ``JSONParser`` accepts.
///
/// Scene files come from users and from other tools, so the parser refuses documents that
/// would cost unreasonable memory or time instead of trusting them. Each limit, when exceeded,
/// produces a ``SceneFileError`` with code ``SceneFileError/Code/limit`` located where the
/// document went over. The defaults are far above any real scene.
public struct JSONLimits: Sendable, Equatable {
  /// The largest document accepted, in bytes. Default 16 MiB.
  public var maxBytes: Int
  /// The deepest nesting of arrays and objects accepted; a top-level `[]` is depth 1.
  /// Default 128.
  ///
  /// The parser itself never recurses, so any depth is safe to parse. The limit exists because
  /// the resulting ``JSONValue`` tree is recursive, and comparing or destroying it, like most
  /// code that walks it, uses stack in proportion to its depth; raise it only with care.
  public var maxDepth: Int
  /// The longest string accepted, keys included, measured in bytes as written between the
  /// quotes (before escapes are resolved). Default 1 MiB.
  public var maxStringBytes: Int
  /// The most values accepted in the whole document, counting every scalar, array and object
  /// (but not object keys). Default 1,000,000.
  ///
  /// Bounds the size of the tree, which costs far more memory per value than the text does.
  public var maxValues: Int

  /// Creates limits, defaulting each one that is not given.
  public init(
    maxBytes: Int = 16 * 1024 * 1024, maxDepth: Int = 128, maxStringBytes: Int = 1024 * 1024,
    maxValues: Int = 1_000_000
  ) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxStringBytes = maxStringBytes
    self.maxValues = maxValues
  }

  /// The default limits.
  public static let `default` = JSONLimits()
}
