import Foundation
import VitrumGeometry
import VitrumScene

/// One box glass over a blurred textured backdrop, built the way the compositor builds a shape's inputs
/// (a blurred capture, sampled clamped to the shape's pixels, a look resolved over it, the toned grid, the
/// painted region within the canvas and a clip): what a shader of it reads, kept alive while it lives.
final class BoxShaderFixture: CustomStringConvertible {
  let distance: BoxGlassDistance
  let shading: GlassShading
  let grid: ToneGrid
  let region: PixelRect
  let opacity: Float
  let description: String
  private let coarse: UnsafeMutablePointer<UInt32>
  private let texels: UnsafeMutablePointer<SIMD4<Float>>

  /// `shape` (a rect, rounded rect or capsule in points) under `transform`, at `scale` device pixels per
  /// point, painted within `image` and `clip`; nil when nothing of it is painted.
  init?(
    _ name: String, image: BlurTestImage, look: GlassLookFixture, shape: Shape,
    transform: AffineMatrix, scale: Double, clip: PixelRect? = nil
  ) {
    let canvas = image.bounds
    distance = analyticGlassDistance(shape: shape, transform: transform) as! BoxGlassDistance
    let appearance = look.material.appearance(in: look.environment)
    let p = appearance.parameters
    let device = transform.apply(shape.bounds)
    let shapeRect = PixelRect(covering: device).outset(by: 1)
    let reach = p.shadowRadius > 0 ? (p.shadowRadius + abs(p.shadowOffset)) * scale : 0
    var region = PixelRect(covering: device.outset(by: reach + 1)).union(shapeRect).intersection(canvas)
    if let clip { region = region.intersection(clip) }
    guard !region.isEmpty else { return nil }
    self.region = region
    opacity = look.opacity
    description = "\(name), \(look), scale \(scale), region \(region)"
    let (plan, pixels) = image.fastBlur(region: canvas, sigma: p.blurRadius * scale)
    coarse = .allocate(capacity: pixels.count)
    coarse.initialize(from: pixels, count: pixels.count)
    let backdrop = DownsampledBackdrop(plan, pixels: coarse).clamped(to: shapeRect)
    let statistics = backdrop.luminanceStatistics(inside: distance, region: shapeRect.intersection(canvas))
    shading = GlassShading(
      appearance: appearance, lengthScale: scale, maximumDepth: distance.maximumDepth, backdrop: statistics,
      glow: look.glow)
    let extent = ToneGrid.extent(of: backdrop, within: shapeRect)
    texels = .allocate(capacity: max(1, extent.columns.count * extent.rows.count))
    grid = ToneGrid(
      backdrop: backdrop, columns: extent.columns, rows: extent.rows, shading: shading, texels: texels)
  }

  deinit {
    coarse.deallocate()
    texels.deallocate()
  }

  /// `BoxShader` over the rows in calls of `splits` rows each (the last call takes what is left), into
  /// rows 3 pixels wider than the region whose margins must stay untouched: the pixels and the counts.
  func box(splits: [Int] = []) -> (pixels: [UInt32], counts: ShadeCounts, margins: Bool) {
    let columns = UnsafeMutablePointer<GridColumn>.allocate(capacity: region.width)
    let scratch = ShaderScratch.allocate(rows: 1, width: 1, gridWidth: grid.width)
    defer {
      columns.deallocate()
      scratch.deallocate()
    }
    let shader = BoxShader(
      distance: distance, shading: shading, grid: grid, region: region, opacity: opacity, columns: columns)!
    let stride = region.width + 3
    let canary: UInt32 = 0xDEAD_BEEF
    var out = [UInt32](repeating: canary, count: stride * region.height)
    var counts = ShadeCounts()
    out.withUnsafeMutableBufferPointer { o in
      var r = 0
      var calls = splits.makeIterator()
      while r < region.height {
        let n = min(calls.next() ?? region.height, region.height - r)
        counts =
          counts
          + shader.shade(r..<r + n, into: o.baseAddress! + r * stride, rowPixels: stride, scratch: scratch)
        r += n
      }
    }
    var pixels: [UInt32] = []
    var margins = true
    for r in 0..<region.height {
      pixels += out[r * stride..<r * stride + region.width]
      margins = margins && out[r * stride + region.width..<(r + 1) * stride].allSatisfy { $0 == canary }
    }
    return (pixels, counts, margins)
  }

