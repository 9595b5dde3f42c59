import VitrumGeometry
import VitrumScene

/// A merging container planned as `drawContainer` plans it (without the display list's clip, which only
/// narrows what it paints): its members resolved and split into capture regions.
struct ContainerPlan {
  var members: [ContainerMember]
  var regions: [ContainerRegion]
}

extension GlassCompositor {
  func plan(_ container: ContainerItem, canvas: PixelRect) -> ContainerPlan {
    var tables = DistanceTables()
    var log = FrameLog()
    var members = ContainerMember.resolve(container.members, tables: &tables) { item, margin in
      distance(for: item, margin: margin, canvas: canvas, log: &log)
    }
    let regions = ContainerRegions.plan(&members, k: container.blendRadius, canvas: canvas, clip: canvas)
    return ContainerPlan(members: members, regions: regions)
  }

  /// A merging container's footprint: one part per member, in document order. A member's part paints where the member can
  /// change its region's pixels (`ContainerMember.influence`, within the region's paint) and, for a region
  /// of one drawn as that member alone, its own paint. A pixel of the region is a function of the members
  /// whose influence holds it (the kernel folds no other), of their looks (each read beneath its own
  /// outline) and of the blurred backdrop where its glass samples it: only where it is covered, within
  /// α·k of a member's outline (a bridge) and pulled inward by at most the refraction's displacement. So
  /// a part reads its region's capture within that distance plus the widest blur reach of its member's
  /// outline, and its own capture; and a change of one member damages its own part and what the parts it
  /// meets read, not the whole region.
  func containerParts(_ container: ContainerItem, canvas: PixelRect) -> [GlassFootprint.Part] {
    let planned = plan(container, canvas: canvas)
    let members = planned.members
    let k = Float(container.blendRadius)
    // In member order (every member lies in one region).
    let none = PixelRect(x: 0, y: 0, width: 0, height: 0)
    var parts = [GlassFootprint.Part](
      repeating: GlassFootprint.Part(paint: none, read: none), count: members.count)
    for region in planned.regions {
      let largestReach = region.members.map { members[$0].reach }.max() ?? 0
      let blurReach = region.members.map { DownsampledBlur.reach(sigma: members[$0].blur) }.max() ?? 0
      let displacement = region.members.map { members[$0].displacement }.max() ?? 0
      let samples = min((Double(k) * SmoothUnion.deepestLowering + displacement).rounded(.up), 1e9)
      let sampleReach = (samples.isNaN ? 1_000_000_000 : Int(samples)) + 2 + blurReach
      for i in region.members {
        let m = members[i]
        let own = Self.part(of: m.item, canvas: canvas)
        let influence = ContainerMember.influence(
          shapeRect: m.shapeRect, reach: m.reach, largestReach: largestReach, k: k)
        let paint = influence.intersection(region.paint).union(own.paint)
        let read = m.shapeRect.outset(by: sampleReach).intersection(region.capture).union(own.read)
        parts[i] = GlassFootprint.Part(paint: paint, read: read)
      }
    }
    return parts
  }
}
