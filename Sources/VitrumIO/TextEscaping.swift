/// Text written into JSON and HTML documents and into messages, escaped by one rule: a control character
/// (C0, or DEL) never appears raw, so what is written stays on one line and shows every character.
package enum TextEscaping {
  /// Whether a scalar is written escaped wherever text is: the C0 controls and DEL.
  @inlinable package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }

  /// `text` as a JSON string literal: in double quotes, with quotes, backslashes and control characters
  /// escaped (`\n`, `\r`, `\t`, otherwise `\uXXXX`).
  package static func jsonQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where isControl(scalar): out += "\\u" + hex4(scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// `text` made safe for HTML element content and quoted attributes; control characters become
  /// numeric references.
  package static func html(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case _ where isControl(scalar): out += "&#x" + hex4(scalar.value) + ";"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `value` as at least four uppercase hex digits, zero-padded.
  package static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
