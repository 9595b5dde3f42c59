/// A small, fast generator with a fixed sequence for a seed (SplitMix64, Steele, Lea and Flood 2014):
/// generated scenes, bootstrap intervals and randomized tests come out the same on every machine and run.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform number in 0..<1 with 53 random bits.
  public mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

  /// A uniform number in a range.
  public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// A uniform index below `count`.
  public mutating func index(_ count: Int) -> Int { Int(next() % UInt64(max(count, 1))) }
}
