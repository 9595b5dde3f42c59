import VitrumScene
import VitrumSceneFile

extension Linter {
  /// Findings about the scene's allowances: entries naming a rule lint does not know; entries of running
  /// rules that covered nothing, or name nodes nothing about breaks the rule (the reason is stale); entries
  /// of a rule measured on pixels that name no nodes (a blanket that would hide what a new look of the
  /// glass brings); and entries whose reason names nodes that are not the ones they cover.
  func allowanceFindings(subject: LintSubject, uses: [DocumentPath: AllowanceUse]) -> [LintFinding] {
    guard let map = subject.sourceMap else { return [] }
    var entries: [(entry: LintAllowance, on: Node?)] = map.documentAllowances.map { ($0, nil) }
    var byID: [String: Node] = [:]
    subject.scene.forEachNode { node in
      entries += (map.source(of: node)?.allowances ?? []).map { ($0, node) }
      if !node.id.isGenerated, byID[node.id.rawValue] == nil { byID[node.id.rawValue] = node }
    }
    // Nodes a timeline brings in and takes out are named in reasons too, present now or not.
    for (id, node) in subject.document?.nodesByID ?? [:] where byID[id.rawValue] == nil {
      byID[id.rawValue] = node
    }
    let descriptors = LintRules.descriptors + configuration.descriptors
    let known = Set(descriptors.map(\.id))
    let pixelRules = Set(descriptors.filter(\.measuresPixels).map(\.id))
    let running = Set(
      configuration.rules.flatMap(\.descriptors).filter { configuration.severity(of: $0) != .allow }.map(\.id)
    )
    var findings: [LintFinding] = []
    func add(_ descriptor: LintRuleDescriptor, _ entry: LintAllowance, _ message: String, _ fix: String) {
      let severity = configuration.severity(of: descriptor)
      guard severity != .allow else { return }
      findings.append(
        LintFinding(
          index: 0, rule: descriptor.id, severity: severity, message: message, fix: fix, nodeIDs: [],
          location: Self.location(of: entry, file: subject.file), measurements: [:], outlines: [], times: [],
          defaultSeverity: descriptor.severity, severityOverride: configuration.override(of: descriptor)))
    }
    for (entry, on) in entries {
      let place = on.map { "on `\($0.id)`" } ?? "for the whole document"
      guard known.contains(entry.rule) else {
        let suggestion = LintRules.closestID(to: entry.rule, in: known.sorted()).map {
          " (did you mean `\($0)`?)"
        }
        add(
          LintRules.unknownRule, entry,
          "`lint.allow` names a rule lint does not know: `\(entry.rule)`" + (suggestion ?? ""),
          "use a rule id that `vitrum help lint` lists, or remove the entry")
        continue
      }
      // An allowance of a rule turned off allows nothing: it is neither broad, nor used, nor stale.
      guard running.contains(entry.rule) else { continue }
      if pixelRules.contains(entry.rule) && entry.nodes.isEmpty {
        add(
          LintRules.broadAllowance, entry,
          "`lint.allow` allows `\(entry.rule)` \(on == nil ? "" : "for every node ")\(place) without naming "
            + "its nodes: the rule is measured on pixels, so a blanket allowance hides every failure a "
            + "change of the scene or of the glass's look brings",
          "name the nodes it is for with \"nodes\": [\"…\"] (and the settings with \"settings\"), or fix "
            + "what it allows")
      }
      let use = uses[entry.path]
      let unknownIDs = entry.nodes.filter { id in
        guard let node = byID[id] else { return true }
        return on.map { !Self.isWithin(node, $0) } ?? false
      }
      let coveredIDs = Set((use?.nodes ?? []).map(\.id.rawValue))
      let idle = entry.nodes.filter { !unknownIDs.contains($0) && !coveredIDs.contains($0) }
      if use == nil || !unknownIDs.isEmpty || !idle.isEmpty {
        var message =
          use == nil
          ? "`lint.allow` allows `\(entry.rule)` \(place), but nothing it covers breaks that rule"
          : "`lint.allow` allows `\(entry.rule)` \(place) for nodes nothing about breaks that rule: "
            + Self.quoted(idle)
        if !unknownIDs.isEmpty {
          message +=
            "; \(Self.quoted(unknownIDs)) \(unknownIDs.count == 1 ? "is" : "are") no node "
            + (on == nil ? "of the scene" : "under it")
        }
        add(
          LintRules.unusedAllowance, entry, message,
          "remove the entry or the nodes it names in vain: its reason no longer describes the scene")
      }
      guard let use else { continue }
      let subjects = Set(use.subjects.compactMap(Self.subjectKind))
      let strays = Self.nodesNamed(in: entry.reason, byID).filter { named in
        Self.holds(named, kindIn: subjects)
          && !Self.accounts(for: named, entry: entry, on: on, covered: use.nodes, byID: byID)
      }
      if !strays.isEmpty {
        add(
          LintRules.reasonMismatch, entry,
          "the reason of `lint.allow` (`\(entry.rule)`) \(place) names \(Self.quoted(strays.map(\.id.rawValue))), "
            + "but the findings it covers are about \(Self.quoted(use.nodes.map(\.id.rawValue))): it does not "
            + "say why what it allows is allowed",
          "give the reason for the nodes it covers, or name the nodes it is for with \"nodes\"")
      }
    }
    return findings
  }

