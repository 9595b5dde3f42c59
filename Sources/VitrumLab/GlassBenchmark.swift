import VitrumRender
import VitrumScene

/// Times a scene's frames in one or both modes and, in the same run, the copy of one frame of the same
/// size: the measurement behind `vitrum bench`.
///
/// Each run renders every mode (alternating the order, as `ABExperiment` does, so drift falls on all
/// alike) and times one frame copy in cache and one from memory, so the floor is measured under the same
/// load as the frames. Every mode keeps its own renderer, warm after the warm-up runs.
///
/// With `baselineThreads`, every mode also renders on that many threads in the same runs (its own warm
/// renderer, in the alternating order), so the speed-up of `threads` over it is measured under one load:
/// run back to back as separate commands on a shared machine, the two thread counts met different
/// neighbours, and the ratio of their medians swung widely from pair to pair (docs/benchmarks.md,
/// *Threads: what the machine gives*).
public struct GlassBenchmark: Sendable {
  public var runs: Int
  public var warmup: Int
  public var scale: Double
  public var threads: Int?
  public var modes: [RenderMode]
  /// The thread count each mode is also timed on, to compare `threads` with (nil: none).
  public var baselineThreads: Int?

  public init(
    runs: Int = 21, warmup: Int = 3, scale: Double = 1, threads: Int? = nil,
    modes: [RenderMode] = [.container, .perNode], baselineThreads: Int? = nil
  ) {
    self.runs = runs
    self.warmup = warmup
    self.scale = scale
    self.threads = threads
    self.modes = modes
    self.baselineThreads = baselineThreads
  }

  public func run(_ scene: Scene, name: String) throws(RenderError) -> BenchmarkReport {
    let renderers = modes.map {
      CairoRenderer(options: CairoRenderer.Options(scale: scale, mode: $0, threads: threads))
    }
    // The baseline renderers, after the modes' in the run order: entry `modes.count + m` is mode m's.
    let baselines =
      baselineThreads.map { t in
        modes.map { CairoRenderer(options: CairoRenderer.Options(scale: scale, mode: $0, threads: t)) }
      } ?? []
    var baselineGlass = [[Double]](repeating: [], count: baselines.count)
    var frames = [[Double]](repeating: [], count: modes.count)
    var glass = [[Double]](repeating: [], count: modes.count)
    var stages = [[FrameStage: [Double]]](repeating: [:], count: modes.count)
    var last: [RenderedFrame?] = Array(repeating: nil, count: modes.count)
    var inCache: [Double] = []
    var fromMemory: [Double] = []
    var copy: FrameCopy?
    // The controls, calibrated to the baseline's glass time over the warm-up (or the first run, without).
    var warmupBaselineGlass: [Double] = []
    var controls: ControlSamples?
    for run in 0..<(max(warmup, 0) + max(runs, 1)) {
      let everyRenderer = Array(0..<(modes.count + baselines.count))
      let order = run % 2 == 0 ? everyRenderer : everyRenderer.reversed()
      for k in order {
        guard k < modes.count else {
          let frame = try baselines[k - modes.count].render(scene)
          if run >= warmup {
            baselineGlass[k - modes.count].append(frame.statistics.glassMilliseconds)
          } else if k == modes.count {
            warmupBaselineGlass.append(frame.statistics.glassMilliseconds)
          }
          continue
        }
        let m = k
        let start = ContinuousClock.now
        let frame = try renderers[m].render(scene)
        let ms = FrameCopy.milliseconds(since: start)
        if run >= warmup {
          frames[m].append(ms)
          glass[m].append(frame.statistics.glassMilliseconds)
          for stage in FrameStage.allCases {
            stages[m][stage, default: []].append(stage.milliseconds(in: frame.statistics))
          }
        }
        last[m] = frame
      }
      if copy == nil, let frame = last[0] {
        copy = FrameCopy(width: frame.surface.width, height: frame.surface.height)
      }
      if run >= warmup, let copy {
        inCache.append(copy.inCache())
        fromMemory.append(copy.fromMemory())
      }
      if run >= warmup, let baseline = baselineThreads {
        if controls == nil {
          controls = ControlSamples(
            control: .calibrated(
              toMilliseconds: TimingSummary(
                samples: warmupBaselineGlass.isEmpty ? baselineGlass[0] : warmupBaselineGlass
              ).median,
              framePixels: copy.map { $0.width * $0.height } ?? 1),
            threads: renderers[0].options.threads, baselineThreads: baseline)
        }
        controls!.sample(reversed: run % 2 == 1)
      }
    }
    let size = last[0].map { ($0.surface.width, $0.surface.height) } ?? (0, 0)
    return BenchmarkReport(
      scene: name, runs: max(runs, 1), warmup: max(warmup, 0), scale: scale,
      threads: renderers[0].options.threads, width: size.0, height: size.1,
      copyInCache: TimingSummary(samples: inCache), copyFromMemory: TimingSummary(samples: fromMemory),
      control: controls?.summary,
      modes: modes.indices.map { m in
        ModeBenchmark(
          mode: modes[m], frame: TimingSummary(samples: frames[m]), glass: TimingSummary(samples: glass[m]),
          stages: FrameStage.allCases.map {
            StageTiming(stage: $0, summary: TimingSummary(samples: stages[m][$0]!))
          },
          statistics: last[m]!.statistics,
          warnings: last[m]!.warnings.map { ModeWarning(mode: modes[m], warning: $0) },
          baseline: baselines.isEmpty
            ? nil
            : ThreadBaseline(
              threads: baselines[m].options.threads, glass: TimingSummary(samples: baselineGlass[m]),
              speedupInterval: Statistics.ratioInterval(numerator: baselineGlass[m], denominator: glass[m])))
      })
  }
}

/// One mode's glass time on the baseline thread count, from the same runs as its main figures.
public struct ThreadBaseline: Sendable {
  public var threads: Int
  public var glass: TimingSummary
  /// The bootstrap 95 % interval of `ModeBenchmark.threadSpeedup`.
  public var speedupInterval: ClosedRange<Double>
}

/// One mode's times and work in a benchmark.
public struct ModeBenchmark: Sendable {
  public var mode: RenderMode
  public var frame: TimingSummary
  public var glass: TimingSummary
  /// In `FrameStage.allCases` order.
  public var stages: [StageTiming]
  /// The last frame's work counters (the same every run: they depend on the scene and mode alone).
  public var statistics: RenderStatistics
  public var warnings: [ModeWarning]
  /// The glass time on the baseline thread count, when asked for.
  public var baseline: ThreadBaseline?

  /// The baseline's median glass time over this one's: how much faster the benchmark's thread count is.
  public var threadSpeedup: Double? { baseline.map { $0.glass.median / glass.median } }
}
