import VitrumAnimation
import VitrumGeometry
import VitrumRender
import VitrumScene
import VitrumSceneFile

/// `vitrum info SCENE`
enum InfoCommand {
  static let help = """
    usage: vitrum info SCENE

    Validates a scene file and describes it: canvas, environment, nodes by kind, glass shapes by variant,
    nesting depth, the timeline's duration and events (with what Reduce Motion would substitute), and the
    warnings a render would report. Exits 65 with a located message when the file is invalid.
    """

  static func run(_ raw: [String]) throws(CommandFailure) {
    let args = try Arguments(raw, command: "info", valueOptions: [], flagOptions: [])
    let path = try args.positional(count: 1, names: "the scene file")[0]
    let document = try SharedOptions.load(path)
    let scene = document.scene
    var kinds: [String: Int] = [:]
    var variants: [String: Int] = [:]
    var maxDepth = 0
    func visit(_ node: Node, depth: Int) {
      maxDepth = max(maxDepth, depth)
      var kind = node.kindName
      if let shape = node as? ShapeNode {
        kind = shape.shape.kind
        if let glass = shape.glass { variants[glass.variant.rawValue, default: 0] += 1 }
      }
      kinds[kind, default: 0] += 1
      if let group = node as? GroupNode {
        if let mask = group.mask { visit(mask, depth: depth + 1) }
        for child in group.children { visit(child, depth: depth + 1) }
      }
    }
    visit(scene.root, depth: 0)
    let env = scene.environment
    var settings = [env.colorScheme.rawValue, env.layoutDirection.rawValue]
    if env.reduceMotion { settings.append("reduce motion") }
    if env.reduceTransparency { settings.append("reduce transparency") }
    if env.increaseContrast { settings.append("increase contrast") }
    let suggested = document.suggestedScale.map { " (suggested scale \(number($0)))" } ?? ""
    let nodeSummary = kinds.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    let glassSummary = variants.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    let ids = document.nodesByID.keys.map(\.rawValue).sorted()
    var lines = [
      "scene: \(path)",
      "format: \(SceneFile.formatIdentifiers[document.formatVersion] ?? SceneFile.formatIdentifier)",
      "canvas: \(number(scene.size.width)) × \(number(scene.size.height)) pt\(suggested)",
      "environment: " + settings.joined(separator: ", "),
      "nodes: " + nodeSummary.joined(separator: ", "),
      "glass: " + (glassSummary.isEmpty ? "none" : glassSummary.joined(separator: ", ")),
      "depth: \(maxDepth)",
      "ids: " + (ids.isEmpty ? "none" : ids.joined(separator: ", ")),
    ]
    lines += timelineLines(document)
    let list = DisplayListBuilder(scale: document.suggestedScale ?? 2, mode: .container).build(scene)
    for warning in list.warnings { lines.append("warning: \(warning)") }
    Console.out(lines.joined(separator: "\n"))
  }

  static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

  /// The timeline's duration, its events, and what Reduce Motion would substitute.
  static func timelineLines(_ document: SceneDocument) -> [String] {
    guard let timeline = document.timeline else { return ["timeline: none (a static scene)"] }
    let declared = timeline.declaredDuration != nil ? " (declared)" : ""
    var lines = ["duration: \(PresentedValue.format(timeline.duration)) s\(declared)"]
    let events = timeline.events
    lines.append("events: \(events.count)")
    for event in events { lines.append("  \(event)") }
    let substitutions = timeline.substitutions(policy: .reduced)
    lines.append(
      "under reduce motion: \(substitutions.count) substitution\(substitutions.count == 1 ? "" : "s")")
    for substitution in substitutions { lines.append("  \(substitution)") }
    return lines
  }
}
