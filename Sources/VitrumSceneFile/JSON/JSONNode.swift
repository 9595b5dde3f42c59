/// A value in a parsed document, with the path that leads to it, for typed reading.
///
/// Each accessor either returns the value as the requested Swift type or throws a
/// ``SceneFileError`` that already carries the line, column and document path, so decoders
/// can be written as straight-line code without building messages themselves:
///
///     let glass = try JSONNode(document, path: DocumentPath(root: "root")).object()
///     let tint = try glass.required("tint").string()
///     try glass.finish()
///
/// Type mismatches have code ``SceneFileError/Code/type``; values of the right type that are
/// out of range or not allowed have code ``SceneFileError/Code/invalidValue``.
public struct JSONNode: Sendable {
  /// The value, including its location.
  public let value: JSONValue
  /// The path from the document root to this value.
  public let path: DocumentPath

  /// Wraps `value`, found at `path`. For a whole document, `path` is usually
  /// `DocumentPath(root: "root")` or `DocumentPath()`.
  public init(_ value: JSONValue, path: DocumentPath = DocumentPath()) {
    self.value = value
    self.path = path
  }

  /// Where the value starts in the document.
  public var location: SourceLocation { value.location }

  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = value.kind { return true }
    return false
  }

  /// The value as a string.
  public func string() throws(SceneFileError) -> String {
    guard case .string(let text) = value.kind else { throw typeMismatch(expected: "a string") }
    return text
  }

  /// The value as a number.
  public func double() throws(SceneFileError) -> Double {
    try number().value
  }

  /// The value as a number within `range`.
  public func double(in range: ClosedRange<Double>) throws(SceneFileError) -> Double {
    let (number, literal) = try number()
    guard range.contains(number) else {
      throw error(
        .invalidValue,
        "expected a number between \(MessageText.number(range.lowerBound)) and "
          + "\(MessageText.number(range.upperBound)), found \(literal)")
    }
    return number
  }

  /// The value as an integer: a number with no fractional part that fits in `Int`.
  ///
  /// `2.0` and `2e3` are accepted, since they denote integers; integers too large for a
  /// `Double` to hold exactly are still read exactly, from the literal text.
  public func int() throws(SceneFileError) -> Int {
    let (number, literal) = try number()
    if let exact = Int(literal) { return exact }
    // 2^63 is exactly representable, so this range test is exact too.
    guard number == number.rounded(.towardZero),
      number >= -9_223_372_036_854_775_808.0, number < 9_223_372_036_854_775_808.0
    else { throw typeMismatch(expected: "an integer", found: literal) }
    return Int(number)
  }

  /// The value as an integer within `range`.
  public func int(in range: ClosedRange<Int>) throws(SceneFileError) -> Int {
    let integer = try int()
    guard range.contains(integer) else {
      throw error(
        .invalidValue,
        "expected an integer between \(range.lowerBound) and \(range.upperBound), "
          + "found \(integer)")
    }
    return integer
  }

  /// The value as a boolean.
  public func bool() throws(SceneFileError) -> Bool {
    guard case .bool(let flag) = value.kind else { throw typeMismatch(expected: "a boolean") }
    return flag
  }

  /// The elements of the value, which must be an array, each with its index in its path.
  public func array() throws(SceneFileError) -> [JSONNode] {
    guard case .array(let elements) = value.kind else {
      throw typeMismatch(expected: "an array")
    }
    return elements.enumerated().map { index, element in
      JSONNode(element, path: path.appending(index: index))
    }
  }

  /// A reader for the members of the value, which must be an object.
  public func object() throws(SceneFileError) -> ObjectReader {
    guard case .object(let members) = value.kind else {
      throw typeMismatch(expected: "an object")
    }
    return ObjectReader(members: members, location: location, path: path)
  }

  /// The value, which must be one of the strings in `allowed`.
  ///
  /// A near miss gets a suggestion: `expected one of "regular", "clear", found "claer"
  /// (did you mean "clear"?)`.
  public func oneOf(_ allowed: [String]) throws(SceneFileError) -> String {
    let choices =
      allowed.count == 1
      ? MessageText.quoted(allowed[0]) : "one of " + allowed.map(MessageText.quoted).joined(separator: ", ")
    guard case .string(let text) = value.kind else {
      throw typeMismatch(expected: choices)
    }
    if allowed.contains(text) { return text }
    var message = "expected \(choices), found \(MessageText.quoted(text))"
    if let suggestion = MessageText.closestMatch(to: text, in: allowed) {
      message += " (did you mean \(MessageText.quoted(suggestion))?)"
    }
    throw error(.invalidValue, message)
  }

  /// An error located at this value, for problems the accessors cannot know about, such as
  /// a malformed colour string: `node.error(.invalidValue, "expected a colour like \"#RRGGBB\"")`.
  public func error(
    _ code: SceneFileError.Code, _ message: String, underlying: String? = nil
  ) -> SceneFileError {
    SceneFileError(
      code, message, line: location.line, column: location.column,
      documentPath: path.description, underlying: underlying)
  }

  /// The number and its literal text, or a type error.
  private func number() throws(SceneFileError) -> (value: Double, literal: String) {
    guard case .number(let number, let literal) = value.kind else {
      throw typeMismatch(expected: "a number")
    }
    return (number, literal)
  }

  /// "expected X, found Y", where Y defaults to the type of this value.
  private func typeMismatch(expected: String, found: String? = nil) -> SceneFileError {
    error(.type, "expected \(expected), found \(found ?? value.typeDescription)")
  }
}
