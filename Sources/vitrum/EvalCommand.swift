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
    that change this frame, each with its reason. For debugging animations and for tests.

    options:
      --time SECONDS    the instant (default 0)
      --reduce-motion   evaluate under the Reduce Motion setting
      --json            print {"scene", "time", "reduceMotion", "tree", "substitutions"} as JSON
    """

  static func run(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(
      raw, command: "eval", valueOptions: ["--time"], flagOptions: ["--reduce-motion", "--json"])
    let path = try args.positional(count: 1, names: "the scene file")[0]
    let time = try SharedOptions.time(args)
    let document = try SharedOptions.load(path)
    let result = SharedOptions.present(document, at: time, reduceMotion: args.has("--reduce-motion"))
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
      Console.out(
        """
        {
          "scene": \(PresentedValue.text(path).json),
          "time": \(PresentedValue.number(time).json),
          "reduceMotion": \(reduce),
          "tree": \(tree),
          "substitutions": [\(list.isEmpty ? "" : "\n" + list.joined(separator: ",\n") + "\n  ")]
        }
        """)
      return
    }
    var text =
      "time \(PresentedValue.format(time)) s, \(MotionPolicy(environment: document.scene.environment))\n"
    text += evaluated.text
    text += substitutions.isEmpty ? "substitutions: none" : "substitutions:"
    for substitution in substitutions { text += "\n  \(substitution)" }
    Console.out(text)
  }
}
