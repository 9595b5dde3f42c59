/// A syntax error in SVG path data, with the place where it was found.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The zero-based offset of the offending text, counted in `Character`s of the input string (so a
  /// `"\r\n"` pair counts once). It equals the UTF-8 byte offset for ASCII input without `"\r\n"`.
  public var offset: Int
  /// What went wrong, for example "expected a number after 'L'".
  public var message: String

  /// Creates an error at a character offset.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  /// The message with its position, for example "at character 12: expected a number after 'L'".
  public var description: String { "at character \(offset): \(message)" }
}
