import VitrumScene

/// One Reduce Motion dissolve of a node: the attributes that change together at `start`.
struct Dissolve {
  /// Which of the node's dissolves it is, from 1 in order of time (the ghost's `ordinal`).
  let ordinal: Int
  let start: Double
  let duration: Double
  /// Stage each attribute's value from before the dissolve.
  let stageOld: [(inout StagedNode) -> Void]

  /// How far the new geometry has faded in at `time`: 0 at the start, 1 from the end on, eased in and out.
  func progress(at time: Double) -> Double {
    guard duration > 0 else { return time >= start ? 1 : 0 }
    return MotionPolicy.dissolveProgress(at: (time - start) / duration)
  }
}

extension Timeline {
  /// The dissolves of each node, in order of time: attributes of a node that start dissolving at the same
  /// moment (one transaction) dissolve as one.
  static func dissolves(_ fades: [CompileLog.CrossFade]) -> [ObjectIdentifier: [Dissolve]] {
    var byNode: [ObjectIdentifier: [CompileLog.CrossFade]] = [:]
    for fade in fades { byNode[fade.node, default: []].append(fade) }
    return byNode.mapValues { fades in
      var list: [Dissolve] = []
      // A stable sort keeps the attributes of one moment in the order their channels compiled.
      for fade in fades.enumerated().sorted(by: { ($0.1.start, $0.0) < ($1.1.start, $1.0) }).map(\.1) {
        if let last = list.last, last.start == fade.start {
          list[list.count - 1] = Dissolve(
            ordinal: last.ordinal, start: last.start, duration: max(last.duration, fade.duration),
            stageOld: last.stageOld + [fade.stageOld])
        } else {
          list.append(
            Dissolve(
              ordinal: list.count + 1, start: fade.start, duration: fade.duration, stageOld: [fade.stageOld]))
        }
      }
      return list
    }
  }

  /// Stages the dissolves under way at `time`. With dissolves d₁ … dₙ of a node started by then and pₖ
  /// how far each has come, the node shows its current geometry with opacity pₙ, and the ghost of dₖ (the
  /// node as it was presented just before dₖ) shows with pₖ₋₁ · (1 − pₖ) ⋯ (1 − pₙ) (p₀ = 1): shares
  /// that sum to 1, so a retarget during a dissolve blends the frame on, never dimming the element. A
  /// finished dissolve (p = 1) leaves no ghost at or before it.
  static func stageDissolves(
    _ dissolves: [ObjectIdentifier: [Dissolve]], at time: Double,
    into staged: inout [ObjectIdentifier: StagedNode], morphs: PathMorphCache
  ) {
    for (key, list) in dissolves {
      // The root and reflections draw no ghost (`Scene.evaluateWithGhosts`): they change at once.
      guard let node = staged[key], node.node.parent != nil, !(node.node is ReflectionNode) else { continue }
      // The dissolves started by `time` that are still fading, newest first.
      var last = list.count - 1
      while last >= 0 && list[last].start > time { last -= 1 }
      var fading: [(dissolve: Dissolve, progress: Double)] = []
      var index = last
      while index >= 0 {
        let progress = list[index].progress(at: time)
        if progress >= 1 { break }
        fading.append((list[index], progress))
        index -= 1
      }
      guard !fading.isEmpty else { continue }
      var ghosts: [PresentedGhost] = []
      var old = node
      var remaining = 1.0
      for (position, entry) in fading.enumerated() {
        remaining *= 1 - entry.progress
        for stage in entry.dissolve.stageOld { stage(&old) }
        // The dissolve before this one, if it is still fading (else it is over: p = 1).
        let previous = position + 1 < fading.count ? fading[position + 1].progress : 1
        let share = previous * remaining
        if share > 0 {
          ghosts.append(
            old.ghost(ordinal: entry.dissolve.ordinal, opacity: node.opacity * share, morphs: morphs))
        }
      }
      staged[key]!.opacity *= fading[0].progress
      staged[key]!.ghosts = ghosts.reversed()
    }
  }
}
