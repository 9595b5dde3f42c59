/// The per-pixel work of a container region: for each tile, the members that can reach it; for each pixel,
/// those members folded in document order.
///
/// With k = 0 (spacing 0) the container batches without merging: each member's shadow and glass are
/// composited over the previous members' exactly as per-node rendering composites them, only from the
/// shared capture — so the image equals per-node rendering and only the cost differs. With k > 0 the
/// members' distances are folded by the polynomial smooth minimum, their looks blended by its weights, and
/// the merged shape is shaded once over the members' shadow.
struct ContainerKernel: @unchecked Sendable {
  // @unchecked: the backdrops point into pool buffers that are read-only while the kernel runs.
  let members: [ContainerMember]
  let shadings: [GlassShading]
  let levels: [Backdrop]
  let k: Float
  let region: PixelRect
  let tile: Int
  /// Per member: bounds as floats for the lower bound, and the influence rectangle for tile culling.
  let boxes: [(minX: Float, minY: Float, maxX: Float, maxY: Float)]
  let influence: [PixelRect]

  init(members: [ContainerMember], levels: [Backdrop], k: Float, region: PixelRect, tile: Int) {
    self.members = members
    self.shadings = members.map { $0.shading! }
    self.levels = levels
    self.k = k
    self.region = region
    self.tile = tile
    boxes = members.map {
      (Float($0.bounds.minX), Float($0.bounds.minY), Float($0.bounds.maxX), Float($0.bounds.maxY))
    }
    // A member cannot change a pixel farther than its paint reach, plus k (a bridge's pull) and k/4 (how far
    // a bridge lies beyond any member).
    influence = members.map { m in
      m.shapeRect.outset(by: Int((m.reach + Double(k) * 1.25).rounded(.up)) + 1)
    }
  }

  func run(into output: SharedPointer<UInt32>, rowPixels: Int, threads: Int) {
    let tilesAcross = (region.width + tile - 1) / tile
    let tileRows = (region.height + tile - 1) / tile
    forEachBand(count: tileRows, threads: threads, minimumBand: 1) { rows in
      var candidates: [Int] = []
      candidates.reserveCapacity(16)
      for tileRow in rows {
        for tileColumn in 0..<tilesAcross {
          let rect = PixelRect(
            x: region.x + tileColumn * tile, y: region.y + tileRow * tile,
            width: min(tile, region.width - tileColumn * tile),
            height: min(tile, region.height - tileRow * tile))
          candidates.removeAll(keepingCapacity: true)
          for (i, area) in influence.enumerated() where area.intersection(rect).area > 0 {
            candidates.append(i)
          }
          shadeTile(rect, candidates: candidates, into: output, rowPixels: rowPixels)
        }
      }
    }
  }

  private func shadeTile(
    _ rect: PixelRect, candidates: [Int], into output: SharedPointer<UInt32>, rowPixels: Int
  ) {
    for y in rect.y..<rect.maxY {
      let line = output.base + (y - region.y) * rowPixels - region.x
      let py = Float(y) + 0.5
      for x in rect.x..<rect.maxX {
        let px = Float(x) + 0.5
        if candidates.isEmpty {
          line[x] = 0
        } else if k <= 0 {
          line[x] = GlassShading.pack(batched(px, py, candidates))
        } else {
          line[x] = GlassShading.pack(merged(px, py, candidates))
        }
      }
    }
  }

  /// Spacing 0: each member over the previous ones, as per-node compositing does.
  @inline(__always) private func batched(_ px: Float, _ py: Float, _ candidates: [Int]) -> SIMD4<Float> {
    var accumulated = SIMD4<Float>(repeating: 0)
    for i in candidates {
      let b = boxes[i]
      let m = members[i]
      let shading = shadings[i]
      // Provably nothing: outside the member's bounds by more than its paint reach.
      if m.lowerBound(px, py, minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY) > Float(m.reach) {
        continue
      }
      let e = m.distance.evaluate(px, py)
      var shadow: Float = 0
      if shading.shadowOpacity > 0 && e.d > -0.5 {
        shadow = shading.shadowAlpha(m.distance.evaluate(px, py - shading.shadowOffset).d)
      }
      let pixel =
        shading.pixel(
          d: e.d, gx: e.gx, gy: e.gy, px: px, py: py, shadow: shadow, sampler: levels[m.level]) * m.alpha
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
  @inline(__always) private func nearest(_ px: Float, _ py: Float, _ candidates: [Int]) -> Float {
    var d = Float.infinity
    for i in candidates {
      let b = boxes[i]
      if members[i].lowerBound(px, py, minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY) >= d {
        continue
      }
      d = min(d, members[i].distance.evaluate(px, py).d)
    }
    return d
  }

  /// Spacing > 0: one merged shape with blended looks over its merged shadow.
  @inline(__always) private func merged(_ px: Float, _ py: Float, _ candidates: [Int]) -> SIMD4<Float> {
    var d = Float.infinity
    var gx: Float = 0
    var gy: Float = 0
    var shading = shadings[candidates[0]]
    var weights = SIMD4<Float>(repeating: 0)
    var alpha: Float = 0
    var first = true
    for i in candidates {
      let m = members[i]
      let b = boxes[i]
      // Provably nothing: the member's distance is at least its bounds distance, and a member at least k
      // above the running field leaves the fold unchanged, bit for bit.
      if !first && m.lowerBound(px, py, minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY) >= d + k {
        continue
      }
      let e = m.distance.evaluate(px, py)
      var level = SIMD4<Float>(repeating: 0)
      level[m.level] = 1
      if first {
        first = false
        d = e.d
        gx = e.gx
        gy = e.gy
        shading = shadings[i]
        weights = level
        alpha = m.alpha
        continue
      }
      let (folded, h) = SmoothMinimum.fold(d, e.d, k: k)
      if h >= 1 { continue }
      d = folded
      if h <= 0 {
        gx = e.gx
        gy = e.gy
        shading = shadings[i]
        weights = level
        alpha = m.alpha
      } else {
        // The fold's exact gradient is h∇a + (1 − h)∇b: shorter than unit across a bridge, where the
        // refraction fades rather than swinging between the two members' directions.
        gx = gx * h + e.gx * (1 - h)
        gy = gy * h + e.gy * (1 - h)
        shading = GlassShading.blend(shading, shadings[i], weightOfA: h)
        weights = weights * h + level * (1 - h)
        alpha = alpha * h + m.alpha * (1 - h)
      }
    }
    var shadow: Float = 0
    if shading.shadowOpacity > 0 && d > -0.5 {
      shadow = shading.shadowAlpha(nearest(px, py - shading.shadowOffset, candidates))
    }
    let sampler = BlendedBackdrop(
      levels: (
        levels[0], levels[min(1, levels.count - 1)], levels[min(2, levels.count - 1)],
        levels[min(3, levels.count - 1)]
      ), weights: weights)
    if weights.max() >= 1 {
      // One backdrop at this pixel (everywhere but bridges between members of different blur).
      let only = levels[Int(weights[0] >= 1 ? 0 : weights[1] >= 1 ? 1 : weights[2] >= 1 ? 2 : 3)]
      return shading.pixel(d: d, gx: gx, gy: gy, px: px, py: py, shadow: shadow, sampler: only) * alpha
    }
    return shading.pixel(d: d, gx: gx, gy: gy, px: px, py: py, shadow: shadow, sampler: sampler) * alpha
  }
}
