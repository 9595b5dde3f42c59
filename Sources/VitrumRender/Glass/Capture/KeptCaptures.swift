import VitrumScene

/// The blurred captures a renderer keeps from frame to frame, so that glass whose backdrop did not change
/// is not captured and blurred again (`IncrementalPlan`, `GlassCompositor.drawBatch`).
///
/// Each glass node (a per-node shape, not a member of a spacing-0 container) keeps the capture it was
/// last drawn from: its own, or a backdrop of the whole canvas taken by the batch it was drawn in (see
/// `CaptureKeeping.takesBackdrops`), which a shape moving over still content cuts its capture from.
/// A capture holds the content layer as it stood when its batch drew — the result of the content
/// commands before the batch. The entry follows its node from frame to frame and collects, as `dirty`,
/// every pixel where those commands may since have drawn differently (`ContentChanges`). A shape may read
/// a kept capture when it `serves` the shape's own plan and no dirty pixel lies in what the shape's own
/// capture would read: it then samples the bytes a fresh capture would give.
struct KeptCaptures {
  struct Entry {
    var capture: KeptCapture
    /// The node's glass command in the frame the entry was carried to.
    var command: Int
    /// Pixels where content beneath may have changed since the capture was taken.
    var dirty: PixelRegion
  }

  var entries: [NodeID: Entry] = [:]

  /// Whether a glass item may keep a capture: per-node glass. A spacing-0 container's members read
  /// captures shared by their group, planned afresh every frame (`SharedCapturePlan`).
  static func keeps(_ item: GlassItem) -> Bool { item.batch == nil }

  /// The entries carried to the next list, each made dirty by what changed beneath its node's glass, and
  /// the glass commands of that list that may read their kept capture, by display-list index.
  func carried(
    to list: DisplayList, changes: ContentChanges, canvas: PixelRect
  ) -> (kept: KeptCaptures, reusable: [Int: KeptCapture]) {
    guard !entries.isEmpty else { return (KeptCaptures(), [:]) }
    var next = KeptCaptures()
    var reusable: [Int: KeptCapture] = [:]
    for (node, index) in Self.glassCommands(of: list) {
      guard let entry = entries[node], case .glass(let item) = list.commands[index], Self.keeps(item) else {
        continue
      }
      var dirty = entry.dirty
      changes.addChanges(before: entry.command, and: index, to: &dirty)
      let own = DownsampledBlur(
        region: GlassCompositor.captureRect(for: item, canvas: canvas), sigma: GlassCompositor.blurSigma(for: item),
        bounds: canvas)
      if entry.capture.serves(own) && !dirty.intersects(own.source) { reusable[index] = entry.capture }
      next.entries[node] = Entry(capture: entry.capture, command: index, dirty: dirty)
    }
    return (next, reusable)
  }

  /// Each node's glass command, for nodes with exactly one.
  static func glassCommands(of list: DisplayList) -> [NodeID: Int] {
    var found: [NodeID: Int] = [:]
    var repeated: Set<NodeID> = []
    for (index, command) in list.commands.enumerated() {
      guard case .glass(let item) = command else { continue }
      if found.updateValue(index, forKey: item.nodeID) != nil { repeated.insert(item.nodeID) }
    }
    for node in repeated { found[node] = nil }
    return found
  }
}

/// What a frame's glass batches keep for the next frame, handed to the compositor for one frame.
final class CaptureKeeping {
  /// Glass commands that read a kept capture instead of capturing, by display-list index.
  let reusable: [Int: KeptCapture]
  /// Whether each batch takes one capture of the whole canvas per blur and draws its shapes from it, so
  /// that a shape that later moves over still content cuts its capture from it. Taken in complete frames
  /// that start a run of incremental ones (the first frame, a new canvas), where the content layer is
  /// whole when each batch draws.
  let takesBackdrops: Bool
  /// The captures the frame's shapes were drawn from afresh, by node, with their commands.
  private(set) var taken: [NodeID: (capture: KeptCapture, command: Int)] = [:]
  private var repeated: Set<NodeID> = []

  init(reusable: [Int: KeptCapture], takesBackdrops: Bool) {
    self.reusable = reusable
    self.takesBackdrops = takesBackdrops
  }

  /// Notes the capture a shape was drawn from afresh.
  func record(_ node: NodeID, command: Int, capture: KeptCapture) {
    if taken.updateValue((capture, command), forKey: node) != nil { repeated.insert(node) }
  }

  /// `carried` with the captures taken afresh in place of theirs (clean: taken from this frame's content).
  func kept(over carried: KeptCaptures, canvas: PixelRect) -> KeptCaptures {
    var kept = carried
    for (node, taken) in taken where !repeated.contains(node) {
      kept.entries[node] = KeptCaptures.Entry(
        capture: taken.capture, command: taken.command, dirty: PixelRegion(limit: canvas))
    }
    for node in repeated { kept.entries[node] = nil }
    return kept
  }
}
