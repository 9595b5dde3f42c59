/// How a repeating event writes a whole number as text: enough for a countdown that shows `mm:ss` once a
/// second.
public enum CountFormat: String, Hashable, Sendable, CaseIterable {
  /// Minutes and seconds, both two digits: 300 → `05:00`, 59 → `00:59`; minutes grow past 99.
  case minutesSeconds = "mm:ss"
  /// Minutes without padding: 300 → `5:00`.
  case shortMinutesSeconds = "m:ss"
  /// Hours, minutes and seconds: 3725 → `1:02:05`.
  case hoursMinutesSeconds = "h:mm:ss"
  /// The number itself: `42`.
  case integer

  /// The number as text; negative numbers get a leading minus.
  public func format(_ value: Int) -> String {
    let sign = value < 0 ? "-" : ""
    let magnitude = value.magnitude
    func two(_ n: UInt) -> String { n < 10 ? "0\(n)" : "\(n)" }
    switch self {
    case .minutesSeconds: return sign + two(magnitude / 60) + ":" + two(magnitude % 60)
    case .shortMinutesSeconds: return sign + "\(magnitude / 60):" + two(magnitude % 60)
    case .hoursMinutesSeconds:
      return sign + "\(magnitude / 3600):" + two(magnitude / 60 % 60) + ":" + two(magnitude % 60)
    case .integer: return String(value)
    }
  }
}
