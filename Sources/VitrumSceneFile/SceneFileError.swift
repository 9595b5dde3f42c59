/// An error found while reading a scene file, located as precisely as the reader could manage.
///
/// Every layer of the scene-file reader reports problems with this one type so that a user
/// always sees the same shape of message, whichever layer noticed the problem:
///
///     Scenes/x.json:14:18: root.children[2].glass.tint: expected a colour like "#RRGGBB"
///
/// Lines and columns are 1-based. Columns count Unicode scalars from the start of the line
/// (not UTF-8 bytes, not grapheme clusters): a line `"é": 1` puts the colon in column 4. Scalars
/// match what most editors show for ordinary text while staying cheap and unambiguous to compute;
/// a byte count would drift to the right after every accented letter. A byte-order mark at the
/// start of a file is not counted, since editors do not display it.
public struct SceneFileError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The broad kind of problem, for callers that react differently to each kind.
  public enum Code: String, Sendable {
    /// The bytes are not well-formed JSON.
    case syntax
    /// A value has the wrong JSON type, such as a string where a number belongs.
    case type
    /// An object has a member the reader does not know.
    case unknownField
    /// An object lacks a member the reader requires.
    case missingField
    /// A value has the right type but an unacceptable value.
    case invalidValue
    /// The document exceeds one of the reader's size limits.
    case limit
    /// The document's format version is not one this reader understands.
    case unsupportedVersion
    /// The file could not be read.
    case io
  }

  /// The kind of problem.
  public var code: Code
  /// A human-readable description of the problem, without location information.
  public var message: String
  /// The file the problem is in, as the caller named it, or `nil` when unknown.
  public var file: String?
  /// The 1-based line of the problem, or `nil` when the problem has no position.
  public var line: Int?
  /// The 1-based column of the problem in Unicode scalars, or `nil` when unknown.
  public var column: Int?
  /// Where in the document the problem is, such as `root.children[2].glass.tint`;
  /// empty for the document as a whole or when no path is known.
  public var documentPath: String
  /// A description of an underlying cause, such as an operating-system error.
  public var underlying: String?

  /// Creates an error.
  public init(
    _ code: Code, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
    documentPath: String = "", underlying: String? = nil
  ) {
    self.code = code
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.documentPath = documentPath
    self.underlying = underlying
  }

  /// Returns a copy of this error that names `file`.
  ///
  /// The parser works on bytes and does not know where they came from, so the layer that
  /// opened the file attaches the name on the way out.
  public func withFile(_ file: String?) -> SceneFileError {
    var copy = self
    copy.file = file
    return copy
  }

  /// The error as `FILE:LINE:COLUMN: PATH: MESSAGE (UNDERLYING)`.
  ///
  /// Absent parts are left out along with their separators, so an error with no file reads
  /// `14:18: root.glass: message` and one with only a file reads `x.json: message`. The colon
  /// form matches compiler diagnostics, which lets editors and terminals link to the spot.
  public var description: String {
    var location: [String] = []
    if let file { location.append(file) }
    // A column without a line would be meaningless, so it is only shown alongside one.
    if let line {
      location.append(String(line))
      if let column { location.append(String(column)) }
    }
    var parts: [String] = []
    if !location.isEmpty { parts.append(location.joined(separator: ":")) }
    if !documentPath.isEmpty { parts.append(documentPath) }
    var text = message
    if let underlying, !underlying.isEmpty { text += " (\(underlying))" }
    parts.append(text)
    return parts.joined(separator: ": ")
  }
}
