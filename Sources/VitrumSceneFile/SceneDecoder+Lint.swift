extension SceneDecoder {
  /// The most entries one `lint.allow` list may hold: a scene breaks a handful of rules on purpose, never
  /// hundreds.
  static let maximumLintAllowances = 64
  /// The longest reason: a sentence or two.
  static let maximumLintReasonLength = 1000

  /// The most nodes one allowance may name.
  static let maximumLintNodes = 256

  /// `{"allow": [{"rule": ID, "reason": TEXT, "nodes": [ID, …], "settings": [KEY, …]}, …]}`: the rules a
  /// scene or a subtree breaks on purpose, for which nodes and in which settings.
  ///
  /// A rule id is 1 to 64 lowercase letters, digits and hyphens, starting with a letter (the form of every
  /// lint rule id); the reason must say something; `nodes` (optional) holds 1 to 256 node ids, `settings`
  /// (optional) one or more of `LintAllowance.settingKeys`. The decoder only checks the form: the scene itself is
  /// unchanged, and `SceneSourceMap` hands the entries to the linter.
  static func lintAllowances(_ json: JSONNode) throws(SceneFileError) -> [LintAllowance] {
    let object = try json.object()
    var result: [LintAllowance] = []
    if let allow = object.optional("allow") {
      let entries = try allow.array()
      guard entries.count <= maximumLintAllowances else {
        throw allow.error(.limit, "more than \(maximumLintAllowances) allowances")
      }
      for entry in entries {
        let fields = try entry.object()
        let ruleNode = try fields.required("rule")
        let rule = try ruleNode.string()
        guard isRuleID(rule) else {
          throw ruleNode.error(
            .invalidValue,
            "expected a rule id such as \"glass-on-glass\" (lowercase letters, digits and hyphens), found "
              + MessageText.quoted(rule))
        }
        let reasonNode = try fields.required("reason")
        let reason = try reasonNode.string()
        guard reason.contains(where: { !$0.isWhitespace }), reason.count <= maximumLintReasonLength else {
          throw reasonNode.error(
            .invalidValue, "a reason must say why, in 1 to \(maximumLintReasonLength) characters")
        }
        var nodes: [String] = []
        if let list = fields.optional("nodes") {
          let items = try list.array()
          guard (1...maximumLintNodes).contains(items.count) else {
            throw list.error(.invalidValue, "\"nodes\" names 1 to \(maximumLintNodes) node ids")
          }
          for item in items {
            let id = try item.string()
            guard !id.isEmpty, id.count <= 256 else {
              throw item.error(.invalidValue, "a node id is 1 to 256 characters")
            }
            nodes.append(id)
          }
        }
        var settings: [String] = []
        if let list = fields.optional("settings") {
          let items = try list.array()
          guard !items.isEmpty else {
            throw list.error(.invalidValue, "\"settings\" names at least one setting")
          }
          for item in items { settings.append(try item.oneOf(LintAllowance.settingKeys)) }
        }
        try fields.finish()
        result.append(
          LintAllowance(
            rule: rule, reason: reason, nodes: nodes, settings: settings, location: entry.location,
            path: entry.path))
      }
    }
    try object.finish()
    return result
  }

  /// Whether `text` has the form of a lint rule id: `^[a-z][a-z0-9-]{0,63}$`.
  static func isRuleID(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard let first = bytes.first, bytes.count <= 64, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
    else { return false }
    return bytes.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "-")
    }
  }
}
