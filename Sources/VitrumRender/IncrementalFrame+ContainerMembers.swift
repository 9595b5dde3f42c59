import VitrumGeometry
import VitrumScene

/// What a merging container whose members changed damages, member by member: the members that differ
/// change only what their fields reach — in each frame, what each can change in its region's output
/// (`ContainerPlan.paints`: its bounds grown by its paint reach, and by the largest paint reach plus the
/// blend radius where another member lies near enough for it to pull the fold) — instead of all the
/// container paints. The neighbours' unions a changed member touches
/// lie in that influence (a bridge lies within α·k of a member); what those neighbours read joins the
/// region through the container's per-member footprint (`containerParts`), as for any glass drawn again.
///
/// Outside those rectangles each pixel is folded from the same members with the same looks over the same
/// blurred backdrop, so it keeps its bytes, provided the container draws them the same way in both frames.
/// Where that cannot be shown, the container is damaged whole, as before:
/// - its members are not the same nodes in the same order, or its blend radius changed;
/// - a member is part of a union (a union's shape depends on all its items);
/// - the members that did not change are grouped into capture regions differently (members of two regions
///   are composited over each other where one region folds them together);
/// - a region blurs at more levels than it keeps (members are then mapped to the nearest level), or a
///   blur is wide enough to leave its capture's mean (which depends on where the capture ends).
///
/// Where a region's capture moves, an unchanged member whose samples read near its end is damaged too.
struct ContainerMemberDamage {
  /// Old display-list indices of the container commands damaged member by member.
  var oldIndices: Set<Int> = []
  /// Their new indices.
  var newIndices: Set<Int> = []
  /// The pixels their changed members damage.
  var rects: [PixelRect] = []

  init(_ changes: DisplayListChanges, from old: DisplayList, to new: DisplayList, compositor: GlassCompositor)
  {
    let canvas = PixelRect(x: 0, y: 0, width: new.width, height: new.height)
    for (newIndex, oldIndex) in changes.changedOrigin.sorted(by: { $0.key < $1.key }) {
      guard case .glassContainer(let before) = old.commands[oldIndex],
        case .glassContainer(let after) = new.commands[newIndex],
        let damage = Self.damage(from: before, to: after, canvas: canvas, compositor: compositor)
      else { continue }
      oldIndices.insert(oldIndex)
      newIndices.insert(newIndex)
      rects.append(contentsOf: damage)
    }
  }

  /// The rectangles a container's change damages, or nil when it must be damaged whole.
  static func damage(
    from old: ContainerItem, to new: ContainerItem, canvas: PixelRect, compositor: GlassCompositor
  ) -> [PixelRect]? {
    guard old.nodeID == new.nodeID, old.blendRadius == new.blendRadius,
      old.members.count == new.members.count,
      zip(old.members, new.members).allSatisfy({ $0.nodeID == $1.nodeID }),
      !(old.members + new.members).contains(where: { $0.unionID != nil })
    else { return nil }
    let changed = old.members.indices.filter { old.members[$0] != new.members[$0] }
    if changed.isEmpty { return [] }
    let before = Layout(compositor.plan(old, canvas: canvas), items: old.members, canvas: canvas)
    let after = Layout(compositor.plan(new, canvas: canvas), items: new.members, canvas: canvas)
    guard before.isExact, after.isExact else { return nil }
    // The unchanged members' grouping: the same region in one frame exactly when in the other.
    let unchanged = Set(old.members.indices).subtracting(changed)
    var regionOf: [Int: Int] = [:]
    var seen = Set<Int>()
    for item in unchanged.sorted() {
      guard let a = before.region[item], let b = after.region[item] else {
        // Dropped in both frames (no distance could be built) or in neither: the same either way.
        if (before.region[item] == nil) != (after.region[item] == nil) { return nil }
        continue
      }
      if let known = regionOf[a] {
        guard known == b else { return nil }
      } else {
        guard seen.insert(b).inserted else { return nil }
        regionOf[a] = b
      }
    }
    // And in the same order: regions are composited in turn, and where two overlap, the order shows.
    let order = regionOf.sorted { $0.key < $1.key }.map(\.value)
    guard order == order.sorted() else { return nil }
    let k = Float(new.blendRadius)
    let paints = (before.plan.paints(k: k), after.plan.paints(k: k))
    var rects: [PixelRect] = []
    for (layout, paints) in [(before, paints.0), (after, paints.1)] {
      for item in changed {
        rects.append(GlassCompositor.paintRect(for: layout.items[item], canvas: canvas, clip: canvas))
        if let member = layout.member[item] { rects.append(paints[member].intersection(canvas)) }
      }
    }
    // A blurred sample depends on where its region's capture ends only within the blur's reach of that
    // end: an unchanged member whose samples come that near, where the capture moved, is drawn anew.
    for item in unchanged.sorted() {
      guard let a = before.member[item], let b = after.member[item], let ra = before.region[item],
        let rb = after.region[item]
      else { continue }
      let (ca, cb) = (before.plan.regions[ra].capture, after.plan.regions[rb].capture)
      if ca == cb { continue }
      let zones = [
        before.plan.members[a].shapeRect.outset(
          by: before.plan.sampleReach(of: before.plan.regions[ra], k: k)),
        after.plan.members[b].shapeRect.outset(by: after.plan.sampleReach(of: after.plan.regions[rb], k: k)),
      ].map { $0.intersection(canvas) }
      if zones.allSatisfy({ ca.contains($0) && cb.contains($0) }) { continue }
      rects.append(paints.0[a].intersection(canvas))
      rects.append(paints.1[b].intersection(canvas))
    }
    return rects.filter { !$0.isEmpty }
  }

  /// One frame's plan of a container, seen from its items.
  struct Layout {
    let plan: ContainerPlan
    let items: [GlassItem]
    /// The member each item resolved to (none where its distance could not be built).
    var member: [Int: Int] = [:]
    /// The region each item's member lies in.
    var region: [Int: Int] = [:]
    /// Whether every region blurs each member at its own σ, and no blur leaves its capture's mean.
    var isExact = true

    init(_ plan: ContainerPlan, items: [GlassItem], canvas: PixelRect) {
      self.plan = plan
      self.items = items
      // Without unions, members are the items that resolved, in order.
      var next = 0
      for (index, m) in plan.members.enumerated() {
        while next < items.count && items[next] != m.item { next += 1 }
        guard next < items.count else {
          isExact = false
          break
        }
        member[next] = index
        next += 1
      }
      var regionOfMember: [Int: Int] = [:]
      for (r, planned) in plan.regions.enumerated() {
        for i in planned.members {
          regionOfMember[i] = r
          let blur = plan.members[i].blur
          if abs(planned.blurLevels[plan.members[i].level] - blur) >= ContainerRegions.blurTolerance {
            isExact = false
          }
          // A mean, or a line of one pixel left as it is, depends on where the capture ends.
          let blurPlan = DownsampledBlur(region: planned.capture, sigma: blur, bounds: canvas)
          if blurPlan.horizontal == .mean || blurPlan.vertical == .mean || planned.capture.width <= 1
            || planned.capture.height <= 1
          {
            isExact = false
          }
        }
      }
      for (item, index) in member { region[item] = regionOfMember[index] }
    }
  }
}
