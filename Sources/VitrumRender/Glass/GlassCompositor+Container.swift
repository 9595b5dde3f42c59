import VitrumGeometry
import VitrumScene

extension GlassCompositor {
  /// Side of the container kernel's fine tiles, in pixels: each folds only the members that can reach it
  /// (coarse tiles of 4 × this side are used where a single member reaches; see `ContainerKernel`).
  /// 16 px tiles measured 15 % faster than 32 px on 256 cards at 1080p, by keeping most tiles to one or
  /// two candidates.
  static let containerTile = 16

  /// Draws a container's own members — all of them when it merges (k > 0), its unions at spacing 0 — per
  /// region with one capture, one blur per blur level, one pass and one composite.
  func drawContainer(
    _ container: ContainerItem, content: ImageSurface, onto context: CairoContext, clip: PixelRect,
    log: inout FrameLog
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
        draw(members[region.members[0]].item, content: content, onto: context, clip: clip, log: &log)
        continue
      }
      let levels = prepare(region, &members, tables, content, &held, &log)
      let paint = region.paint
      let kernel = ContainerKernel(
        members: region.members.map { members[$0] }, tables: tables, levels: levels, k: Float(k),
        region: paint, tile: Self.containerTile)
      guard let output = surfaces.acquire(width: paint.width, height: paint.height) else { continue }
      output.withPixels { pixels, rowPixels in
        kernel.run(into: SharedPointer(base: pixels), rowPixels: rowPixels, threads: threads)
      }
      context.composite(output, atDeviceX: paint.x, y: paint.y, alpha: 1)
      surfaces.release(output)
      log.statistics.glassDraws += 1
      log.statistics.shadedPixels += paint.area
    }
  }

  /// Captures a region's backdrop, blurs it once per blur level and resolves its members' looks (their
  /// tone follows the luminance beneath them). The buffers stay held until the caller releases them.
  private func prepare(
    _ region: ContainerRegion, _ members: inout [ContainerMember], _ tables: DistanceTables,
    _ content: ImageSurface, _ held: inout [UnsafeMutableBufferPointer<UInt32>], _ log: inout FrameLog
  ) -> [Backdrop] {
    let capture = region.capture
    var levels: [Backdrop] = []
    for sigma in region.blurLevels {
      let first = region.members.first { abs(members[$0].blur - sigma) < ContainerRegions.blurTolerance }
      let pixels = captureAndBlur(
        capture, sigma: sigma, from: content, for: members[first ?? region.members[0]].item.nodeID, log: &log)
      held.append(pixels)
      levels.append(
        Backdrop(
          pixels: pixels.baseAddress!, originX: capture.x, originY: capture.y, width: capture.width,
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
    return levels
  }
}
