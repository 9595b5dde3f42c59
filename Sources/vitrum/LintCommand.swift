import Foundation
import VitrumLint
import VitrumRender
import VitrumSceneFile

/// `vitrum lint SCENE... [--time T …] [--json] [--deny RULE] [--allow RULE] [--annotate OUT.png]
/// [--scale S] [--threads N]`
enum LintCommand {
  static var help: String {
    var text = """
      usage: vitrum lint SCENE... [options]

      Checks scenes against the glass design rules, measuring their own pixels where a rule is about what
      a viewer sees. Findings are printed like a compiler's diagnostics on standard error, then a summary
      line. A scene allows a rule it breaks on purpose with a reason, in the file:
      "lint": {"allow": [{"rule": "glass-on-glass", "nodes": ["badge"], "reason": "…"}]} at the top level
      or on a node (that node and the nodes below it), for the nodes it names and, optionally, only in
      some settings ("settings": ["light-increase-contrast"]). A rule measured on pixels (legibility,
      legibility-in-settings, glass-over-flat-backdrop) must be allowed for named nodes: an allowance
      naming none is itself a warning. See docs/lint.md.

      options:
        --time T[,T…]        the times (seconds) to look at, repeatable (default: the times the
                             scene's timeline rests at, up to 8 spread over it; 0 for a static scene)
        --json               print the reports as JSON on standard output (diagnostics are left out),
                             in the form "vitrum-lint/1" (docs/schema/vitrum-lint-1.schema.json)
        --show-allowed       print the findings the scenes allow too, each with its reason
        --deny RULE          make a rule's findings errors; --deny warnings makes every warning an error
        --allow RULE         turn a rule off (both repeatable)
        --annotate OUT.png   draw each finding in the frame and setting it was found in, allowed ones in
                             grey, with a legend (one scene only)
        --scale S            device pixels per point of the measurements, 0.25 to 8 (default: the scene's
                             canvas.scale, else 2)
        --threads N          cores for rendering (default: all; findings are identical for any N)

      exit status: 0 no error-severity finding, 1 an error-severity finding (or a scene that could not be
      linted), 2 bad usage, 65 an invalid scene file

      rules (default severity):

      """
    for rule in LintRules.descriptors {
      text +=
        "  " + rule.id.padding(toLength: 26, withPad: " ", startingAt: 0) + "\(rule.severity.rawValue): "
        + rule.summary + "\n"
    }
    return text
  }

  static func run(_ raw: [String]) throws(CommandFailure) {
    let (rest, repeated) = try repeatedOptions(raw, names: ["--time", "--deny", "--allow"])
    let args = try Arguments(
      rest, command: "lint", valueOptions: ["--annotate", "--scale", "--threads"],
      flagOptions: ["--json", "--show-allowed"])
    guard !args.positional.isEmpty else {
      throw .usage("lint: missing the scene file (see `vitrum help lint`)")
    }
    var configuration = LintConfiguration()
    configuration.times = try times(repeated["--time"] ?? [])
    try severities(deny: repeated["--deny"] ?? [], allow: repeated["--allow"] ?? [], into: &configuration)
    configuration.scale = try args.double("--scale", in: 0.25...8)
    configuration.threads = try args.int("--threads", in: 1...256)
    let annotate = args.string("--annotate")
    if annotate != nil && args.positional.count != 1 {
      throw .usage("lint: --annotate draws one scene; give exactly one SCENE")
    }
    let json = args.has("--json")
    let showAllowed = args.has("--show-allowed")
    var reports: [LintReport] = []
    var invalid = false
    for path in args.positional {
      let loaded: (document: SceneDocument, sourceMap: SceneSourceMap)
      do {
        loaded = try SceneFile.loadWithSourceMap(path: path, textMeasurer: TextMeasurers.shaping())
      } catch {
        Console.error("error: \(error.description)")
        if error.code != .io { invalid = true }
        reports.append(
          LintReport(
            file: path,
            error: LintFileError(
              kind: error.code == .io ? .unreadable : .invalidScene, message: error.message, line: error.line,
              column: error.column, path: error.documentPath)))
        continue
      }
      let subject = LintSubject(document: loaded.document, sourceMap: loaded.sourceMap)
      do {
        let report = try Linter(configuration: configuration).lint(subject)
        if !json && (!report.findings.isEmpty || (showAllowed && !report.allowed.isEmpty)) {
          Console.error(report.diagnostics(showingAllowed: showAllowed))
        }
        if !json, let note = report.samplingNote { Console.error(note) }
        if let annotate {
          try LintAnnotator(scale: report.scale, threads: configuration.threads)
            .write(report, subject: subject, to: annotate)
        }
        reports.append(report)
      } catch {
        Console.error("error: \(path): \(error.message)")
        reports.append(
          LintReport(file: path, error: LintFileError(kind: .lintFailed, message: error.message)))
      }
    }
    if json {
      do {
        Console.out(
          String(decoding: try LintReport.json(reports, configuration: configuration), as: UTF8.self))
      } catch {
        throw .failure("lint: cannot write JSON: \(error)")
      }
    }
    let summary = LintReport.summaryLine(of: reports)
    if invalid { throw CommandFailure(status: .invalidScene, message: summary) }
    if reports.contains(where: { $0.error != nil || $0.errorCount > 0 }) { throw .failure(summary) }
    Console.error(summary)
  }

