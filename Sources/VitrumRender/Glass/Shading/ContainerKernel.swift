import VitrumGeometry

/// The per-pixel work of a container region: for each tile, the members that can reach it; for each pixel,
/// those members folded in document order.
///
/// With k > 0 the members' distances are folded by the polynomial smooth minimum, their looks blended by its
/// weights, and the merged shape is shaded once over the members' shadow. With k = 0 (the unions of a
/// spacing-0 container) each member's shadow and glass are composited over the previous members'.
///
/// Member data lives in flat arrays of plain values read through unsafe buffers: the first version read a
/// `ContainerMember` (which holds paths and arrays) per candidate per pixel, and copying it was 15 % of all
/// instructions in the 48-card profile.
struct ContainerKernel: @unchecked Sendable {
  // @unchecked: the backdrops point into pool buffers that are read-only while the kernel runs.

  /// What the fold reads of a member, all plain values.
  struct Member {
    var minX, minY, maxX, maxY: Float
    /// Paint reach beyond the outline (shadow and anti-aliasing), pixels.
    var reach: Float
    var level: Int
    var alpha: Float
    var shading: GlassShading
  }

  let members: [Member]
  /// Members' bounds (minX, minY, maxX, maxY), apart from the rest so the culling test reads 16 bytes,
  /// not a whole member: passing members by value cost a `memcpy` per candidate per pixel (7 % of all
  /// instructions at 256 cards, spacing 8).
  let bounds: [SIMD4<Float>]
  let distances: [MemberDistance]
  let tables: DistanceTables
  let levels: [DownsampledBackdrop]
  /// Per member: its look applied to its blur level, and its outline's light, for pixels it alone owns
  /// (`MemberShader` on tiles it alone reaches, `EdgeLight.pixel` where the fold leaves it the only owner).
  let grids: [ToneGrid]
  let lights: [EdgeLight]
  let k: Float
  let region: PixelRect
  let tile: Int
  /// Per member: the rectangle beyond which it cannot change a pixel (tile culling).
  let influence: [PixelRect]
  /// Per member, its shadow's offset, or nil when it draws no shadow (`soleOwner`).
  let shadowOffsets: [Float?]
  /// Whether tiles one candidate provably owns are shaded as that member alone (`soleOwner`).
  let provesSoleOwners: Bool

  /// `provesSoleOwners` for kernels made in this task: a test draws the same frame both ways and compares.
  /// (Read when the kernel is made: the bands run on the pool's threads, where task-locals do not reach.)
  @TaskLocal static var provingSoleOwners = true

  init(
    members source: [ContainerMember], tables: DistanceTables, levels: [DownsampledBackdrop],
    grids: [ToneGrid], k: Float, region: PixelRect, tile: Int
  ) {
    members = source.map { m in
      Member(
        minX: Float(m.bounds.minX), minY: Float(m.bounds.minY), maxX: Float(m.bounds.maxX),
        maxY: Float(m.bounds.maxY), reach: Float(m.reach), level: m.level, alpha: m.alpha, shading: m.shading!
      )
    }
    bounds = members.map { SIMD4($0.minX, $0.minY, $0.maxX, $0.maxY) }
    distances = source.map(\.distance)
    self.tables = tables
    self.levels = levels
    self.grids = grids
    self.lights = members.map { EdgeLight($0.shading) }
    self.k = k
    self.region = region
    self.tile = tile
    shadowOffsets = members.map { $0.shading.shadowOpacity > 0 ? $0.shading.shadowOffset : nil }
    provesSoleOwners = Self.provingSoleOwners
    // A member changes a pixel only within its paint reach, or where it pulls the fold: its distance
    // below the running field + k, and the running field matters only below the largest paint reach.
    // (A bridge lies within k/4 of some member, whose own rectangle then holds it.)
    let largestReach = source.map(\.reach).max() ?? 0
    influence = source.map { m in
      m.shapeRect.outset(by: Int((max(m.reach, largestReach + Double(k))).rounded(.up)) + 1)
    }
  }

  /// Coarse tiles are `tile` × `coarseFactor` pixels: a coarse tile that at most one member reaches is
  /// shaded whole (long rows, as per-node shades them — 16-pixel tiles cost a large single card 10 % on two
  /// threads), others are split into `tile`-pixel tiles with their own candidates (a dense grid needs the
  /// fine culling: 16-pixel tiles made 256 cards 15 % faster than 32-pixel ones).
  static let coarseFactor = 4

