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

  /// Runs the experiment; `name` labels the report.
  public func run(_ scene: Scene, name: String) throws(RenderError) -> ABReport {
    let container = CairoRenderer(options: .init(scale: scale, mode: .container, threads: threads))
    let perNode = CairoRenderer(options: .init(scale: scale, mode: .perNode, threads: threads))
    var times: [RenderMode: [Double]] = [.container: [], .perNode: []]
    var glassTimes: [RenderMode: [Double]] = [.container: [], .perNode: []]
    var last: [RenderMode: RenderedFrame] = [:]
    for run in 0..<(warmup + runs) {
      let order: [RenderMode] = run % 2 == 0 ? [.container, .perNode] : [.perNode, .container]
      for mode in order {
        let renderer = mode == .container ? container : perNode
        let start = ContinuousClock.now
        let frame = try renderer.render(scene)
        let elapsed = ContinuousClock.now - start
        if run >= warmup {
          times[mode]!.append(Self.milliseconds(elapsed))
          glassTimes[mode]!.append(frame.statistics.glassMilliseconds)
        }
        last[mode] = frame
      }
    }
    let containerFrame = last[.container]!
    let perNodeFrame = last[.perNode]!
    let pixels = ImageComparison(containerFrame.surface, perNodeFrame.surface)!
    let containerTimes = TimingSummary(samples: times[.container]!)
    let perNodeTimes = TimingSummary(samples: times[.perNode]!)
    let containerGlass = TimingSummary(samples: glassTimes[.container]!)
    let perNodeGlass = TimingSummary(samples: glassTimes[.perNode]!)
    return ABReport(
      scene: name, runs: runs, warmup: warmup, scale: scale,
      width: containerFrame.surface.width, height: containerFrame.surface.height,
      container: containerTimes, perNode: perNodeTimes, containerGlass: containerGlass,
      perNodeGlass: perNodeGlass,
      speedup: perNodeTimes.median / containerTimes.median,
      speedupCI95: Statistics.ratioInterval(
        numerator: perNodeTimes.samples, denominator: containerTimes.samples),
      pixels: pixels,
      pixelsBeyondRounding: ImageComparison(containerFrame.surface, perNodeFrame.surface, threshold: 1)!,
      containerStatistics: containerFrame.statistics, perNodeStatistics: perNodeFrame.statistics)
  }

  static func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
  }
}
