import Foundation
import VitrumGeometry
import VitrumRender
import VitrumScene

/// Renders one scene in container and per-node mode, interleaved, and compares time and pixels.
///
/// Runs alternate in ABBA order (container, per-node, per-node, container, …) so that drift on a shared
/// machine — another process starting, the CPU clocking down — falls on both modes alike. Each mode keeps
/// its own renderer, so pools are warm in both after the warm-up runs.
public struct ABExperiment: Sendable {
  public var runs: Int
  public var warmup: Int
  public var scale: Double
  public var threads: Int?

  public init(runs: Int = 21, warmup: Int = 3, scale: Double = 1, threads: Int? = nil) {
    self.runs = runs
    self.warmup = warmup
    self.scale = scale
    self.threads = threads
  }

  /// Runs the experiment; `name` labels the report. The report keeps the last frame of each mode unless
  /// `keepFrames` is false (a sweep drops them: two full frames per point add up).
  public func run(_ scene: Scene, name: String, keepFrames: Bool = true) throws(RenderError) -> ABReport {
    let options = { (mode: RenderMode) in CairoRenderer.Options(scale: scale, mode: mode, threads: threads) }
    let renderers: [RenderMode: CairoRenderer] = [
      .container: CairoRenderer(options: options(.container)),
      .perNode: CairoRenderer(options: options(.perNode)),
    ]
    var times: [RenderMode: [Double]] = [.container: [], .perNode: []]
    var glassTimes: [RenderMode: [Double]] = [.container: [], .perNode: []]
    var stageTimes: [RenderMode: [FrameStage: [Double]]] = [.container: [:], .perNode: [:]]
    var last: [RenderMode: RenderedFrame] = [:]
    for run in 0..<(max(warmup, 0) + max(runs, 1)) {
      let order: [RenderMode] = run % 2 == 0 ? [.container, .perNode] : [.perNode, .container]
      for mode in order {
        let start = ContinuousClock.now
        let frame = try renderers[mode]!.render(scene)
        let elapsed = ContinuousClock.now - start
        if run >= warmup {
          times[mode]!.append(Self.milliseconds(elapsed))
          glassTimes[mode]!.append(frame.statistics.glassMilliseconds)
          for stage in FrameStage.allCases {
            stageTimes[mode]![stage, default: []].append(stage.milliseconds(in: frame.statistics))
          }
        }
        last[mode] = frame
      }
    }
    let containerFrame = last[.container]!
    let perNodeFrame = last[.perNode]!
    let stages = { (mode: RenderMode) in
      FrameStage.allCases.map {
        StageTiming(stage: $0, summary: TimingSummary(samples: stageTimes[mode]![$0]!))
      }
    }
    let containerTimes = TimingSummary(samples: times[.container]!)
    let perNodeTimes = TimingSummary(samples: times[.perNode]!)
    let warnings =
      containerFrame.warnings.map { ModeWarning(mode: .container, warning: $0) }
      + perNodeFrame.warnings.map { ModeWarning(mode: .perNode, warning: $0) }
    return ABReport(
      scene: name, runs: runs, warmup: warmup, scale: scale,
      threads: renderers[.container]!.options.threads,
      width: containerFrame.surface.width, height: containerFrame.surface.height,
      container: containerTimes, perNode: perNodeTimes,
      containerGlass: TimingSummary(samples: glassTimes[.container]!),
      perNodeGlass: TimingSummary(samples: glassTimes[.perNode]!),
      containerStages: stages(.container), perNodeStages: stages(.perNode),
      speedup: perNodeTimes.median / containerTimes.median,
      speedupCI95: Statistics.ratioInterval(
        numerator: perNodeTimes.samples, denominator: containerTimes.samples),
      pixels: ImageComparison(containerFrame.surface, perNodeFrame.surface)!,
      pixelsBeyondRounding: ImageComparison(containerFrame.surface, perNodeFrame.surface, threshold: 1)!,
      containerStatistics: containerFrame.statistics, perNodeStatistics: perNodeFrame.statistics,
      warnings: warnings,
      frames: keepFrames ? FramePair(container: containerFrame.surface, perNode: perNodeFrame.surface) : nil)
  }

  static func milliseconds(_ d: Duration) -> Double {
    d.inMilliseconds
  }
}
