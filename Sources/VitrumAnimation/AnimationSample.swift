/// The state of an animation at an instant and the value it presents.
public struct AnimationSample<Value> {
  /// Phase, iteration and directed progress.
  public var state: TimingState
  /// The value, with the segment curves applied.
  public var value: Value
}

extension AnimationSample: Equatable where Value: Equatable {}
extension AnimationSample: Hashable where Value: Hashable {}
extension AnimationSample: Sendable where Value: Sendable {}
