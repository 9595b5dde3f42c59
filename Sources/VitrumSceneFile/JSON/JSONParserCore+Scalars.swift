extension JSONParserCore {
  /// Parses the string, number or literal starting at `pos`.
  mutating func parseScalar() throws(SceneFileError) -> JSONValue {
    switch bytes[pos] {
    case UInt8(ascii: "\""):
      let location = locator.location(at: pos)
      try countValue(at: location)
      return JSONValue(.string(try parseString()), at: location)
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
      // Not valid starts, but `+1` and `.5` are better reported as bad numbers than as
      // stray punctuation.
      UInt8(ascii: "+"), UInt8(ascii: "."):
      return try parseNumber()
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return try parseLiteral()
    default:
      throw unexpectedCharacter(at: pos)
    }
  }

  /// Parses a number.
  ///
  /// Takes the longest run of characters that could belong to a number (letters included)
  /// and then checks it against the grammar, so that `01`, `1.e5`, `0x1F` or `12px` is
  /// reported as one bad number instead of as a good number followed by a confusing error
  /// about the next character.
  private mutating func parseNumber() throws(SceneFileError) -> JSONValue {
    let start = pos
    var isPlainInteger = true
    scanning: while pos < bytes.count {
      switch bytes[pos] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"):
        break
      case UInt8(ascii: "."), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "A")...UInt8(ascii: "Z"):
        isPlainInteger = false
      default:
        break scanning
      }
      pos += 1
    }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<pos])
    guard Self.isValidNumber(text) else { throw error("invalid number", at: start) }
    let location = locator.location(at: start)
    try countValue(at: location)
    let literal = String(decoding: text, as: UTF8.self)

    let value: Double?
    let isNegative = text[0] == UInt8(ascii: "-")
    let digitCount = text.count - (isNegative ? 1 : 0)
    if isPlainInteger && digitCount <= 15 {
      // Exact in a Double, and much cheaper than the general conversion.
      var magnitude: Int64 = 0
      for byte in text.dropFirst(isNegative ? 1 : 0) {
        magnitude = magnitude * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      // Negating as a Double keeps `-0` distinct from `0`.
      value = isNegative ? -Double(magnitude) : Double(magnitude)
    } else {
      value = Double(literal)
    }
    guard let value, value.isFinite else { throw error("number out of range", at: start) }
    return JSONValue(.number(value, literal: literal), at: location)
  }

  /// Whether `text` matches RFC 8259's `number` production exactly.
  private static func isValidNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    func isDigit(_ i: Int) -> Bool {
      i < text.count && text[i] >= UInt8(ascii: "0") && text[i] <= UInt8(ascii: "9")
    }
    func skipDigits() {
      while isDigit(i) { i += 1 }
    }
    if i < text.count && text[i] == UInt8(ascii: "-") { i += 1 }
    guard isDigit(i) else { return false }
    if text[i] == UInt8(ascii: "0") { i += 1 } else { skipDigits() }
    if i < text.count && text[i] == UInt8(ascii: ".") {
      i += 1
      guard isDigit(i) else { return false }
      skipDigits()
    }
    if i < text.count && (text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E")) {
      i += 1
      if i < text.count && (text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-")) {
        i += 1
      }
      guard isDigit(i) else { return false }
      skipDigits()
    }
    return i == text.count
  }

  /// Parses `true`, `false` or `null`.
  ///
  /// Reads a whole word first so the message can quote what was actually written, which
  /// matters for the usual mistakes: `True`, `nul`, or an unquoted string.
  private mutating func parseLiteral() throws(SceneFileError) -> JSONValue {
    let start = pos
    while pos < bytes.count && Self.isWordByte(bytes[pos]) { pos += 1 }
    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
    let kind: JSONValue.Kind
    switch word {
    case "true": kind = .bool(true)
    case "false": kind = .bool(false)
    case "null": kind = .null
    default:
      let literals = ["true", "false", "null"]
      let shown = word.count > 32 ? String(word.prefix(32)) + "…" : word
      var message = "invalid literal \(MessageText.quoted(shown))"
      if let match = literals.first(where: { $0 == word.lowercased() }) {
        message += " (did you mean \(match)?)"
      } else if ["nan", "infinity", "inf"].contains(word.lowercased()) {
        message += " (JSON numbers are finite: write a number)"
      } else if !literals.contains(where: { $0.hasPrefix(word) }) {
        message += " (strings must be in double quotes)"
      }
      throw error(message, at: start)
    }
    let location = locator.location(at: start)
    try countValue(at: location)
    return JSONValue(kind, at: location)
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }

  /// The error for a character that cannot start a value, with a hint for the usual
  /// mistakes.
  mutating func unexpectedCharacter(at offset: Int) -> SceneFileError {
    guard let shown = describeCharacter(at: offset) else {
      return error("invalid UTF-8", at: offset)
    }
    let message: String
    switch shown.text {
    case "'": message = "unexpected character \"'\" (strings must use double quotes)"
    case "/": message = "unexpected character '/' (JSON does not allow comments)"
    case "\u{201C}", "\u{201D}":
      message = "unexpected character '\(shown.text)' (use straight double quotes)"
    default:
      message =
        shown.isPrintable
        ? "unexpected character '\(shown.text)'" : "unexpected character \(shown.text)"
    }
    return error(message, at: offset)
  }

  /// The character at `offset` as it should appear in a message: itself when it is visible,
  /// otherwise its code point such as `U+00A0`, so that invisible culprits can be found.
  /// `nil` if the bytes there are not valid UTF-8.
  func describeCharacter(at offset: Int) -> (text: String, isPrintable: Bool)? {
    guard offset < bytes.count else { return ("end of file", false) }
    guard let length = utf8SequenceLength(at: offset) else { return nil }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    let scalar = text.unicodeScalars.first!
    switch scalar.properties.generalCategory {
    // Invisible or zero-width characters would make an empty-looking message.
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
      .nonspacingMark, .enclosingMark, .privateUse, .surrogate, .unassigned:
      return ("U+" + MessageText.hex4(scalar.value), false)
    default:
      return (text, true)
    }
  }
}
