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

  var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }

  init(from old: DisplayList, to new: DisplayList) {
    let before = Outline(old)
    let after = Outline(new)
    // Positions of old keys, then the new list's matches in its order.
    var oldPosition: [Key: Int] = [:]
    oldPosition.reserveCapacity(before.keys.count)
    for (position, key) in before.keys.enumerated() { oldPosition[key] = position }
    var pairs: [(old: Int, new: Int)] = []
    for (position, key) in after.keys.enumerated() {
      if let match = oldPosition[key] { pairs.append((match, position)) }
    }
    let kept = Self.longestIncreasingRun(pairs)
    var newOfOld = [Int](repeating: -1, count: before.keys.count)
    for pair in kept { newOfOld[pair.old] = pair.new }
    // Stability in document order: a command's enclosing push comes before it.
    var stable = [Bool](repeating: false, count: before.keys.count)
    for position in before.keys.indices {
      let match = newOfOld[position]
      guard match >= 0 else { continue }
      let oldCommand = old.commands[before.indices[position]]
      let newCommand = new.commands[after.indices[match]]
      guard oldCommand == newCommand else { continue }
      let oldParent = before.parents[position]
      let newParent = after.parents[match]
      if oldParent < 0 && newParent < 0 {
        stable[position] = true
      } else if oldParent >= 0 && newParent >= 0 {
        stable[position] = stable[oldParent] && newOfOld[oldParent] == newParent
      }
    }
    var stableNew = [Bool](repeating: false, count: after.keys.count)
    for position in before.keys.indices where stable[position] {
      stableNew[newOfOld[position]] = true
      if before.draws[position] { stableOrigin[after.indices[newOfOld[position]]] = before.indices[position] }
    }
    for position in before.keys.indices where !stable[position] && before.draws[position] {
      removed.append(before.indices[position])
    }
    for position in after.keys.indices where !stableNew[position] && after.draws[position] {
      inserted.append(after.indices[position])
    }
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

  /// A list's commands in order, without the pops: keys, command indices, the enclosing push of each
  /// (−1 at the top) and whether the command draws.
  struct Outline {
    var keys: [Key] = []
    var indices: [Int] = []
    var parents: [Int] = []
    var draws: [Bool] = []

    init(_ list: DisplayList) {
      // The nodes of the first and last drawing command inside each push, found in one pass.
      var inside: [Int: (first: NodeID?, last: NodeID?)] = [:]
      var open: [Int] = []
      for (index, command) in list.commands.enumerated() {
        switch command {
        case .pushClip, .pushLayer: open.append(index)
        case .popClip, .popLayer: if !open.isEmpty { open.removeLast() }
        default:
          let node = DisplayListChanges.node(of: command)
          for push in open {
            if inside[push] == nil { inside[push] = (node, node) } else { inside[push]!.last = node }
          }
        }
      }
      var ordinals: [Key: Int] = [:]
      var stack: [Int] = []
      for (index, command) in list.commands.enumerated() {
        var key: Key
        switch command {
        case .popClip, .popLayer:
          if !stack.isEmpty { stack.removeLast() }
          continue
        case .pushClip, .pushLayer:
          let ends = inside[index]
          key = Key(
            node: nil, kind: DisplayListChanges.kind(of: command), first: ends?.first, last: ends?.last,
            ordinal: 0)
        default:
          key = Key(
            node: DisplayListChanges.node(of: command), kind: DisplayListChanges.kind(of: command),
            first: nil, last: nil, ordinal: 0)
        }
        let ordinal = ordinals[key, default: 0]
        ordinals[key] = ordinal + 1
        key.ordinal = ordinal
        keys.append(key)
        indices.append(index)
        parents.append(stack.last ?? -1)
        switch command {
        case .pushClip, .pushLayer:
          draws.append(false)
          stack.append(keys.count - 1)
        default:
          draws.append(true)
        }
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
