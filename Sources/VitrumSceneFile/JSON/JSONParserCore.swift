/// The parsing state machine behind ``JSONParser``: containers, separators and limits.
///
/// Nesting is kept on an explicit stack instead of the call stack, so hostile input such as a
/// hundred thousand `[` can only ever produce an error, never a stack overflow. Scalars, which
/// cannot nest, are handled in the extensions in the neighbouring files.
struct JSONParserCore {
  let bytes: UnsafeBufferPointer<UInt8>
  let limits: JSONLimits
  /// The offset of the next byte to examine.
  var pos: Int
  var locator: SourceLocator
  /// Values seen so far, checked against `limits.maxValues`.
  var valueCount = 0

  /// An array or object that has been opened but not yet closed.
  private struct Frame {
    var isObject: Bool
    var location: SourceLocation
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    /// The keys of `members`, filled only once an object grows large; see `checkDuplicate`.
    var keySet: Set<String> = []
    /// The key whose value is being parsed.
    var key = ""
    var keyLocation: SourceLocation

    init(isObject: Bool, location: SourceLocation) {
      self.isObject = isObject
      self.location = location
      self.keyLocation = location
    }
  }

  init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
    // RFC 8259 forbids generating a byte-order mark but lets parsers ignore one, and some
    // Windows editors still write it.
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    self.pos = hasBOM ? 3 : 0
    self.locator = SourceLocator(bytes: bytes, start: pos)
  }

  /// Parses the whole input as one JSON document.
  mutating func parseDocument() throws(SceneFileError) -> JSONValue {
    if bytes.count > limits.maxBytes {
      throw error(
        "document larger than \(limits.maxBytes) bytes", at: limits.maxBytes, code: .limit)
    }
    skipWhitespace()
    if pos == bytes.count { throw error("expected a JSON document", at: pos) }

    var stack: [Frame] = []
    var value: JSONValue
    parsing: while true {
      // A value starts here; whitespace before it has been skipped.
      guard pos < bytes.count else { throw error("unexpected end of file", at: pos) }
      let byte = bytes[pos]
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        let location = locator.location(at: pos)
        try countValue(at: location)
        if stack.count >= limits.maxDepth {
          throw error("nesting deeper than \(limits.maxDepth) levels", at: pos, code: .limit)
        }
        let isObject = byte == UInt8(ascii: "{")
        pos += 1
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          pos += 1
          value = JSONValue(isObject ? .object([]) : .array([]), at: location)
        } else {
          var frame = Frame(isObject: isObject, location: location)
          if isObject { try readKey(into: &frame) }
          stack.append(frame)
          continue parsing
        }
      } else {
        value = try parseScalar()
      }

      // A value is complete: add it to its container, and close every container that ends
      // right after it.
      while !stack.isEmpty {
        let top = stack.count - 1
        let isObject = stack[top].isObject
        if isObject {
          let member = JSONMember(
            key: stack[top].key, keyLocation: stack[top].keyLocation, value: value)
          stack[top].members.append(member)
        } else {
          stack[top].elements.append(value)
        }
        skipWhitespace()
        guard pos < bytes.count else { throw error("unexpected end of file", at: pos) }
        let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let next = bytes[pos]
        if next == UInt8(ascii: ",") {
          let comma = pos
          pos += 1
          skipWhitespace()
          if pos < bytes.count && bytes[pos] == closer {
            throw error("trailing comma", at: comma)
          }
          if isObject { try readKey(into: &stack[top]) }
          continue parsing
        }
        guard next == closer else {
          throw error(
            isObject
              ? "expected ',' or '}' after an object member"
              : "expected ',' or ']' after an array element",
            at: pos)
        }
        pos += 1
        let frame = stack.removeLast()
        value = JSONValue(
          isObject ? .object(frame.members) : .array(frame.elements), at: frame.location)
      }
      break
    }

    skipWhitespace()
    if pos < bytes.count { throw error("extra data after the document", at: pos) }
    return value
  }

  /// Reads `"key":` and the whitespace after it, leaving `pos` at the member's value.
  private mutating func readKey(into frame: inout Frame) throws(SceneFileError) {
    guard pos < bytes.count else { throw error("unexpected end of file", at: pos) }
    guard bytes[pos] == UInt8(ascii: "\"") else {
      throw error("expected an object key in double quotes", at: pos)
    }
    let keyLocation = locator.location(at: pos)
    let key = try parseString()
    try checkDuplicate(key, in: &frame, at: keyLocation)
    skipWhitespace()
    guard pos < bytes.count else { throw error("unexpected end of file", at: pos) }
    guard bytes[pos] == UInt8(ascii: ":") else {
      throw error("expected ':' after an object key", at: pos)
    }
    pos += 1
    skipWhitespace()
    frame.key = key
    frame.keyLocation = keyLocation
  }

  /// Rejects a key the object already has.
  ///
  /// RFC 8259 leaves duplicate keys to the implementation; in a scene file the second one
  /// silently winning would hide mistakes, so it is an error. Keys compare as Swift strings,
  /// so canonically equivalent spellings (precomposed "é" and "e" plus a combining accent)
  /// count as duplicates too: they look identical in an editor.
  private func checkDuplicate(
    _ key: String, in frame: inout Frame, at location: SourceLocation
  ) throws(SceneFileError) {
    // Most objects are small, where a linear scan beats hashing every key; a set takes over
    // only once an object is big enough for the scan to become quadratic trouble.
    let scanLimit = 16
    var isDuplicate = false
    if frame.members.count < scanLimit {
      for member in frame.members where member.key == key {
        isDuplicate = true
        break
      }
    } else {
      if frame.keySet.isEmpty { frame.keySet = Set(frame.members.map(\.key)) }
      isDuplicate = !frame.keySet.insert(key).inserted
    }
    if isDuplicate {
      throw SceneFileError(
        .syntax, "duplicate key \(MessageText.quoted(key))", line: location.line, column: location.column)
    }
  }

  /// Counts one more value against `limits.maxValues`.
  mutating func countValue(at location: SourceLocation) throws(SceneFileError) {
    valueCount += 1
    if valueCount > limits.maxValues {
      throw SceneFileError(
        .limit, "more than \(limits.maxValues) values in the document", line: location.line,
        column: location.column)
    }
  }

  /// Skips the four whitespace characters JSON allows; others, such as a no-break space,
  /// are errors.
  mutating func skipWhitespace() {
    while pos < bytes.count {
      switch bytes[pos] {
      case 0x20, 0x0A, 0x0D, 0x09: pos += 1
      default: return
      }
    }
  }

  /// An error located at the byte at `offset`.
  mutating func error(
    _ message: String, at offset: Int, code: SceneFileError.Code = .syntax
  ) -> SceneFileError {
    let location = locator.location(at: offset)
    return SceneFileError(code, message, line: location.line, column: location.column)
  }
}
