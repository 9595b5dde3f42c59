extension ContainerKernel {
  /// The candidate that owns every pixel of `rect` alone, when bounds prove it, or nil. The tile is then
  /// shaded as that member alone (`MemberShader`, the kernel of a tile one member reaches) instead of
  /// folding every candidate at every pixel.
  ///
  /// Exact, the bytes of the fold. Boxes and circles only: their distances are exact, so one evaluation
  /// at the tile's centre bounds the owner's distance over the tile (within half its diagonal), and every
  /// other candidate's distance is at least the distance from its bounds to the tile. Where each other
  /// candidate lies at least k plus the fold's chain above the owner (earlier members may lower the field
  /// by α·k a step before the owner arrives, which then wins outright; later ones change nothing,
  /// `SmoothMinimum.fold`), the fold ends with the owner alone, at its own distance and gradient —
  /// `merged`'s one-owner pixel, by the expression of a tile it alone reaches. Where the owner draws a
  /// shadow, each other candidate must also lie above the owner at the shadow's point, so that the
  /// shadow's plain minimum is the owner's own distance.
  ///
  /// With boxes 8 px apart (k = 16 px), a tile along the edge facing the neighbour is proven once it ends
  /// 6 px before that edge (16-pixel tiles at whole pixels) or 5 px (8 × 8), where the blend itself
  /// reaches 4 px in (the two distances differ by less than k there).
  func soleOwner(of rect: PixelRect, _ candidates: [Int]) -> Int? {
    guard provesSoleOwners else { return nil }
    return Self.soleOwner(
      of: rect, candidates, distances: distances, bounds: bounds, shadowOffsets: shadowOffsets, k: k)
  }

  /// `soleOwner` over members' `distances`, `bounds` (minX, minY, maxX, maxY) and shadow offsets (nil:
  /// no shadow), with blend radius `k`.
  static func soleOwner(
    of rect: PixelRect, _ candidates: [Int], distances: [MemberDistance], bounds: [SIMD4<Float>],
    shadowOffsets: [Float?], k: Float
  ) -> Int? {
    guard k > 0, candidates.count > 1, !rect.isEmpty else { return nil }
    func exact(_ i: Int, _ x: Float, _ y: Float) -> Float? {
      switch distances[i] {
      case .box(let d): d.distance(x, y)
      case .circle(let d): d.distance(x, y)
      default: nil
      }
    }
    let lo = SIMD2<Float>(Float(rect.x) + 0.5, Float(rect.y) + 0.5)
    let hi = SIMD2<Float>(Float(rect.maxX) - 0.5, Float(rect.maxY) - 0.5)
    let centre = (lo + hi) * 0.5
    let halfDiagonal = ((hi.x - lo.x) * (hi.x - lo.x) + (hi.y - lo.y) * (hi.y - lo.y)).squareRoot() * 0.5
    var owner = -1
    var least = Float.infinity
    var magnitude = max(abs(centre.x), abs(centre.y))
    for i in candidates {
      guard let d = exact(i, centre.x, centre.y) else { return nil }
      if d < least {
        least = d
        owner = i
      }
      let b = bounds[i]
      magnitude = max(magnitude, abs(b.x), abs(b.y), abs(b.z), abs(b.w))
    }
    guard owner >= 0, least.isFinite, magnitude.isFinite else { return nil }
    // Far above the rounding of an evaluation and of the bounds: a quarter pixel, and 10⁻⁵ of the
    // largest coordinate (floats keep 6·10⁻⁸ of it; a shape 10⁵ pt wide at scale 10⁶ has coordinates
    // near 10¹¹, where one ulp is 8,000 px).
    let margin = 0.25 + 1e-5 * max(magnitude, abs(least))
    // Members before the owner in document order may lower the field by α·k a fold step
    // (`SmoothMinimum.deepestLowering`), from the second on (the first sets it to its own distance).
    let before = candidates.firstIndex(of: owner) ?? candidates.count
    let chain = Float(max(0, before - 1)) * k * SmoothMinimum.deepestLowering
    let ceiling = least + halfDiagonal + margin + k + chain + margin
    for i in candidates where i != owner {
      let gap = distance(from: bounds[i], toTile: lo, hi)
      // Zero when the tile meets the bounds: the member's distance may then be negative.
      guard gap > 0 && gap >= ceiling else { return nil }
    }
    if let offset = shadowOffsets[owner] {
      let shift = SIMD2<Float>(0, offset)
      guard let shifted = exact(owner, centre.x, centre.y - offset) else { return nil }
      let shadowCeiling = shifted + halfDiagonal + margin + margin
      for i in candidates where i != owner {
        let gap = distance(from: bounds[i], toTile: lo - shift, hi - shift)
        guard gap > 0 && gap >= shadowCeiling else { return nil }
      }
    }
    return owner
  }

  /// Shades a fine tile whose candidates are `scratch.candidates`: as its sole owner when one is proven,
  /// else quarter by quarter, each as its own sole owner where one is proven there, the rest folded. The
  /// fold of a pixel depends on the pixel and the candidates only, so a quarter folds as the tile would.
  ///
  /// A 16-pixel tile that straddles a gap between members, or lies within the blend's reach plus its half
  /// diagonal, often has quarters that do not (`smallestProvedTile`).
  func shadeProvingOwners(
    _ rect: PixelRect, _ scratch: inout TileScratch, _ members: UnsafeBufferPointer<Member>,
    _ tables: TableBuffers, into output: SharedPointer<UInt32>, rowPixels: Int
  ) {
    if let owner = soleOwner(of: rect, scratch.candidates) {
      scratch.candidates.removeAll(keepingCapacity: true)
      scratch.candidates.append(owner)
      shadeTile(rect, &scratch, members, tables, into: output, rowPixels: rowPixels)
      return
    }
    guard provesSoleOwners, k > 0, scratch.candidates.count > 1,
      rect.width * rect.height > Self.smallestProvedTile
    else {
      shadeTile(rect, &scratch, members, tables, into: output, rowPixels: rowPixels)
      return
    }
    let w0 = (rect.width + 1) / 2
    let h0 = (rect.height + 1) / 2
    let count = scratch.candidates.count
    withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { saved in
      _ = saved.initialize(from: scratch.candidates)
      for (dy, h) in [(0, h0), (h0, rect.height - h0)] where h > 0 {
        for (dx, w) in [(0, w0), (w0, rect.width - w0)] where w > 0 {
          scratch.candidates.removeAll(keepingCapacity: true)
          scratch.candidates.append(contentsOf: saved)
          shadeProvingOwners(
            PixelRect(x: rect.x + dx, y: rect.y + dy, width: w, height: h), &scratch, members, tables,
            into: output, rowPixels: rowPixels)
        }
      }
    }
  }

  /// Pixels at or below which a tile is folded rather than split into quarters: proving down to 8 × 8
  /// quarters took the fewest instructions; smaller quarters each pay for setting up their kernel
  /// (docs/benchmarks.md, *Containers: tiles*).
  static let smallestProvedTile = 64

  /// The least distance between bounds (minX, minY, maxX, maxY) and the tile of pixel centres `lo`…`hi`.
  static func distance(from b: SIMD4<Float>, toTile lo: SIMD2<Float>, _ hi: SIMD2<Float>) -> Float {
    let dx = max(b.x - hi.x, lo.x - b.z, 0)
    let dy = max(b.y - hi.y, lo.y - b.w, 0)
    return (dx * dx + dy * dy).squareRoot()
  }
}