  /// Shades the region into `output` (its top-left pixel, `rowPixels` apart) and returns how many pixels
  /// were shaded as plain interior.
  func run(into output: SharedPointer<UInt32>, rowPixels: Int, threads: Int) -> Int {
    let coarse = tile * Self.coarseFactor
    let tilesAcross = (region.width + coarse - 1) / coarse
    let tileRows = (region.height + coarse - 1) / coarse
    // Each member is listed in the coarse tiles its influence rectangle covers, in document order: the
    // cost is the tiles each member touches, not tiles × members.
    var lists = [[Int]](repeating: [], count: tilesAcross * tileRows)
    for (i, area) in influence.enumerated() {
      let r = area.intersection(region)
      guard !r.isEmpty else { continue }
      let c0 = (r.x - region.x) / coarse
      let c1 = (r.maxX - 1 - region.x) / coarse
      let r0 = (r.y - region.y) / coarse
      let r1 = (r.maxY - 1 - region.y) / coarse
      for row in r0...r1 {
        for column in c0...c1 { lists[row * tilesAcross + column].append(i) }
      }
    }
    let buckets = lists
    // Interior pixels per tile row, each written by the band that shades the row.
    let interior = SharedPointer(base: UnsafeMutablePointer<Int>.allocate(capacity: tileRows))
    interior.base.initialize(repeating: 0, count: tileRows)
    defer { interior.base.deallocate() }
    forEachBand(count: tileRows, threads: threads, minimumBand: 1) { rows in
      var scratch = TileScratch(area: coarse * coarse, width: coarse)
      defer { scratch.deallocate() }
      self.tables.withBuffers { tables in
        self.members.withUnsafeBufferPointer { members in
          for tileRow in rows {
            scratch.interior = 0
            defer { interior.base[tileRow] = scratch.interior }
            for tileColumn in 0..<tilesAcross {
              let rect = PixelRect(
                x: region.x + tileColumn * coarse, y: region.y + tileRow * coarse,
                width: min(coarse, region.width - tileColumn * coarse),
                height: min(coarse, region.height - tileRow * coarse))
              let candidates = buckets[tileRow * tilesAcross + tileColumn]
              if candidates.count <= 1 {
                scratch.candidates = candidates
                shadeTile(rect, &scratch, members, tables, into: output, rowPixels: rowPixels)
                continue
              }
              for y in stride(from: rect.y, to: rect.maxY, by: tile) {
                for x in stride(from: rect.x, to: rect.maxX, by: tile) {
                  let fine = PixelRect(
                    x: x, y: y, width: min(tile, rect.maxX - x), height: min(tile, rect.maxY - y))
                  scratch.candidates.removeAll(keepingCapacity: true)
                  for i in candidates where !influence[i].intersection(fine).isEmpty {
                    scratch.candidates.append(i)
                  }
                  shadeProvingOwners(fine, &scratch, members, tables, into: output, rowPixels: rowPixels)
                }
              }
            }
          }
        }
      }
    }
    return (0..<tileRows).reduce(0) { $0 + interior.base[$1] }
  }

  /// Per-band buffers reused from tile to tile: the candidates and their distances gathered by kind, and
  /// `MemberShader`'s buffers for a tile one member reaches.
  struct TileScratch {
    var candidates: [Int] = []
    var boxes: [BoxGlassDistance] = []
    var circles: [CircleGlassDistance] = []
    var general: [BoundDistance] = []
    let member: MemberBuffers
    let columns: UnsafeMutablePointer<GridColumn>
    /// Pixels of the current tile row shaded as plain interior.
    var interior = 0

    init(area: Int, width: Int) {
      member = MemberBuffers(
        kinds: .allocate(capacity: area), records: .allocate(capacity: area),
        counts: .allocate(capacity: area / max(width, 1) + 1))
      columns = .allocate(capacity: width)
    }

    func deallocate() {
      member.kinds.deallocate()
      member.records.deallocate()
      member.counts.deallocate()
      columns.deallocate()
    }
  }

