import Foundation
import VitrumIO
import VitrumLab
import VitrumRender
import VitrumSceneFile

/// `vitrum bench SCENE... [--runs N] [--warmup N] [--mode container|per-node|both] [--scale S]
/// [--threads N] [--against-threads N] [--json FILE]`
enum BenchCommand {
  static let help = """
    usage: vitrum bench SCENE... [options]

    Times the scene's frames and, in the same run, the copy of one frame of the same size (memcpy of its
    ARGB32 pixels, in cache and from memory), and prints per mode the median frame and glass time, the
    glass time by stage — capture (reading and downsampling the backdrop), blur (passes on the coarse
    grid), distance (fields and each row's interior, edge and empty runs), shading, composite, other —
    each also as a multiple of the in-cache copy, and the work counters: glass draws, captures, pixels
    captured, blurred, shaded and shaded as plain interior, bytes read and written. The counters depend on
    the scene and the mode alone, never on the machine or its load, so two runs or two commits can be
    compared by them. Times on a shared machine drift: compare multiples, measured in one run.

    With several scenes (vitrum bench Scenes/*.json) each is timed in turn, the copy in its own runs, and
    one table has a row per scene (and mode): frame and glass medians, glass as a multiple of the copy,
    and the counters, closing with the median multiple and how many rows lie above 15×.

    options:
      --runs N          timed runs per mode (default 21)
      --warmup N        untimed runs per mode first (default 3)
      --mode MODE       container, per-node or both (default both for one scene, container for
                        several; interleaved)
      --scale S         device pixels per point (default: each scene's canvas.scale, else 1)
      --threads N       cores for the glass kernels (default: all; the pixels are the same for any N)
      --against-threads N
                        also time each mode's glass on N cores in the same runs (interleaved) and
                        print the speed-up of --threads over N with its bootstrap 95 % interval (one
                        scene only)
      --json FILE       also write the report as JSON (times, multiples, stages, counters, each
                        container group's strategy and why); for several scenes {"scenes": [...]}
    """

  static func run(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(
      raw, command: "bench",
      valueOptions: ["--runs", "--warmup", "--mode", "--scale", "--threads", "--against-threads", "--json"],
      flagOptions: [])
    let paths = args.positional
    guard !paths.isEmpty else { throw .usage("bench: missing the scene file (see `vitrum help bench`)") }
    let modes: [RenderMode]
    // One scene: both modes side by side; several: a row per scene, container mode unless asked.
    switch args.string("--mode") ?? (paths.count == 1 ? "both" : "container") {
    case "both": modes = [.container, .perNode]
    case let text:
      guard let mode = RenderMode(rawValue: text) else {
        throw .usage("bench: --mode expects container, per-node or both, got \"\(text)\"")
      }
      modes = [mode]
    }
    let runs = try args.int("--runs", in: 1...10_000) ?? 21
    let warmup = try args.int("--warmup", in: 0...1000) ?? 3
    let threads = try args.int("--threads", in: 1...256)
    let baseline = try args.int("--against-threads", in: 1...256)
    let json = args.string("--json")
    if let json { try ABCommand.Outputs.checkFile(json, command: "bench") }
    let scaleOption = try args.double("--scale", in: 0.25...8)
    if paths.count > 1 && baseline != nil {
      throw .usage("bench: --against-threads takes one scene")
    }
    // Every scene is read before any is timed: a bad file fails at once, not after minutes of runs.
    var documents: [SceneDocument] = []
    for path in paths { documents.append(try SharedOptions.load(path)) }
    var reports: [BenchmarkReport] = []
    for (path, document) in zip(paths, documents) {
      let benchmark = GlassBenchmark(
        runs: runs, warmup: warmup, scale: scaleOption ?? document.suggestedScale ?? 1, threads: threads,
        modes: modes, baselineThreads: baseline)
      let report: BenchmarkReport
      do {
        report = try benchmark.run(document.scene, name: path)
      } catch {
        throw .failure("bench: \(path): \(error.description)")
      }
      for w in report.modes.flatMap(\.warnings) {
        Console.error("warning: \(path): \(w.mode.rawValue): \(w.warning.nodeID): \(w.warning.message)")
      }
      if paths.count > 1 {
        Console.error(
          "\(path): glass \(report.modes.map { String(format: "%.1f×", report.multiple($0.glass.median)) }.joined(separator: ", ")) the copy"
        )
      }
      reports.append(report)
    }
    Console.out(paths.count == 1 ? reports[0].table : BenchmarkTable(reports: reports).table)
    if let json {
      do {
        try AtomicFile.write(
          paths.count == 1 ? reports[0].json() : BenchmarkTable(reports: reports).json(), to: json)
      } catch let failure as AtomicFile.Failure {
        throw .failure("bench: cannot write \(failure)")
      } catch {
        throw .failure("bench: cannot write the report: \(error)")
      }
    }
  }
}
