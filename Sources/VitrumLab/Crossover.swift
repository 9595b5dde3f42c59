import Foundation

/// Where the ratio per-node / container crosses 1 between two neighbouring points of a sweep: below it one
/// mode is faster, above it the other.
///
/// The position is found by linear interpolation of the median ratio between the two points (in log
/// space along the axis when the axis is logarithmic, so it matches the chart). A crossing counts as
/// *resolved* only when the intervals agree: the nearest point before it whose 95 % interval excludes 1
/// and the nearest point after it whose interval excludes 1 lie on opposite sides of 1, in the direction
/// of the crossing, with only undecided points (interval holding 1) between them. Otherwise the medians
/// crossed within noise. Between two such decided points the median ratio crosses 1 an odd number of
/// times; the first crossing in the matching direction is the resolved one, the rest are noise.
public struct Crossover: Hashable, Sendable {
  /// Which mode becomes faster as the parameter grows past the crossover.
  public enum Direction: String, Hashable, Sendable {
    case containerBecomesFaster = "container-becomes-faster"
    case perNodeBecomesFaster = "per-node-becomes-faster"
  }

  /// The indices of the two neighbouring points the median ratio crosses 1 between.
  public var lower: Int
  public var upper: Int
  /// The interpolated parameter value where the median ratio is 1.
  public var position: Double
  public var direction: Direction
  /// True when the points' intervals confirm the crossing (see the type's description).
  public var resolved: Bool

  /// Finds every crossing of 1 by the median ratios of points at increasing `positions`. A ratio of
  /// exactly 1 counts as the container side ("not slower").
  public static func find(
    positions: [Double], ratios: [Double], intervals: [ClosedRange<Double>], logarithmic: Bool
  ) -> [Crossover] {
    let n = min(positions.count, ratios.count, intervals.count)
    guard n >= 2 else { return [] }
    /// +1 when the interval lies above 1 (container faster), −1 below, 0 when it holds 1 or is unknown.
    func verdict(_ i: Int) -> Int {
      intervals[i].lowerBound > 1 ? 1 : intervals[i].upperBound < 1 ? -1 : 0
    }
    var found: [Crossover] = []
    var usedBrackets: Set<[Int]> = []
    for i in 0..<(n - 1) where ratios[i].isFinite && ratios[i + 1].isFinite {
      let before = ratios[i] >= 1 ? 1 : -1
      let after = ratios[i + 1] >= 1 ? 1 : -1
      guard before != after else { continue }
      let t = (ratios[i] - 1) / (ratios[i] - ratios[i + 1])
      let (u0, u1) =
        logarithmic && positions[i] > 0 && positions[i + 1] > 0
        ? (log(positions[i]), log(positions[i + 1])) : (positions[i], positions[i + 1])
      let u = u0 + t * (u1 - u0)
      let position = logarithmic && positions[i] > 0 && positions[i + 1] > 0 ? exp(u) : u
      // The nearest decided points on each side.
      let decidedBefore = (0...i).reversed().first { verdict($0) != 0 }
      let decidedAfter = ((i + 1)..<n).first { verdict($0) != 0 }
      var resolved = false
      if let a = decidedBefore, let b = decidedAfter, verdict(a) == before, verdict(b) == after,
        !usedBrackets.contains([a, b])
      {
        resolved = true
        usedBrackets.insert([a, b])
      }
      found.append(
        Crossover(
          lower: i, upper: i + 1, position: position,
          direction: after > 0 ? .containerBecomesFaster : .perNodeBecomesFaster, resolved: resolved))
    }
    return found
  }
}
