import Foundation

/// Numbers in messages.
enum Format {
  /// `value` with at most `digits` decimals, trailing zeros dropped: 12, 2.5, 0.04.
  static func number(_ value: Double, digits: Int = 1) -> String {
    guard value.isFinite else { return String(value) }
    var text = String(format: "%.\(max(0, min(digits, 6)))f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// A point as `(x, y)` in whole points.
  static func point(x: Double, y: Double) -> String { "(\(number(x, digits: 0)), \(number(y, digits: 0)))" }

  /// A contrast ratio as `4.5:1`.
  static func ratio(_ value: Double) -> String { number(value, digits: 2) + ":1" }
}
