import VitrumIO

/// One presented attribute's value, for listings of an evaluated tree (`vitrum eval`, snapshots).
public enum PresentedValue: Hashable, Sendable {
  case number(Double)
  case numbers([Double])
  case text(String)
  case flag(Bool)

  /// The value as listings write it: numbers rounded to 3 decimals (so that last-bit differences do not
  /// churn snapshots), lists in brackets.
  public var text: String {
    switch self {
    case .number(let v): Self.format(v)
    case .numbers(let list): "[" + list.map(Self.format).joined(separator: " ") + "]"
    case .text(let s): s
    case .flag(let b): b ? "true" : "false"
    }
  }

  /// The value as JSON.
  public var json: String {
    switch self {
    case .number(let v): Self.jsonNumber(v)
    case .numbers(let list): "[" + list.map(Self.jsonNumber).joined(separator: ", ") + "]"
    case .text(let s): Self.jsonString(s)
    case .flag(let b): b ? "true" : "false"
    }
  }

  /// A number rounded to 3 decimals, without a fractional part when it has none.
  public static func format(_ v: Double) -> String {
    guard v.isFinite else { return String(v) }
    let rounded = (v * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// JSON has no NaN or infinity: those are written as strings.
  static func jsonNumber(_ v: Double) -> String { v.isFinite ? format(v) : jsonString(String(v)) }

  static func jsonString(_ s: String) -> String { TextEscaping.jsonQuoted(s) }
}