  /// Whether a node named in an allowance's reason is one the allowance is about: a node it names, a node
  /// of a finding it covers, the node it is written on, or a group holding one of those.
  static func accounts(
    for named: Node, entry: LintAllowance, on: Node?, covered: [Node], byID: [String: Node]
  ) -> Bool {
    let about = covered + entry.nodes.compactMap { byID[$0] } + [on].compactMap { $0 }
    return about.contains { isWithin($0, named) }
  }

  /// What a rule reports about, as far as a reason naming a node goes: glass, text, a shape or an image.
  /// A reason may name the content beneath (the backdrop) or the glass under a label without naming
  /// something else it allows; only a node of a kind the allowance's findings are about, or a group
  /// holding one, can be such a thing.
  static func subjectKind(_ node: Node) -> String? {
    if let painted = node as? PaintedNode, painted.hasVisibleGlass { return "glass" }
    switch node {
    case is TextNode: return "text"
    case is ShapeNode: return "shape"
    case is ImageNode: return "image"
    default: return nil
    }
  }

  /// Whether a node, or one below it, is of one of the kinds.
  static func holds(_ node: Node, kindIn kinds: Set<String>) -> Bool {
    if let kind = subjectKind(node), kinds.contains(kind) { return true }
    return (node as? GroupNode)?.children.contains { holds($0, kindIn: kinds) } ?? false
  }

  /// Whether `node` is `ancestor` or lies below it.
  static func isWithin(_ node: Node, _ ancestor: Node) -> Bool {
    var current: Node? = node
    while let n = current {
      if n === ancestor { return true }
      current = n.parent
    }
    return false
  }

  /// The scene's nodes whose author id appears in `text` as a word of its own (not inside a longer id:
  /// `picker` is not read in `picker-5`), ids of one character left out.
  static func nodesNamed(in text: String, _ byID: [String: Node]) -> [Node] {
    let characters = Array(text.unicodeScalars)
    func isIDCharacter(_ c: Unicode.Scalar) -> Bool {
      c.properties.isAlphabetic || c.properties.numericType != nil || c == "-" || c == "_"
    }
    var found: [Node] = []
    for (id, node) in byID.sorted(by: { $0.key < $1.key }) where id.unicodeScalars.count > 1 {
      let pattern = Array(id.unicodeScalars)
      var start = 0
      while start + pattern.count <= characters.count {
        if Array(characters[start..<(start + pattern.count)]) == pattern {
          let before = start == 0 || !isIDCharacter(characters[start - 1])
          let end = start + pattern.count
          let after = end == characters.count || !isIDCharacter(characters[end])
          if before && after {
            found.append(node)
            break
          }
        }
        start += 1
      }
    }
    return found
  }

  /// Ids for a message: "`a`, `b`".
  static func quoted(_ ids: [String]) -> String { ids.map { "`\($0)`" }.joined(separator: ", ") }
}
