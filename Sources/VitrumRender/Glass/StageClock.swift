import VitrumGeometry

/// Times consecutive steps of the glass work into `RenderStatistics.stageMilliseconds`.
struct StageClock {
  private var start = ContinuousClock.now

  /// Adds the time since the last lap (or the start) to `stage` and starts the next lap.
  mutating func lap(_ stage: GlassStage, _ statistics: inout RenderStatistics) {
    let now = ContinuousClock.now
    statistics.stageMilliseconds[stage] += Self.milliseconds(now - start)
    start = now
  }

  /// Starts the next lap now, leaving the time since the last one unassigned.
  mutating func restart() { start = ContinuousClock.now }

  static func milliseconds(_ d: Duration) -> Double {
    d.inMilliseconds
  }
}