  /// The general kernel (`MemberShader`, both passes) over the whole region.
  func member() -> [UInt32] {
    let columns = UnsafeMutablePointer<GridColumn>.allocate(capacity: region.width)
    let scratch = ShaderScratch.allocate(rows: region.height, width: region.width, gridWidth: grid.width)
    defer {
      columns.deallocate()
      scratch.deallocate()
    }
    let shader = MemberShader(
      distance: distance, shading: shading, grid: grid, region: region, opacity: opacity, columns: columns)
    var out = [UInt32](repeating: 0xDEAD_BEEF, count: region.area)
    out.withUnsafeMutableBufferPointer { o in
      _ = shader.shade(0..<region.height, into: o.baseAddress!, rowPixels: region.width, scratch: scratch)
    }
    return out
  }

  /// The per-pixel rules `BoxShader` must reproduce, written out plainly, pixel by pixel: the distance
  /// and gradient from `evaluate`; interior at `interiorDepth` + 1 inside, read from the row's toned line;
  /// the shadow from the distance at the offset point; beyond ½ the shadow alone; otherwise the outline's
  /// pixel, refracted along the gradient as `MemberShader.shade` reads it.
  func reference() -> (pixels: [UInt32], counts: ShadeCounts) {
    let width = region.width
    let light = EdgeLight(shading)
    let columns = UnsafeMutablePointer<GridColumn>.allocate(capacity: width)
    let line = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: max(grid.width, 1))
    let shifted = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: max(grid.width, 1))
    let out = UnsafeMutablePointer<UInt32>.allocate(capacity: region.area)
    defer {
      columns.deallocate()
      line.deallocate()
      shifted.deallocate()
      out.deallocate()
    }
    grid.prepareColumns(for: region, into: columns)
    let deep = -shading.interiorDepth - 1
    var counts = ShadeCounts()
    for r in 0..<region.height {
      let y = region.y + r
      let py = Float(y) + 0.5
      let row = out + r * width
      // The row's toned line is a function of y alone: made once per row instead of once per pixel.
      grid.row(y, into: line)
      var shiftedY = Float.nan
      var interior = 0
      for c in 0..<width {
        let px = Float(region.x + c) + 0.5
        let (d, gx, gy) = distance.evaluate(px, py)
        if d <= deep {
          grid.resample(line, columns: columns, c..<c + 1, opacity: opacity, into: row)
          interior += 1
          continue
        }
        let shadow: Float =
          shading.shadowOpacity > 0 && d > -0.5
          ? GlassShading.shadowAlpha(
            distance.distance(px, py - shading.shadowOffset), opacity: shading.shadowOpacity,
            start: -shading.shadowRadius * 0.5, scale: 1 / (shading.shadowRadius * 1.5)) : 0
        if d >= 0.5 {
          row[c] = shadow > 0 ? DownsampledBlur.pack(SIMD4(0, 0, 0, shadow * 255 * opacity)) : 0
          if shadow > 0 { counts.edges += 1 }
          continue
        }
        counts.edges += 1
        let record = SIMD4(d, gx, gy, shadow)
        let shift = light.shift(depth: fastMax(-d, 0))
        if gx == 0 {
          let sy = py - gy * shift
          if sy != shiftedY {
            grid.row(at: sy, into: shifted)
            shiftedY = sy
          }
          let column = columns[c]
          let a = shifted[Int(column.left)]
          let sample = a + (shifted[Int(column.right)] - a) * column.fraction
          row[c] = light.finish(record, sample: sample, opacity: opacity)
        } else if gy == 0 {
          let (x0, tx) = grid.backdrop.column(px - gx * shift)
          let left = x0 - grid.columns.lowerBound
          let right = min(x0 + 1, grid.backdrop.width - 1) - grid.columns.lowerBound
          let a = line[left]
          row[c] = light.finish(record, sample: a + (line[right] - a) * tx, opacity: opacity)
        } else {
          row[c] = light.pixel(record, px, py, grid: grid, opacity: opacity)
        }
      }
      counts.interior += interior
      if interior > 0 { counts.interiorRows += 1 }
    }
    return (Array(UnsafeBufferPointer(start: out, count: region.area)), counts)
  }
}
