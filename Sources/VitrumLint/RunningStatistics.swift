/// Mean and standard deviation in one pass (Welford), stable for many nearly equal values.
struct RunningStatistics {
  private(set) var count = 0
  private(set) var mean = 0.0
  private var sumOfSquares = 0.0

  mutating func add(_ value: Double) {
    count += 1
    let delta = value - mean
    mean += delta / Double(count)
    sumOfSquares += delta * (value - mean)
  }

  /// The population standard deviation (0 for fewer than two values).
  var standardDeviation: Double { count > 1 ? (sumOfSquares / Double(count)).squareRoot() : 0 }
}
