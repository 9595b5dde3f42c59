import Foundation
import VitrumLab
import VitrumRender

/// `vitrum ab SCENE [options]` and `vitrum ab [SCENE] --sweep PARAMETER=V1,V2,… [options]`
enum ABCommand {
  static let help = """
    usage: vitrum ab SCENE [options]
           vitrum ab --sweep PARAMETER=V1,V2,… [card options] [options]
           vitrum ab SCENE --sweep threads=V1,V2,… [options]

    Renders the scene in container and per-node mode, interleaved (ABBA), and prints the median and 95th
    percentile frame time of each, a 95 % confidence interval of each median, the speedup (per-node median
    over container median) with its bootstrap interval, and how the two images differ. Renderer warnings
    go to standard error and into the JSON.

    A sweep runs that experiment at each value of one parameter over generated card scenes (see `vitrum help
    generate`; the card options below set what stays fixed), prints one row per value and names the
    crossover: where the speedup crosses 1, interpolated between the two points around it, reported as a
    crossover only when the 95 % intervals of the nearest decided points on both sides exclude 1 on
    opposite sides. Parameters: count (cards), spacing (pt), blur (pt), card (WxH pt), coverage (share of
    the canvas, 0 < F ≤ 1), threads (over generated scenes or over SCENE).

    options:
      --runs N          timed runs per mode (per point in a sweep; default 21)
      --warmup N        untimed runs per mode first (default 3)
      --scale S         device pixels per point (default: the scene's canvas.scale, else 1)
      --threads N       cores for the glass kernels (default: all)
      --json FILE       also write the report (or the sweep) as JSON
      --csv FILE        also write every timed run as CSV (scene,mode,run,ms), or one row per sweep point
      --chart FILE.png  draw a chart: bars per mode with interval whiskers, stacked by stage; for a sweep,
                        both modes' curves with interval bands, the speedup below, the crossover marked
      --report DIR      write an HTML report into DIR (index.html with the chart, the two frames side by
                        side, their amplified difference, the table, the command and the machine; the JSON
                        and CSV beside it). DIR is replaced whole, never left half written; an existing DIR
                        must be empty or an earlier report.
      --sweep PARAMETER=V1,V2,…
                        measure at each value (at least 2, at most 64, distinct)

    card options (with --sweep, without SCENE):
      --count N (default 48)  --spacing S  --card W H  --coverage F  --blur R  --width W  --height H
      --layout grid|scatter  --seed N
    """

  static let outputOptions: Set<String> = ["--json", "--csv", "--chart", "--report"]

  static func run(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(
      CardsOptions.foldingCard(raw, command: "ab"), command: "ab",
      valueOptions: CardsOptions.valueOptions.union(outputOptions).union([
        "--runs", "--warmup", "--scale", "--threads", "--sweep", "--count",
      ]), flagOptions: [])
    let outputs = try Outputs(args)
    if let sweep = args.string("--sweep") {
      try runSweep(args, sweep, outputs)
      return
    }
    if CardsOptions.anyGiven(args) || args.string("--count") != nil {
      throw .usage(
        "ab: the card options (--count, --spacing, …) describe generated scenes; use them with --sweep")
    }
    let path = try args.positional(count: 1, names: "the scene file")[0]
    let experiment = try experiment(args)
    let document = try SharedOptions.load(path)
    var configured = experiment
    configured.scale = try args.double("--scale", in: 0.25...8) ?? document.suggestedScale ?? 1
    let report: ABReport
    do {
      report = try configured.run(document.scene, name: path)
    } catch {
      throw .failure("ab: \(path): \(error.description)")
    }
    for w in report.warnings {
      Console.error("warning: \(path): \(w.mode.rawValue): \(w.warning.nodeID): \(w.warning.message)")
    }
    Console.out(report.table)
    try outputs.write(report)
  }

  /// The runs, warm-up and threads every form shares (scale is set per form).
  static func experiment(_ args: Arguments) throws(CommandFailure) -> ABExperiment {
    ABExperiment(
      runs: try args.int("--runs", in: 1...10_000) ?? 21, warmup: try args.int("--warmup", in: 0...1000) ?? 3,
      scale: 1, threads: try args.int("--threads", in: 1...256))
  }

  /// The command line as typed, quoted for a POSIX shell so it can be pasted back.
  static var commandLine: String {
    CommandLine.arguments.map { argument in
      let plain =
        !argument.isEmpty
        && argument.unicodeScalars.allSatisfy {
          CharacterSet.alphanumerics.contains($0) || "_./=:,+-@%".unicodeScalars.contains($0)
        }
      return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }.joined(separator: " ")
  }
}
