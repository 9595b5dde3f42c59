import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// The general kernel shades runs of slanted outline pixels in one call (`MemberShader.edgeRun`): every
/// such pixel must be exactly `EdgeLight.pixel` of its own record (tolerance 0), over every distance kind
/// the kernel tests use (a capsule, a rounded card, a rotated box, an ellipse, a circle and a star's
/// distance field: runs of every length, broken by straight and shadow pixels), for every look.
@Suite struct MemberShaderEdgeRunTests {
  @Test(arguments: MemberShaderTests.looks) func runsEqualThePixelByPixelRule(_ look: GlassLookFixture) {
    let image = BlurTestImage(.photo, width: 320, height: 240)
    var slanted = 0
    for (name, distance, bounds) in MemberShaderTests.distances() {
      let appearance = look.material.appearance(in: look.environment)
      let (plan, coarse) = image.fastBlur(region: image.bounds, sigma: appearance.parameters.blurRadius)
      var pixels = coarse
      pixels.withUnsafeMutableBufferPointer { buffer in
        let shapeRect = PixelRect(covering: bounds).outset(by: 1)
        let backdrop = DownsampledBackdrop(plan, pixels: buffer.baseAddress!).clamped(to: shapeRect)
        let shading = GlassShading(
          appearance: appearance, lengthScale: 1, maximumDepth: distance.maximumDepth,
          backdrop: BackdropStatistics(luminance: 0.5, spread: 0.1), glow: look.glow)
        let region = shapeRect.outset(by: 12).intersection(image.bounds)
        let extent = ToneGrid.extent(of: backdrop, within: shapeRect)
        let texels = UnsafeMutablePointer<SIMD4<Float>>.allocate(
          capacity: max(1, extent.columns.count * extent.rows.count))
        let columns = UnsafeMutablePointer<GridColumn>.allocate(capacity: region.width)
        let kinds = UnsafeMutablePointer<UInt8>.allocate(capacity: region.area)
        let records = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: region.area)
        let counts = UnsafeMutablePointer<SIMD2<Int32>>.allocate(capacity: region.height)
        var out = [UInt32](repeating: 0xDEAD_BEEF, count: region.area)
        defer {
          texels.deallocate()
          columns.deallocate()
          kinds.deallocate()
          records.deallocate()
          counts.deallocate()
        }
        let grid = ToneGrid(
          backdrop: backdrop, columns: extent.columns, rows: extent.rows, shading: shading, texels: texels)
        func check<D: GlassDistance>(_ d: D) {
          let shader = MemberShader(
            distance: d, shading: shading, grid: grid, region: region, opacity: look.opacity, columns: columns
          )
          let buffers = MemberBuffers(kinds: kinds, records: records, counts: counts)
          shader.classify(0..<region.height, buffers)
          out.withUnsafeMutableBufferPointer {
            shader.shade(0..<region.height, buffers, into: $0.baseAddress!, rowPixels: region.width)
          }
          // Row by row as the shader walks them: a transparent or interior run's kind and length are
          // at its first pixel only.
          for r in 0..<region.height {
            var c = 0
            while c < region.width {
              let i = r * region.width + c
              let record = records[i]
              let kind = MemberPixelKind(rawValue: kinds[i])!
              if kind == .transparent || kind == .interior {
                c += Int(record.x)
                continue
              }
              c += 1
              guard kind == .edge, record.y != 0, record.z != 0 else { continue }
              slanted += 1
              let expected = shader.light.pixel(
                record, Float(region.x + c - 1) + 0.5, Float(region.y + r) + 0.5, grid: grid,
                opacity: look.opacity)
              if out[i] != expected {
                Issue.record("\(name), \(look): pixel (\(c - 1), \(r)) \(out[i]) vs \(expected)")
                return
              }
            }
          }
        }
        check(distance)
      }
    }
    #expect(slanted > 5_000)
  }
}
