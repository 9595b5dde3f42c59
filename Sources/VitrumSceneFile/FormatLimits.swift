import VitrumAnimation

/// The fixed numeric limits of the scene format's timeline values, in one place: the decoder checks
/// values against these, and a test holds `docs/format.md` and the JSON Schema to them. (Document-size
/// limits a program may change are in `SceneLimits`, the parser's in `JSONLimits`, the ranges presented
/// attributes are kept within in `PresentedRanges`.)
public enum FormatLimits {
  /// Longest time, duration or delay (±), seconds: a day.
  public static let maximumTime = 86_400.0
  /// Largest spring mass (greater than 0).
  public static let springMass = 1000.0
  /// Largest spring stiffness (greater than 0).
  public static let springStiffness = 1_000_000.0
  /// Largest spring damping (0 or more).
  public static let springDamping = 1_000_000.0
  /// Longest perceptual spring duration (greater than 0), seconds.
  public static let springDuration = 60.0
  /// A count's first number: an integer within ±1,000,000,000.
  public static let countFrom = -1_000_000_000...1_000_000_000
  /// A count's step: an integer within ±1,000,000.
  public static let countStep = -1_000_000...1_000_000
  /// Most repetitions of a count.
  public static let countTimes = Timeline.maximumRepeats
  /// Most iterations of an animation (`repeat`).
  public static let repeatCount = 1_000_000
  /// Largest animation speed (greater than 0).
  public static let speed = 1000.0
  /// Most steps of a step easing.
  public static let steps = 10_000
}
