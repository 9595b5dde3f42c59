/// Where a step easing jumps: at the start of the first interval, the end of the last, both or neither
/// (CSS Easing Level 1, §3.3, `<step-position>`).
public enum StepPosition: String, Hashable, Sendable, CaseIterable {
  /// The first jump happens at input 0: `steps(n, jump-start)`, also written `start`.
  case jumpStart = "jump-start"
  /// The last jump happens at input 1: `steps(n, jump-end)`, also written `end` (the default).
  case jumpEnd = "jump-end"
  /// No jump at either end: the output holds 0 over the first interval and 1 over the last.
  case jumpNone = "jump-none"
  /// Jumps at both ends: n + 1 jumps, so n intermediate outputs strictly between 0 and 1.
  case jumpBoth = "jump-both"
}

/// A step easing: the input divided into `count` equal intervals, the output constant on each.
///
/// Evaluation is the CSS Easing Level 1 algorithm without the "before flag" (which only matters to
/// animations whose fill extends backwards from a jump-start, a case the timeline does not produce):
/// current step = ⌊x·n⌋, one more for jump-start and jump-both, clamped to [0, jumps] while the input is
/// within [0, 1], divided by jumps (n, n − 1 for jump-none, n + 1 for jump-both). Outside [0, 1] the
/// steps continue, as the specification requires for inputs an overshooting curve produces.
public struct StepEasing: Hashable, Sendable, CustomStringConvertible {
  /// The number of intervals, ≥ 1 (≥ 2 for jump-none, which needs two intervals to jump once).
  public let count: Int
  /// Where the jumps are.
  public let position: StepPosition

  /// How far x·n may lie from a whole number and still count as on it, relative to its size: four ulps.
  /// An input computed as k / n in binary floating point can land just below the boundary it names —
  /// (1 / 49) · 49 falls one ulp short of 1 — and must still give step k. Moving a step boundary by four
  /// ulps of x·n changes no input a clock can produce except those meant to be on it.
  static let boundarySnap = 4 * Double.ulpOfOne

  /// Creates `steps(count, position)`.
  public init(_ count: Int, _ position: StepPosition = .jumpEnd) throws(AnimationError) {
    let minimum = position == .jumpNone ? 2 : 1
    guard count >= minimum else {
      throw AnimationError(
        .outOfRange, parameter: "count",
        position == .jumpNone
          ? "jump-none needs at least 2 steps, found \(count)" : "expected at least 1 step, found \(count)")
    }
    self.count = count
    self.position = position
  }

  /// The number of jumps the output makes over [0, 1].
  var jumps: Double {
    switch position {
    case .jumpStart, .jumpEnd: Double(count)
    case .jumpNone: Double(count) - 1
    case .jumpBoth: Double(count) + 1
    }
  }

  /// The output for input progress `x`.
  public func value(at x: Double) -> Double {
    guard x.isFinite else { return x }
    var scaled = x * Double(count)
    let nearest = scaled.rounded()
    if abs(scaled - nearest) <= Self.boundarySnap * Swift.max(1, abs(nearest)) { scaled = nearest }
    var step = scaled.rounded(.down)
    if position == .jumpStart || position == .jumpBoth { step += 1 }
    if x >= 0 && step < 0 { step = 0 }
    let jumps = self.jumps
    if x <= 1 && step > jumps { step = jumps }
    return step / jumps
  }

  public var description: String { "steps(\(count), \(position.rawValue))" }
}
