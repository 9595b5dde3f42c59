/// Where an animation is at one instant: what `AnimationTiming.state(at:)` computes.
public struct TimingState: Hashable, Sendable, CustomStringConvertible {
  /// Before the start, playing, or finished.
  public enum Phase: String, Hashable, Sendable {
    /// The delay has not passed: the animation shows its start.
    case before
    /// Playing an iteration.
    case active
    /// All iterations have played: the animation holds its end (the start again after an even number of
    /// autoreversed iterations).
    case after
  }

  /// The phase.
  public var phase: Phase
  /// The iteration playing (the last one once finished), counted from 0; `Int.max` when a `forever`
  /// animation has run more iterations than an `Int` holds.
  public var iteration: Int
  /// Whether this iteration plays backwards (every odd iteration of an autoreversing animation).
  public var isReversed: Bool
  /// The iteration's progress in the direction of play, in [0, 1]: 0 shows the first keyframe, 1 the last.
  public var progress: Double

  /// Creates a state.
  public init(phase: Phase, iteration: Int, isReversed: Bool, progress: Double) {
    self.phase = phase
    self.iteration = iteration
    self.isReversed = isReversed
    self.progress = progress
  }

  public var description: String {
    "\(phase.rawValue) #\(iteration)\(isReversed ? " reversed" : "") at \(progress)"
  }
}
