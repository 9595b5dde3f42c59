import VitrumGeometry
import VitrumScene

extension GlassCompositor {
  /// Side of the container kernel's fine tiles, in pixels: each folds only the members that can reach it
  /// (coarse tiles of 4 × this side are used where a single member reaches; see `ContainerKernel`).
  /// 16 px tiles measured 15 % faster than 32 px on 256 cards at 1080p, by keeping most tiles to one or
  /// two candidates (docs/benchmarks.md, *Containers: tiles*).
  static let containerTile = 16

  /// Draws a container's own members — all of them when it merges (k > 0), its unions at spacing 0 — per
  /// region with one capture, one blur per blur level, one pass and one composite.
  func drawContainer(
    _ container: ContainerItem, content: ImageSurface, onto context: CairoContext, clip: PixelRect,
    target: GlassTarget, log: inout FrameLog
  ) {
    var tables = DistanceTables()
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    var members = ContainerMember.resolve(container.members, tables: &tables) { item, margin in
      distance(for: item, margin: margin, canvas: canvas, log: &log)
    }
    guard !members.isEmpty else { return }
    let k = container.blendRadius
    let regions = ContainerRegions.plan(&members, k: k, canvas: canvas, clip: clip).filter {
      !$0.paint.isEmpty && !$0.capture.isEmpty
    }
    var held: [UnsafeMutableBufferPointer<UInt32>] = []
    defer { for buffer in held { buffers.release(buffer) } }
    for region in regions {
      // A region of one member (not a union of paths) is that member alone: the per-node path draws it with
      // the same capture, one draw instead of the tile machinery.
      if region.members.count == 1, !members[region.members[0]].isUnionOfParts {
        draw(
          members[region.members[0]].item, content: content, onto: context, clip: clip, target: target,
          log: &log)
        continue
      }
      let pieces = CapturePieces.plan(region, members, k: k, canvas: canvas, tile: Self.containerTile)
      let (levels, samplers) = prepare(region, pieces, &members, tables, content, &held, &log)
      var clock = StageClock()
      let paint = region.paint
      // Each member's look on its blur level, for the tiles it alone reaches.
      var grids: [ToneGrid] = []
      var texels: [UnsafeMutableBufferPointer<SIMD4<Float>>] = []
      defer { for buffer in texels { vectors.release(buffer) } }
      for (n, i) in region.members.enumerated() {
        let m = members[i]
        let backdrop = samplers[n].clamped(to: m.shapeRect)
        let extent = ToneGrid.extent(of: backdrop, within: m.shapeRect)
        let buffer = vectors.acquire(max(1, extent.columns.count * extent.rows.count))
        texels.append(buffer)
        grids.append(
          ToneGrid(
            backdrop: backdrop, columns: extent.columns, rows: extent.rows, shading: m.shading!,
            texels: buffer.baseAddress!))
      }
      let kernel = ContainerKernel(
        members: region.members.map { members[$0] }, tables: tables, levels: levels, grids: grids,
        k: Float(k), region: paint, tile: Self.containerTile, pieces: pieces == nil ? [] : samplers)
      guard let output = surfaces.acquire(width: paint.width, height: paint.height) else { continue }
      output.withPixels { pixels, rowPixels in
        log.statistics.interiorPixels += kernel.run(
          into: SharedPointer(base: pixels), rowPixels: rowPixels, threads: threads)
      }
      clock.lap(.shading, &log.statistics)
      context.composite(output, atDeviceX: paint.x, y: paint.y, alpha: 1)
      surfaces.release(output)
      clock.lap(.composite, &log.statistics)
      log.statistics.glassDraws += 1
      log.statistics.shadedPixels += paint.area
      log.statistics.bytesRead += paint.area * 8
      log.statistics.bytesWritten += paint.area * 8
      log.statistics.containerGroups.append(
        ContainerGroupDecision(
          container: container.nodeID.description, strategy: .merged, members: region.members.count,
          reason: container.blendRadius > 0
            ? "members within k = \(String(format: "%.4g", container.blendRadius)) px (twice the spacing) melt: "
              + (pieces.map { "the backdrop captured in \($0.rects.count) pieces" }
                ?? "one capture per blur level")
              + ", one pass"
            : "a union renders as one shape: one capture per blur level, one pass"))
    }
  }

  /// Captures a region's backdrop — whole, or in `pieces` — blurs it once per blur level and resolves its
  /// members' looks (their tone follows the luminance beneath them). Returns the blur levels of the whole
  /// capture (the first piece's when cut) and, per member of the region, the backdrop it reads beneath
  /// its outline: its level, or its piece. The buffers stay held until the caller releases them.
  private func prepare(
    _ region: ContainerRegion, _ pieces: CapturePieces?, _ members: inout [ContainerMember],
    _ tables: DistanceTables, _ content: ImageSurface, _ held: inout [UnsafeMutableBufferPointer<UInt32>],
    _ log: inout FrameLog
  ) -> (levels: [DownsampledBackdrop], samplers: [DownsampledBackdrop]) {
    let capture = region.capture
    var levels: [DownsampledBackdrop] = []
    var samplers: [DownsampledBackdrop] = []
    if let pieces {
      // One blur level (`CapturePieces.plan`).
      let sigma = region.blurLevels[0]
      let blurred = pieces.rects.enumerated().map { p, rect in
        let first = pieces.pieceOfMember.firstIndex(of: p) ?? 0
        return captureAndBlur(
          rect, sigma: sigma, from: content, for: members[region.members[first]].item.nodeID, log: &log)
      }
      held.append(contentsOf: blurred.map(\.pixels))
      levels = [blurred[0].backdrop]
      samplers = pieces.pieceOfMember.map { blurred[$0].backdrop }
    } else {
      for sigma in region.blurLevels {
        let first = region.members.first { abs(members[$0].blur - sigma) < ContainerRegions.blurTolerance }
        let blurred = captureAndBlur(
          capture, sigma: sigma, from: content, for: members[first ?? region.members[0]].item.nodeID,
          log: &log)
        held.append(blurred.pixels)
        levels.append(blurred.backdrop)
      }
      samplers = region.members.map { levels[members[$0].level] }
    }
    for (n, i) in region.members.enumerated() {
      let m = members[i]
      let distance = TabledDistance(distance: m.distance, tables: tables)
      let statistics = samplers[n].luminanceStatistics(
        inside: distance, region: m.shapeRect.intersection(capture))
      members[i].shading = GlassShading(
        appearance: m.item.appearance, lengthScale: m.item.lengthScale, maximumDepth: distance.maximumDepth,
        backdrop: statistics, glow: m.item.glow)
    }
    return (levels, samplers)
  }
}
