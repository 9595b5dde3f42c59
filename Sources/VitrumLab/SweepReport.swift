import Foundation

/// The outcome of a sweep: an A/B report per value, the crossovers of the speedup, and words for both.
public struct SweepReport: Sendable {
  public var parameter: SweepParameter
  /// What stayed fixed, in words (the generated scene's other options, or the scene file).
  public var subject: String
  public var runs: Int
  public var warmup: Int
  /// The points in increasing order of the parameter.
  public var points: [SweepPoint]

  public init(parameter: SweepParameter, subject: String, runs: Int, warmup: Int, points: [SweepPoint]) {
    self.parameter = parameter
    self.subject = subject
    self.runs = runs
    self.warmup = warmup
    self.points = points
  }

  /// A logarithmic axis when every position is positive and they span at least a factor of 8 (card counts
  /// 1…256 would otherwise crowd the small counts into the first few points of the axis).
  public var logarithmicAxis: Bool {
    let positions = points.map(\.value.position)
    guard let low = positions.min(), let high = positions.max(), low > 0 else { return false }
    return high / low >= 8
  }

  /// Every crossing of the speedup through 1, resolved or not (see `Crossover`).
  public var crossovers: [Crossover] {
    Crossover.find(
      positions: points.map(\.value.position), ratios: points.map(\.report.speedup),
      intervals: points.map(\.report.speedupCI95), logarithmic: logarithmicAxis)
  }

  /// The crossover in a sentence, or why there is none.
  public var crossoverSummary: String {
    let all = crossovers
    let name = parameter.rawValue
    func position(_ c: Crossover) -> String { "≈ " + parameter.format(c.position) }
    func between(_ c: Crossover) -> String {
      "between \(name) \(points[c.lower].value.label) and \(points[c.upper].value.label)"
    }
    let resolved = all.filter(\.resolved)
    if !resolved.isEmpty {
      return resolved.map { c in
        let faster = c.direction == .containerBecomesFaster ? "the container" : "per-node"
        let slower = c.direction == .containerBecomesFaster ? "per-node" : "the container"
        return "crossover at \(name) \(position(c)) (\(between(c))): \(slower) is faster below it, "
          + "\(faster) above; the 95 % intervals exclude 1 on both sides"
      }.joined(separator: "; ")
    }
    let verdicts = points.map { p in
      p.report.speedupCI95.lowerBound > 1 ? 1 : p.report.speedupCI95.upperBound < 1 ? -1 : 0
    }
    if verdicts.allSatisfy({ $0 == 1 }) { return "no crossover: the container is faster at every point" }
    if verdicts.allSatisfy({ $0 == -1 }) { return "no crossover: per-node is faster at every point" }
    // Where one mode is faster beyond noise, said after the reason there is no crossover.
    var decided: [String] = []
    for (verdict, who) in [(1, "the container"), (-1, "per-node")] {
      let labels = zip(points, verdicts).filter { $0.1 == verdict }.map(\.0.value.label)
      if !labels.isEmpty {
        decided.append("\(who) is faster beyond noise at \(name) \(labels.joined(separator: ", "))")
      }
    }
    let tail = decided.isEmpty ? "" : "; " + decided.joined(separator: "; ")
    if let c = all.first {
      return "no crossover beyond noise: the median speedup crosses 1 \(between(c)) (at \(position(c))), "
        + "but the 95 % intervals there do not both exclude 1" + tail
    }
    let side = points.first.map { $0.report.speedup >= 1 } ?? true
    return "no crossover: the median speedup stays \(side ? "at or above" : "below") 1, "
      + "and at some points the interval holds 1 (no difference beyond noise)" + tail
  }

  /// A table for people: one row per point, then the crossover.
  public var table: String {
    let ms = ChartFormat.milliseconds
    var lines = [
      "sweep of \(parameter.rawValue) over \(subject); \(runs) runs per mode per point after \(warmup) warm-up, "
        + "interleaved",
      Self.pad(
        [
          parameter.rawValue, "container ms", "95% CI", "per-node ms", "95% CI", "speedup", "95% CI",
          "glass c/p ms",
        ],
        [10, 13, 17, 12, 17, 8, 13, 16]),
    ]
    for point in points {
      let r = point.report
      lines.append(
        Self.pad(
          [
            point.value.label, ms(r.container.median),
            "\(ms(r.container.ci95.lowerBound))–\(ms(r.container.ci95.upperBound))",
            ms(r.perNode.median), "\(ms(r.perNode.ci95.lowerBound))–\(ms(r.perNode.ci95.upperBound))",
            ChartFormat.ratio(r.speedup),
            "\(ChartFormat.number(r.speedupCI95.lowerBound, decimals: 2))–\(ChartFormat.number(r.speedupCI95.upperBound, decimals: 2))",
            "\(ms(r.containerGlass.median)) / \(ms(r.perNodeGlass.median))",
          ], [10, 13, 17, 12, 17, 8, 13, 16]))
    }
    lines.append(crossoverSummary)
    return lines.joined(separator: "\n")
  }

  static func pad(_ cells: [String], _ widths: [Int]) -> String {
    zip(cells, widths).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }
      .joined(separator: " ").trimmingCharacters(in: .whitespaces)
  }
}
