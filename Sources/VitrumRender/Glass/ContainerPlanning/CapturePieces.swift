import VitrumGeometry

/// A merging region's backdrop captured in pieces rather than over the region's bounding rectangle: a
/// row of cards above one card leaves the bounding rectangle's other corner empty, and capturing it
/// blurred pixels no member reads (five cards at spacing 12 over 960 × 480 px: one capture of the whole
/// canvas, 461 k pixels, where two pieces hold what the members and their bridges read in 348 k).
///
/// Exact, the bytes of the single capture. A blurred capture's value at a point depends only on the
/// content within `DownsampledBlur.reach` of it and on the capture's edges within that reach, where it
/// reflects (`DownsampledBlur`, `quantum`), as long as both captures blur each axis the same way. A piece
/// lies within the single capture and ends at its edges or farther than that reach from every sample
/// it serves, so a pixel may read any piece that holds its samples with that reach to spare:
///
/// - a member's toned grid and luminance read within its outline's pixels (`shapeRect`): its own piece;
/// - a pixel the fold blends covers the merged shape (its field is below ½ px), and each fold step lowers
///   the field by at most α·k (`SmoothMinimum.deepestLowering`), so with c members folded some member
///   lies within ½ + (c − 1)·α·k of it, and then so does the candidate nearest by bounds (a distance is
///   never below its bounds distance). Its refraction moves its samples by at most the largest
///   displacement. The kernel reads that candidate's piece (`ContainerKernel.pieceSampler`).
///
/// The kernel folds at most the members whose influence meets a tile (`ContainerMember.influence`); a
/// tile meeting member i's influence lies within its influence grown by a tile, so c is at most the
/// number of influences meeting that (`bound`). Each member's piece reaches that far beyond its outline;
/// pieces merge while their joint rectangle costs no more pixels than the two apart (as regions do), and
/// the region is cut only when the pieces hold fewer pixels than the one capture.
struct CapturePieces {
  /// Device pixels captured and blurred, each within the canvas.
  var rects: [PixelRect]
  /// Per member of the region (the region's order), the index of the piece holding its samples.
  var pieceOfMember: [Int]

  /// Whether regions may be cut into pieces (a test draws the same frame both ways and compares).
  /// (Read when the frame is drawn, on the thread that draws it.)
  @TaskLocal static var cutting = true

  /// Pieces cost at most this share of the single capture's pixels, or the region keeps its one capture:
  /// each piece pays its own setup and blurs its overlaps again.
  static let largestShare = 0.9

  /// The pieces of `region` (members `members`, blend radius `k`, the kernel's fine tiles `tile` pixels
  /// on a side), or nil when the region keeps one capture: no blend, several blur levels, or pieces that
  /// would not save pixels or would not blur as the single capture does.
  static func plan(
    _ region: ContainerRegion, _ members: [ContainerMember], k: Double, canvas: PixelRect, tile: Int
  ) -> CapturePieces? {
    guard cutting, k > 0, k.isFinite, region.members.count > 1, region.blurLevels.count == 1 else {
      return nil
    }
    let sigma = region.blurLevels[0]
    let blurReach = DownsampledBlur.reach(sigma: sigma)
    let displacement = region.members.map { members[$0].displacement }.max() ?? 0
    let counts = bound(region, members, k: Float(k), tile: tile)
    // Each piece with the members (by place in the region) whose samples it holds.
    var pieces = region.members.enumerated().map { n, i -> (rect: PixelRect, owners: [Int]) in
      let lowering = Double(counts[n] - 1) * SmoothUnion.deepestLowering * k
      let margin = ContainerPlan.pixels(lowering + displacement) + 2 + blurReach
      // Within the single capture: where a sample's reach meets the capture's edge, the piece ends
      // there too, so the blur reflects at the same edge.
      return (members[i].shapeRect.outset(by: margin).intersection(region.capture), [n])
    }
    mergeWhileCheaper(&pieces, rectangle: \.rect) { a, b in (a.rect.union(b.rect), a.owners + b.owners) }
    let rects = pieces.map(\.rect)
    let total = rects.reduce(0) { $0 + $1.area }
    guard rects.count > 1, Double(total) <= largestShare * Double(region.capture.area) else { return nil }
    // Every piece must blur as the single capture does: the same reduction and boxes per axis and the
    // same quantum (a piece narrower than σ would be replaced by its mean).
    let whole = DownsampledBlur(region: region.capture, sigma: sigma, bounds: canvas)
    for rect in rects {
      let piece = DownsampledBlur(region: rect, sigma: sigma, bounds: canvas)
      guard piece.factor == whole.factor, piece.horizontal == whole.horizontal,
        piece.vertical == whole.vertical, piece.quantum == whole.quantum, !rect.isEmpty
      else { return nil }
    }
    var pieceOfMember = [Int](repeating: 0, count: region.members.count)
    for (p, piece) in pieces.enumerated() { for n in piece.owners { pieceOfMember[n] = p } }
    return CapturePieces(rects: rects, pieceOfMember: pieceOfMember)
  }

  /// Per member of the region, how many members the kernel may fold at a pixel whose tile meets the
  /// member's influence: the influences meeting it grown by a tile (itself included).
  static func bound(_ region: ContainerRegion, _ members: [ContainerMember], k: Float, tile: Int) -> [Int] {
    let largestReach = region.members.map { members[$0].reach }.max() ?? 0
    let influences = region.members.map {
      ContainerMember.influence(
        shapeRect: members[$0].shapeRect, reach: members[$0].reach, largestReach: largestReach, k: k)
    }
    let buckets = RectBuckets(influences)
    return influences.map { max(1, buckets.meeting($0.outset(by: tile)).count) }
  }
}
