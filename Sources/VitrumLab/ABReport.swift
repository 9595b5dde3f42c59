import Foundation
import VitrumGeometry
import VitrumRender

/// The outcome of an A/B experiment: timings of both modes, the speedup, and how the images differ.
public struct ABReport: Sendable {
  public var scene: String
  public var runs: Int
  public var warmup: Int
  public var scale: Double
  /// Cores the glass kernels used.
  public var threads: Int
  public var width: Int
  public var height: Int
  public var container: TimingSummary
  public var perNode: TimingSummary
  /// Glass time alone per frame (see `RenderStatistics.glassMilliseconds`).
  public var containerGlass: TimingSummary
  public var perNodeGlass: TimingSummary
  /// The time of each stage the renderer measures, in `FrameStage.allCases` order.
  public var containerStages: [StageTiming]
  public var perNodeStages: [StageTiming]
  /// Median per-node time over median container time: above 1, the container is faster.
  public var speedup: Double
  public var speedupCI95: ClosedRange<Double>
  /// Container frame compared with per-node frame (a pixel counts as changed at any difference).
  public var pixels: ImageComparison
  /// The same comparison counting only pixels that differ by more than one level. At spacing 0 the modes
  /// agree byte for byte when the container composites in place; inside a clip or layer it composites its
  /// region once, and one-level differences are 8-bit rounding where shadows overlap.
  public var pixelsBeyondRounding: ImageComparison
  public var containerStatistics: RenderStatistics
  public var perNodeStatistics: RenderStatistics
  /// The warnings of the last frame of each mode.
  public var warnings: [ModeWarning]
  /// The last frame of each mode, when the experiment kept them.
  public var frames: FramePair?

  /// The timing summary of a mode.
  public func timing(_ mode: RenderMode) -> TimingSummary { mode == .container ? container : perNode }

  /// The stage times of a mode.
  public func stages(_ mode: RenderMode) -> [StageTiming] {
    mode == .container ? containerStages : perNodeStages
  }

  /// The work counters of a mode's last frame.
  public func statistics(_ mode: RenderMode) -> RenderStatistics {
    mode == .container ? containerStatistics : perNodeStatistics
  }

  /// The median of the frame time no measured stage covers, never below zero (a median of sums is not the
  /// sum of medians, so on a noisy machine the stage medians can add up to slightly more than the frame's).
  public func restMedian(_ mode: RenderMode) -> Double {
    max(0, timing(mode).median - stages(mode).reduce(0) { $0 + $1.summary.median })
  }
}
