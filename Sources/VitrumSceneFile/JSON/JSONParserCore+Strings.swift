extension JSONParserCore {
  /// Parses the string whose opening quote is at `pos`, leaving `pos` after the closing quote.
  ///
  /// Validates UTF-8 as it goes, since RFC 8259 requires it and Swift would otherwise quietly
  /// replace bad bytes with U+FFFD, hiding a corrupt file. Most strings have no escapes, so
  /// the text is copied once at the end unless an escape forces building it piecewise.
  mutating func parseString() throws(SceneFileError) -> String {
    let open = pos
    pos += 1
    var runStart = pos
    var unescaped: [UInt8]? = nil
    scanning: while true {
      guard pos < bytes.count else { throw error("unterminated string", at: open) }
      let byte = bytes[pos]
      switch byte {
      case UInt8(ascii: "\""):
        break scanning
      case UInt8(ascii: "\\"):
        if unescaped == nil { unescaped = [] }
        unescaped!.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]))
        try parseEscape(into: &unescaped!, stringStart: open)
        runStart = pos
      case 0x0A, 0x0D:
        // A raw line break almost always means a missing closing quote, and the place to fix
        // that is where the string began, not where the line happened to end.
        throw error("unterminated string", at: open)
      case 0x00..<0x20:
        throw error("control character in string", at: pos)
      case 0x20..<0x80:
        pos += 1
      default:
        guard let length = utf8SequenceLength(at: pos) else {
          throw error("invalid UTF-8", at: pos)
        }
        pos += length
      }
    }
    if pos - open - 1 > limits.maxStringBytes {
      throw error("string longer than \(limits.maxStringBytes) bytes", at: open, code: .limit)
    }
    let tail = UnsafeBufferPointer(rebasing: bytes[runStart..<pos])
    pos += 1
    guard var text = unescaped else { return String(decoding: tail, as: UTF8.self) }
    text.append(contentsOf: tail)
    return String(decoding: text, as: UTF8.self)
  }

  /// Decodes the escape whose backslash is at `pos`, appending its UTF-8 to `output` and
  /// leaving `pos` after it.
  private mutating func parseEscape(
    into output: inout [UInt8], stringStart: Int
  ) throws(SceneFileError) {
    let backslash = pos
    pos += 1
    guard pos < bytes.count else { throw error("unterminated string", at: stringStart) }
    let letter = bytes[pos]
    pos += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(letter)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      let scalar = try parseUnicodeEscape(backslash: backslash)
      UTF8.encode(scalar) { output.append($0) }
    default:
      guard let shown = describeCharacter(at: backslash + 1) else {
        throw error("invalid UTF-8", at: backslash + 1)
      }
      throw error(
        shown.isPrintable
          ? "invalid escape \\\(shown.text)" : "invalid escape: backslash followed by \(shown.text)",
        at: backslash)
    }
  }

  /// Decodes `\uXXXX`, or a surrogate pair `\uXXXX\uXXXX`, with `pos` just after the `u`.
  private mutating func parseUnicodeEscape(
    backslash: Int
  ) throws(SceneFileError) -> Unicode.Scalar {
    guard let first = readHex4() else {
      throw error("invalid escape: \\u must be followed by four hex digits", at: backslash)
    }
    switch first {
    case 0xD800..<0xDC00:
      // A high surrogate is only half a character; the low half must follow immediately.
      if pos + 1 < bytes.count && bytes[pos] == UInt8(ascii: "\\")
        && bytes[pos + 1] == UInt8(ascii: "u")
      {
        let secondStart = pos
        pos += 2
        if let second = readHex4(), (0xDC00..<0xE000).contains(second) {
          return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        pos = secondStart
      }
      throw error("invalid escape: unpaired surrogate \\u\(MessageText.hex4(first))", at: backslash)
    case 0xDC00..<0xE000:
      throw error("invalid escape: unpaired surrogate \\u\(MessageText.hex4(first))", at: backslash)
    default:
      return Unicode.Scalar(first)!
    }
  }

  /// Reads four hex digits at `pos` and moves past them, or returns `nil` leaving `pos` alone.
  private mutating func readHex4() -> UInt32? {
    guard pos + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for i in pos..<pos + 4 {
      let byte = bytes[i]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    pos += 4
    return value
  }

  /// The length of the well-formed UTF-8 sequence starting at `offset`, or `nil` if it is
  /// malformed.
  ///
  /// Follows the table in Unicode §3.9 (D92), so overlong forms, surrogates and values past
  /// U+10FFFF are rejected, not merely sequences with the wrong number of continuation bytes.
  func utf8SequenceLength(at offset: Int) -> Int? {
    func continuation(_ i: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      i < bytes.count && range.contains(bytes[i])
    }
    let i = offset
    switch bytes[i] {
    case 0x00...0x7F:
      return 1
    case 0xC2...0xDF:
      return continuation(i + 1) ? 2 : nil
    case 0xE0:
      return continuation(i + 1, 0xA0...0xBF) && continuation(i + 2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(i + 1) && continuation(i + 2) ? 3 : nil
    case 0xED:
      return continuation(i + 1, 0x80...0x9F) && continuation(i + 2) ? 3 : nil
    case 0xF0:
      return continuation(i + 1, 0x90...0xBF) && continuation(i + 2) && continuation(i + 3)
        ? 4 : nil
    case 0xF1...0xF3:
      return continuation(i + 1) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
    case 0xF4:
      return continuation(i + 1, 0x80...0x8F) && continuation(i + 2) && continuation(i + 3)
        ? 4 : nil
    default:
      return nil
    }
  }
}
