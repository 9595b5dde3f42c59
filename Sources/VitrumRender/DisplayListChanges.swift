import VitrumScene

/// What differs between two display lists of one canvas: the commands that draw differently, found by
/// matching the lists' commands by the node each draws for.
///
/// A frame's pixel is a function of the commands that cover it, in order, with the clips and layers
/// around them. Commands are matched by a key (the node, the kind of command, and an ordinal), keys kept in
/// the same order on both sides (the longest increasing run of matched positions, which is the longest
/// common subsequence when keys are unique). A matched command is *stable* when its value is unchanged and
/// the clip or layer around it is a stable match of the one around it before, recursively. Outside the
/// bounds of every command that is not stable, the commands covering a pixel are the same, in the same
/// order, nested the same way, with the same values — so the pixel is too, except where glass reads
/// content that changed, which `IncrementalFrame` adds.
struct DisplayListChanges {
  /// Indices of the old list's drawing commands (content and glass) that are not stable.
  var removed: [Int] = []
  /// Indices of the new list's drawing commands that are not stable.
  var inserted: [Int] = []
  /// The old index of each stable drawing command of the new list, by its new index.
  var stableOrigin: [Int: Int] = [:]
  /// The old index of each drawing command of the new list that is matched in place (same key, same
  /// order, its clip or layer stable) but whose value changed, by its new index: it is among `removed`
  /// (old) and `inserted` (new), and draws at the same place among the stable commands.
  var changedOrigin: [Int: Int] = [:]

