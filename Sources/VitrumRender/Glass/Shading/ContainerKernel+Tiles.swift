import VitrumGeometry

extension ContainerKernel {
  /// Coarse tiles are `tile` × `coarseFactor` pixels: a coarse tile that at most one member reaches is
  /// shaded whole (long rows, as per-node shades them — 16-pixel tiles cost a large single card 10 % on two
  /// threads), others are split into `tile`-pixel tiles with their own candidates (a dense grid needs the
  /// fine culling: 16-pixel tiles made 256 cards 15 % faster than 32-pixel ones; docs/benchmarks.md,
  /// *Containers: tiles*).
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
}
