import Foundation
import VitrumLab
import VitrumRender

extension ABCommand {
  /// `ab [SCENE] --sweep PARAMETER=V1,V2,…`: the experiment at each value, a table, the crossover.
  static func runSweep(_ args: Arguments, _ text: String, _ outputs: Outputs) throws(CommandFailure) {
    let specification: SweepSpecification
    do {
      specification = try SweepSpecification(parsing: text)
    } catch {
      throw .usage("ab: --sweep \(error.description)")
    }
    let parameter = specification.parameter
    let clashing: [SweepParameter: [String]] = [
      .count: ["--count"], .spacing: ["--spacing"], .blur: ["--blur"], .card: ["--card", "--coverage"],
      .coverage: ["--coverage", "--card"], .threads: ["--threads"],
    ]
    if let option = clashing[parameter]?.first(where: { args.string($0) != nil }) {
      throw .usage(
        "ab: \(option) and --sweep \(parameter.rawValue)=… both set the \(parameter.rawValue); drop \(option)"
      )
    }
    var experiment = try experiment(args)
    let subject: ABSweep.Subject
    if args.positional.isEmpty {
      let count = try args.int("--count", in: 1...CardsGenerator.maximumCount) ?? 48
      subject = .generated(try CardsOptions.generator(args, count: count))
      experiment.scale = try args.double("--scale", in: 0.25...8) ?? 1
    } else {
      let path = try args.positional(count: 1, names: "the scene file")[0]
      guard !parameter.needsGeneratedScene else {
        throw .usage(
          "ab: --sweep \(parameter.rawValue)=… changes a generated scene; drop SCENE (only threads can be swept over a scene file)"
        )
      }
      if CardsOptions.anyGiven(args) || args.string("--count") != nil {
        throw .usage("ab: the card options (--count, --spacing, …) describe generated scenes, not \(path)")
      }
      let document = try SharedOptions.load(path)
      subject = .scene(document.scene, name: path)
      experiment.scale = try args.double("--scale", in: 0.25...8) ?? document.suggestedScale ?? 1
    }
    let sweep: ABSweep
    do {
      sweep = try ABSweep(subject: subject, specification: specification, experiment: experiment)
    } catch {
      throw .usage("ab: --sweep \(error.description)")
    }
    let total = specification.values.count
    let report: SweepReport
    do {
      report = try sweep.run { index, value in
        Console.error("[\(index + 1)/\(total)] \(parameter.rawValue)=\(value)")
      }
    } catch {
      throw .failure("ab: sweep: \(error.description)")
    }
    Console.out(report.table)
    try outputs.write(report)
  }
}