  var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }

  init(from old: DisplayList, to new: DisplayList) {
    // Most frames change a few commands: the runs of equal commands at both ends are matched by place, and
    // only what lies between is matched by key (hashing every key cost a millisecond on a 345-command
    // list, ten times the comparison of the lists).
    let (prefix, suffix) = Self.equalEnds(old.commands, new.commands)
    let a = old.commands
    let b = new.commands
    let before = Outline(old, keyed: prefix..<(a.count - suffix))
    let after = Outline(new, keyed: prefix..<(b.count - suffix))
    var newOfOld = [Int](repeating: -1, count: before.indices.count)
    // The equal ends: the same commands, so the same entries, in the same order.
    var head = 0
    while head < before.indices.count && head < after.indices.count && before.indices[head] < prefix {
      newOfOld[head] = head
      head += 1
    }
    var tail = 0
    while tail < before.indices.count - head && tail < after.indices.count - head
      && before.indices[before.indices.count - 1 - tail] >= a.count - suffix
    {
      newOfOld[before.indices.count - 1 - tail] = after.indices.count - 1 - tail
      tail += 1
    }
    // Between them, matched by key, in the same order on both sides.
    var oldPosition: [Key: Int] = [:]
    for position in head..<(before.indices.count - tail) { oldPosition[before.keys[position]!] = position }
    var pairs: [(old: Int, new: Int)] = []
    for position in head..<(after.indices.count - tail) {
      if let match = oldPosition[after.keys[position]!] { pairs.append((match, position)) }
    }
    for pair in Self.longestIncreasingRun(pairs) { newOfOld[pair.old] = pair.new }
    // Stability in document order: a command's enclosing push comes before it.
    var stable = [Bool](repeating: false, count: before.indices.count)
    for position in before.indices.indices {
      let match = newOfOld[position]
      guard match >= 0 else { continue }
      let equal =
        before.indices[position] < prefix || before.indices[position] >= a.count - suffix
        || Self.equal(a, before.indices[position], b, after.indices[match])
      let oldParent = before.parents[position]
      let newParent = after.parents[match]
      let placed =
        (oldParent < 0 && newParent < 0)
        || (oldParent >= 0 && newParent >= 0 && stable[oldParent] && newOfOld[oldParent] == newParent)
      if equal {
        stable[position] = placed
      } else if placed && before.draws[position] {
        changedOrigin[after.indices[match]] = before.indices[position]
      }
    }
    var stableNew = [Bool](repeating: false, count: after.indices.count)
    for position in before.indices.indices where stable[position] {
      stableNew[newOfOld[position]] = true
      if before.draws[position] { stableOrigin[after.indices[newOfOld[position]]] = before.indices[position] }
    }
    for position in before.indices.indices where !stable[position] && before.draws[position] {
      removed.append(before.indices[position])
    }
    for position in after.indices.indices where !stableNew[position] && after.draws[position] {
      inserted.append(after.indices[position])
    }
  }

  /// The lengths of the runs of equal commands at the start and at the end of two lists (not overlapping).
  /// Commands are compared in place: copying each (a large enum) cost more than comparing it.
  static func equalEnds(_ a: [DisplayCommand], _ b: [DisplayCommand]) -> (prefix: Int, suffix: Int) {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix
          && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
  }

  /// Whether command `i` of `a` equals command `j` of `b`, compared in place.
  static func equal(_ a: [DisplayCommand], _ i: Int, _ b: [DisplayCommand], _ j: Int) -> Bool {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a[i] == b[j] } }
  }

  /// Identifies a command across frames: the node it draws for (the background has none), its kind, and
  /// its ordinal among commands of that node and kind. Clips and layers carry no node; they are keyed by the
  /// first and last drawing command inside them.
  struct Key: Hashable {
    var node: NodeID?
    var kind: UInt8
    var first: NodeID?
    var last: NodeID?
    var ordinal: Int
  }

  /// A list's commands in order, without the pops: command indices, the enclosing push of each (−1 at
  /// the top), whether the command draws, and the keys of the commands in `keyed`.
  struct Outline {
    var keys: [Key?] = []
    var indices: [Int] = []
    var parents: [Int] = []
    var draws: [Bool] = []

    init(_ list: DisplayList, keyed: Range<Int>) {
      let commands = list.commands
      var stack: [Int] = []
      // Where each push's content ends (its pop), by entry.
      var ends: [Int] = []
      var openEntries: [Int] = []
      for index in commands.indices {
        let isPush: Bool
        switch commands[index] {
        case .popClip, .popLayer:
          if !stack.isEmpty { stack.removeLast() }
          if let entry = openEntries.popLast() { ends[entry] = index }
          continue
        case .pushClip, .pushLayer: isPush = true
        default: isPush = false
        }
        indices.append(index)
        parents.append(stack.last ?? -1)
        draws.append(!isPush)
        ends.append(commands.count)
        if isPush {
          stack.append(indices.count - 1)
          openEntries.append(indices.count - 1)
        }
      }
      // Keys, only for the commands in `keyed`: a push's are the nodes of the first and last drawing
      // command before its pop.
      keys = [Key?](repeating: nil, count: indices.count)
      var ordinals: [Key: Int] = [:]
      for entry in indices.indices where keyed.contains(indices[entry]) {
        let index = indices[entry]
        let command = commands[index]
        var key: Key
        if draws[entry] {
          key = Key(
            node: DisplayListChanges.node(of: command), kind: DisplayListChanges.kind(of: command),
            first: nil,
            last: nil, ordinal: 0)
        } else {
          var first: NodeID?
          var last: NodeID?
          var seen = false
          for inner in (index + 1)..<ends[entry] {
            switch commands[inner] {
            case .pushClip, .pushLayer, .popClip, .popLayer: continue
            default:
              let node = DisplayListChanges.node(of: commands[inner])
              if !seen { first = node }
              last = node
              seen = true
            }
          }
          key = Key(
            node: nil, kind: DisplayListChanges.kind(of: command), first: first, last: last, ordinal: 0)
        }
        let ordinal = ordinals[key, default: 0]
        ordinals[key] = ordinal + 1
        key.ordinal = ordinal
        keys[entry] = key
      }
    }
  }

  static func node(of command: DisplayCommand) -> NodeID? {
    switch command {
    case .glass(let item): item.nodeID
    case .glassContainer(let container): container.nodeID
    default: command.node
    }
  }

  static func kind(of command: DisplayCommand) -> UInt8 {
    switch command {
    case .fill: 0
    case .stroke: 1
    case .image: 2
    case .glass: 3
    case .glassContainer: 4
    case .pushClip: 5
    case .pushLayer: 6
    case .popClip: 7
    case .popLayer: 8
    }
  }

  /// The longest run of pairs whose old positions increase, in new order (patience sorting, n log n).
  static func longestIncreasingRun(_ pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
    guard !pairs.isEmpty else { return [] }
    var tails: [Int] = []  // index into pairs of the smallest tail of each run length
    var previous = [Int](repeating: -1, count: pairs.count)
    for (i, pair) in pairs.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if pairs[tails[mid]].old < pair.old { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[i] = tails[low - 1] }
      if low == tails.count { tails.append(i) } else { tails[low] = i }
    }
    var run: [(old: Int, new: Int)] = []
    var i = tails.last!
    while i >= 0 {
      run.append(pairs[i])
      i = previous[i]
    }
    return run.reversed()
  }
}
