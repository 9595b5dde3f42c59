import Foundation
import Testing
import VitrumGeometry
import VitrumScene

@testable import VitrumRender

/// `BoxShader` against the per-pixel rules it reproduces byte for byte (`BoxShaderFixture.reference`,
/// written out plainly), on seeded random boxes under every look, cut by clips, at several scales; against
/// any split of its rows into calls; and within a level of the general kernel it replaces.
@Suite struct BoxShaderTests {
  typealias Look = MemberShaderTests.Look

  static let image = BlurTestImage(.photo, width: 320, height: 240)

  /// Every look of the general kernel's tests, and two more for branches they leave alone: a shadow
  /// above the shape, wider than its bezel, with a wide rim; and glass with neither shadow nor refraction.
  static let looks: [Look] = {
    var above = GlassMaterial.regular
    above.shadowOffset = -5
    above.shadowRadius = 14
    above.bezelWidth = 3
    above.rimWidth = 2.5
    var flat = GlassMaterial.regular
    flat.shadowRadius = 0
    flat.refractionDisplacement = 0
    return MemberShaderTests.looks + [
      Look(name: "shadow above, wide rim", material: above),
      Look(name: "no shadow, no refraction", material: flat, opacity: 0.8),
    ]
  }()

  /// Kinds of box, by how they are drawn.
  enum Kind: CaseIterable {
    /// Radius 0, whole-point edges (distances land exactly on the thresholds).
    case rect
    /// A rounded rectangle at fractional positions and sizes.
    case rounded
    /// Radius half the short side.
    case capsule
    /// 1 to 3 points across.
    case tiny
    /// Larger than the canvas in one or both directions (the canvas cuts the region).
    case large
    /// A rounded rectangle with whole-pixel edges and radius.
    case whole
  }

  static let scales: [Double] = [1, 2, 3, 0.5]

  /// A seeded random box of `kind` at `scale` (a translation then a uniform scale), and, for odd
  /// `variant`s, a clip cutting the region on random sides.
  static func fixture(
    _ kind: Kind, scale: Double, look: Look, variant: Int, rng: inout SeededRandom
  ) -> BoxShaderFixture? {
    let canvas = image.bounds
    // Device sizes, then points.
    var w: Double
    var h: Double
    switch kind {
    case .tiny:
      w = rng.uniform(1...3) * scale
      h = rng.uniform(1...3) * scale
    case .large:
      w = rng.uniform(0.7...1.4) * Double(canvas.width)
      h = rng.uniform(0.7...1.4) * Double(canvas.height)
    default:
      w = rng.uniform(12...Double(canvas.width) * 0.8)
      h = rng.uniform(12...Double(canvas.height) * 0.8)
    }
    var x = rng.uniform(-0.15 * w...max(Double(canvas.width) - 0.85 * w, 0))
    var y = rng.uniform(-0.15 * h...max(Double(canvas.height) - 0.85 * h, 0))
    let whole = kind == .rect || kind == .whole
    if whole {
      // Whole device pixels: distances land exactly on the thresholds (½ outside, interiorDepth + 1).
      (x, y, w, h) = (x.rounded(), y.rounded(), max(w.rounded(), 1), max(h.rounded(), 1))
    }
    // The shape drawn around a random origin in points (whole boxes at 0, which keeps their edges whole
    // at power-of-two scales), moved and then scaled to device (x, y).
    let origin = whole ? Point(0, 0) : Point(rng.uniform(-20...20), rng.uniform(-20...20))
    let rect = Rect(x: origin.x, y: origin.y, width: w / scale, height: h / scale)
    let transform = AffineTransform.translation(x / scale - origin.x, y / scale - origin.y)
      .then(.scale(scale, scale))
    let short = min(rect.width, rect.height)
    let shape: Shape
    switch kind {
    case .rect: shape = .rect(rect)
    case .capsule: shape = .capsule(rect)
    case .whole:
      shape = .roundedRect(rect, cornerRadius: (rng.uniform(0...short / 2) * scale).rounded() / scale)
    default: shape = .roundedRect(rect, cornerRadius: rng.uniform(0...short * 0.6))
    }
    var clip: PixelRect?
    if variant % 2 == 1 {
      let painted = PixelRect(covering: Rect(x: x, y: y, width: w, height: h)).outset(by: 12)
      // Each side cut or not, by up to half the box.
      let dx0 = rng.index(2) == 0 ? 0 : rng.index(max(painted.width / 2, 1))
      let dx1 = rng.index(2) == 0 ? 0 : rng.index(max(painted.width / 2, 1))
      let dy0 = rng.index(2) == 0 ? 0 : rng.index(max(painted.height / 2, 1))
      let dy1 = rng.index(2) == 0 ? 0 : rng.index(max(painted.height / 2, 1))
      clip = PixelRect(
        x: painted.x + dx0, y: painted.y + dy0, width: max(painted.width - dx0 - dx1, 1),
        height: max(painted.height - dy0 - dy1, 1))
    }
    return BoxShaderFixture(
      "\(kind) \(String(format: "%.2f, %.2f, %.2f × %.2f px", x, y, w, h))"
        + (clip.map { ", clip \($0)" } ?? ""),
      image: image, look: look, shape: shape, transform: transform, scale: scale, clip: clip)
  }

