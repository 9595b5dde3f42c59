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
    let transform = AffineMatrix.translation(x / scale - origin.x, y / scale - origin.y)
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
    var pixels = 0
    var counts = ShadeCounts()
    for f in Self.fixtures(look: look) {
      let box = f.box()
      pixels += box.pixels.count
      counts = counts + box.counts
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
    print(
      "BoxShader against the rules, \(look): \(cases) boxes, \(pixels) pixels (\(counts.interior) interior, "
        + "\(counts.edges) outline or shadow)")
    #expect(cases >= 80)
  }

  /// The card of `MemberShaderTests`: a known shape that has every part (interior, four sides, four
  /// corners, the shadow), whole and cut on each side in turn.
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
      AffineMatrix.rotation(0.3).then(.translation(160, 20)),
      AffineMatrix.rotation(Double.pi / 2).then(.translation(200, 0)),
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
