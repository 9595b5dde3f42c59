import Foundation

/// Maps data values to positions along one axis of a chart, linearly or logarithmically.
struct ChartScale: Sendable {
  /// The data values at the two ends of the axis.
  var domain: ClosedRange<Double>
  /// The positions (points) of `domain.lowerBound` and `domain.upperBound`; `end` may be below `start`
  /// (a y axis grows upwards).
  var start: Double
  var end: Double
  /// Positions follow log(value); the domain must then be above zero.
  var logarithmic = false

  /// The position of a value.
  func position(_ value: Double) -> Double {
    let (low, high, v) =
      logarithmic
      ? (log(domain.lowerBound), log(domain.upperBound), log(max(value, .leastNormalMagnitude)))
      : (domain.lowerBound, domain.upperBound, value)
    guard high > low else { return (start + end) / 2 }
    return start + (v - low) / (high - low) * (end - start)
  }
}

/// Round tick values for a linear axis ("nice numbers": steps of 1, 2, 2.5 or 5 × 10ᵏ).
struct ChartTicks: Equatable, Sendable {
  var values: [Double]
  var step: Double

  /// Ticks covering `low…high` with about `count` intervals; the first tick is at or below `low` and the
  /// last at or above `high`.
  init(covering low: Double, _ high: Double, count: Int = 5) {
    let span = high - low
    guard span.isFinite, span > 0, low.isFinite else {
      let v = low.isFinite ? low : 0
      self.values = [v]
      self.step = 1
      return
    }
    let rough = span / Double(max(count, 1))
    let magnitude = pow(10, (log10(rough)).rounded(.down))
    let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough * 0.999 } ?? 10 * magnitude
    let first = (low / step).rounded(.down)
    let last = (high / step).rounded(.up)
    self.step = step
    self.values = stride(from: first, through: last, by: 1).map { $0 * step }
  }

  /// The tick values written with as many decimals as the step needs ("2.5" for a step of 2.5, "40" for
  /// a step of 10).
  func label(_ value: Double) -> String {
    var decimals = 0
    var scaled = step
    while decimals < 6 && abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
      scaled *= 10
      decimals += 1
    }
    return ChartFormat.number(value, decimals: decimals)
  }
}

/// Number formatting shared by charts, tables and the HTML report.
enum ChartFormat {
  /// A number with a fixed count of decimals, "−0" written as "0".
  static func number(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "–" }
    let text = String(format: "%.\(max(0, min(decimals, 9)))f", value)
    return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
  }

  /// Milliseconds with about three significant figures ("412", "41.2", "4.12", "0.412").
  static func milliseconds(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    return number(value, decimals: decimals)
  }

  /// A ratio with two decimals and a times sign ("1.23×").
  static func ratio(_ value: Double) -> String { value.isFinite ? number(value, decimals: 2) + "×" : "–" }
}
