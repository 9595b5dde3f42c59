/// Why a scene could not be linted (as opposed to what lint found in it): a frame that could not be
/// rendered, or a scene that could not be put at a requested time.
public struct LintError: Error, CustomStringConvertible, Sendable, Equatable {
  /// What went wrong, in words a person can act on.
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
