import VitrumGeometry
import VitrumScene

/// Which glass draws of spacing-0 containers read one shared backdrop, decided once per frame before it runs.
///
/// Per-node rendering gives every glass shape its own capture of the content layer, blurred. A spacing-0
/// container's members are drawn the same way, in the same order and in the same layers and clips, but
/// several of them may read one capture taken (and blurred) when the first of them is drawn. That is exact —
/// the same bytes as per-node rendering — when two things hold for every member of the group:
///
/// - nothing drawn into the content layer between the shared capture and the member's own draw reaches
///   the member's own capture rectangle (content between members in document order, a member's own fill or
///   label), and
/// - what the member samples does not depend on where its capture ends: its capture reaches
///   `DownsampledBlur.reach` beyond the outline, its samples are clamped to its own pixels, and the blur's
///   coarse grid is anchored at device (0, 0), so a larger capture blurs the pixels the member samples to
///   the same bytes.
///
/// The plan scans the display list once. A grid of 32-pixel cells records the last command that drew
/// content into each cell (conservatively: control points, stroke outsets, images' frames), which gives
/// each member the time its backdrop last changed. A group may share a capture taken at its first draw
/// when every member's backdrop last changed before that. Members of a container with the same blur are
/// grouped like the merging container's regions: first in document order, then group with group, whenever
/// that is allowed and capturing them together costs no more pixels than capturing them apart (their
/// rectangles overlap and the joint bounding rectangle is no larger than the two). A member kept alone only
/// because content changed beneath it is a *fallback*: it reads its own capture (exact, as per-node) and is
/// counted.
struct SharedCapturePlan {
  /// One shared capture: taken and blurred at its first member's draw, released after its last.
  struct Capture {
    /// Device pixels copied and blurred (clamped to the canvas).
    var rect: PixelRect
    /// Blur σ in device pixels, the same for every member.
    var sigma: Double
    /// Display-list indices of its first and last member.
    var first: Int
    var last: Int
    var memberCount: Int
  }

  /// Captures that at least two members share.
  private(set) var captures: [Capture] = []
  /// Display-list index of a glass command → its capture in `captures`.
  private(set) var captureOfCommand: [Int: Int] = [:]
  /// Per container, the members kept from a shared capture by content drawn after it, in document order.
  private(set) var fallbacks: [(container: NodeID, members: [NodeID])] = []
  /// How each container's members were grouped, and why (`RenderStatistics.containerGroups`).
  private(set) var decisions: [ContainerGroupDecision] = []

  /// Side of the content grid's cells, device pixels: coarse enough that a 4K frame has 8,000 cells,
  /// fine enough that a label inside one button does not keep its neighbour 40 px away from sharing.
  static let cell = 32

  /// A member as the plan sees it.
  struct Member {
    var command: Int
    var id: NodeID
    var rect: PixelRect
    /// The last content command that drew within `rect` before this member (−1: none).
    var changed: Int
  }

  /// A candidate group: usable when its first draw comes after every member's last change.
  struct Group {
    var members: [Int]
    var rect: PixelRect
    var first: Int
    var last: Int
    var changed: Int

    var isValid: Bool { first > changed }

    func merged(with other: Group, maximumArea: Int) -> Group? {
      // Sharing must save at least 5 % of the pixels captured apart: shared captures that saved 2 % measured
      // no faster than per-node, while a 27 % saving made the blur 1.5× faster. The saving is checked before
      // the joint group is made: the merge passes try every pair of groups, and building each pair's member
      // list first made 256 cards that never merge slower than per-node (docs/benchmarks.md, *Containers:
      // when sharing a capture pays*).
      let rect = self.rect.union(other.rect)
      let first = min(self.first, other.first)
      let changed = max(self.changed, other.changed)
      guard first > changed, self.rect.intersection(other.rect).area > 0,
        rect.area * 20 <= (self.rect.area + other.rect.area) * 19, rect.area <= maximumArea
      else { return nil }
      return Group(
        members: members + other.members, rect: rect, first: first, last: max(last, other.last),
        changed: changed)
    }
  }