  /// Every kind at every scale, plain and clipped, `seeds` times, for one look.
  static func fixtures(look: Look, seeds: Int = 2) -> [BoxShaderFixture] {
    var rng = SeededRandom(seed: UInt64(look.name.utf8.reduce(7) { $0 &* 31 &+ Int($1) } & 0xFFFF) + 1)
    var all: [BoxShaderFixture] = []
    for kind in Kind.allCases {
      for scale in scales {
        for variant in 0..<2 * seeds {
          if let f = fixture(kind, scale: scale, look: look, variant: variant, rng: &rng) { all.append(f) }
        }
      }
    }
    return all
  }

  /// The first pixel where two images differ, for the failure message.
  static func firstDifference(_ a: [UInt32], _ b: [UInt32], width: Int) -> String {
    guard let i = a.indices.first(where: { a[$0] != b[$0] }) else { return "none" }
    return
      "row \(i / width), column \(i % width): \(String(a[i], radix: 16)) against \(String(b[i], radix: 16))"
  }

  @Test(arguments: BoxShaderTests.looks)
  func matchesThePerPixelRules(look: Look) {
    var cases = 0
    for f in Self.fixtures(look: look) {
      let box = f.box()
      let reference = f.reference()
      let same = box.pixels == reference.pixels
      #expect(
        same,
        "\(f): first difference \(Self.firstDifference(box.pixels, reference.pixels, width: f.region.width))")
      #expect(box.margins, "\(f): wrote outside its rows")
      #expect(
        box.counts.interior == reference.counts.interior && box.counts.edges == reference.counts.edges
          && box.counts.interiorRows == reference.counts.interiorRows,
        "\(f): counts \(box.counts) against \(reference.counts)")
      #expect(box.counts.distanceMilliseconds == 0)
      cases += 1
    }
    #expect(cases >= 80)
  }

  /// The card of `MemberShaderTests` and the compositor's benchmark card: a known shape that has every
  /// part (interior, four sides, four corners, the shadow), whole and cut on each side in turn.
  @Test(arguments: BoxShaderTests.looks)
  func matchesOnTheCard(look: Look) {
    let card = Rect(x: 20.5, y: 30.25, width: 200, height: 120)
    let clips: [PixelRect?] = [
      nil, PixelRect(x: 0, y: 0, width: 100, height: 240), PixelRect(x: 130, y: 0, width: 190, height: 240),
      PixelRect(x: 0, y: 0, width: 320, height: 60), PixelRect(x: 0, y: 120, width: 320, height: 120),
      PixelRect(x: 40, y: 50, width: 20, height: 20),
    ]
    for clip in clips {
      let f = BoxShaderFixture(
        "card", image: Self.image, look: look, shape: .roundedRect(card, cornerRadius: 21.6),
        transform: .identity, scale: 1, clip: clip)!
      let box = f.box()
      let reference = f.reference()
      let same = box.pixels == reference.pixels
      #expect(
        same,
        "\(f): first difference \(Self.firstDifference(box.pixels, reference.pixels, width: f.region.width))")
      #expect(box.counts.interior == reference.counts.interior && box.counts.edges == reference.counts.edges)
      #expect(box.counts.interiorRows == reference.counts.interiorRows)
      if clip == nil { #expect(box.counts.interior > f.region.area / 2) }
    }
  }

  /// Which rows a call is given never changes a byte: one call, single rows, 16-row blocks, uneven calls.
  @Test func anySplitOfTheRowsGivesTheSameBytes() {
    var rng = SeededRandom(seed: 99)
    var cases = 0
    for look in [Self.looks[0], Self.looks[1], Self.looks[8], Self.looks[9], Self.looks[10]] {
      for kind in Kind.allCases {
        for scale in Self.scales {
          guard let f = Self.fixture(kind, scale: scale, look: look, variant: cases, rng: &rng) else {
            continue
          }
          let whole = f.box()
          let uneven = (0..<64).map { _ in 1 + rng.index(23) }
          for splits in [
            Array(repeating: 1, count: f.region.height), [16], uneven, [f.region.height / 2 + 1],
          ] {
            let split = f.box(splits: splits)
            let difference = Self.firstDifference(split.pixels, whole.pixels, width: f.region.width)
            let same = split.pixels == whole.pixels
            #expect(same, "\(f), calls of \(splits.prefix(4))…: \(difference)")
            #expect(
              split.counts.interior == whole.counts.interior && split.counts.edges == whole.counts.edges)
            #expect(split.counts.interiorRows == whole.counts.interiorRows)
          }
          cases += 1
        }
      }
    }
    #expect(cases >= 60)
  }

  /// The general kernel reaches the same values but for its walk, which may take a pixel a hair short
  /// of `interiorDepth` + 1 for interior: at most a level apart, and on few pixels.
  @Test(arguments: BoxShaderTests.looks)
  func staysWithinALevelOfMemberShader(look: Look) {
    var pixels = 0
    var differing = 0
    var worst = 0
    for f in Self.fixtures(look: look, seeds: 1) {
      let box = f.box().pixels
      let member = f.member()
      var delta = 0
      for (p, q) in zip(box, member) where p != q {
        differing += 1
        for shift in stride(from: 0, to: 32, by: 8) {
          delta = max(delta, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
        }
      }
      #expect(delta <= 1, "\(f): \(delta) levels apart")
      worst = max(worst, delta)
      pixels += box.count
    }
    print(
      "BoxShader against MemberShader, \(look): \(differing) of \(pixels) pixels differ, by at most \(worst)")
    #expect(differing * 1000 <= pixels)
  }

  /// A rotated frame is not axis-aligned: no shader.
  @Test func rotatedFramesHaveNoShader() {
    let card = Rect(x: 40, y: 40, width: 120, height: 80)
    let look = MemberShaderTests.looks[0]
    for transform in [
      AffineTransform.rotation(0.3).then(.translation(160, 20)),
      AffineTransform.rotation(Double.pi / 2).then(.translation(200, 0)),
    ] {
      let f = BoxShaderFixture(
        "rotated", image: Self.image, look: look, shape: .roundedRect(card, cornerRadius: 12),
        transform: transform, scale: 1)!
      let columns = UnsafeMutablePointer<GridColumn>.allocate(capacity: f.region.width)
      defer { columns.deallocate() }
      #expect(!f.distance.frame.isAxisAligned)
      #expect(
        BoxShader(distance: f.distance, shading: f.shading, grid: f.grid, region: f.region, columns: columns)
          == nil)
    }
  }
}

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
    _ name: String, image: BlurTestImage, look: MemberShaderTests.Look, shape: Shape,
    transform: VitrumGeometry.AffineTransform, scale: Double, clip: PixelRect? = nil
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
    let luminance = backdrop.meanLuminance(inside: distance, region: shapeRect.intersection(canvas))
    shading = GlassShading(
      appearance: appearance, lengthScale: scale, maximumDepth: distance.maximumDepth, luminance: luminance,
      pressed: look.pressed)
    let extent = ToneGrid.extent(of: backdrop, within: shapeRect)
    texels = .allocate(capacity: GlassCompositor.texelCount(backdrop, shapeRect: shapeRect))
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
