import Foundation
import VitrumAnimation
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// `vitrum eval SCENE [--time S] [--reduce-motion] [--json]`
enum EvalCommand {
  static let help = """
    usage: vitrum eval SCENE [--time SECONDS] [--reduce-motion] [--json]

    Prints the scene as it is presented at an instant of its timeline: every node with its id and the
    attributes it shows then (transform, opacity, visibility, paint, glass with its resolved look and any
    morph), one node per line and indented by depth, followed by the substitutions the motion policy made
    that change this frame, each with its reason, and the ink each adaptive foreground ("fill": "primary"
    or "secondary") is drawn in, with the contrasts measured beneath it and why (the frame is rendered
    for that at the scene's canvas.scale). For debugging animations and for tests.

    options:
      --time SECONDS    the instant (default 0)
      --reduce-motion   evaluate under the Reduce Motion setting
      --json            print {"scene", "time", "reduceMotion", "tree", "substitutions", "inks"} as JSON
    """

  static func run(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(
      raw, command: "eval", valueOptions: ["--time"], flagOptions: ["--reduce-motion", "--json"])
    let path = try args.positional(count: 1, names: "the scene file")[0]
    let time = try SharedOptions.time(args)
    let document = try SharedOptions.load(path)
    let result = SharedOptions.present(document, at: time, reduceMotion: args.has("--reduce-motion"))
    let inks = try self.inks(document, at: time, path: path)
    let evaluated = document.scene.evaluate()
    let substitutions = result?.substitutions ?? []
    let reduce = document.scene.environment.reduceMotion
    if args.has("--json") {
      let list = substitutions.map { s in
        "    {\"node\": \(PresentedValue.text(s.node.rawValue).json), "
          + "\"attribute\": \(PresentedValue.text(s.attribute).json), "
          + "\"start\": \(PresentedValue.number(s.start).json), \"end\": \(PresentedValue.number(s.end).json), "
          + "\"original\": \(PresentedValue.text(s.original).json), "
          + "\"replacement\": \(PresentedValue.text(s.replacement).json), "
          + "\"reason\": \(PresentedValue.text(s.reason.rawValue).json)}"
      }
      let tree = evaluated.json.trimmingCharacters(in: .newlines).replacingOccurrences(of: "\n", with: "\n  ")
      let inkList = inks.map { "    " + json($0) }
      Console.out(
        """
        {
          "scene": \(PresentedValue.text(path).json),
          "time": \(PresentedValue.number(time).json),
          "reduceMotion": \(reduce),
          "tree": \(tree),
          "substitutions": [\(list.isEmpty ? "" : "\n" + list.joined(separator: ",\n") + "\n  ")],
          "inks": [\(inkList.isEmpty ? "" : "\n" + inkList.joined(separator: ",\n") + "\n  ")]
        }
        """)
      return
    }
    var text =
      "time \(PresentedValue.format(time)) s, \(MotionPolicy(environment: document.scene.environment))\n"
    text += evaluated.text
    text += substitutions.isEmpty ? "substitutions: none" : "substitutions:"
    for substitution in substitutions { text += "\n  \(substitution)" }
    if !inks.isEmpty {
      text += "\ninks:"
      for (id, report) in inks {
        let color = inkColor(report)
        text +=
          "\n  \(id) \(report.level.rawValue) → \(report.decision.tone) \(color.hexString): "
          + report.decision.reason
      }
    }
    Console.out(text)
  }

  /// The frame's adaptive foregrounds by id: the scene is rendered as `vitrum render` draws it, its inks
  /// decided as a player from the timeline's start would.
  static func inks(_ document: SceneDocument, at time: Double, path: String) throws(CommandFailure)
    -> [(NodeID, InkReport)]
  {
    let renderer = CairoRenderer(options: .init(scale: document.suggestedScale ?? 2))
    do {
      try SharedOptions.presentInks(document, at: time, options: renderer.options)
      let frame = try renderer.render(document.scene)
      return frame.inks.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key, $0.value) }
    } catch {
      throw .failure("eval: \(path): cannot render the frame its inks are read from: \(error.description)")
    }
  }

  /// The colour drawn for a report (white or black at the level's strength, mid-fade the mix).
  static func inkColor(_ report: InkReport) -> Color {
    AdaptiveInk(report.level).color(for: report.decision)
  }

  static func json(_ entry: (NodeID, InkReport)) -> String {
    let (id, report) = entry
    let d = report.decision
    var fields = [
      "\"node\": \(PresentedValue.text(id.rawValue).json)",
      "\"level\": \(PresentedValue.text(report.level.rawValue).json)",
      "\"side\": \(PresentedValue.text(d.tone.side.rawValue).json)",
      "\"color\": \(PresentedValue.text(inkColor(report).hexString).json)",
      "\"lightContrast\": \(PresentedValue.number(report.reading.light).json)",
      "\"darkContrast\": \(PresentedValue.number(report.reading.dark).json)",
      "\"pixels\": \(report.reading.pixels)",
    ]
    fields.append(
      "\"fadingFrom\": "
        + (d.fadingFrom.map { PresentedValue.text($0.side.rawValue).json } ?? "null"))
    fields.append("\"progress\": \(PresentedValue.number(d.progress).json)")
    fields.append("\"reason\": \(PresentedValue.text(d.reason).json)")
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
