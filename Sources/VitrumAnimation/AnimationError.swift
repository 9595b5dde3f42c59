/// A value that cannot describe an animation: a curve control point outside its range, a spring without
/// stiffness, a negative duration. Constructors throw it instead of trapping, naming the parameter so that
/// a scene-file reader can point at the field that held it.
public struct AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Code: String, Hashable, Sendable {
    /// A number is NaN or infinite.
    case notFinite
    /// A number lies outside the range the parameter accepts.
    case outOfRange
    /// A list (keyframes, stops) is empty or out of order.
    case invalidSequence
  }

  /// The kind of problem.
  public var code: Code
  /// The parameter at fault, as the initializer names it (`x1`, `count`, `stiffness`, `keyframes[2].time`).
  public var parameter: String
  /// What is wrong, without the parameter's name.
  public var message: String

  /// Creates an error.
  public init(_ code: Code, parameter: String, _ message: String) {
    self.code = code
    self.parameter = parameter
    self.message = message
  }

  public var description: String { "\(parameter): \(message)" }

  /// Checks that `value` is finite and within `range`.
  static func check(
    _ value: Double, _ parameter: String, in range: ClosedRange<Double>, _ expectation: String
  ) throws(AnimationError) {
    guard value.isFinite else {
      throw AnimationError(.notFinite, parameter: parameter, "expected a finite number, found \(value)")
    }
    guard range.contains(value) else {
      throw AnimationError(.outOfRange, parameter: parameter, "expected \(expectation), found \(value)")
    }
  }

  /// Checks that `value` is finite and strictly positive.
  static func checkPositive(_ value: Double, _ parameter: String) throws(AnimationError) {
    guard value.isFinite else {
      throw AnimationError(.notFinite, parameter: parameter, "expected a finite number, found \(value)")
    }
    guard value > 0 else {
      throw AnimationError(
        .outOfRange, parameter: parameter, "expected a number greater than 0, found \(value)")
    }
  }
}
