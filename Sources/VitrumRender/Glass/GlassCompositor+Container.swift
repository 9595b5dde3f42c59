import VitrumGeometry
import VitrumScene

extension GlassCompositor {
  /// Side of the container kernel's fine tiles, in pixels: each folds only the members that can reach it
  /// (coarse tiles of 4 × this side are used where a single member reaches; see `ContainerKernel`).
  /// 16 px tiles measured 15 % faster than 32 px on 256 cards at 1080p, by keeping most tiles to one or
  /// two candidates.
  static let containerTile = 16

  /// Draws a container's members: per region one capture, one blur per blur level, and one composite.
  /// `frame`, when given, is the surface `context` draws on, with no clip or layer in the way: batched
  /// regions of opaque members are then composited straight into its pixels (see `PixelComposite`).
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
    let regions = ContainerRegions.plan(&members, k: k, canvas: canvas, clip: clip)
    for region in regions where !region.paint.isEmpty && !region.capture.isEmpty {
      drawRegion(
        region, members: &members, tables: tables, k: Float(k), content: content, onto: context, frame: frame,
        statistics: &statistics)
    }
  }

  private func drawRegion(
    _ region: ContainerRegion, members: inout [ContainerMember], tables: DistanceTables, k: Float,
    content: ImageSurface, onto context: CairoContext, frame: ImageSurface?,
    statistics: inout RenderStatistics
  ) {
    let capture = region.capture
    let raw = buffers.acquire(capture.area)
    let scratch = buffers.acquire(capture.area)
    var blurred: [UnsafeMutableBufferPointer<UInt32>] = []
    defer {
      buffers.release(raw)
      buffers.release(scratch)
      for buffer in blurred { buffers.release(buffer) }
    }
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
        blurred.append(level)
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
    let paint = region.paint
    let regionMembers = region.members.map { members[$0] }
    // Batching opaque members onto an unclipped frame: composite in place, byte for byte as per-node.
    let direct = k <= 0 && regionMembers.allSatisfy { $0.alpha >= 1 } ? frame : nil
    let kernel = ContainerKernel(
      members: regionMembers, tables: tables, levels: levels, k: k, region: paint, tile: Self.containerTile,
      compositesInPlace: direct != nil)
    if let direct {
      direct.withPixels { pixels, rowPixels in
        let origin = pixels + paint.y * rowPixels + paint.x
        kernel.run(into: SharedPointer(base: origin), rowPixels: rowPixels, threads: threads)
      }
    } else {
      guard let output = surfaces.acquire(width: paint.width, height: paint.height) else { return }
      output.withPixels { pixels, rowPixels in
        kernel.run(into: SharedPointer(base: pixels), rowPixels: rowPixels, threads: threads)
      }
      context.composite(output, atDeviceX: paint.x, y: paint.y, alpha: 1)
      surfaces.release(output)
    }
    statistics.glassDraws += 1
    statistics.captures += 1
    statistics.capturedPixels += capture.area * max(1, levels.count)
    statistics.shadedPixels += paint.area
  }
}
