import VitrumIO

/// Small text helpers shared by the parser's and the reader's error messages, so that both
/// quote, number and suggest things the same way. A namespace keeps these common names from
/// colliding with other helpers in the module.
enum MessageText {
  /// `text` in double quotes, with quotes, backslashes and control characters escaped so that
  /// the quoted text in a message is unambiguous and stays on one line.
  static func quoted(_ text: String) -> String { TextEscaping.jsonQuoted(text) }

  /// `value` as at least four uppercase hex digits, zero-padded.
  static func hex4(_ value: UInt32) -> String { TextEscaping.hex4(value) }

  /// `value` as a person would write it: `1` rather than `1.0`, `0.5`, `1e-07`.
  static func number(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// The candidate `word` was most likely meant to be, or `nil` if none is close.
  ///
  /// Case is ignored, and "close" allows about one typo per three letters of the candidate:
  /// enough to catch `tnit` for `tint` or `colr` for `color`, while short words like `id` only
  /// match on a single slip, so unrelated names are not suggested. Ties go to the earlier
  /// candidate, which lets callers list the likelier ones first.
  static func closestMatch(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    var best: (candidate: String, distance: Int)? = nil
    for candidate in candidates {
      let scalars = Array(candidate.lowercased().unicodeScalars)
      let threshold = max(1, scalars.count / 3)
      let distance = editDistance(target, scalars)
      if distance <= threshold && distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The optimal-string-alignment distance between `a` and `b`: insertions, deletions,
  /// substitutions and swaps of adjacent elements each cost one.
  ///
  /// Swaps count as one edit rather than Levenshtein's two because transposed letters are the
  /// most common typo in field names.
  static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rolling rows: the swap rule looks two rows back.
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