  init(_ list: DisplayList) {
    guard
      list.commands.contains(where: { if case .glass(let item) = $0 { item.batch != nil } else { false } })
    else { return }
    let canvas = PixelRect(x: 0, y: 0, width: list.width, height: list.height)
    var grid = ContentGrid(canvas: canvas, cell: Self.cell)
    struct Key: Hashable {
      var container: NodeID
      var sigma: Double

      // By the bits of σ, so that every key finds its own batch again whatever its value (a NaN is not
      // equal to itself; the renderer refuses non-finite glass before planning, this keeps the plan total).
      static func == (a: Key, b: Key) -> Bool {
        a.container == b.container && a.sigma.bitPattern == b.sigma.bitPattern
      }

      func hash(into hasher: inout Hasher) {
        hasher.combine(container)
        hasher.combine(sigma.bitPattern)
      }
    }
    var batches: [Key: [Member]] = [:]
    var keys: [Key] = []
    // Bounds of the open clips: a member they clip away entirely draws nothing and needs no capture.
    var clips = [canvas]
    for (index, command) in list.commands.enumerated() {
      switch command {
      case .fill, .stroke, .image:
        grid.mark(Self.deviceBounds(of: command), stamp: index)
      case .pushClip(let path, _, let transform):
        // Tight bounds, as Cairo's clip extents are: a circle's control points reach 5 % beyond it.
        let bounds = path.applying(transform).tightBounds
        clips.append(bounds.isFinite ? clips.last!.intersection(PixelRect(covering: bounds)) : clips.last!)
      case .popClip:
        if clips.count > 1 { clips.removeLast() }
      case .glass(let item):
        guard let container = item.batch else { continue }
        let rect = GlassCompositor.captureRect(for: item, canvas: canvas)
        guard !rect.isEmpty, !GlassCompositor.paintRect(for: item, canvas: canvas, clip: clips.last!).isEmpty
        else { continue }
        let key = Key(container: container, sigma: GlassCompositor.blurSigma(for: item))
        if batches[key] == nil { keys.append(key) }
        batches[key, default: []].append(
          Member(
            command: index, id: item.nodeID, rect: rect,
            changed: grid.lastStamp(in: rect)))
      default:
        continue
      }
    }
    var fallbacksByContainer: [NodeID: [(Int, NodeID)]] = [:]
    var containers: [NodeID] = []
    for key in keys {
      let members = batches[key]!
      let groups = Self.groups(members, maximumArea: Self.maximumSharedArea(sigma: key.sigma))
      for group in groups where group.members.count > 1 {
        for m in group.members { captureOfCommand[members[m].command] = captures.count }
        captures.append(
          Capture(
            rect: group.rect, sigma: key.sigma, first: group.first, last: group.last,
            memberCount: group.members.count))
        let apart = group.members.reduce(0) { $0 + members[$1].rect.area }
        decisions.append(
          ContainerGroupDecision(
            container: key.container.description, strategy: .sharedCapture, members: group.members.count,
            reason: "their captures overlap: one capture of \(group.rect.area) px, blurred once, where "
              + "apart they would take \(apart) px"))
      }
      var alone = 0
      var kept = 0
      // Alone only because its backdrop changed: it would have joined an earlier overlapping group.
      for group in groups where group.members.count == 1 {
        let m = members[group.members[0]]
        let keptApart = groups.contains { other in
          guard other.first < m.command else { return false }
          let joint = other.rect.union(m.rect)
          return other.rect.intersection(m.rect).area > 0 && joint.area <= other.rect.area + m.rect.area
            && !(min(other.first, m.command) > max(other.changed, m.changed))
        }
        guard keptApart else {
          alone += 1
          continue
        }
        kept += 1
        if fallbacksByContainer[key.container] == nil { containers.append(key.container) }
        fallbacksByContainer[key.container, default: []].append((m.command, m.id))
      }
      if alone > 0 {
        decisions.append(
          ContainerGroupDecision(
            container: key.container.description, strategy: .ownCaptures, members: alone,
            reason: "sharing would capture more pixels than apart, or more than a cache-sized capture holds"))
      }
      if kept > 0 {
        decisions.append(
          ContainerGroupDecision(
            container: key.container.description, strategy: .ownCaptures, members: kept,
            reason: "content drawn after the group's shared capture lies beneath them"))
      }
    }
    fallbacks = containers.map { container in
      (container, fallbacksByContainer[container]!.sorted { $0.0 < $1.0 }.map(\.1))
    }
  }

