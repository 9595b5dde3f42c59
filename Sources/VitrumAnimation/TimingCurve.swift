/// How an animation's progress maps to the progress of its value: a function from input progress (0 at
/// the start, 1 at the end) to output progress, the CSS `<easing-function>`.
///
/// Every curve gives exactly 0 at input 0 and exactly 1 at input 1, except the step positions that jump
/// at an end (jump-start outputs 1/n at 0, as CSS specifies). Inputs outside [0, 1] — which an outer
/// overshooting curve can produce — follow CSS Easing Level 1: linear continues, a cubic Bézier continues
/// along its end tangents, steps continue stepping.
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
  /// Output equals input.
  case linear
  /// A cubic Bézier curve.
  case bezier(CubicBezier)
  /// A step function.
  case stepped(StepEasing)

  /// CSS `ease`: a gentle start and a long, gentle end.
  public static let ease = TimingCurve.bezier(.ease)
  /// CSS `ease-in`: starts slowly.
  public static let easeIn = TimingCurve.bezier(.easeIn)
  /// CSS `ease-out`: ends slowly.
  public static let easeOut = TimingCurve.bezier(.easeOut)
  /// CSS `ease-in-out`: starts and ends slowly.
  public static let easeInOut = TimingCurve.bezier(.easeInOut)

  /// `cubic-bezier(x1, y1, x2, y2)`; throws when x1 or x2 lies outside [0, 1] or a number is not finite.
  public static func cubicBezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
  ) throws(AnimationError) -> TimingCurve {
    .bezier(try CubicBezier(x1, y1, x2, y2))
  }

  /// `steps(count, position)`; throws when count < 1, or < 2 for jump-none.
  public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) throws(AnimationError)
    -> TimingCurve
  {
    .stepped(try StepEasing(count, position))
  }

  /// The output progress for input progress `x`.
  public func value(at x: Double) -> Double {
    switch self {
    case .linear: x
    case .bezier(let curve): curve.value(at: x)
    case .stepped(let steps): steps.value(at: x)
    }
  }

  /// The slope of the curve at input `x` (output progress per unit of input progress): what turns a
  /// curve animation's progress rate into a velocity when another animation takes over. Steps are flat
  /// between their jumps, so their slope is 0.
  public func slope(at x: Double) -> Double {
    switch self {
    case .linear: 1
    case .bezier(let curve): curve.slope(at: x)
    case .stepped: 0
    }
  }

  public var description: String {
    switch self {
    case .linear: "linear"
    case .bezier(let curve): curve.description
    case .stepped(let steps): steps.description
    }
  }
}
