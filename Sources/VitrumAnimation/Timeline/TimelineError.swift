import VitrumScene

/// An event a timeline cannot take: a time that is not a finite number ≥ 0, a node outside the scene, an
/// attribute the node does not have. The scene-file reader checks the same things first and reports them
/// with a location; programs get this error.
public struct TimelineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Code: String, Hashable, Sendable {
    /// A time or duration that is negative or not finite.
    case invalidTime
    /// The node is not in the timeline's scene.
    case unknownNode
    /// The node has no such attribute (a fill on an image, text on a shape).
    case noSuchAttribute
    /// A count or interval out of range (a repeating event).
    case outOfRange
  }

  /// The kind of problem.
  public var code: Code
  /// What is wrong, in words.
  public var message: String

  /// Creates an error.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }

  static func checkTime(_ time: Double, _ what: String = "time") throws(TimelineError) {
    guard time.isFinite, time >= 0 else {
      throw TimelineError(.invalidTime, "\(what) must be a finite number ≥ 0, found \(time)")
    }
  }
}
