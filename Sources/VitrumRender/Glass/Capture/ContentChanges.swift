/// Where the content layer may differ between two frames at a point of each display list (a glass
/// command's turn), for kept captures (`KeptCaptures`).
///
/// The content layer at a glass command's turn is the result of the content commands before it, each in
/// its clips and layers. Between the old list before index `a` and the new list before index `b`, a pixel
/// can differ only inside the bounds of
/// - content commands that are not stable (`DisplayListChanges`: their value, or a clip or layer around
///   them, changed) on either side of the point,
/// - stable content commands on one side of the point in one list and on the other side in the other (the
///   glass moved past them in document order), and
/// - adaptive foregrounds (`Fill.adaptive`), whose ink is chosen from pixels beneath that may include glass:
///   counted as changed on every frame.
/// Stable commands keep their order, so those that cross the point are a run of the stable ones, found by
/// counting. Glass draws nothing into the content layer.
struct ContentChanges {
  /// Bounds of the old list's changed content commands, by old index (nil bounds: unbounded).
  private var removed: [(index: Int, bounds: PixelRect?)] = []
  /// Bounds of the new list's changed content commands and adaptive foregrounds, by new index.
  private var inserted: [(index: Int, bounds: PixelRect?)] = []
  /// Stable content commands as (old, new) indices, in order (both increase).
  private var stable: [(old: Int, new: Int)] = []
  private let new: DisplayList
  private let canvas: PixelRect

  init(_ changes: DisplayListChanges, from old: DisplayList, to new: DisplayList) {
    self.new = new
    canvas = PixelRect(x: 0, y: 0, width: new.width, height: new.height)
    for index in changes.removed where Self.isContent(old.commands[index]) {
      removed.append((index, Self.bounds(of: old.commands[index])))
    }
    for index in changes.inserted where Self.isContent(new.commands[index]) {
      inserted.append((index, Self.bounds(of: new.commands[index])))
    }
    for (index, command) in new.commands.enumerated() where command.adaptiveInk != nil {
      inserted.append((index, Self.bounds(of: command)))
    }
    for (newIndex, oldIndex) in changes.stableOrigin where Self.isContent(new.commands[newIndex]) {
      stable.append((oldIndex, newIndex))
    }
    stable.sort { $0.new < $1.new }
  }

  static func isContent(_ command: DisplayCommand) -> Bool {
    switch command {
    case .fill, .stroke, .image: true
    default: false
    }
  }

  static func bounds(of command: DisplayCommand) -> PixelRect? {
    SharedCapturePlan.deviceBounds(of: command).map { PixelRect(covering: $0) }
  }

  /// Adds to `dirty` every pixel where the content layer before old command `a` and before new command
  /// `b` may differ.
  func addChanges(before a: Int, and b: Int, to dirty: inout PixelRegion) {
    func add(_ bounds: PixelRect?) { dirty.add(bounds ?? canvas) }
    for change in removed where change.index < a { add(change.bounds) }
    for change in inserted where change.index < b { add(change.bounds) }
    let beforeOld = Self.count(stable) { $0.old < a }
    let beforeNew = Self.count(stable) { $0.new < b }
    for pair in stable[min(beforeOld, beforeNew)..<max(beforeOld, beforeNew)] {
      add(Self.bounds(of: new.commands[pair.new]))
    }
  }

  /// How many of the first elements satisfy a predicate true of a prefix.
  static func count(_ pairs: [(old: Int, new: Int)], where isBefore: ((old: Int, new: Int)) -> Bool) -> Int {
    var low = 0
    var high = pairs.count
    while low < high {
      let mid = (low + high) / 2
      if isBefore(pairs[mid]) { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
