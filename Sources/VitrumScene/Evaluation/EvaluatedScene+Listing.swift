extension EvaluatedScene {
  /// The tree as text, one node per line, indented by depth: `KIND ID key=value …`. Masks are listed
  /// under their group as `mask …`. Generated ids (`#N`, which depend on how many nodes the process made
  /// before) are written `#`, so that listings of the same scene are the same text in any process.
  public var text: String {
    var canvas = "canvas \(PresentedValue.format(size.width))x\(PresentedValue.format(size.height))"
    if environment.light != .standard {
      let light = PresentedValue.numbers([environment.light.angle, environment.light.intensity]).text
      canvas += " light=" + (light.contains(" ") ? "\"\(light)\"" : light)
    }
    var lines = [canvas]
    func visit(_ node: EvaluatedNode, parent: SceneEnvironment, depth: Int, prefix: String) {
      var line = String(repeating: "  ", count: depth) + prefix + node.kindName + " " + Self.listed(node.id)
      for (key, value) in node.attributes(parent: parent) {
        let text = value.text
        line += " \(key)=" + (text.contains(" ") ? "\"\(text)\"" : text)
      }
      lines.append(line)
      if let mask = node.mask { visit(mask, parent: node.environment, depth: depth + 1, prefix: "mask ") }
      for child in node.children { visit(child, parent: node.environment, depth: depth + 1, prefix: "") }
    }
    visit(root, parent: environment, depth: 0, prefix: "")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The tree as JSON: `{"canvas": [w, h], "root": NODE}`, each node `{"id", "kind", attributes…,
  /// "mask": NODE, "children": [NODE…]}`.
  public var json: String { json(root, parent: environment, indent: "") + "\n" }

  /// An id as listings write it: an author's id as it is, a generated one as `#`.
  static func listed(_ id: NodeID) -> String { id.isGenerated ? "#" : id.rawValue }

  private func json(_ node: EvaluatedNode, parent: SceneEnvironment, indent: String) -> String {
    let inner = indent + "  "
    var members = [
      "\(inner)\"id\": \(PresentedValue.jsonString(Self.listed(node.id)))",
      "\(inner)\"kind\": \(PresentedValue.jsonString(node.kindName))",
    ]
    for (key, value) in node.attributes(parent: parent) {
      members.append("\(inner)\(PresentedValue.jsonString(key)): \(value.json)")
    }
    if let mask = node.mask {
      members.append("\(inner)\"mask\": " + json(mask, parent: node.environment, indent: inner))
    }
    if !node.children.isEmpty {
      let children = node.children.map {
        inner + "  " + json($0, parent: node.environment, indent: inner + "  ")
      }
      members.append("\(inner)\"children\": [\n" + children.joined(separator: ",\n") + "\n\(inner)]")
    }
    return "{\n" + members.joined(separator: ",\n") + "\n\(indent)}"
  }
}