  /// Takes the options that may repeat (`--time 0 --time 1`, `--deny=a`) out of the arguments, each value
  /// also split at commas; everything else is left for `Arguments`.
  static func repeatedOptions(_ raw: [String], names: Set<String>) throws(CommandFailure) -> (
    [String], [String: [String]]
  ) {
    var rest: [String] = []
    var values: [String: [String]] = [:]
    var index = 0
    while index < raw.count {
      let arg = raw[index]
      index += 1
      if arg == "--" {
        rest += raw[(index - 1)...]
        break
      }
      let name = arg.split(separator: "=", maxSplits: 1).first.map(String.init) ?? arg
      guard names.contains(name) else {
        rest.append(arg)
        continue
      }
      let value: String
      if arg.count > name.count {
        value = String(arg.dropFirst(name.count + 1))
      } else {
        guard index < raw.count else { throw .usage("lint: \(name) needs a value") }
        value = raw[index]
        index += 1
      }
      let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard !parts.contains(where: \.isEmpty) else {
        throw .usage("lint: \(name) needs a value, got \"\(value)\"")
      }
      values[name, default: []] += parts
    }
    return (rest, values)
  }

  /// Times in seconds: finite, from 0 to 10⁹.
  static func times(_ texts: [String]) throws(CommandFailure) -> [Double] {
    var result: [Double] = []
    for text in texts {
      guard let t = Double(text), t.isFinite, (0...1e9).contains(t) else {
        throw .usage("lint: --time expects seconds from 0 to 1000000000, got \"\(text)\"")
      }
      result.append(t)
    }
    return result
  }

  /// `--deny` and `--allow`: known rule ids (or `warnings` for `--deny`), never both for one rule.
  static func severities(deny: [String], allow: [String], into configuration: inout LintConfiguration)
    throws(CommandFailure)
  {
    let ids = LintRules.descriptors.map(\.id)
    func check(_ id: String, _ option: String) throws(CommandFailure) {
      guard !ids.contains(id) else { return }
      let hint = LintRules.closestID(to: id, in: ids).map { " (did you mean \"\($0)\"?)" } ?? ""
      throw .usage("lint: \(option) names no rule \"\(id)\"\(hint); `vitrum help lint` lists them")
    }
    for id in deny {
      if id == "warnings" {
        configuration.denyWarnings = true
        continue
      }
      try check(id, "--deny")
      configuration.severities[id] = .error
    }
    for id in allow {
      try check(id, "--allow")
      if configuration.severities[id] == .error { throw .usage("lint: \(id) is both denied and allowed") }
      configuration.severities[id] = .allow
    }
  }
}