  /// Coarse texels a shared capture may hold: 2 MiB of them (16 bytes each), one core's L2 on the
  /// development machine. The blur passes and the shading read a capture's coarse grid several times; one
  /// that outgrows the cache is read from memory each time, and containers grouped past it measured slower
  /// than per-node (docs/benchmarks.md, *Containers: the shared capture's size limit*).
  static let maximumSharedTexels = 1 << 17

  /// The largest device area of one shared capture at blur `sigma` (its texels are f² device pixels).
  static func maximumSharedArea(sigma: Double) -> Int {
    let f = DownsampledBlur.reduction(for: sigma)
    return maximumSharedTexels * f * f
  }

  /// Groups one container's members of one blur: in document order first (a row of a grid becomes one
  /// group in one pass), then group with group until no pair may merge (rows into one grid), no group
  /// larger than `maximumArea` device pixels. The merge passes compare every pair of groups, but after the
  /// first pass there are few: a 48-card grid leaves six.
  static func groups(_ members: [Member], maximumArea: Int = .max) -> [Group] {
    var groups: [Group] = []
    for (i, m) in members.enumerated() {
      let single = Group(members: [i], rect: m.rect, first: m.command, last: m.command, changed: m.changed)
      if let last = groups.last, let joint = last.merged(with: single, maximumArea: maximumArea) {
        groups[groups.count - 1] = joint
      } else {
        groups.append(single)
      }
    }
    var changed = true
    while changed {
      changed = false
      var i = 0
      while i < groups.count {
        var j = i + 1
        while j < groups.count {
          if let joint = groups[i].merged(with: groups[j], maximumArea: maximumArea) {
            groups[i] = joint
            groups.remove(at: j)
            changed = true
            j = i + 1
          } else {
            j += 1
          }
        }
        i += 1
      }
    }
    return groups
  }

  /// Conservative device bounds of a content command: control points, grown by a stroke's outset and one
  /// pixel of anti-aliasing. Nil (meaning "everywhere") when they are not finite.
  static func deviceBounds(of command: DisplayCommand) -> Rect? {
    let bounds: Rect
    switch command {
    case .fill(let path, _, _, let transform, _, _):
      bounds = transform.apply(path.controlPointBounds)
    case .stroke(let path, let stroke, let transform, _, _):
      bounds = transform.apply(path.controlPointBounds.outset(by: stroke.outset))
    case .image(_, let frame, let transform, _, _):
      bounds = transform.apply(frame)
    default:
      return .null
    }
    return bounds.isFinite ? bounds.outset(by: 1) : nil
  }
}

/// When content was last drawn into each cell of a coarse grid over the canvas.
struct ContentGrid {
  let canvas: PixelRect
  let cell: Int
  let columns: Int
  let rows: Int
  private var stamps: [Int]

  init(canvas: PixelRect, cell: Int) {
    self.canvas = canvas
    self.cell = cell
    columns = max(1, (canvas.width + cell - 1) / cell)
    rows = max(1, (canvas.height + cell - 1) / cell)
    stamps = [Int](repeating: -1, count: columns * rows)
  }

  /// The cells a device rectangle touches (nil: the whole canvas), clamped to the grid.
  private func cells(_ rect: Rect?) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    let pixels = rect.map { PixelRect(covering: $0).intersection(canvas) } ?? canvas
    guard !pixels.isEmpty else { return nil }
    return (
      (pixels.x - canvas.x) / cell...(pixels.maxX - 1 - canvas.x) / cell,
      (pixels.y - canvas.y) / cell...(pixels.maxY - 1 - canvas.y) / cell
    )
  }

  /// Records that command `stamp` drew content within `rect` (nil: anywhere).
  mutating func mark(_ rect: Rect?, stamp: Int) {
    if let rect, rect.isEmpty { return }
    guard let (cs, rs) = cells(rect) else { return }
    for r in rs { for c in cs { stamps[r * columns + c] = stamp } }
  }

  /// The last command that drew content within a rectangle, or −1.
  func lastStamp(in rect: PixelRect) -> Int {
    guard let (cs, rs) = cells(rect.rect) else { return -1 }
    var last = -1
    for r in rs { for c in cs { last = max(last, stamps[r * columns + c]) } }
    return last
  }
}