  /// Shades one tile. The candidates' distances are gathered into an array of one concrete kind when they
  /// share it (a grid of cards is all boxes), so the fold below is specialised and inlined for that kind;
  /// through the `MemberDistance` switch, evaluation alone took as long as per-node's whole shading loop.
  func shadeTile(
    _ rect: PixelRect, _ scratch: inout TileScratch, _ members: UnsafeBufferPointer<Member>,
    _ tables: TableBuffers,
    into output: SharedPointer<UInt32>, rowPixels: Int
  ) {
    let candidates = scratch.candidates
    if candidates.isEmpty {
      clear(rect, output, rowPixels)
      return
    }
    if candidates.count == 1 {
      // Most tiles see one member: shade them with the same specialised loop per-node rendering uses (the
      // fold of one member is that member), which keeps container mode as fast per pixel as per-node.
      let i = candidates[0]
      switch distances[i] {
      case .box(let d): shadeSingle(rect, i, d, &scratch, into: output, rowPixels: rowPixels)
      case .circle(let d): shadeSingle(rect, i, d, &scratch, into: output, rowPixels: rowPixels)
      case .ellipse(let d): shadeSingle(rect, i, d, &scratch, into: output, rowPixels: rowPixels)
      case .field(let f): shadeSingle(rect, i, tables.fields[f], &scratch, into: output, rowPixels: rowPixels)
      case .union, .morph:
        shadeSingle(
          rect, i, BoundDistance(distance: distances[i], tables: tables), &scratch, into: output,
          rowPixels: rowPixels)
      }
      return
    }
    scratch.boxes.removeAll(keepingCapacity: true)
    scratch.circles.removeAll(keepingCapacity: true)
    for i in candidates {
      switch distances[i] {
      case .box(let d): scratch.boxes.append(d)
      case .circle(let d): scratch.circles.append(d)
      default: break
      }
    }
    candidates.withUnsafeBufferPointer { list in
      if scratch.boxes.count == candidates.count {
        scratch.boxes.withUnsafeBufferPointer {
          shadeFold(rect, list, members, $0, into: output, rowPixels: rowPixels)
        }
      } else if scratch.circles.count == candidates.count {
        scratch.circles.withUnsafeBufferPointer {
          shadeFold(rect, list, members, $0, into: output, rowPixels: rowPixels)
        }
      } else {
        scratch.general.removeAll(keepingCapacity: true)
        for i in candidates { scratch.general.append(BoundDistance(distance: distances[i], tables: tables)) }
        scratch.general.withUnsafeBufferPointer {
          shadeFold(rect, list, members, $0, into: output, rowPixels: rowPixels)
        }
      }
    }
  }

