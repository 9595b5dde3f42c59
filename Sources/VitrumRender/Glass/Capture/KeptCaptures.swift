import VitrumScene

/// The blurred captures a renderer keeps from frame to frame, so that glass whose backdrop did not change
/// is not captured and blurred again (`IncrementalPlan`, `GlassCompositor.drawBatch`).
///
/// Each glass node that reads a capture of its own (`keepable`) keeps up to two captures:
/// a backdrop of the whole canvas taken by the batch it was drawn in (see
/// `CaptureKeeping.takesBackdrops`), which a shape moving over still content cuts its capture from, and
/// the capture it last took of its own. A capture holds the content layer as it stood when its batch
/// drew — the result of the content commands before the batch. The entry follows its node from frame to
/// frame and collects, per capture, as `dirty`, every pixel where those commands may since have drawn
/// differently (`ContentChanges`). A shape may read a kept capture when it `serves` the shape's own plan
/// and no dirty pixel lies in what the shape's own capture would read: it then samples the bytes a fresh
/// capture would give.
struct KeptCaptures {
  struct Held {
    var capture: KeptCapture
    /// Pixels where content beneath may have changed since the capture was taken.
    var dirty: PixelRegion
  }

  struct Entry {
    /// The node's glass command in the frame the entry was carried to.
    var command: Int
    /// Its backdrop, if any, then its own capture, if any.
    var held: [Held]
  }

  var entries: [NodeID: Entry] = [:]

  /// The entries carried to the next list, each capture made dirty by what changed beneath its node's
  /// glass, and the glass commands of that list that may read a kept capture, by display-list index.
  func carried(
    to list: DisplayList, keepable: [NodeID: Int], changes: ContentChanges, canvas: PixelRect
  ) -> (kept: KeptCaptures, reusable: [Int: KeptCapture]) {
    guard !entries.isEmpty else { return (KeptCaptures(), [:]) }
    var next = KeptCaptures()
    var reusable: [Int: KeptCapture] = [:]
    for (node, index) in keepable {
      guard var entry = entries[node], case .glass(let item) = list.commands[index] else { continue }
      let own = DownsampledBlur(
        region: GlassCompositor.captureRect(for: item, canvas: canvas),
        sigma: GlassCompositor.blurSigma(for: item), bounds: canvas)
      for h in entry.held.indices {
        changes.addChanges(before: entry.command, and: index, to: &entry.held[h].dirty)
        let held = entry.held[h]
        if reusable[index] == nil && held.capture.serves(own) && !held.dirty.intersects(own.source) {
          reusable[index] = held.capture
        }
      }
      entry.command = index
      next.entries[node] = entry
    }
    return (next, reusable)
  }

  /// The glass commands that may keep their captures, by node: per-node shapes that read a capture of
  /// their own, their node's only glass command. A spacing-0 container's members read captures shared by
  /// their group, planned afresh every frame (`SharedCapturePlan`) — but a container's only glass member
  /// shares with no one, and reads its own.
  static func keepable(in list: DisplayList) -> [NodeID: Int] {
    var found: [NodeID: Int] = [:]
    var repeated: Set<NodeID> = []
    var members: [NodeID: Int] = [:]
    for (index, command) in list.commands.enumerated() {
      guard case .glass(let item) = command else { continue }
      if found.updateValue(index, forKey: item.nodeID) != nil { repeated.insert(item.nodeID) }
      if let container = item.batch { members[container, default: 0] += 1 }
    }
    for node in repeated { found[node] = nil }
    return found.filter { _, index in
      guard case .glass(let item) = list.commands[index], let container = item.batch else { return true }
      return members[container] == 1
    }
  }
}

/// What a frame's glass batches keep for the next frame, handed to the compositor for one frame.
final class CaptureKeeping {
  /// The glass commands that keep their captures (`KeptCaptures.keepable`), by display-list index.
  let keepable: Set<Int>
  /// Glass commands that read a kept capture instead of capturing, by display-list index.
  let reusable: [Int: KeptCapture]
  /// Whether each batch takes one capture of the whole canvas per blur and draws its shapes from it, so
  /// that a shape that later moves over still content cuts its capture from it. Taken in complete frames
  /// that start a run of incremental ones (the first frame, a new canvas), where the content layer is
  /// whole when each batch draws — also for the batch's glass that draws nothing yet (off the canvas).
  let takesBackdrops: Bool
  /// The captures the frame's shapes were drawn from afresh, by node, with their commands.
  private(set) var taken: [NodeID: (capture: KeptCapture, command: Int)] = [:]
  private var repeated: Set<NodeID> = []
  /// Backdrops taken so far in the frame.
  var backdrops = 0

  /// Most backdrops a frame takes: each reads the whole canvas and blurs it at its reduction, and glass of
  /// many different blurs in many batches would otherwise take one each. Glass beyond them keeps its own
  /// capture only.
  static let maximumBackdrops = 4

  init(keepable: [NodeID: Int], reusable: [Int: KeptCapture], takesBackdrops: Bool) {
    self.keepable = Set(keepable.values)
    self.reusable = reusable
    self.takesBackdrops = takesBackdrops
  }

  /// Notes the capture a shape was drawn from afresh (or, off the canvas, would have been).
  func record(_ node: NodeID, command: Int, capture: KeptCapture) {
    if taken.updateValue((capture, command), forKey: node) != nil { repeated.insert(node) }
  }

  /// `carried` with the captures taken afresh (clean: taken from this frame's content): a backdrop
  /// replaces what the node held; its own capture replaces its previous own one, beside its backdrop.
  func kept(over carried: KeptCaptures, canvas: PixelRect) -> KeptCaptures {
    var kept = carried
    for (node, taken) in taken where !repeated.contains(node) {
      var held = kept.entries[node]?.held.filter { $0.capture.isBackdrop && !taken.capture.isBackdrop } ?? []
      held.append(KeptCaptures.Held(capture: taken.capture, dirty: PixelRegion(limit: canvas)))
      kept.entries[node] = KeptCaptures.Entry(command: taken.command, held: held)
    }
    for node in repeated { kept.entries[node] = nil }
    return kept
  }
}
