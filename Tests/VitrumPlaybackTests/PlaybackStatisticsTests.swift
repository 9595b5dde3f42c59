import Testing
import VitrumRender

@testable import VitrumPlayback

@Suite struct PlaybackStatisticsTests {
  /// Frames of 1 to 20 ms: mean 10.5, and the 95th percentile by nearest rank is the 19th, 19 ms.
  @Test func meanAndNearestRankPercentile() {
    var statistics = PlaybackStatistics()
    for ms in (1...20).reversed() {
      let kind: FrameRedraw.Kind = ms == 1 ? .full(.noPreviousFrame) : ms % 2 == 0 ? .incremental : .unchanged
      statistics.record(kind, milliseconds: Double(ms))
    }
    statistics.wallSeconds = 2
    #expect(statistics.meanMilliseconds == 10.5)
    #expect(statistics.p95Milliseconds == 19)
    #expect(statistics.frames == 20 && statistics.full == 1 && statistics.incremental == 10)
    #expect(statistics.unchanged == 9)
    #expect(
      statistics.summary
        == "20 frames in 2.00 s (10.0 fps): 19 incremental (9 unchanged), 1 full; frame time mean 10.5 ms, "
        + "p95 19.0 ms")
  }

  @Test func emptyRun() {
    let statistics = PlaybackStatistics()
    #expect(statistics.meanMilliseconds == 0 && statistics.p95Milliseconds == 0)
    #expect(statistics.framesPerSecond == 0)
  }

  @Test func progressLine() {
    var progress = PlaybackProgress(total: 4)
    #expect(progress.line.hasPrefix("frame 0/4 (0 %)"))
    progress.frameDone()
    #expect(progress.line.hasPrefix("frame 1/4 (25 %)"))
    #expect(progress.line.contains(" fps"))
  }

  @Test func clockFormat() {
    #expect(PlaybackProgress.clock(0.2) == "0:01")
    #expect(PlaybackProgress.clock(75) == "1:15")
    #expect(PlaybackProgress.clock(3_725) == "1:02:05")
  }
}
