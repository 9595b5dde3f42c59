import VitrumGeometry
import VitrumScene

extension GlassCompositor {
  /// Side of the container kernel's fine tiles, in pixels: each folds only the members that can reach it
  /// (coarse tiles of 4 × this side are used where a single member reaches; see `ContainerKernel`).
  /// 16 px tiles measured 15 % faster than 32 px on 256 cards at 1080p, by keeping most tiles to one or
  /// two candidates.
  static let containerTile = 16

  /// Draws a container's members: per region one capture, one blur per blur level, and one composite.
  ///
  /// `frame`, when given, is the surface `context` draws on, with no clip or layer in the way. Batching
  /// (spacing 0) opaque members then composites every member straight into its pixels in document order —
  /// one kernel over all regions, each member sampling its own region's capture — which is exactly what
  /// per-node rendering does (see `PixelComposite`). Compositing region by region broke document order
  /// where one region's shadow met another's glass (256 cards, six regions: one level on a few pixels).
  func drawContainer(
    _ container: ContainerItem, content: ImageSurface, onto context: CairoContext, clip: PixelRect,
    frame: ImageSurface?, statistics: inout RenderStatistics
  ) {
    var tables = DistanceTables()
    var members = ContainerMember.resolve(container.members, tables: &tables) { item, margin in
      distance(for: item, margin: margin)
    }
    guard !members.isEmpty else { return }
    let canvas = PixelRect(x: 0, y: 0, width: content.width, height: content.height)
    let k = container.blendRadius
    let regions = ContainerRegions.plan(&members, k: k, canvas: canvas, clip: clip).filter {
      !$0.paint.isEmpty && !$0.capture.isEmpty
    }
    var held: [UnsafeMutableBufferPointer<UInt32>] = []
    defer { for buffer in held { buffers.release(buffer) } }
    // A region of one member (not a union of paths) is that member alone: the per-node path draws it with
    // the same capture, one draw instead of the tile machinery. When every region is one member, batching
    // is per-node drawing in document order.
    func isSolo(_ region: ContainerRegion) -> Bool {
      guard region.members.count == 1 else { return false }
      if case .union = members[region.members[0]].distance { return false }
      return true
    }
    if k <= 0 && regions.allSatisfy(isSolo) {
      for i in regions.map({ $0.members[0] }).sorted() {
        draw(members[i].item, content: content, onto: context, clip: clip, statistics: &statistics)
      }
      return
    }
    if let frame, k <= 0, members.allSatisfy({ $0.alpha >= 1 }) {
      var levels: [Backdrop] = []
      var drawn: [ContainerMember] = []
      var paint = PixelRect(x: 0, y: 0, width: 0, height: 0)
      for region in regions {
        let regionLevels = prepare(region, &members, tables, content, holding: &held, statistics: &statistics)
        for i in region.members {
          var member = members[i]
          member.level += levels.count
          drawn.append(member)
        }
        levels += regionLevels
        paint = paint.union(region.paint)
        statistics.glassDraws += 1
        statistics.shadedPixels += region.paint.area
      }
      // Document order across regions: members were resolved in it, and region membership only split it.
      let order = drawn.indices.sorted { drawn[$0].order < drawn[$1].order }
      let kernel = ContainerKernel(
        members: order.map { drawn[$0] }, tables: tables, levels: levels, k: 0, region: paint,
        tile: Self.containerTile, compositesInPlace: true)
      frame.withPixels { pixels, rowPixels in
        let origin = pixels + paint.y * rowPixels + paint.x
        kernel.run(into: SharedPointer(base: origin), rowPixels: rowPixels, threads: threads)
      }
      return
    }
    for region in regions {
      if isSolo(region) {
        draw(
          members[region.members[0]].item, content: content, onto: context, clip: clip,
          statistics: &statistics)
        continue
      }
      let levels = prepare(region, &members, tables, content, holding: &held, statistics: &statistics)
      let paint = region.paint
      let kernel = ContainerKernel(
        members: region.members.map { members[$0] }, tables: tables, levels: levels, k: Float(k),
        region: paint,
        tile: Self.containerTile)
      guard let output = surfaces.acquire(width: paint.width, height: paint.height) else { continue }
      output.withPixels { pixels, rowPixels in
        kernel.run(into: SharedPointer(base: pixels), rowPixels: rowPixels, threads: threads)
      }
      context.composite(output, atDeviceX: paint.x, y: paint.y, alpha: 1)
      surfaces.release(output)
      statistics.glassDraws += 1
      statistics.shadedPixels += paint.area
    }
  }

  /// Captures a region's backdrop, blurs it once per blur level and resolves its members' looks (their
  /// tone follows the luminance beneath them). The buffers stay held until the caller releases them.
  private func prepare(
    _ region: ContainerRegion, _ members: inout [ContainerMember], _ tables: DistanceTables,
    _ content: ImageSurface, holding held: inout [UnsafeMutableBufferPointer<UInt32>],
    statistics: inout RenderStatistics
  ) -> [Backdrop] {
    let capture = region.capture
    let raw = buffers.acquire(capture.area)
    let scratch = buffers.acquire(capture.area)
    held += [raw, scratch]
    copy(from: content, region: capture, into: raw.baseAddress!)
    var levels: [Backdrop] = []
    for (index, sigma) in region.blurLevels.enumerated() {
      // The last level blurs the capture itself; earlier ones blur copies (one level, the usual case,
      // copies nothing — the extra full-region copy cost a full-screen card 5 %).
      let level: UnsafeMutableBufferPointer<UInt32>
      if index == region.blurLevels.count - 1 {
        level = raw
      } else {
        level = buffers.acquire(capture.area)
        held.append(level)
        level.baseAddress!.update(from: raw.baseAddress!, count: capture.area)
      }
      BoxBlur.blur(
        level.baseAddress!, scratch: scratch.baseAddress!, width: capture.width, height: capture.height,
        sigma: sigma, threads: threads)
      levels.append(
        Backdrop(
          pixels: level.baseAddress!, originX: capture.x, originY: capture.y, width: capture.width,
          height: capture.height))
    }
    for i in region.members {
      let m = members[i]
      let distance = TabledDistance(distance: m.distance, tables: tables)
      let luminance = levels[m.level].meanLuminance(
        inside: distance, region: m.shapeRect.intersection(capture))
      members[i].shading = GlassShading(
        appearance: m.item.appearance, lengthScale: m.item.lengthScale, maximumDepth: distance.maximumDepth,
        luminance: luminance, pressed: m.item.isPressed)
    }
    statistics.captures += 1
    statistics.capturedPixels += capture.area * max(1, levels.count)
    return levels
  }
}