  /// The fold over several candidates, `distances[j]` belonging to member `candidates[j]`.
  private func shadeFold<D: GlassDistance>(
    _ rect: PixelRect, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>, into output: SharedPointer<UInt32>, rowPixels: Int
  ) {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.recordedContributors) { owners in
      withUnsafeTemporaryAllocation(of: Float.self, capacity: Self.recordedContributors) { weights in
        withUnsafeTemporaryAllocation(of: Look.self, capacity: 1) { slot in
          let fold = FoldScratch(owners: owners, weights: weights, slot: slot.baseAddress!)
          shadeFold(rect, candidates, members, distances, fold, into: output, rowPixels: rowPixels)
        }
      }
    }
  }

  /// Contributors the merged fold records before blending on the spot (see `merged`).
  static let recordedContributors = 8

  /// A blended look: shading, backdrop-level weights and opacity.
  typealias Look = (shading: GlassShading, levels: SIMD4<Float>, alpha: Float)

  /// Per-tile scratch of the merged fold. Owners are member indices, or −1 for `slot`: the look of
  /// contributors already blended when more than `recordedContributors` met at one pixel. Keeping that look
  /// out of the per-pixel locals matters: as an optional local it was copied (149 bytes) at every pixel.
  struct FoldScratch {
    let owners: UnsafeMutableBufferPointer<Int>
    let weights: UnsafeMutableBufferPointer<Float>
    let slot: UnsafeMutablePointer<Look>
  }

  private func shadeFold<D: GlassDistance>(
    _ rect: PixelRect, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>, _ fold: FoldScratch, into output: SharedPointer<UInt32>,
    rowPixels: Int
  ) {
    for y in rect.y..<rect.maxY {
      let line = output.base + (y - region.y) * rowPixels - region.x
      let py = Float(y) + 0.5
      for x in rect.x..<rect.maxX {
        let px = Float(x) + 0.5
        line[x] =
          k <= 0
          ? GlassShading.pack(batched(px, py, candidates, members, distances))
          : merged(px, py, candidates, members, distances, fold)
      }
    }
  }

  /// One member over a tile: its glass over its shadow, times its opacity, with the fast kernel of one
  /// shape (`MemberShader`) that per-node rendering uses, so container mode is as fast per pixel.
  ///
  /// A tile beyond the member's paint reach is transparent without a look, as outside a per-node paint
  /// rectangle; the region around a member is grown by k/4 for bridges, and shading those pixels anyway
  /// made the spacing demo 30 % slower than per-node.
  private func shadeSingle<D: GlassDistance>(
    _ rect: PixelRect, _ i: Int, _ distance: D, _ scratch: inout TileScratch,
    into output: SharedPointer<UInt32>, rowPixels: Int
  ) {
    let m = members[i]
    let reach = PixelRect(
      covering: Rect(
        x: Double(m.minX), y: Double(m.minY), width: Double(m.maxX - m.minX), height: Double(m.maxY - m.minY))
    )
    .outset(by: Int(m.reach.rounded(.up)) + 1)
    if reach.intersection(rect).isEmpty {
      clear(rect, output, rowPixels)
      return
    }
    let shader = MemberShader(
      distance: distance, shading: m.shading, grid: grids[i], region: rect, opacity: m.alpha,
      columns: scratch.columns)
    shader.classify(0..<rect.height, scratch.member)
    shader.shade(
      0..<rect.height, scratch.member,
      into: output.base + (rect.y - region.y) * rowPixels + (rect.x - region.x),
      rowPixels: rowPixels)
    scratch.interior += MemberShader<D>.count(scratch.member, rows: rect.height).interior
  }

  /// Makes a tile transparent.
  private func clear(_ rect: PixelRect, _ output: SharedPointer<UInt32>, _ rowPixels: Int) {
    for y in rect.y..<rect.maxY {
      let line = output.base + (y - region.y) * rowPixels - region.x
      for x in rect.x..<rect.maxX { line[x] = 0 }
    }
  }

  /// Whether a member's distance at a point is provably at least `threshold`: its distance is never
  /// below the distance to its bounds (compared squared, without a square root per candidate).
  @inline(__always) private static func isAtLeast(
    _ b: SIMD4<Float>, _ x: Float, _ y: Float, _ threshold: Float
  ) -> Bool {
    if threshold <= 0 { return false }
    let dx = fastMax(fastMax(b.x - x, x - b.z), 0)
    let dy = fastMax(fastMax(b.y - y, y - b.w), 0)
    return dx * dx + dy * dy >= threshold * threshold
  }

  /// One member's glass over its shadow at a point, before opacity; nil when the point lies beyond the
  /// member's paint reach (provably transparent).
  @inline(__always) private func memberPixel<D: GlassDistance>(
    _ i: Int, _ distance: D, _ px: Float, _ py: Float, _ members: UnsafeBufferPointer<Member>
  ) -> SIMD4<Float>? {
    if Self.isAtLeast(bounds[i], px, py, members[i].reach.nextUp) { return nil }
    let e = distance.evaluate(px, py)
    var shadow: Float = 0
    if members[i].shading.shadowOpacity > 0 && e.d > -0.5 {
      shadow = members[i].shading.shadowAlpha(distance.distance(px, py - members[i].shading.shadowOffset))
    }
    return members[i].shading.pixel(
      d: e.d, gx: e.gx, gy: e.gy, px: px, py: py, shadow: shadow, sampler: levels[members[i].level])
  }

  /// Spacing 0: each member over the previous ones, as per-node compositing does.
  @inline(__always) private func batched<D: GlassDistance>(
    _ px: Float, _ py: Float, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>
  ) -> SIMD4<Float> {
    var accumulated = SIMD4<Float>(repeating: 0)
    for (j, i) in candidates.enumerated() {
      guard let glass = memberPixel(i, distances[j], px, py, members) else { continue }
      let pixel = glass * members[i].alpha
      accumulated = pixel + accumulated * (1 - pixel.w)
    }
    return accumulated
  }

  /// The plain union (minimum) of the candidates' distances at a point, for the merged shadow.
  ///
  /// The shadow follows the members, not the bridges: a shadow from the smooth union would darken the gap
  /// between members up to 2 × spacing + the shadow's radius apart, so members farther than 2 × spacing
  /// would no longer equal the plain union pixel for pixel. Bridges are thin and lie inside their members'
  /// shadows anyway.
  @inline(__always) private func nearest<D: GlassDistance>(
    _ px: Float, _ py: Float, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>
  ) -> Float {
    var d = Float.infinity
    for (j, i) in candidates.enumerated() where !Self.isAtLeast(bounds[i], px, py, d) {
      d = min(d, distances[j].distance(px, py))
    }
    return d
  }

  /// Spacing > 0: one merged shape with blended looks over its members' shadow.
  ///
  /// The fold records which members contribute and with what weight (up to eight; a ninth contributor
  /// makes the blend happen on the spot) and builds the blended look once at the end — only the shadow's
  /// parameters where the pixel has no glass. Blending every look at every fold step cost container mode a
  /// third of its time in the 256-card benchmark at spacing 8, mostly in the gaps between cards where
  /// nothing but the shadow is drawn.
  @inline(__always) private func merged<D: GlassDistance>(
    _ px: Float, _ py: Float, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>, _ fold: FoldScratch
  ) -> UInt32 {
    // Provably transparent: each fold step lowers the field by at most k/4, so the result is at least the
    // smallest bounds distance less (n − 1)·k/4; beyond every member's reach there is neither glass nor
    // shadow (the shadow follows the plain minimum, which the same bound holds).
    let chain = Float(candidates.count - 1) * k / 4
    var transparent = true
    for i in candidates where !Self.isAtLeast(bounds[i], px, py, (members[i].reach + chain).nextUp) {
      transparent = false
      break
    }
    if transparent { return 0 }
    let owners = fold.owners
    let weights = fold.weights
    var d = Float.infinity
    var gx: Float = 0
    var gy: Float = 0
    var count = 0
    self.fold(px, py, candidates, members, distances, fold, &d, &gx, &gy, &count)
    guard count > 0 else { return 0 }
    let covered = d < 0.5
    if count == 1 && owners[0] >= 0 {
      // One owner: its own look and grid, by the expression a tile it alone reaches is shaded with, so
      // members far enough apart are drawn as the plain union draws them, byte for byte, whichever tiles
      // the blend radius makes them share. (Using the look in place: copying one per pixel showed up as
      // stack traffic.)
      let owner = owners[0]
      var shadow: Float = 0
      if members[owner].shading.shadowOpacity > 0 && d > -0.5 {
        shadow = members[owner].shading.shadowAlpha(
          nearest(px, py - members[owner].shading.shadowOffset, candidates, members, distances))
      }
      return lights[owner].pixel(
        d: d, gx: gx, gy: gy, shadow: shadow, px, py, grid: grids[owner], opacity: members[owner].alpha)
    }
    if !covered {
      // No glass here: only the shadow's parameters matter, blended by the recorded weights.
      var opacity: Float = 0
      var radius: Float = 0
      var offset: Float = 0
      var alpha: Float = 0
      for c in 0..<count {
        let i = owners[c]
        let shading = i >= 0 ? members[i].shading : fold.slot.pointee.shading
        opacity += shading.shadowOpacity * weights[c]
        radius += shading.shadowRadius * weights[c]
        offset += shading.shadowOffset * weights[c]
        alpha += (i >= 0 ? members[i].alpha : fold.slot.pointee.alpha) * weights[c]
      }
      guard opacity > 0 else { return 0 }
      let nearestD = nearest(px, py - offset, candidates, members, distances)
      return GlassShading.pack(
        SIMD4(0, 0, 0, GlassShading.shadowAlpha(nearestD, opacity: opacity, radius: radius)) * alpha)
    }
    let look = blend(fold, count, members)
    // Lane by lane: `SIMD4.max()` compiled to a call of a generic reduction.
    if max(max(look.levels[0], look.levels[1]), max(look.levels[2], look.levels[3])) >= 1 {
      let level = look.levels[0] >= 1 ? 0 : look.levels[1] >= 1 ? 1 : look.levels[2] >= 1 ? 2 : 3
      return GlassShading.pack(
        shade(d, gx, gy, px, py, look.shading, level, look.alpha, candidates, members, distances))
    }
    var shadow: Float = 0
    if look.shading.shadowOpacity > 0 && d > -0.5 {
      shadow = look.shading.shadowAlpha(
        nearest(px, py - look.shading.shadowOffset, candidates, members, distances))
    }
    let last = levels.count - 1
    let sampler = BlendedBackdrop(
      levels: (levels[0], levels[min(1, last)], levels[min(2, last)], levels[min(3, last)]),
      weights: look.levels)
    return GlassShading.pack(
      look.shading.pixel(d: d, gx: gx, gy: gy, px: px, py: py, shadow: shadow, sampler: sampler) * look.alpha)
  }

  /// The smooth-minimum fold in document order, recording contributors and their weights.
  ///
  /// (Tried and dropped: evaluating the member whose bounds hold the point first, and starting the fold
  /// there when bounds prove the earlier members lose outright. Exact, but the proof needs a k/4 margin per
  /// earlier member and failed near every edge: 5.05 G instructions against 4.81 G without it, 256 cards at
  /// spacing 8.)
  @inline(__always) private func fold<D: GlassDistance>(
    _ px: Float, _ py: Float, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>, _ fold: FoldScratch, _ d: inout Float, _ gx: inout Float,
    _ gy: inout Float, _ count: inout Int
  ) {
    let owners = fold.owners
    let weights = fold.weights
    for j in 0..<candidates.count {
      let i = candidates[j]
      // Provably nothing: the member's distance is at least its bounds distance, and a member at least k
      // above the running field leaves the fold unchanged, bit for bit.
      if count > 0 && Self.isAtLeast(bounds[i], px, py, d + k) { continue }
      let e = distances[j].evaluate(px, py)
      let folded = count == 0 ? (d: e.d, weightOfA: Float(0)) : SmoothMinimum.fold(d, e.d, k: k)
      let h = folded.weightOfA
      if h >= 1 { continue }
      if h <= 0 {
        // The first member, or a newcomer that wins outright (the fold is then exactly its distance):
        // the look restarts from it.
        d = e.d
        gx = e.gx
        gy = e.gy
        owners[0] = i
        weights[0] = 1
        count = 1
        continue
      }
      d = folded.d
      // The fold's exact gradient is h∇a + (1 − h)∇b: shorter than unit across a bridge, where the
      // refraction fades rather than swinging between the two members' directions.
      gx = gx * h + e.gx * (1 - h)
      gy = gy * h + e.gy * (1 - h)
      if count == owners.count {
        // More contributors than recorded (rare): blend the recorded ones into the slot, go on from it.
        fold.slot.pointee = blend(fold, count, members)
        owners[0] = -1
        weights[0] = 1
        count = 1
      }
      for c in 0..<count { weights[c] *= h }
      owners[count] = i
      weights[count] = 1 - h
      count += 1
    }
  }

  /// The merged shape's pixel with one look and one backdrop level, over the members' shadow.
  @inline(__always) private func shade<D: GlassDistance>(
    _ d: Float, _ gx: Float, _ gy: Float, _ px: Float, _ py: Float, _ shading: borrowing GlassShading,
    _ level: Int,
    _ alpha: Float, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>
  ) -> SIMD4<Float> {
    var shadow: Float = 0
    if shading.shadowOpacity > 0 && d > -0.5 {
      shadow = shading.shadowAlpha(nearest(px, py - shading.shadowOffset, candidates, members, distances))
    }
    return shading.pixel(d: d, gx: gx, gy: gy, px: px, py: py, shadow: shadow, sampler: levels[level]) * alpha
  }

  /// The look of recorded contributors (owner −1 is the slot): shadings, backdrop levels and opacities
  /// weighted, blended pairwise in the order they joined, in place.
  @inline(__always) private func blend(
    _ fold: FoldScratch, _ count: Int, _ members: UnsafeBufferPointer<Member>
  )
    -> Look
  {
    let first = fold.owners[0]
    var result: Look
    if first < 0 {
      result = fold.slot.pointee
    } else {
      var levels = SIMD4<Float>(repeating: 0)
      levels[members[first].level] = 1
      result = (members[first].shading, levels, members[first].alpha)
    }
    var total = fold.weights[0]
    result.levels *= total
    result.alpha *= total
    for c in 1..<max(count, 1) {
      let owner = fold.owners[c]
      let w = fold.weights[c]
      total += w
      // The running look (weight `total − w`) against this contributor (weight `w`).
      let h = (total - w) / total
      if owner < 0 {
        result.shading.mix(with: fold.slot.pointee.shading, weightOfSelf: h)
        result.levels += fold.slot.pointee.levels * w
        result.alpha += fold.slot.pointee.alpha * w
      } else {
        result.shading.mix(with: members[owner].shading, weightOfSelf: h)
        result.levels[members[owner].level] += w
        result.alpha += members[owner].alpha * w
      }
    }
    return result
  }

}

/// A member distance bound to table buffers (valid while the buffers are): a union's parts, evaluated as
/// one `GlassDistance`.
struct BoundDistance: GlassDistance {
  let distance: MemberDistance
  let tables: TableBuffers

  @inline(__always) func evaluate(_ x: Float, _ y: Float) -> (d: Float, gx: Float, gy: Float) {
    distance.evaluate(x, y, tables)
  }

  var maximumDepth: Float { 0 }
}
