import VitrumGeometry
import VitrumScene

/// A merging container planned as `drawContainer` plans it (without the display list's clip, which only
/// narrows what it paints): its members resolved and split into capture regions.
struct ContainerPlan {
  var members: [ContainerMember]
  var regions: [ContainerRegion]

  /// Per member, in document order, the pixels it can change in its region's output.
  ///
  /// Its own paint reach, and where it may pull the fold: its influence (`ContainerMember.influence`),
  /// but only near another member of the region. The kernel's pixel is transparent unless some candidate
  /// lies within its paint reach plus the fold's chain ((n − 1)·α·k) of it; and beyond its own paint
  /// reach a member changes a pixel only by lowering another member's field, which must then lie within k
  /// of its own there. So another member j must lie within the largest reach + chain + k of the pixel: a
  /// member alone in its corner of the region paints within its own reach.
  func paints(k: Float) -> [PixelRect] {
    let none = PixelRect(x: 0, y: 0, width: 0, height: 0)
    var result = [PixelRect](repeating: none, count: members.count)
    for region in regions {
      let largestReach = region.members.map { members[$0].reach }.max() ?? 0
      let chain = Double(region.members.count - 1) * SmoothUnion.deepestLowering * Double(k)
      let zones = region.members.map {
        members[$0].shapeRect.outset(by: Self.pixels(largestReach + chain + Double(k)) + 1)
      }
      let buckets = RectBuckets(zones)
      for (n, i) in region.members.enumerated() {
        let m = members[i]
        var paint = m.shapeRect.outset(by: Self.pixels(m.reach) + 1)
        let influence = ContainerMember.influence(
          shapeRect: m.shapeRect, reach: m.reach, largestReach: largestReach, k: k)
        for other in buckets.meeting(influence) where other != n {
          paint = paint.union(influence.intersection(zones[other]))
        }
        result[i] = paint.intersection(region.paint)
      }
    }
    return result
  }

  /// How far beyond a member's outline the glass of `region` reads its blurred backdrop: where it is
  /// covered, within α·k of a member (a bridge), pulled inward by at most the refraction's displacement,
  /// each sample reading content within the widest blur reach (`DownsampledBlur.reach`).
  func sampleReach(of region: ContainerRegion, k: Float) -> Int {
    let blurReach = region.members.map { DownsampledBlur.reach(sigma: members[$0].blur) }.max() ?? 0
    let displacement = region.members.map { members[$0].displacement }.max() ?? 0
    return Self.pixels(Double(k) * SmoothUnion.deepestLowering + displacement) + 2 + blurReach
  }

  /// A distance rounded up to whole pixels, at most a billion (an outset past that only covers more of
  /// what the canvas crops away).
  static func pixels(_ distance: Double) -> Int {
    let d = min(distance.rounded(.up), 1e9)
    return d.isNaN ? 1_000_000_000 : max(Int(d), 0)
  }
}

/// Rectangles bucketed by the cells of a coarse grid they cover, so that finding those meeting a
/// rectangle costs the cells it covers, not every rectangle (a container may hold a hundred thousand).
struct RectBuckets {
  static let cell = 256
  let rects: [PixelRect]
  private var cells: [SIMD2<Int>: [Int]] = [:]

  init(_ rects: [PixelRect]) {
    self.rects = rects
    for (i, r) in rects.enumerated() where !r.isEmpty {
      for key in Self.keys(r) { cells[key, default: []].append(i) }
    }
  }

  /// Indices of the rectangles meeting `rect`, ascending.
  func meeting(_ rect: PixelRect) -> [Int] {
    guard !rect.isEmpty else { return [] }
    var found = Set<Int>()
    for key in Self.keys(rect) {
      for i in cells[key] ?? [] where !rects[i].intersection(rect).isEmpty { found.insert(i) }
    }
    return found.sorted()
  }

  /// The cells a rectangle covers; a rectangle over more than 4096 cells is clamped to its first
  /// 64 × 64 (only rectangles far beyond any canvas get there, and they meet whatever they cover).
  private static func keys(_ r: PixelRect) -> [SIMD2<Int>] {
    let x0 = r.x.floorDivided(by: cell)
    let y0 = r.y.floorDivided(by: cell)
    let x1 = min((r.maxX - 1).floorDivided(by: cell), x0 + 63)
    let y1 = min((r.maxY - 1).floorDivided(by: cell), y0 + 63)
    var keys: [SIMD2<Int>] = []
    for y in y0...y1 { for x in x0...x1 { keys.append(SIMD2(x, y)) } }
    return keys
  }
}

extension Int {
  fileprivate func floorDivided(by d: Int) -> Int { self >= 0 ? self / d : -((-self + d - 1) / d) }
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

  /// A merging container's footprint: one part per member, in document order. A member's part paints
  /// what it can change in its region's output (`ContainerPlan.paints`) and, for a region of one drawn
  /// as that member alone, its own paint. A pixel of the region is a function of the members that can
  /// change it (the kernel folds no other), of their looks (each read beneath its own outline) and of
  /// the blurred backdrop where its glass samples it. So a part reads its region's capture within the
  /// sample reach of its member's outline (`ContainerPlan.sampleReach`), and its own capture; and a
  /// change of one member damages its own part and what the parts it meets read, not the whole region.
  func containerParts(_ container: ContainerItem, canvas: PixelRect) -> [GlassFootprint.Part] {
    let planned = plan(container, canvas: canvas)
    let members = planned.members
    let k = Float(container.blendRadius)
    let paints = planned.paints(k: k)
    // In member order (every member lies in one region).
    let none = PixelRect(x: 0, y: 0, width: 0, height: 0)
    var parts = [GlassFootprint.Part](
      repeating: GlassFootprint.Part(paint: none, read: none), count: members.count)
    for region in planned.regions {
      let sampleReach = planned.sampleReach(of: region, k: k)
      for i in region.members {
        let m = members[i]
        let own = Self.part(of: m.item, canvas: canvas)
        let read = m.shapeRect.outset(by: sampleReach).intersection(region.capture).union(own.read)
        parts[i] = GlassFootprint.Part(paint: paints[i].union(own.paint), read: read)
      }
    }
    return parts
  }
}
