/// What one seek did.
public struct SeekResult: Hashable, Sendable {
  /// The time sought, timeline seconds.
  public var time: Double
  /// The policy's substitutions that change this frame, in order of start.
  public var substitutions: [MotionSubstitution]

  public init(time: Double, substitutions: [MotionSubstitution]) {
    self.time = time
    self.substitutions = substitutions
  }
}
