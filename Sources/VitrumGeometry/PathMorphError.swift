/// Why two paths cannot be matched for a morph.
public struct PathMorphError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The argument at fault: `from`, `to` or `spacing`.
  public var parameter: String
  /// What is wrong with it.
  public var message: String

  /// Creates an error.
  public init(parameter: String, message: String) {
    self.parameter = parameter
    self.message = message
  }

  public var description: String { "\(parameter): \(message)" }
}
