/// A JSON value as the encoder writes it: object members keep the order they were added in, so that
/// documents come out with a stable, readable key order.
enum OutputJSON: Equatable {
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([OutputJSON])
  case object([OutputMember])

  /// Numbers in a JSON array.
  static func numbers(_ values: [Double]) -> OutputJSON { .array(values.map(OutputJSON.number)) }
}

/// One `"key": value` member of an ``OutputJSON`` object.
struct OutputMember: Equatable {
  var key: String
  var value: OutputJSON

  init(_ key: String, _ value: OutputJSON) {
    self.key = key
    self.value = value
  }
}

/// Writes ``OutputJSON`` the way the bundled scenes are written by hand: two-space indentation, and any
/// array or object that fits on its line kept on one line (`"frame": [0, 0, 600, 400]`).
enum OutputJSONPrinter {
  /// The widest line the printer aims for; longer values are broken over several lines.
  static let lineWidth = 100

  /// The document as pretty-printed text, ending with a newline.
  static func print(_ value: OutputJSON) -> String {
    var text = ""
    write(value, indent: 0, column: 0, into: &text)
    return text + "\n"
  }

  /// Writes `value`, which starts at `column` on a line indented by `indent` spaces.
  private static func write(_ value: OutputJSON, indent: Int, column: Int, into text: inout String) {
    let inline = compact(value)
    // One more column for the comma that may follow. Arrays of scalars (a matrix, a point) stay on one
    // line however long: one number per line reads worse than a long line.
    if column + inline.count + 1 <= lineWidth || isFlat(value) {
      text += inline
      return
    }
    let inner = String(repeating: " ", count: indent + 2)
    switch value {
    case .array(let elements):
      text += "[\n"
      for (index, element) in elements.enumerated() {
        text += inner
        write(element, indent: indent + 2, column: indent + 2, into: &text)
        text += index == elements.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      text += "{\n"
      for (index, member) in members.enumerated() {
        let key = quoted(member.key) + ": "
        text += inner + key
        write(member.value, indent: indent + 2, column: indent + 2 + key.count, into: &text)
        text += index == members.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: " ", count: indent) + "}"
    default:
      // Scalars never break.
      text += inline
    }
  }

  /// Whether `value` is an array holding no arrays or objects.
  private static func isFlat(_ value: OutputJSON) -> Bool {
    guard case .array(let elements) = value else { return false }
    return elements.allSatisfy { element in
      switch element {
      case .array, .object: return false
      default: return true
      }
    }
  }

  /// `value` on one line, with a space after each comma and colon.
  static func compact(_ value: OutputJSON) -> String {
    switch value {
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return format(number)
    case .string(let string): return quoted(string)
    case .array(let elements): return "[" + elements.map(compact).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
    }
  }

  /// The shortest text that reads back as exactly `value`: `40`, `0.5`, `-0`, `1e-7`, `1.5e20`.
  ///
  /// Integers below 10^15 are written without a fraction; everything else uses Swift's shortest
  /// round-trip digits, with the exponent's `+` and leading zeros dropped. `-0` keeps its sign, so a
  /// decoded scene encodes to a document that decodes to the very same numbers.
  static func format(_ value: Double) -> String {
    precondition(value.isFinite, "only finite numbers can be written")
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let text = String(value)
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
      // Integers from 10^15 to 2^53 come out as `1000000000000000.0`.
      return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    var exponent = text[text.index(after: e)...]
    var sign = ""
    if exponent.first == "+" || exponent.first == "-" {
      if exponent.first == "-" { sign = "-" }
      exponent = exponent.dropFirst()
    }
    let digits = exponent.drop(while: { $0 == "0" })
    return text[..<e] + "e" + sign + (digits.isEmpty ? "0" : digits)
  }

  /// `string` as a JSON string literal (the messages' quoting escapes exactly what JSON requires).
  static func quoted(_ string: String) -> String { MessageText.quoted(string) }

}
