extension Duration {
  /// The duration in milliseconds.
  @inlinable package var inMilliseconds: Double {
    Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
  }

  /// The duration in seconds.
  @inlinable package var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }

  /// The duration in whole nanoseconds (rounded toward zero).
  @inlinable package var inNanoseconds: Int64 {
    components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
  }
}
