import Foundation
import VitrumLab
import VitrumRender

/// `vitrum ab SCENE [--runs N] [--warmup N] [--json FILE] [--csv FILE] [--scale S] [--threads N]`
enum ABCommand {
  static let help = """
    usage: vitrum ab SCENE [options]

    Renders the scene in container and per-node mode, interleaved (ABBA), and prints the median and 95th
    percentile frame time of each, a 95 % confidence interval of each median, the speedup (per-node median
    over container median) with its bootstrap interval, and how the two images differ.

    options:
      --runs N        timed runs per mode (default 21)
      --warmup N      untimed runs per mode first (default 3)
      --scale S       device pixels per point (default: the scene's canvas.scale, else 1)
      --threads N     cores for the glass kernels (default: all)
      --json FILE     also write the report as JSON
      --csv FILE      also write every timed run as CSV (scene,mode,run,ms)
    """

  static func run(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(
      raw, command: "ab", valueOptions: ["--runs", "--warmup", "--scale", "--threads", "--json", "--csv"],
      flagOptions: [])
    let path = try args.positional(count: 1, names: "the scene file")[0]
    let runs = try args.int("--runs", in: 1...10_000) ?? 21
    let warmup = try args.int("--warmup", in: 0...1000) ?? 3
    let threads = try args.int("--threads", in: 1...256)
    let document = try SharedOptions.load(path)
    let scale = try args.double("--scale", in: 0.25...8) ?? document.suggestedScale ?? 1
    let experiment = ABExperiment(runs: runs, warmup: warmup, scale: scale, threads: threads)
    let report: ABReport
    do {
      report = try experiment.run(document.scene, name: path)
    } catch {
      throw .failure("ab: \(path): \(error.description)")
    }
    Console.out(report.table)
    do {
      if let json = args.string("--json") { try AtomicFile.write(report.json(), to: json) }
      if let csv = args.string("--csv") { try AtomicFile.write(Data(report.csv().utf8), to: csv) }
    } catch {
      throw .failure("ab: cannot write the report: \(error.localizedDescription)")
    }
  }
}
