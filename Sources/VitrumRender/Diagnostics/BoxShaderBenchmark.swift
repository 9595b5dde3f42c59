import Foundation
import VitrumGeometry
import VitrumScene

/// `BoxShader` against `MemberShader` (both passes) on the card benchmark's card: 200 × 120 pt, corner
/// radius 21.6, regular glass with blur 10 and its shadow, over a photo-like backdrop, at scale 1 and 2;
/// one thread, each shading all rows in calls of 16 rows, the two measured interleaved run by run
/// (`vitrum-bench kernels`, `Tools/bench-kernels`). It prints and never asserts a time.
package enum BoxShaderBenchmark {
  /// Rows per `shade` call: the blocks of 16 the compositor handed the general kernel (its records of 16
  /// rows stay in the cache between its two passes).
  static let rowsPerCall = 16

  /// Median seconds of `runs` timings of each body, interleaved run by run.
  static func medians(runs: Int, _ bodies: [() -> Void]) -> [Double] {
    interleavedMedianMilliseconds(runs: runs, bodies).map { $0 / 1000 }
  }

  /// The card of the benchmark at `scale`, and its parts: the interior, the left and right sides, the top
  /// and bottom, and the four corner squares (each with its bezel and shadow), as regions of their own.
  static func card(scale: Double) -> (BoxShaderFixture, [(String, [PixelRect])]) {
    var frosted = GlassMaterial.regular
    frosted.blurRadius = 10
    let look = GlassLookFixture(name: "regular, blur 10", material: frosted)
    let image = BlurTestImage(.photo, width: Int(400 * scale), height: Int(300 * scale))
    let card = Rect(x: 100, y: 90, width: 200, height: 120)
    let f = BoxShaderFixture(
      "card", image: image, look: look, shape: .roundedRect(card, cornerRadius: 21.6),
      transform: .scale(scale, scale), scale: scale)!
    let r = f.region
    // Columns and rows where the corners' squares end: the radius and the bezel in from the outline.
    let inset = Int((30 * scale).rounded(.up))
    let x0 = Int(card.minX * scale) + inset
    let x1 = Int(card.maxX * scale) - inset
    let y0 = Int(card.minY * scale) + inset
    let y1 = Int(card.maxY * scale) - inset
    func rect(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> PixelRect {
      PixelRect(x: a, y: c, width: b - a, height: d - c)
    }
    return (
      f,
      [
        ("interior", [rect(x0, x1, y0, y1)]),
        ("sides", [rect(r.x, x0, y0, y1), rect(x1, r.maxX, y0, y1)]),
        ("top, bottom", [rect(x0, x1, r.y, y0), rect(x0, x1, y1, r.maxY)]),
        (
          "corners",
          [
            rect(r.x, x0, r.y, y0), rect(x1, r.maxX, r.y, y0), rect(r.x, x0, y1, r.maxY),
            rect(x1, r.maxX, y1, r.maxY),
          ]
        ),
      ]
    )
  }

  /// Median seconds to shade `regions` of `f`, in calls of `rowsPerCall` rows, with the general
  /// kernel and with `BoxShader`, interleaved; and BoxShader's and the general kernel's preparation.
  static func time(_ f: BoxShaderFixture, _ regions: [PixelRect], runs: Int) -> (
    member: Double, box: Double, counts: ShadeCounts, prepare: SIMD2<Double>
  ) {
    let block = Self.rowsPerCall
    let width = regions.map(\.width).max()!
    let columns = UnsafeMutablePointer<GridColumn>.allocate(capacity: width)
    let scratch = ShaderScratch.allocate(rows: block, width: width, gridWidth: f.grid.width)
    let out = UnsafeMutablePointer<UInt32>.allocate(capacity: regions.map(\.area).max()!)
    defer {
      columns.deallocate()
      scratch.deallocate()
      out.deallocate()
    }
    let boxes = regions.map { region in
      BoxShader(
        distance: f.distance, shading: f.shading, grid: f.grid, region: region, opacity: f.opacity,
        columns: UnsafeMutablePointer<GridColumn>.allocate(capacity: region.width))!
    }
    // MemberShader through the renderer's own enum: its passes run specialised for boxes, as in a frame
    // (called from this module directly they would run unspecialised, a witness call per distance).
    let memberColumns = regions.map { UnsafeMutablePointer<GridColumn>.allocate(capacity: $0.width) }
    let members = zip(regions, memberColumns).map { region, columns in
      ShapeShader.box(
        MemberShader(
          distance: f.distance, shading: f.shading, grid: f.grid, region: region, opacity: f.opacity,
          columns: columns))
    }
    defer {
      for b in boxes { b.columns.deallocate() }
      for c in memberColumns { c.deallocate() }
    }
    func blocks(_ shader: some GlassRowShader) -> ShadeCounts {
      var counts = ShadeCounts()
      let region = shader.region
      for start in stride(from: 0, to: region.height, by: block) {
        let rows = start..<min(start + block, region.height)
        counts =
          counts
          + shader.shade(rows, into: out + start * region.width, rowPixels: region.width, scratch: scratch)
      }
      return counts
    }
    var counts = ShadeCounts()
    let region = regions[0]
    let m = Self.medians(
      runs: runs,
      [
        { for m in members { _ = blocks(m) } },
        {
          counts = ShadeCounts()
          for b in boxes { counts = counts + blocks(b) }
        },
        {
          _ = BoxShader(
            distance: f.distance, shading: f.shading, grid: f.grid, region: region, opacity: f.opacity,
            columns: columns)
        },
        {
          _ = MemberShader(
            distance: f.distance, shading: f.shading, grid: f.grid, region: region, opacity: f.opacity,
            columns: columns)
        },
      ])
    return (m[0], m[1], counts, SIMD2(m[2], m[3]))
  }

  /// Prints, per scale and part of the card, both kernels' time per pixel and their ratio.
  package static func run(runs: Int = 201, emit: (String) -> Void) {
    emit(
      "scale | part | pixels | interior / edges | MemberShader ns/px | BoxShader ns/px | speed-up "
        + "| BoxShader / MemberShader init µs")
    for scale in [1.0, 2.0] {
      let (f, parts) = Self.card(scale: scale)
      for (name, regions) in [("whole, f \(f.grid.backdrop.factor)", [f.region])] + parts {
        let t = Self.time(f, regions, runs: runs)
        let pixels = regions.map(\.area).reduce(0, +)
        let perPixel = SIMD2(t.member, t.box) * 1e9 / Double(pixels)
        emit(
          String(
            format: "%g | %@ | %d | %d / %d | %.2f | %.2f | %.1f× | %.1f / %.1f", scale, name,
            pixels,
            t.counts.interior, t.counts.edges, perPixel.x, perPixel.y, perPixel.x / perPixel.y,
            t.prepare.x * 1e6, t.prepare.y * 1e6))
      }
    }
  }
}
