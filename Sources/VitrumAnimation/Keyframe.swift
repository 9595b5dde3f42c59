/// One keyframe: a value at a point of an iteration, and the curve of the segment that arrives at it.
public struct Keyframe<Value> {
  /// Where in the iteration the value is reached, from 0 (start) to 1 (end).
  public var time: Double
  /// The value.
  public var value: Value
  /// How the segment from the previous keyframe to this one eases (unused for the first keyframe).
  public var curve: TimingCurve

  /// Creates a keyframe.
  public init(_ time: Double, _ value: Value, curve: TimingCurve = .linear) {
    self.time = time
    self.value = value
    self.curve = curve
  }
}

extension Keyframe: Equatable where Value: Equatable {}
extension Keyframe: Hashable where Value: Hashable {}
extension Keyframe: Sendable where Value: Sendable {}
