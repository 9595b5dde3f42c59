import VitrumGeometry

extension ContainerKernel {
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
  @inline(__always) func batched<D: GlassDistance>(
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
  @inline(__always) func merged<D: GlassDistance>(
    _ px: Float, _ py: Float, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>, _ fold: FoldScratch
  ) -> UInt32 {
    // Provably transparent: each fold step lowers the field by at most α·k (`SmoothMinimum`), so the
    // result is at least the smallest bounds distance less (n − 1)·α·k; beyond every member's reach there
    // is neither glass nor shadow (the shadow follows the plain minimum, which the same bound holds).
    // The thresholds (`FoldScratch.reaches`) are the tile's, computed once for all its pixels.
    var transparent = true
    for j in 0..<candidates.count where !Self.isAtLeast(bounds[candidates[j]], px, py, fold.reaches[j]) {
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
      // No glass here: only the shadow's parameters matter, those of the contributor with the largest
      // weight (the nearest: the shadow follows the members, and each member's adapts to its own backdrop,
      // so members far enough apart draw the plain union's shadow byte for byte), its opacity blended.
      var heaviest = 0
      for c in 1..<count where weights[c] > weights[heaviest] { heaviest = c }
      let lead = owners[heaviest]
      let leading = lead >= 0 ? members[lead].shading : fold.slot.pointee.shading
      let opacity = leading.shadowOpacity
      let radius = leading.shadowRadius
      let offset = leading.shadowOffset
      var alpha: Float = 0
      for c in 0..<count {
        let i = owners[c]
        alpha += (i >= 0 ? members[i].alpha : fold.slot.pointee.alpha) * weights[c]
      }
      guard opacity > 0 else { return 0 }
      let nearestD = nearest(px, py - offset, candidates, members, distances)
      return GlassShading.pack(
        SIMD4(0, 0, 0, GlassShading.shadowAlpha(nearestD, opacity: opacity, radius: radius)) * alpha)
    }
    let look = blend(fold, count, members)
    if !pieces.isEmpty {
      // One blur level, captured in pieces: the level's value at the samples, read from a piece that
      // holds them.
      let piece = pieceSampler(px, py, candidates)
      if look.levels[0] >= 1 {
        return GlassShading.pack(
          shade(d, gx, gy, px, py, look.shading, piece, look.alpha, candidates, members, distances))
      }
      return GlassShading.pack(
        shade(
          d, gx, gy, px, py, look.shading,
          BlendedBackdrop(levels: (piece, piece, piece, piece), weights: look.levels), look.alpha, candidates,
          members, distances))
    }
    // Lane by lane: `SIMD4.max()` compiled to a call of a generic reduction.
    if max(max(look.levels[0], look.levels[1]), max(look.levels[2], look.levels[3])) >= 1 {
      let level = look.levels[0] >= 1 ? 0 : look.levels[1] >= 1 ? 1 : look.levels[2] >= 1 ? 2 : 3
      return GlassShading.pack(
        shade(d, gx, gy, px, py, look.shading, levels[level], look.alpha, candidates, members, distances))
    }
    let last = levels.count - 1
    let sampler = BlendedBackdrop(
      levels: (levels[0], levels[min(1, last)], levels[min(2, last)], levels[min(3, last)]),
      weights: look.levels)
    return GlassShading.pack(
      shade(d, gx, gy, px, py, look.shading, sampler, look.alpha, candidates, members, distances))
  }

  /// The capture piece of the candidate nearest a pixel by bounds: it holds every sample of a pixel the
  /// fold covers (`CapturePieces`).
  @inline(__always) private func pieceSampler(
    _ px: Float, _ py: Float, _ candidates: UnsafeBufferPointer<Int>
  ) -> DownsampledBackdrop {
    var nearest = candidates[0]
    var least = Float.infinity
    for i in candidates {
      let b = bounds[i]
      let dx = fastMax(fastMax(b.x - px, px - b.z), 0)
      let dy = fastMax(fastMax(b.y - py, py - b.w), 0)
      let squared = dx * dx + dy * dy
      if squared < least {
        least = squared
        nearest = i
      }
    }
    return pieces[nearest]
  }

  /// The smooth-minimum fold in document order, recording contributors and their weights.
  ///
  /// (Tried and dropped: evaluating the member whose bounds hold the point first, and starting the fold
  /// there when bounds prove the earlier members lose outright. Exact, but the proof needs an α·k margin per
  /// earlier member and failed near every edge: 5.05 G instructions against 4.81 G without it, 256 cards at
  /// spacing 8.)
  @inline(__always) private func fold<D: GlassDistance>(
    _ px: Float, _ py: Float, _ candidates: UnsafeBufferPointer<Int>, _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>, _ fold: FoldScratch, _ d: inout Float, _ gx: inout Float,
    _ gy: inout Float, _ count: inout Int
  ) {
    let owners = fold.owners
    let weights = fold.weights
    // The direction the union weighs the running field by (`GlassDistance.blendDirection`): taken only
    // when a member falls within the blend radius, from the member the field last restarted at
    // (`pending`) or blended like the gradient.
    var bx: Float = 0
    var by: Float = 0
    var pending = -1
    let smoothing = directionSmoothing
    for j in 0..<candidates.count {
      let i = candidates[j]
      // Provably nothing: the member's distance is at least its bounds distance, and a member at least k
      // above the running field leaves the fold unchanged, bit for bit.
      if count > 0 && Self.isAtLeast(bounds[i], px, py, d + k) { continue }
      let e = distances[j].evaluate(px, py)
      var h: Float = 0
      var folded = e.d
      var ex: Float = 0
      var ey: Float = 0
      var directed = false
      if count > 0 {
        if e.d - d >= k { continue }
        if d - e.d < k {
          directed = true
          if pending >= 0 {
            (bx, by) = distances[pending].blendDirection(px, py, smoothing: smoothing, gradient: gx, gy)
            pending = -1
          }
          (ex, ey) = distances[j].blendDirection(px, py, smoothing: smoothing, gradient: e.gx, e.gy)
          (folded, h) = SmoothMinimum.fold(d, bx, by, e.d, ex, ey, k: k)
          if h >= 1 { continue }
        }
      }
      if h <= 0 {
        // The first member, or a newcomer that wins outright (the fold is then exactly its distance):
        // the look restarts from it.
        d = e.d
        gx = e.gx
        gy = e.gy
        if directed {
          (bx, by) = (ex, ey)
          pending = -1
        } else {
          pending = j
        }
        owners[0] = i
        weights[0] = 1
        count = 1
        continue
      }
      d = folded
      // The fold's exact gradient is h∇a + (1 − h)∇b: shorter than unit across a bridge, where the
      // refraction fades rather than swinging between the two members' directions.
      gx = gx * h + e.gx * (1 - h)
      gy = gy * h + e.gy * (1 - h)
      bx = bx * h + ex * (1 - h)
      by = by * h + ey * (1 - h)
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

  /// The merged shape's pixel with its look over its backdrop (one level, or levels blended), over the
  /// members' shadow.
  @inline(__always) private func shade<D: GlassDistance, S: BackdropSampler>(
    _ d: Float, _ gx: Float, _ gy: Float, _ px: Float, _ py: Float, _ shading: borrowing GlassShading,
    _ sampler: S, _ alpha: Float, _ candidates: UnsafeBufferPointer<Int>,
    _ members: UnsafeBufferPointer<Member>,
    _ distances: UnsafeBufferPointer<D>
  ) -> SIMD4<Float> {
    var shadow: Float = 0
    if shading.shadowOpacity > 0 && d > -0.5 {
      shadow = shading.shadowAlpha(nearest(px, py - shading.shadowOffset, candidates, members, distances))
    }
    return shading.pixel(d: d, gx: gx, gy: gy, px: px, py: py, shadow: shadow, sampler: sampler) * alpha
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
