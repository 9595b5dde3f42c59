extension SceneDecoder {
  /// The most entries one `lint.allow` list may hold: a scene breaks a handful of rules on purpose, never
  /// hundreds.
  static let maximumLintAllowances = 64
  /// The longest reason: a sentence or two.
  static let maximumLintReasonLength = 1000

  /// `{"allow": [{"rule": ID, "reason": TEXT}, …]}`: the rules a scene or a subtree breaks on purpose.
  ///
  /// A rule id is 1 to 64 lowercase letters, digits and hyphens, starting with a letter (the form of every
  /// lint rule id); the reason must say something. The decoder only checks the form: the scene itself is
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
        try fields.finish()
        result.append(LintAllowance(rule: rule, reason: reason, location: entry.location, path: entry.path))
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
