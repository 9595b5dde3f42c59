/// How many times an animation plays its duration.
public enum RepeatCount: Hashable, Sendable, CustomStringConvertible {
  /// A number of iterations, at least 1. With autoreverse each iteration is one way: 2 plays forward
  /// then back and ends where it started.
  case count(Int)
  /// Without end.
  case forever

  /// The count as a number (infinite for `forever`).
  var iterations: Double {
    switch self {
    case .count(let n): Double(n)
    case .forever: .infinity
    }
  }

  public var description: String {
    switch self {
    case .count(let n): "\(n)×"
    case .forever: "forever"
    }
  }
}
