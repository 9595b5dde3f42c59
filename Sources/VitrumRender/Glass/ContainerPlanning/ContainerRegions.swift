import VitrumGeometry

/// How a container's members are split into capture regions.
///
/// Members connect when their bounds are within the blend radius k of each other (or they share a union):
/// connected members can melt, so they must read one backdrop. Connected groups then share a capture only
/// when that is no dearer than capturing them apart — two regions merge when their joint bounding
/// rectangle has no more pixels than the two had separately — so members in opposite corners pay for two
/// small regions, not the screen between them, while a dense grid becomes one region blurred once instead
/// of once per card with overlapping margins.
struct ContainerRegion {
  /// Indices into the container's members, in document order.
  var members: [Int]
  /// Pixels copied from the content layer and blurred (clamped to the canvas).
  var capture: PixelRect
  /// Pixels the region's glass and shadows can touch (clamped to the canvas and clip).
  var paint: PixelRect
  /// Distinct blur σ (device pixels) of its members, at most four; `ContainerMember.level` indexes it.
  var blurLevels: [Double]
}

enum ContainerRegions {
  /// Blur radii closer than this (device pixels) share one blurred copy: a hundredth of a pixel of σ
  /// changes no 8-bit pixel.
  static let blurTolerance = 0.01
  /// Most blurred copies per region; members beyond are mapped to the nearest level.
  static let maximumLevels = 4

  static func plan(
    _ members: inout [ContainerMember], k: Double, canvas: PixelRect, clip: PixelRect
  ) -> [ContainerRegion] {
    let n = members.count
    guard n > 0 else { return [] }
    var sets = UnionFind(count: n)
    // Connectivity within k: sweep members sorted by left edge, comparing only those whose x-extents
    // (grown by k) overlap, so a grid of n cards costs about n·√n comparisons, not n².
    let order = (0..<n).sorted { members[$0].bounds.minX < members[$1].bounds.minX }
    var active: [Int] = []
    for i in order {
      let b = members[i].bounds
      active.removeAll { members[$0].bounds.maxX + k < b.minX }
      for j in active where gap(members[j].bounds, b) <= k { sets.join(i, j) }
      active.append(i)
    }
    // Groups in document order (a group's root is its first member): the merging below is greedy, so
    // the order it meets regions in decides which merge. Taken from a dictionary's values, the order
    // changed from run to run (Swift seeds its hashing per process), and with it the frame's bytes.
    var groups = [[Int]](repeating: [], count: n)
    for i in 0..<n { groups[sets.root(i)].append(i) }
    var regions = groups.filter { !$0.isEmpty }.map { indices -> ContainerRegion in
      region(indices, members, k: k, canvas: canvas, clip: clip)
    }
    // Merge overlapping captures while that costs no extra pixels. A 16 × 16 card grid merges into one
    // region in about 65,000 rectangle tests.
    mergeWhileCheaper(&regions, rectangle: \.capture) { a, b in
      region((a.members + b.members).sorted(), members, k: k, canvas: canvas, clip: clip)
    }
    regions.sort { $0.members[0] < $1.members[0] }
    for r in regions.indices { assignLevels(&regions[r], &members) }
    return regions
  }

  /// The gap between two rectangles (0 when they touch or overlap).
  static func gap(_ a: Rect, _ b: Rect) -> Double {
    let dx = max(a.minX - b.maxX, b.minX - a.maxX, 0)
    let dy = max(a.minY - b.maxY, b.minY - a.maxY, 0)
    return (dx * dx + dy * dy).squareRoot()
  }

  static func region(
    _ indices: [Int], _ members: [ContainerMember], k: Double, canvas: PixelRect, clip: PixelRect
  ) -> ContainerRegion {
    var capture = PixelRect(x: 0, y: 0, width: 0, height: 0)
    var paint = capture
    for i in indices {
      let m = members[i]
      // The blur's reach: what the members sample does not depend on where the capture ends.
      capture = capture.union(m.shapeRect.outset(by: DownsampledBlur.reach(sigma: m.blur)))
      // A bridge lies within α·k of some member (the smooth minimum lowers the field by at most α·k).
      // Past a billion pixels the outset only covers more of what the canvas crops away; an outset from
      // a k scaled by nested transforms to beyond Int's range trapped converting.
      let outset = min((m.reach + k * SmoothUnion.deepestLowering).rounded(.up), 1e9)
      paint = paint.union(m.shapeRect.outset(by: outset.isNaN ? 0 : Int(outset)))
    }
    return ContainerRegion(
      members: indices, capture: capture.intersection(canvas),
      paint: paint.intersection(canvas).intersection(clip),
      blurLevels: [])
  }

  /// Picks the region's blur levels and points each member at its own (or the nearest).
  static func assignLevels(_ region: inout ContainerRegion, _ members: inout [ContainerMember]) {
    var levels: [Double] = []
    for i in region.members {
      let blur = members[i].blur
      if !levels.contains(where: { abs($0 - blur) < blurTolerance }) && levels.count < maximumLevels {
        levels.append(blur)
      }
    }
    for i in region.members {
      let blur = members[i].blur
      members[i].level = levels.indices.min { abs(levels[$0] - blur) < abs(levels[$1] - blur) } ?? 0
    }
    region.blurLevels = levels
  }
}
